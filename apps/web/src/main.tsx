import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import 'sonner/dist/styles.css';
import './styles.css';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { whenFirstPaintCanGo } from './first-paint/when-ready';
import { readBrandFromDocument } from './lib/brand';
import { isLanguageCode } from '@app/shared/i18n';
import { initI18n, setLanguage, storedLanguage } from './lib/i18n';
import { createStore } from './lib/store';

initI18n();
// The language of the address (`/hi/…`), else the one chosen before in this browser, is loaded beside the first
// paint's wait (English if it cannot be).
const addressed = /^\/([a-z]{2})(?:\/|$)/.exec(location.pathname)?.[1];
const language = isLanguageCode(addressed) ? addressed : storedLanguage();
const languageReady = language === 'en' ? null : setLanguage(language).catch(() => undefined);
// The journeys' pseudo-locale (e2e/pseudo-locale.ts sets `pseudoLocale` before the page's scripts run): every
// English message accented and lengthened, so text that did not come through the catalogue stands out.
const pseudo = 'pseudoLocale' in window ? import('./lib/pseudo-locale').then((module) => module.start()) : null;
const { store, persistor } = createStore();
// index.html has it; the bytes of a check that can never fail are better spent elsewhere (ADR 006).
const root = document.getElementById('root') as HTMLElement;

// The server's first paint stays up until the page can replace it in one render (ADR 009). Not a top-level
// await: the bundler would then move every module the entry shares with a lazy page into files of their own.
// A transition: React renders in short slices, yielding to the browser between them, and shows the result at once.
const app = (
  <AppProvider brand={readBrandFromDocument()} store={store} persistor={persistor}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProvider>
);
void Promise.all([
  whenFirstPaintCanGo({ root, pathname: location.pathname, persistor, preload: preloadPage }),
  languageReady,
  pseudo,
]).then(() =>
  startTransition(() =>
    // Strict Mode's checks run in development only; the production build leaves out the wrapper too.
    createRoot(root).render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app),
  ),
);
