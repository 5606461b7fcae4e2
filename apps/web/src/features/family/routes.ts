import { lazyPage, type LazyPage } from '../../lib/lazy-page';

/**
 * The family pages behind sign-in, each loaded on demand. The invitation e-mail's page (`/family/invitation`) is
 * routed by the app, which gives it the auth feature's sign-in form.
 */
export const familyPages: Partial<Record<string, LazyPage>> = {
  '/family': lazyPage(() => import('./pages/family-page'), 'FamilyPage'),
};
