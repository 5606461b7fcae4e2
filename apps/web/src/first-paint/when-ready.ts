import type { createStore } from '../lib/store';
import { whenRehydrated } from '../lib/store';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_ROUTE_ATTRIBUTE } from './session';

type Options = Pick<ReturnType<typeof createStore>, 'persistor'> & {
  root: HTMLElement;
  pathname: string;
  /** Loads the page's code (router.tsx's `preloadPage`). */
  preload: (pathname: string) => Promise<void>;
};

/**
 * Resolves when the app may render over the server's first paint (ADR 009) without a blank or a spinner in
 * between: once the stored session is back and the page's code has arrived, so the first render is the page
 * itself. At once when there is no first paint. A page whose code fails to arrive is rendered anyway, and shows
 * its own error. (No time limit: until the code arrives there is nothing better to show than the page as drawn.)
 * The server drew the page for the session the cookies tell of, as the app reads them; a member whose access
 * token is only in local storage sees the page as drawn until the app sends them on, as it would have anyway.
 */
export async function whenFirstPaintCanGo({ root, pathname, persistor, preload }: Options): Promise<void> {
  const drawn = root.firstElementChild;
  if (!drawn?.hasAttribute(FIRST_PAINT_ATTRIBUTE)) return;
  await whenRehydrated(persistor);
  try {
    // The route drawn: a conversation's address is drawn as `/chat/:userId`, the key of its page's code.
    await preload(drawn.getAttribute(FIRST_PAINT_ROUTE_ATTRIBUTE) ?? pathname);
  } catch {
    // The page renders anyway and shows its own error.
  }
}

/**
 * The first paint the app can hydrate rather than replace (ADR 009), or null: one drawn for a visitor (no token, in
 * the cookies the server read or in the store the app starts with), in the language the app renders (`<html lang>`
 * names the one the server drew in), and not under the journeys' pseudo-locale. Only then is the app's first render the
 * same page, node for node, as the server's; a member's first paint has stand-ins where the app has the member.
 */
export function hydratableFirstPaint({
  root,
  language,
  session,
  pseudoLocale,
}: {
  root: HTMLElement;
  language: string;
  session: { accessToken: string | null; refreshToken: string | null };
  pseudoLocale: boolean;
}): HTMLElement | null {
  const drawn = root.firstElementChild;
  if (!(drawn instanceof HTMLElement) || drawn.getAttribute(FIRST_PAINT_ATTRIBUTE) !== 'visitor') return null;
  if (session.accessToken || session.refreshToken || pseudoLocale) return null;
  // `<html lang>` is a language with its region (`hi-IN`).
  return document.documentElement.lang.split('-')[0] === language ? drawn : null;
}

/** Once hydrated, the drawn page is the live one: it can be focused and typed into (it was inert until now). */
export function liveFirstPaint(drawn: HTMLElement): void {
  drawn.removeAttribute('inert');
  drawn.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  drawn.removeAttribute(FIRST_PAINT_ROUTE_ATTRIBUTE);
}
