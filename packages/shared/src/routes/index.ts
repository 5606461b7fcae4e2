/** The site's route table. Paths are kept exactly as written, including `/sucessfull`. */

export const PUBLIC_ROUTES = [
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
  // The public transparency report (issue 15 point 3).
  '/transparency',
] as const;

/** A visitor may open these; a holder of an access token is sent to /login. */
export const GUEST_ONLY_ROUTES = [
  '/questions',
  '/register',
  '/create-password',
  '/forgot-password',
  '/change-password',
  '/verification',
  '/verify-otp',
] as const;

/** Without an access token the visitor is sent to /login. */
export const AUTH_ONLY_ROUTES = [
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
  '/chats',
  '/chat/:userId',
  // The suspension screen (issue 14 point 3): the one page a suspended member reaches.
  '/suspended',
  // Families (issue 29, ADR 017): the candidate's page for the people who help with their profile.
  '/family',
] as const;

/**
 * Pages of the site beyond the three groups above, each in the router on its own: the deletion receipt (reached signed out, from the
 * deletion flow), the page the data-export e-mail's link opens and the page a family invitation e-mail's link opens (each asks a
 * signed-out visitor to sign in itself and keeps the link's token in the address meanwhile), and the page the e-mail to the person
 * a relative made a profile for opens (signed out: choosing their password; signed in to it: confirming it; either: declining it).
 */
export const OTHER_PAGE_ROUTES = ['/account-deleted', '/your-data', '/family/invitation', '/family/confirm'] as const;

/** The operations console (ADR 013): its own router answers every path under it. */
export const CONSOLE_ROUTE = '/admin';

/** Every page route: the three groups and the others above. */
export const PAGE_ROUTES = [...PUBLIC_ROUTES, ...GUEST_ONLY_ROUTES, ...AUTH_ONLY_ROUTES, ...OTHER_PAGE_ROUTES] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type GuestOnlyRoute = (typeof GUEST_ONLY_ROUTES)[number];
export type AuthOnlyRoute = (typeof AUTH_ONLY_ROUTES)[number];

/** The navigation bar renders nothing on paths starting with any of these. */
export const NAVBAR_HIDDEN_PREFIXES = [
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
  // The suspension screen has its own frame: a suspended member has nowhere else to go.
  '/suspended',
] as const;

/** The footer renders nothing on paths starting with any of these. */
export const FOOTER_HIDDEN_PREFIXES = [
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
] as const;

/**
 * The chat's screens fill the screen: neither the navigation bar nor the footer shows there (besides the
 * lists above), as on the reference product's conversation screens. The chat has its own way back to the
 * dashboard.
 */
export const CHAT_SCREEN_PREFIXES = ['/chats', '/chat/'] as const;

/**
 * Informational pages (the policy documents): the bar has a solid background and no Login button.
 * Decided in docs/decisions/004-informational-pages-and-placeholders.md.
 */
export const INFORMATIONAL_ROUTES = [
  '/cookies-policy',
  '/privacy-policy',
  '/delete-account',
  '/terms-conditions',
  '/community-guidelines',
  '/child-safety-policy',
] as const;

export function startsWithAny(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname.startsWith(prefix));
}

/** Onboarding order after login. */
export const ONBOARDING_STEPS = [
  { flag: 'isPersonalFormFilled', path: '/personal-details' },
  { flag: 'isQualificationFormFilled', path: '/qualification-details' },
  { flag: 'isLocationFormFilled', path: '/location-details' },
  { flag: 'isImageFormFilled', path: '/photoupload' },
  { flag: 'isOtherFormFilled', path: '/other-details' },
] as const;
export type CompletionFlag = (typeof ONBOARDING_STEPS)[number]['flag'];
export const COMPLETION_FLAGS = ONBOARDING_STEPS.map((step) => step.flag);

export function nextPathAfterLogin(flags: Partial<Record<CompletionFlag, boolean>>): string {
  const firstUnfilled = ONBOARDING_STEPS.find((step) => !flags[step.flag]);
  return firstUnfilled ? firstUnfilled.path : '/user-dashboard';
}
