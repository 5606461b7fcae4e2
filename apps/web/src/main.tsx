import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import 'sonner/dist/styles.css';
import './styles.css';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { hydratableFirstPaint, liveFirstPaint, whenFirstPaintCanGo } from './first-paint/when-ready';
import { consentTheServerRead, ServerConsent } from './lib/analytics';
import { readBrandFromDocument } from './lib/brand';
import { isLanguageCode } from '@app/shared/i18n';
import { currentLanguage, initI18n, setLanguage, storedLanguage } from './lib/i18n';
import { whenLazyPartsInPlace } from './lib/lazy-page';
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

// The server's first paint stays up until the page can take it over in one render (ADR 009). Not a top-level
// await: the bundler would then move every module the entry shares with a lazy page into files of their own.
const app = (
  <AppProvider brand={readBrandFromDocument()} store={store} persistor={persistor}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProvider>
);
// Strict Mode's checks run in development only; the production build leaves out the wrapper too.
const checked = (node: ReactNode) => (import.meta.env.DEV ? <StrictMode>{node}</StrictMode> : node);

/** Calls `done` once its children are committed: for a hydrated page, once the drawn page is the live one. */
function Committed({ children, done }: { children: ReactNode; done: () => void }) {
  useEffect(done, [done]);
  return children;
}

void Promise.all([
  whenFirstPaintCanGo({ root, pathname: location.pathname, persistor, preload: preloadPage }),
  languageReady,
  pseudo,
]).then(() => {
  const drawn = hydratableFirstPaint({
    root,
    // The language the app renders in: the address's or the stored one, or English if its catalogue failed.
    language: currentLanguage(),
    session: store.getState().user,
    pseudoLocale: pseudo !== null,
  });
  if (drawn) {
    // A visitor's page: the app's first render is the drawn page, so React takes over its nodes (hydration, in short
    // slices) instead of building and laying out the page again. The consent the server read puts the banner where
    // it drew it; the stored choice follows at once.
    // Live once every part drawn can answer: a part whose code is still on its way keeps the server's nodes.
    const live = () => void whenLazyPartsInPlace().then(() => liveFirstPaint(drawn));
    hydrateRoot(
      drawn,
      checked(
        <ServerConsent value={consentTheServerRead()}>
          <Committed done={live}>{app}</Committed>
        </ServerConsent>,
      ),
    );
    return;
  }
  // Otherwise React replaces it in one render, in a transition: in short slices, yielding to the browser between
  // them, and shown at once.
  startTransition(() => createRoot(root).render(checked(app)));
});
