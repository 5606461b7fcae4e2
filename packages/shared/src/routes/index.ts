import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../i18n/index';

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

/**
 * The public pages that are also at an address of their own in each other language (issue 30): `/hi/mission`,
 * `/pa/mission`, and `/hi` and `/pa` for the home page. The English ones stay where they are. Not the login form
 * or the payment confirmation, which no one finds by searching.
 */
export const LOCALIZED_ROUTES = PUBLIC_ROUTES.filter(
  (route): route is Exclude<(typeof PUBLIC_ROUTES)[number], '/login' | '/sucessfull'> =>
    route !== '/login' && route !== '/sucessfull',
);
export type LocalizedRoute = (typeof LOCALIZED_ROUTES)[number];

/** The languages with addresses of their own: every language but English. */
export const PATH_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

/** `route` in `language`: `/hi/mission`, `/hi` for the home page; English and routes without one unchanged. */
export function pathInLanguage(route: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE || !(LOCALIZED_ROUTES as readonly string[]).includes(route)) return route;
  return route === '/' ? `/${language}` : `/${language}${route}`;
}

/**
 * The language an address is in and the route it is of: `/pa/faqs` → `pa`, `/faqs`; `/hi` → `hi`, `/`. An address
 * without a language's prefix (or with one before a page that has no other addresses) is `en`, as it is.
 */
export function routeOfPath(pathname: string): { language: LanguageCode; route: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const language = PATH_LANGUAGES.find((code) => code === match?.[1]);
  if (language) {
    const route = (match?.[2] ?? '/').replace(/(.)\/$/, '$1') || '/';
    if ((LOCALIZED_ROUTES as readonly string[]).includes(route)) return { language, route };
  }
  return { language: DEFAULT_LANGUAGE, route: pathname };
}

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

/** Each route as the web's router matches it: a parameter is one segment, letter case is ignored, a final `/` too. */
const PAGE_PATTERNS = [
  ...PAGE_ROUTES.map((route) => new RegExp(`^${route.replace(/\/:[^/]+/g, '/[^/]+')}/?$`, 'i')),
  new RegExp(`^${CONSOLE_ROUTE}(/.*)?$`, 'i'),
];

/**
 * Whether `pathname` is a page of the site, which the server answers 200; any other address gets the not-found
 * page with a 404 (no soft 404s for search engines or monitors).
 */
export function isSitePage(pathname: string): boolean {
  const { route } = routeOfPath(pathname);
  return PAGE_PATTERNS.some((pattern) => pattern.test(route));
}

/**
 * The pages behind sign-in whose address names a member (a profile, a conversation): their first paint is the
 * page as it is while the member's data loads, the same for every address, so it is drawn once for the route.
 */
const MEMBER_NAMED_ROUTES = ['/profile/:name/:userId', '/chat/:userId'] as const;

/**
 * The route the server draws a first paint of for `path` (ADR 009), or null: a route of the three groups whose path names
 * no parameter, as itself, and a page whose address names a member, as its route (`/chat/5f…` → `/chat/:userId`).
 * A function, not a constant set, so the browser's bundle, which never asks, leaves it out.
 */
export function firstPaintRoute(path: string): string | null {
  if (path.includes(':')) return null;
  // A public page in another language is drawn in it, at its own address (`/hi/mission`).
  const { language, route } = routeOfPath(path);
  if (language !== DEFAULT_LANGUAGE) return pathInLanguage(route, language);
  const fixed = [...PUBLIC_ROUTES, ...GUEST_ONLY_ROUTES, ...AUTH_ONLY_ROUTES].find((route) => route === path);
  if (fixed) return fixed.includes('/:') ? null : fixed;
  return (
    MEMBER_NAMED_ROUTES.find((route) => new RegExp(`^${route.replace(/\/:[^/]+/g, '/[^/]+')}/?$`).test(path)) ?? null
  );
}

/** Whether the server draws a first paint of `path` (`firstPaintRoute`). */
export function isFirstPaintPath(path: string): boolean {
  return firstPaintRoute(path) !== null;
}

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
