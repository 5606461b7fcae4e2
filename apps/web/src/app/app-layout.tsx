import { Suspense } from 'react';
import { openCookieSettings } from '../components/layout/cookie-settings';
import { LoadFailed } from '../components/ui/load-failed';
import { Spinner } from '../components/ui/spinner';
import { lazyPage } from '../lib/lazy-page';
import { Navbar } from '../features/public-site/components/navbar';
import { RootLayout } from './root-layout';

// Below the page or on top of it, never part of what the visitor first sees: the footer and the cookie banner load
// alongside the page instead of delaying it (ADR 006).
// If their code does not arrive, the page goes on without them (no cookie banner means nothing is measured).
const Footer = lazyPage(() => import('../features/public-site/components/footer'), 'Footer', { failed: () => null });
const ConsentLayer = lazyPage(() => import('../components/layout/cookie-banner'), 'ConsentLayer', {
  failed: () => null,
});

// The login form (react-hook-form + zod) is only needed once the panel opens: it loads on demand, and starts
// loading as soon as the visitor points at or focuses the Login button.
const LoginForm = lazyPage(() => import('../features/auth/components/login-form'), 'LoginForm', {
  failed: (retry) => <LoadFailed onRetry={retry} />,
});
const preloadLoginForm = () => {
  // A failed early download is simply tried again when the panel opens.
  LoginForm.preload().catch(() => undefined);
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
      footer={
        <Suspense fallback={null}>
          <Footer onOpenCookieSettings={openCookieSettings} />
        </Suspense>
      }
      extras={
        <Suspense fallback={null}>
          <ConsentLayer />
        </Suspense>
      }
    />
  );
}
