import { lazyPage, type LazyPage } from '../../lib/lazy-page';

type Page = LazyPage;

/**
 * Public pages this feature owns (the public group of `@app/shared/routes`), each loaded on demand. /login and /sucessfull belong to
 * other features; /plan (pages/plan-page.tsx) is loaded by the app layer, which gives it the billing feature's
 * purchase dialog. /contact-us renders without its form here; the app layer composes the contact feature's form
 * into `ContactPage` (see pages/contact-page.tsx) and overrides this entry.
 */
export const publicSitePages: Partial<Record<string, Page>> = {
  '/': lazyPage(() => import('./pages/home-page'), 'HomePage'),
  '/mission': lazyPage(() => import('./pages/documents/mission-page'), 'MissionPage'),
  '/about-us': lazyPage(() => import('./pages/documents/about-us-page'), 'AboutUsPage'),
  '/services': lazyPage(() => import('./pages/documents/services-page'), 'ServicesPage'),
  '/cookies-policy': lazyPage(() => import('./pages/documents/cookies-policy-page'), 'CookiesPolicyPage'),
  '/privacy-policy': lazyPage(() => import('./pages/documents/privacy-policy-page'), 'PrivacyPolicyPage'),
  '/terms-conditions': lazyPage(() => import('./pages/documents/terms-conditions-page'), 'TermsConditionsPage'),
  '/community-guidelines': lazyPage(
    () => import('./pages/documents/community-guidelines-page'),
    'CommunityGuidelinesPage',
  ),
  '/child-safety-policy': lazyPage(() => import('./pages/documents/child-safety-policy-page'), 'ChildSafetyPolicyPage'),
  '/delete-account': lazyPage(() => import('./pages/documents/delete-account-page'), 'DeleteAccountPage'),
  '/advice': lazyPage(() => import('./pages/advice-page'), 'AdvicePage'),
  '/help': lazyPage(() => import('./pages/help-page'), 'HelpPage'),
  '/faqs': lazyPage(() => import('./pages/faqs-page'), 'FaqsPage'),
  '/exclusive': lazyPage(() => import('./pages/exclusive-page'), 'ExclusivePage'),
  '/contact-us': lazyPage(() => import('./pages/contact-page'), 'ContactPage'),
  '/subscription-tiers': lazyPage(() => import('./pages/subscription-tiers-page'), 'SubscriptionTiersPage'),
  '/transparency': lazyPage(() => import('./pages/transparency-page'), 'TransparencyPage'),
};

export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
