import { lazy, Suspense } from 'react';
import { CookieBanner, PageViewTracker, openCookieSettings } from '../components/layout/cookie-banner';
import { Spinner } from '../components/ui/spinner';
import { Footer } from '../features/public-site/components/footer';
import { Navbar } from '../features/public-site/components/navbar';
import { RootLayout } from './root-layout';

// The login form (react-hook-form + zod) is only needed once the panel opens: it loads on demand, and starts
// loading as soon as the visitor points at or focuses the Login button.
const loadLoginForm = () => import('../features/auth/components/login-form');
const LoginForm = lazy(async () => ({ default: (await loadLoginForm()).LoginForm }));
const preloadLoginForm = () => {
  void loadLoginForm();
};

function renderLoginPanel(close: () => void) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      }
    >
      <LoginForm variant="panel" onDone={close} />
    </Suspense>
  );
}

/**
 * Composes the frame from features (features never import each other; the app layer wires them together):
 * the public site's bar (with the auth feature's login form in its panel) and footer (with the cookie settings).
 */
export function AppLayout() {
  return (
    <RootLayout
      header={<Navbar renderLoginPanel={renderLoginPanel} onLoginIntent={preloadLoginForm} />}
      footer={<Footer onOpenCookieSettings={openCookieSettings} />}
      extras={
        <>
          <CookieBanner />
          <PageViewTracker />
        </>
      }
    />
  );
}
