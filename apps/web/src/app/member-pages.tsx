import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { PushOnStart } from '../lib/push/push-on-start';
import { useSuspendedNotice } from '../lib/suspension';
import { familyPages } from '../features/family/routes';
import { profilePages } from '../features/profile/routes';
import { RealtimeStarter } from './realtime-starter';

const paymentSuccess = lazyPage(() => import('../features/billing/pages/payment-success-page'), 'PaymentSuccessPage');

/**
 * /success serves two features: the payment confirmation when the payment provider sends the member back with a
 * `session_id`, and otherwise the onboarding's "profile created" page (where the last onboarding step leads).
 */
const SuccessPage = lazyPage(async () => {
  const [{ PaymentSuccessPage }, { ProfileCreatedPage }] = await Promise.all([
    import('../features/billing/pages/payment-success-page'),
    import('../features/profile/onboarding/pages/success-page'),
  ]);
  function SuccessPage() {
    const payment = new URLSearchParams(useLocation().search).has('session_id');
    return payment ? <PaymentSuccessPage /> : <ProfileCreatedPage />;
  }
  return { SuccessPage };
}, 'SuccessPage');

/**
 * The pages behind sign-in (`AUTH_ONLY_ROUTES`), each loaded on demand. This table is itself loaded on
 * demand (router.tsx): the home page's first load never carries the member area's page list, however many pages
 * later work adds to it (ADR 006).
 */
const pages: Record<string, LazyPage> = {
  ...profilePages,
  // Families: the candidate's page for the people who help with their profile.
  ...familyPages,
  // A member's profile, with the connections feature's actions (composed in routes/profile-page.tsx).
  '/profile/:name/:userId': lazyPage(() => import('./routes/profile-page'), 'MemberProfilePage'),
  '/user-dashboard': lazyPage(() => import('./routes/user-dashboard-page'), 'DashboardPage'),
  // Chat: the list, and one conversation beside it (composed with the billing feature's upgrade card).
  '/chats': lazyPage(() => import('./routes/chats-page'), 'ChatsPage'),
  '/chat/:userId': lazyPage(() => import('./routes/chat-page'), 'ChatPage'),
  // Back from the payment page: cancelled, or paid (one page for /Payment-Success, /success and /sucessfull).
  '/cancel': lazyPage(() => import('../features/billing/pages/payment-cancelled-page'), 'PaymentCancelledPage'),
  '/Payment-Success': paymentSuccess,
  '/success': SuccessPage,
};

// The account's language (issue 30): shown once known. Renders nothing; if its code cannot arrive, the page stays in
// the language it is in.
const LanguageSync = lazyPage(() => import('../lib/language-settings'), 'LanguageSync', { failed: () => null });
// Renders nothing; if its code cannot arrive, the page works without it.
const RestoreUser = lazyPage(() => import('../features/auth/components/restore-user'), 'RestoreUser', {
  failed: () => null,
});
// Render nothing until needed; if their code cannot arrive, the page works without them: the member's plan asked
// once per app load (usertype and the Exclusive theme), and the upgrade prompt features ask for on PLAN_REQUIRED.
const SubscriptionStatusCheck = lazyPage(
  () => import('../features/billing/components/subscription-status'),
  'SubscriptionStatusCheck',
  { failed: () => null },
);
const UpgradePromptHost = lazyPage(
  () => import('../features/billing/components/upgrade-prompt-host'),
  'UpgradePromptHost',
  {
    failed: () => null,
  },
);
// A family manager acting for someone's profile (ADR 017): whose, and the way back (renders nothing otherwise; if its
// code cannot arrive, the page works without it).
const ActingBanner = lazyPage(() => import('../features/family/components/acting-banner'), 'ActingBanner', {
  failed: () => null,
});
// Calls: the incoming-call dialog on any member page, and the call screen over it (renders nothing otherwise; if its
// code cannot arrive, the page works without calls).
const CallLayer = lazyPage(() => import('../features/calls/components/call-layer'), 'CallLayer', {
  failed: () => null,
});

/** Any call refused with 403 SUSPENDED (noted by the base query) sends the member to the suspension screen. */
function SuspendedRedirect() {
  const { suspended, clear } = useSuspendedNotice();
  const navigate = useNavigate();
  useEffect(() => {
    if (!suspended) return;
    clear();
    void navigate('/suspended', { replace: true });
  }, [suspended, clear, navigate]);
  return null;
}

/**
 * Every member page beside `RestoreUser`: when a reload lost the stored member (moments after signing in, before
 * the session was written), the server is asked who is signed in, so every page's completion flags come right. Beside
 * `SubscriptionStatusCheck` (the plan, once per app load) and `UpgradePromptHost` (the upgrade prompt). And beside
 * `RealtimeStarter`, which opens the member's live connection (its code loads after the page's), and `ActingBanner`,
 * which says whose profile a family manager is acting for.
 */
function withSessionRestore(Page: LazyPage): LazyPage {
  const MemberPage = () => (
    <>
      <Suspense fallback={null}>
        <RestoreUser />
        <LanguageSync />
        <SubscriptionStatusCheck />
        <UpgradePromptHost />
      </Suspense>
      <Suspense fallback={null}>
        <ActingBanner />
      </Suspense>
      <Suspense fallback={null}>
        <CallLayer />
      </Suspense>
      <PushOnStart />
      <RealtimeStarter />
      <SuspendedRedirect />
      <Page />
    </>
  );
  return Object.assign(MemberPage, { preload: Page.preload });
}

export const memberPages: Partial<Record<string, LazyPage>> = {
  ...Object.fromEntries(Object.entries(pages).map(([path, Page]) => [path, withSessionRestore(Page)])),
  // The suspension screen: alone, without the frame above, whose parts call endpoints a suspended member cannot.
  '/suspended': lazyPage(() => import('./routes/suspended-page'), 'SuspendedPage'),
};
