import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nextPathAfterLogin } from '@app/shared';
import { buttonClasses } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { Tabs } from '../../components/ui/tabs';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
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
const AccountTab = lazyPage(
  async () => {
    // The sign-out button is imported above: the login page imports it too, and a module both imported and
    // loaded on demand makes the bundler split the app shell into more files (ADR 006).
    const [{ ChangePasswordForm }, { DeleteAccount }] = await Promise.all([
      import('../../features/account/components/change-password-form'),
      import('../../features/account/components/delete-account'),
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
          <ChangePasswordForm />
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

/** The dashboard's tabs, chosen by `?tab=` (reference §3.5); My Details is the default. More arrive later. */
const TAB_KEYS = ['details', 'account'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTabKey = (value: string | null): value is TabKey => (TAB_KEYS as readonly (string | null)[]).includes(value);

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
  // The address's query read and written directly: React Router's useSearchParams would add about 1.5 KB to the
  // app shell every page loads (ADR 006).
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(search).get('tab');
  const active: TabKey = isTabKey(requested) ? requested : 'details';
  const email = useAppSelector((state) => state.user.user?.email);
  // Once My Details has loaded, the member is greeted by name rather than by e-mail address.
  const firstName = useAppSelector((state) => {
    const basics = state.user.myDetails?.basic_and_lifestyle;
    const name = basics && !Array.isArray(basics) && typeof basics === 'object' ? basics.firstName : undefined;
    return typeof name === 'string' && name.trim() ? name.trim() : undefined;
  });
  // A string, so the selector's result is stable between renders.
  const nextStep = useAppSelector((state) => nextPathAfterLogin(selectCompletionFlags(state)));
  const comingSoon = [
    t('auth.dashboard.comingSoon.matches'),
    t('auth.dashboard.comingSoon.connections'),
    t('auth.dashboard.comingSoon.plans'),
  ];

  const choose = (key: string) => {
    if (key === active) return;
    const next = new URLSearchParams(search);
    next.set('tab', key);
    void navigate({ pathname, search: `?${next.toString()}` });
  };

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <header className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-accent-700">{t('auth.dashboard.title')}</p>
          <h1 className="break-words text-2xl font-bold text-ink-900 sm:text-3xl">
            {firstName || email
              ? t('auth.dashboard.greeting', { name: firstName ?? email ?? '' })
              : t('auth.dashboard.greetingNoEmail')}
          </h1>
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
            {
              key: 'details',
              label: t('profile.dashboard.tabs.details'),
              // Keyed: each tab has its own boundary, so a tab whose code is still loading shows the spinner at
              // once instead of the router's transition keeping the previous tab on screen.
              content: (
                <Suspense key="details" fallback={tabFallback}>
                  <MyDetailsTab />
                </Suspense>
              ),
            },
            {
              key: 'account',
              label: t('profile.dashboard.tabs.account'),
              content: (
                <Suspense key="account" fallback={tabFallback}>
                  <AccountTab title={t('auth.account.title')} />
                </Suspense>
              ),
            },
          ]}
        />

        <section aria-labelledby="coming-soon-title" className={card}>
          <h2 id="coming-soon-title" className="text-xl font-bold text-ink-900">
            {t('auth.dashboard.comingSoon.title')}
          </h2>
          <p className="text-ink-700">{t('auth.dashboard.comingSoon.body')}</p>
          <ul className="list-disc pl-6 text-ink-700">
            {comingSoon.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
