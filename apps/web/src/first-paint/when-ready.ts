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
