import { useLocation } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { YourDataPage } from '../../features/data-export/pages/your-data-page';

/**
 * /your-data, the data-export e-mail's page, composed: the data-export feature's page, with the auth feature's
 * sign-in form for a visitor who is not signed in, which brings them back here (the link's token with them).
 */
export function YourDataRoute() {
  const { pathname, hash } = useLocation();
  return <YourDataPage signIn={<LoginForm variant="page" returnTo={`${pathname}${hash}`} />} />;
}
