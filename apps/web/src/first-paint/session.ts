import type { CookieConsent } from '@app/shared/analytics';

/**
 * All a first paint knows about who is looking (ADR 009): which of the two tokens they hold, and their cookie
 * choice (`null` before they have made one), all read from cookies.
 */
export type FirstPaintVisitor = { accessToken: boolean; refreshToken: boolean; consent: CookieConsent | null };

/** The wrapper's attribute naming the session kind it was rendered for. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** The wrapper's attribute naming the route it draws (`/chat/:userId` for any conversation's address). */
export const FIRST_PAINT_ROUTE_ATTRIBUTE = 'data-first-paint-route';

/** `visitor`, `member` (an access token) or `returning` (only the refresh marker): what the guards tell apart. */
export function firstPaintSession({
  accessToken,
  refreshToken,
}: Pick<FirstPaintVisitor, 'accessToken' | 'refreshToken'>): string {
  if (accessToken) return 'member';
  return refreshToken ? 'returning' : 'visitor';
}
