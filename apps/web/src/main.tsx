import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import 'sonner/dist/styles.css';
import './styles.css';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { readBrandFromDocument } from './lib/brand';
import { initI18n } from './lib/i18n';
import { createStore } from './lib/store';

initI18n();
const { store, persistor } = createStore();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProvider brand={readBrandFromDocument()} store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
