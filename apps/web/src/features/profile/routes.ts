import { lazyPage, type LazyPage } from '../../lib/lazy-page';

type Page = LazyPage;

/**
 * The onboarding steps and the "profile created" page, each loaded on demand. A member's profile
 * (`view/profile-page.tsx`) is routed by the app, which gives it the connections feature's actions.
 */
export const profilePages: Partial<Record<string, Page>> = {
  '/personal-details': lazyPage(() => import('./onboarding/pages/personal-details-page'), 'PersonalDetailsPage'),
  '/qualification-details': lazyPage(
    () => import('./onboarding/pages/qualification-details-page'),
    'QualificationDetailsPage',
  ),
  '/location-details': lazyPage(() => import('./onboarding/pages/location-details-page'), 'LocationDetailsPage'),
  '/photoupload': lazyPage(() => import('./onboarding/pages/photoupload-page'), 'PhotoUploadPage'),
  '/other-details': lazyPage(() => import('./onboarding/pages/other-details-page'), 'OtherDetailsPage'),
  '/success': lazyPage(() => import('./onboarding/pages/success-page'), 'ProfileCreatedPage'),
};
