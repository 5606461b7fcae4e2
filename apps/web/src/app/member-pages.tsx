import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { profilePages } from '../features/profile/routes';

const planned = (name: string) => lazyPage(() => import('./routes/planned-pages'), name as 'CancelPlanned');

/**
 * The pages behind sign-in (spec §2's AUTH_ONLY_ROUTES), each loaded on demand. This table is itself loaded on
 * demand (router.tsx): the home page's first load never carries the member area's page list, however many pages
 * later work adds to it (ADR 006).
 */
export const memberPages: Partial<Record<string, LazyPage>> = {
  ...profilePages,
  '/user-dashboard': lazyPage(() => import('./routes/user-dashboard-page'), 'DashboardPage'),
  // Pages of later releases, shown as honest placeholders until their issue lands.
  '/cancel': planned('CancelPlanned'),
  '/Payment-Success': planned('PaymentSuccessPlanned'),
};
