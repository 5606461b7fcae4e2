import { useLocation } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { FamilyInvitationPage } from '../../features/family/pages/family-invitation-page';

/**
 * /family/invitation, the family invitation e-mail's page, composed: the family feature's page, with the auth
 * feature's sign-in form for a visitor who is not signed in, which brings them back here (the link's token in the
 * fragment with them), and its sign-out button for a member signed in with another address than the one invited.
 */
export function FamilyInvitationRoute() {
  const { pathname, hash } = useLocation();
  return (
    <FamilyInvitationPage
      signIn={<LoginForm variant="page" returnTo={`${pathname}${hash}`} />}
      signOut={<SignOutButton />}
    />
  );
}
