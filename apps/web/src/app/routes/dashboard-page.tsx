import { useTranslation } from '../../lib/i18n';
import { authMessages } from '../../locales/auth';
import { Link } from '../../components/ui/link';
import { nextPathAfterLogin } from '@app/shared';
import { buttonClasses } from '../../components/ui/button';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useAppSelector } from '../../lib/hooks';
import { selectCompletionFlags } from '../../lib/session/session-slice';

const card = 'flex flex-col gap-3 rounded-card bg-white p-5 shadow-sm sm:p-6';

/**
 * /user-dashboard for now: an honest page — a greeting, what arrives next (no sample data), the next onboarding
 * step when one is unfinished, and the account controls (sign out, change password, delete account).
 */
export function DashboardPage() {
  const { t } = useTranslation(authMessages);
  const email = useAppSelector((state) => state.user.user?.email);
  // A string, so the selector's result is stable between renders.
  const nextStep = useAppSelector((state) => nextPathAfterLogin(selectCompletionFlags(state)));
  const comingSoon = [
    t('auth.dashboard.comingSoon.matches'),
    t('auth.dashboard.comingSoon.profile'),
    t('auth.dashboard.comingSoon.connections'),
    t('auth.dashboard.comingSoon.plans'),
  ];

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-accent-700">{t('auth.dashboard.title')}</p>
          <h1 className="break-words text-2xl font-bold text-ink-900 sm:text-3xl">
            {email ? t('auth.dashboard.greeting', { email }) : t('auth.dashboard.greetingNoEmail')}
          </h1>
          <p className="text-ink-700">{t('auth.dashboard.intro')}</p>
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

        <section aria-labelledby="account-title" className={card}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="account-title" className="text-xl font-bold text-ink-900">
              {t('auth.account.title')}
            </h2>
            <SignOutButton />
          </div>
          <hr className="border-ink-500/20" />
          <ChangePasswordForm />
          <hr className="border-ink-500/20" />
          <DeleteAccount />
        </section>
      </div>
    </main>
  );
}
