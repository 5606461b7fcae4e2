import { useLocation } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The pages the family e-mails' links open, behind one entry of the router (router.tsx): each page's code, with the
 * features it composes, loads only for its own address, and the home page's first load carries one entry for both.
 */
const FamilyInvitationRoute = lazyPage(() => import('./family-invitation-page'), 'FamilyInvitationRoute');
const FamilyConfirmRoute = lazyPage(() => import('./family-confirm-page'), 'FamilyConfirmRoute');

/** /family/confirm (in any letter case, with or without a final `/`, as the router matches it), else the invitation's. */
const pageAt = (pathname: string) => (/\/confirm\/?$/i.test(pathname) ? FamilyConfirmRoute : FamilyInvitationRoute);

/** /family/invitation and /family/confirm: the page of the address. */
export function FamilyLinkRoute() {
  const Page = pageAt(useLocation().pathname);
  return <Page />;
}

/** This module once the code of the page being opened has arrived too: its first render does not wait for it. */
export async function withPage() {
  await pageAt(location.pathname).preload();
  return { FamilyLinkRoute };
}
