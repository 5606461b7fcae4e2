import { lazyPage, type LazyPage } from '../../lib/lazy-page';

type Page = LazyPage;

/** The onboarding steps, the "profile created" page and a member's profile, each loaded on demand. */
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
  '/profile/:name/:userId': lazyPage(() => import('./view/profile-page'), 'ProfilePage'),
};
