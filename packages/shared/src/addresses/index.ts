import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../i18n/index';
import { AUTH_ONLY_ROUTES, CONSOLE_ROUTE, GUEST_ONLY_ROUTES, PAGE_ROUTES, PUBLIC_ROUTES } from '../routes/index';

/**
 * Addresses of the site's pages as the server answers them: which are pages (`isSitePage`), which it draws a first
 * paint of, and the public pages' addresses in other languages (issue 30). Apart from the route table (`../routes`):
 * the web's first load never carries these.
 */

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
