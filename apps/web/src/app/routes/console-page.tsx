import { ConsoleApp } from '../../features/console/console-app';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { NotFoundPage } from '../../features/public-site/routes';

/** /admin/*: the operations console, with the auth feature's sign-out and the public site's not-found page. */
export function ConsolePage() {
  return <ConsoleApp notFound={<NotFoundPage />} signOut={<SignOutButton variant="ghost" />} />;
}
