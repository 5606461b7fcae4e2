import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { SuspensionScreen } from '../../features/suspension/components/suspension-screen';

/**
 * /suspended: the suspension feature's screen with the auth feature's sign-out (composed here: features never
 * import each other). Named `*-page` so the server preloads its code (page-chunks). It calls only the endpoints a
 * suspended member may reach, so it is mounted without the member area's frame (app/member-pages.tsx).
 */
export function SuspendedPage() {
  return <SuspensionScreen signOut={<SignOutButton />} />;
}
