import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { apiSlice } from '../../../lib/api/api-slice';
import { useAppDispatch } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { useLogoutMutation } from '../api/logout';
import { useSessionTransition } from '../hooks/use-session-transition';

/** GET user/logout, then sign out here whatever the server answered, and go to /login. */
export function SignOutButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' | 'ghost' }) {
  const { t } = useTranslation(authMessages);
  const dispatch = useAppDispatch();
  const transition = useSessionTransition();
  const [logout, { isLoading }] = useLogoutMutation();

  const handleClick = async () => {
    try {
      await logout().unwrap();
    } catch {
      // Signed out on this device all the same: the local session must never outlive the member's wish.
    }
    transition(sessionActions.logout(), '/login');
    dispatch(apiSlice.util.resetApiState());
    toast.success(t('auth.signOut.done'));
  };

  return (
    <Button variant={variant} loading={isLoading} onClick={() => void handleClick()}>
      {t('auth.signOut.button')}
    </Button>
  );
}
