import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { useAppSelector } from '../../../lib/hooks';
import { selectAccessToken, selectSession } from '../../../lib/session/session-slice';
import { CONSOLE_PATH, isStaffRole } from '@app/shared/console/roles';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { SignOutButton } from '../components/sign-out-button';

/** /login: the sign-in form, or — for a member already signed in here — a way on instead of a second login. */
export function LoginPage() {
  const { t } = useTranslation(authMessages);
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const staff = isStaffRole(useAppSelector(selectSession).user?.role);

  if (signedIn) {
    return (
      <AuthShell title={t('auth.login.signedIn.title')} intro={t('auth.login.signedIn.body')}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={staff ? CONSOLE_PATH : '/user-dashboard'} className={buttonClasses('primary')}>
            {staff ? t('auth.login.signedIn.console') : t('auth.login.signedIn.dashboard')}
          </Link>
          <SignOutButton />
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <LoginForm variant="page" />
    </AuthShell>
  );
}
