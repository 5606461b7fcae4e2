/** Route table of spec §2. Paths are kept exactly as written, including `/sucessfull`. */
export declare const PUBLIC_ROUTES: readonly [
  '/',
  '/mission',
  '/advice',
  '/help',
  '/login',
  '/subscription-tiers',
  '/cookies-policy',
  '/privacy-policy',
  '/delete-account',
  '/terms-conditions',
  '/community-guidelines',
  '/child-safety-policy',
  '/faqs',
  '/sucessfull',
  '/contact-us',
  '/about-us',
  '/plan',
  '/services',
  '/exclusive',
];
/** A visitor may open these; a holder of an access token is sent to /login. */
export declare const GUEST_ONLY_ROUTES: readonly [
  '/questions',
  '/register',
  '/create-password',
  '/forgot-password',
  '/change-password',
  '/verification',
  '/verify-otp',
];
/** Without an access token the visitor is sent to /login. */
export declare const AUTH_ONLY_ROUTES: readonly [
  '/user-dashboard',
  '/photoupload',
  '/profile/:name/:userId',
  '/personal-details',
  '/location-details',
  '/other-details',
  '/qualification-details',
  '/cancel',
  '/success',
  '/Payment-Success',
];
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type GuestOnlyRoute = (typeof GUEST_ONLY_ROUTES)[number];
export type AuthOnlyRoute = (typeof AUTH_ONLY_ROUTES)[number];
/** The navigation bar renders nothing on paths starting with any of these. */
export declare const NAVBAR_HIDDEN_PREFIXES: readonly [
  '/verification',
  '/register',
  '/questions',
  '/login',
  '/forgot-password',
  '/create-password',
  '/change-password',
  '/other-details',
  '/personal-details',
  '/test',
  '/qualification-details',
  '/location-details',
  '/photoupload',
  '/user-dashboard',
  '/verify-otp',
  '/profile',
  '/success',
  '/Payment-Success',
  '/cancel',
  '/exclusive',
];
/** The footer renders nothing on paths starting with any of these. */
export declare const FOOTER_HIDDEN_PREFIXES: readonly [
  '/verification',
  '/register',
  '/questions',
  '/login',
  '/forgot-password',
  '/discover',
  '/change-password',
  '/user',
  '/create-password',
  '/personal',
  '/location',
  '/profile',
  '/other-details',
  '/qualification',
  '/successfully',
  '/photoupload',
  '/forgotpassword',
  '/verify-otp',
  '/success',
  '/Payment-Success',
  '/cancel',
  '/exclusive',
];
/**
 * Informational pages (the policy documents): the bar has a solid background and no Login button.
 * Decided in docs/decisions/004-informational-pages.md.
 */
export declare const INFORMATIONAL_ROUTES: readonly [
  '/cookies-policy',
  '/privacy-policy',
  '/delete-account',
  '/terms-conditions',
  '/community-guidelines',
  '/child-safety-policy',
];
export declare function startsWithAny(pathname: string, prefixes: readonly string[]): boolean;
/** Onboarding order after login (spec §4). */
export declare const ONBOARDING_STEPS: readonly [
  {
    readonly flag: 'isPersonalFormFilled';
    readonly path: '/personal-details';
  },
  {
    readonly flag: 'isQualificationFormFilled';
    readonly path: '/qualification-details';
  },
  {
    readonly flag: 'isLocationFormFilled';
    readonly path: '/location-details';
  },
  {
    readonly flag: 'isImageFormFilled';
    readonly path: '/photoupload';
  },
  {
    readonly flag: 'isOtherFormFilled';
    readonly path: '/other-details';
  },
];
export type CompletionFlag = (typeof ONBOARDING_STEPS)[number]['flag'];
export declare const COMPLETION_FLAGS: (
  | 'isPersonalFormFilled'
  | 'isQualificationFormFilled'
  | 'isLocationFormFilled'
  | 'isImageFormFilled'
  | 'isOtherFormFilled'
)[];
export declare function nextPathAfterLogin(flags: Partial<Record<CompletionFlag, boolean>>): string;
