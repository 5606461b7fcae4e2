import { useLocation } from 'react-router';
import { useLoginMutation } from '../../features/auth/api/login';
import { LoginForm } from '../../features/auth/components/login-form';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { FamilyConfirmPage } from '../../features/family/pages/family-confirm-page';
import { useAppDispatch } from '../../lib/hooks';
import { setUser } from '../../lib/session/set-user';

/**
 * /family/confirm, the page of the e-mail to the person a relative made a profile for, composed: the family feature's
 * page, with the auth feature's new-password form (the password they choose), its sign-in (done for them with that
 * password straight after, as the sign-in form does it; the form itself when that fails or they chose it before,
 * bringing them back here with the link's fragment) and its sign-out button (for another account signed in here).
 * The router reaches it through the family links' entry (family-links-page.tsx), as it does the invitation's page.
 */
export function FamilyConfirmRoute() {
  const { pathname, hash } = useLocation();
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();

  const signIn = async (email: string, password: string) => {
    const result = await login({ email, password, rememberMe: false }).unwrap();
    if (result.success !== true || 'secondFactorRequired' in result) throw new Error('Not signed in');
    dispatch(setUser({ user: result.user, accessToken: result.accessToken }));
  };

  return (
    <FamilyConfirmPage
      passwordForm={(props) => <NewPasswordForm {...props} />}
      signIn={signIn}
      signInForm={<LoginForm variant="page" returnTo={`${pathname}${hash}`} />}
      signOut={<SignOutButton />}
    />
  );
}
