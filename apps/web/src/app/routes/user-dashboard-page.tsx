import { Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nextPathAfterLogin } from '@app/shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { Tabs } from '../../components/ui/tabs';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
// The upgrade card stands in for the visitors a plan does not list; its code loads when it is first shown.
import { useProfileAccess } from '../../lib/session/profile-access';
import { UpgradePromptOnDemand } from '../../features/billing/components/upgrade-prompt-on-demand';
import { useFillBrand } from '../../lib/brand';
import { useAppSelector } from '../../lib/hooks';
import { useTranslation } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import { selectCompletionFlags } from '../../lib/session/session-slice';
import { authMessages } from '../../locales/auth';
import { profileMessages } from '../../locales/profile';

const card = 'flex flex-col gap-3 rounded-card bg-white p-5 shadow-sm sm:p-6';
const failed = (retry: () => void) => <LoadFailed onRetry={retry} />;

// Each tab's code loads when the tab is first shown: the profile feature for My Details, the account feature's
// forms for Account (features never import each other; they are composed here).
const MyDetailsTab = lazyPage(() => import('../../features/profile/my-details/my-details-tab'), 'MyDetailsTab', {
  failed,
});
// The verification feature's "Get verified" card, below My Details (its own chunk; nothing in its place if it fails).
const GetVerifiedCard = lazyPage(
  () => import('../../features/verification/components/get-verified-card'),
  'GetVerifiedCard',
  { failed: () => null },
);
// The data-export feature's "Your data" card, below My Details (its own chunk; nothing in its place if it fails).
const YourDataCard = lazyPage(() => import('../../features/data-export/components/your-data-card'), 'YourDataCard', {
  failed: () => null,
});
// The family feature's "Family" card, below My Details, leading to /family (its own chunk; nothing if it fails).
const FamilyCard = lazyPage(() => import('../../features/family/components/family-card'), 'FamilyCard', {
  failed: () => null,
});
const AccountTab = lazyPage(
  async () => {
    // The sign-out button is imported above: the login page imports it too, and a module both imported and
    // loaded on demand makes the bundler split the app shell into more files (ADR 006).
    const [{ ChangePasswordForm }, { DeleteAccount }, { MyReports }, { LanguageSetting }] = await Promise.all([
      import('../../features/account/components/change-password-form'),
      import('../../features/account/components/delete-account'),
      // The safety feature's list of the member's reports and where each stands.
      import('../../features/safety/components/my-reports'),
      import('../../features/account/components/language-setting'),
    ]);
    function AccountPanel({ title }: { title: string }) {
      return (
        <section aria-labelledby="account-title" className={card}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="account-title" className="text-xl font-bold text-ink-900">
              {title}
            </h2>
            <SignOutButton />
          </div>
          <hr className="border-ink-500/20" />
          <LanguageSetting />
          <hr className="border-ink-500/20" />
          <ChangePasswordForm />
          <hr className="border-ink-500/20" />
          <MyReports />
          <hr className="border-ink-500/20" />
          <DeleteAccount />
        </section>
      );
    }
    return { AccountPanel };
  },
  'AccountPanel',
  { failed },
);

// Loaded beside the page, rendering nothing: My Details for the greeting on every tab. If its code cannot arrive,
// the page works without it (the greeting stays plain).
const MyDetailsLoader = lazyPage(
  () => import('../../features/profile/my-details/my-details-loader'),
  'MyDetailsLoader',
  { failed: () => null },
);
// Discover's three lists: one feature, each list its own chunk.
const DiscoverTab = lazyPage(() => import('../../features/discover/discover-tab'), 'DiscoverTab', { failed });
const FavouritesTab = lazyPage(() => import('../../features/discover/favourites-tab'), 'FavouritesTab', { failed });
const ViewersList = lazyPage(() => import('../../features/discover/viewers-list'), 'ViewersList', { failed });
// Connections' lists, with Discover's "who viewed me" as a sub-tab, counted like the others from Discover's own
// query (shared with the list, so it is asked once); features are composed here.
const ConnectionsTab = lazyPage(
  async () => {
    const [{ ConnectionsTab: Lists }, { useMyViewsQuery }, { ConnectedActions }] = await Promise.all([
      import('../../features/connections/connections-tab'),
      import('../../features/discover/api/my-views'),
      // Message and Call on a connection's card (the chat page's address and the calls feature's buttons).
      import('./connected-actions'),
    ]);
    function ConnectionsPanel({ viewers }: { viewers: ReactNode }) {
      return (
        <Lists
          viewers={viewers}
          viewersCount={useMyViewsQuery().data?.total}
          connectedActions={(member) => <ConnectedActions {...member} size="sm" />}
        />
      );
    }
    return { ConnectionsPanel };
  },
  'ConnectionsPanel',
  { failed },
);
// Plan & Billing: the billing feature's tab.
const BillingTab = lazyPage(() => import('../../features/billing/billing-tab'), 'BillingTab', { failed });
const NotificationsTab = lazyPage(() => import('../../features/notifications/notifications-tab'), 'NotificationsTab', {
  failed,
});
// Chats: the chat feature's list, with the billing feature's upgrade card in its place when the plan does not
// include chat; beside the tab's name, the count of conversations with unread messages (live), from the same
// cached list. Nothing beside the name until its code arrives, or if it cannot.
const ChatsTab = lazyPage(
  async () => {
    const [{ ConversationList }, { BlockedMembers }] = await Promise.all([
      import('../../features/chat/components/conversation-list'),
      // The Blocked tab: the safety feature's list of blocked members, with Unblock.
      import('../../features/safety/components/blocked-members'),
    ]);
    function ChatsPanel() {
      return (
        <ConversationList
          upgrade={(requiredTier) => <UpgradePromptOnDemand requiredTier={requiredTier} headingLevel="h2" />}
          blocked={(props) => <BlockedMembers {...props} />}
        />
      );
    }
    return { ChatsPanel };
  },
  'ChatsPanel',
  { failed },
);
const ChatsBadge = lazyPage(() => import('../../features/chat/components/chats-badge'), 'ChatsBadge', {
  failed: () => null,
});
// The header's bell: nothing in its place until its code arrives, or if it cannot.
const NotificationBell = lazyPage(
  () => import('../../features/notifications/components/notification-bell'),
  'NotificationBell',
  { failed: () => null },
);
// The public site's questions and answers, in the public site's accordion (composed here, loaded on demand).
const FaqsTab = lazyPage(
  async () => {
    const [{ FaqAccordion }, { faqs: localizedFaqs }, { helpTopics: localizedHelpTopics }, { useLocalized }] =
      await Promise.all([
        import('../../features/public-site/components/faq-accordion'),
        import('../../features/public-site/localized/faqs'),
        import('../../features/public-site/localized/help'),
        import('../../lib/localized'),
      ]);
    function FaqsPanel({ allQuestions, help }: { allQuestions: string; help: string }) {
      const fill = useFillBrand();
      // In the language shown, like /faqs (the documents' other languages load when first shown in them).
      const faqs = useLocalized(localizedFaqs);
      const helpTopics = useLocalized(localizedHelpTopics);
      return (
        <div className="flex flex-col gap-8">
          {helpTopics.map((topic) => (
            <section key={topic.id} aria-labelledby={`dashboard-faqs-${topic.id}`} className="flex flex-col gap-3">
              <h2 id={`dashboard-faqs-${topic.id}`} className="text-xl font-bold text-ink-900">
                {fill(topic.title)}
              </h2>
              <FaqAccordion faqs={topic.faqIds.flatMap((id) => faqs.filter((faq) => faq.id === id))} />
            </section>
          ))}
          <p className="flex flex-wrap gap-3">
            <Link to="/faqs" className={buttonClasses('secondary', 'sm')}>
              {allQuestions}
            </Link>
            <Link to="/help" className={buttonClasses('ghost', 'sm')}>
              {help}
            </Link>
          </p>
        </div>
      );
    }
    return { FaqsPanel };
  },
  'FaqsPanel',
  { failed },
);

/**
 * The dashboard's tabs, chosen by `?tab=`; My Details is the default. The
 * reference writes `Connections` with a capital; `connections` opens the same tab.
 */
const TAB_KEYS = [
  'details',
  'discover',
  'Connections',
  'favorite-profiles',
  'billings',
  'notifications',
  'chats',
  'faqs',
  'account',
] as const;
type TabKey = (typeof TAB_KEYS)[number];
const TAB_ALIASES: Partial<Record<string, TabKey>> = { connections: 'Connections' };
const tabOf = (value: string | null): TabKey =>
  (TAB_KEYS as readonly (string | null)[]).includes(value)
    ? (value as TabKey)
    : ((value ? TAB_ALIASES[value] : undefined) ?? 'details');

const tabFallback = (
  <div className="flex justify-center py-10">
    <Spinner />
  </div>
);

/**
 * /user-dashboard: a greeting, the next onboarding step when one is unfinished, then the tabs. The active tab lives
 * in the address (`?tab=details`, `?tab=account`), so it survives a reload and Back and Forward move between tabs.
 */
export function DashboardPage() {
  const { t } = useTranslation(authMessages, profileMessages);
  const access = useProfileAccess();
  // The address's query read and written directly: React Router's useSearchParams would add about 1.5 KB to the
  // app shell every page loads (ADR 006).
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const active = tabOf(new URLSearchParams(search).get('tab'));
  // Greeted by first name once My Details has loaded (`MyDetailsLoader` asks for it on every tab), plainly until
  // then: never by e-mail address, which is private and reads like a system message.
  const firstName = useAppSelector((state) => {
    const basics = state.user.myDetails?.basic_and_lifestyle;
    const name = basics && !Array.isArray(basics) && typeof basics === 'object' ? basics.firstName : undefined;
    return typeof name === 'string' && name.trim() ? name.trim() : undefined;
  });
  // A string, so the selector's result is stable between renders. Only once the member is known: the server's
  // first paint (ADR 009) knows no one, and a card drawn there for every member would vanish as the page went live.
  const nextStep = useAppSelector((state) =>
    state.user.user ? nextPathAfterLogin(selectCompletionFlags(state)) : '/user-dashboard',
  );
  /** A tab whose code loads on demand: its own boundary, so it shows the spinner at once (see below). */
  const lazyTab = (key: TabKey, label: ReactNode, content: ReactNode) => ({
    key,
    label,
    content: (
      <Suspense key={key} fallback={tabFallback}>
        {content}
      </Suspense>
    ),
  });
  const choose = (key: string) => {
    if (key === active) return;
    // Other keys stay: Discover's filters are still there when the member comes back to it.
    const next = new URLSearchParams(search);
    next.set('tab', key);
    void navigate({ pathname, search: `?${next.toString()}` });
  };

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm font-semibold text-accent-700">{t('auth.dashboard.title')}</p>
            <h1 className="break-words text-2xl font-bold text-ink-900 sm:text-3xl">
              {firstName ? t('auth.dashboard.greeting', { name: firstName }) : t('auth.dashboard.greetingNoEmail')}
            </h1>
          </div>
          <Suspense fallback={null}>
            <MyDetailsLoader />
            <NotificationBell />
          </Suspense>
        </header>

        {nextStep !== '/user-dashboard' ? (
          <section aria-labelledby="finish-profile-title" className={card}>
            <h2 id="finish-profile-title" className="text-xl font-bold text-ink-900">
              {t('auth.dashboard.finishProfile.title')}
            </h2>
            <p className="text-ink-700">{t('auth.dashboard.finishProfile.body')}</p>
            <Link to={nextStep} className={`${buttonClasses('primary')} self-start`}>
              {t('auth.dashboard.finishProfile.action')}
            </Link>
          </section>
        ) : null}

        <Tabs
          label={t('profile.dashboard.tabsLabel')}
          active={active}
          onChange={choose}
          items={[
            // Each tab has its own keyed boundary, so a tab whose code is still loading shows the spinner at once
            // instead of the router's transition keeping the previous tab on screen.
            lazyTab(
              'details',
              t('profile.dashboard.tabs.details'),
              <div className="flex flex-col gap-6">
                <MyDetailsTab />
                {/* Verification, inviting family and the member's data are the candidate's alone (ADR 017). */}
                {access.helper ? null : (
                  <>
                    <Suspense fallback={null}>
                      <GetVerifiedCard />
                    </Suspense>
                    <Suspense fallback={null}>
                      <FamilyCard />
                    </Suspense>
                    <Suspense fallback={null}>
                      <YourDataCard />
                    </Suspense>
                  </>
                )}
              </div>,
            ),
            lazyTab('discover', t('profile.dashboard.tabs.discover'), <DiscoverTab />),
            lazyTab(
              'Connections',
              t('profile.dashboard.tabs.connections'),
              <ConnectionsTab
                viewers={
                  <Suspense fallback={tabFallback}>
                    <ViewersList
                      upgrade={(requiredTier) => (
                        <UpgradePromptOnDemand requiredTier={requiredTier} variant="viewers" headingLevel="h3" />
                      )}
                    />
                  </Suspense>
                }
              />,
            ),
            lazyTab('favorite-profiles', t('profile.dashboard.tabs.favourites'), <FavouritesTab />),
            lazyTab('billings', t('profile.dashboard.tabs.billing'), <BillingTab />),
            lazyTab('notifications', t('profile.dashboard.tabs.notifications'), <NotificationsTab />),
            lazyTab(
              'chats',
              <>
                {t('profile.dashboard.tabs.chats')}
                <Suspense fallback={null}>
                  <ChatsBadge />
                </Suspense>
              </>,
              <ChatsTab />,
            ),
            lazyTab(
              'faqs',
              t('profile.dashboard.tabs.faqs'),
              <FaqsTab
                allQuestions={t('profile.dashboard.faqs.allQuestions')}
                help={t('profile.dashboard.faqs.help')}
              />,
            ),
            lazyTab('account', t('profile.dashboard.tabs.account'), <AccountTab title={t('auth.account.title')} />),
          ]}
        />
      </div>
    </main>
  );
}
