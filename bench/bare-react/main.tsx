import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The baseline of the front-end budget: React and ReactDOM rendering one heading, nothing else.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main>
      <h1>Hello</h1>
    </main>
  </StrictMode>,
);
