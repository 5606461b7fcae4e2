import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Brand } from '@app/shared/brand';
import { firstPaintRoute, routeOfPath } from '@app/shared/addresses';
import { AppRoutes } from '../app/router';
import { ServerConsent } from '../lib/analytics';
import { BrandContext } from '../lib/brand';
import { initI18n, setLanguage } from '../lib/i18n';
import { createStore } from '../lib/store';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_ROUTE_ATTRIBUTE,
  firstPaintSession,
  type FirstPaintVisitor,
} from './session';

initI18n();

/**
 * The page at `path` as HTML the browser paints before the app's script has run (ADR 009): the app's own
 * components, rendered once per path and session kind by the server and kept. Inert (it only shows; it cannot be
 * typed into or clicked) until the app replaces it. No member's data is in it: the store knows only whether the
 * visitor holds tokens, never who they are, so it is the same for every member. The cookie banner is drawn for a
 * visitor who has not made their cookie choice, so it appears with the page rather than after it. `null` when the page would send
 * this visitor elsewhere (a guard, the register page without questionnaire answers): no `<main>` was rendered.
 */
export function renderFirstPaint(path: string, visitor: FirstPaintVisitor, brand: Brand): Promise<string | null> {
  // One at a time: the language shown is the catalogue's one current language, set for each page (issue 30).
  const rendered = queue.then(() => render(path, visitor, brand));
  queue = rendered.catch(() => undefined);
  return rendered;
}

let queue: Promise<unknown> = Promise.resolve();

async function render(path: string, visitor: FirstPaintVisitor, brand: Brand): Promise<string | null> {
  const route = firstPaintRoute(path);
  if (route === null) return null;
  // A public page at `/hi/…` is drawn in Hindi; every other page in English, the language of a visitor unknown yet.
  await setLanguage(routeOfPath(route).language);
  // A page whose address names a member is drawn at a stand-in address (`/chat/-`): as it is while the member's data
  // loads, with nothing from the address in it, the same for every member's address.
  const drawnAt = route.replace(/:[^/]+/g, '-');
  const { store } = createStore({
    // Stand-ins that say only that a token exists; nothing here runs effects or sends requests.
    cookies: {
      accessToken: visitor.accessToken ? 'first-paint' : null,
      refreshToken: visitor.refreshToken ? 'first-paint' : null,
      activationToken: null,
      token: null,
    },
  });
  const { prelude } = await prerender(
    <BrandContext value={brand}>
      <ServerConsent value={visitor.consent}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[drawnAt]}>
            <AppRoutes />
          </MemoryRouter>
        </Provider>
      </ServerConsent>
    </BrandContext>,
    // Every boundary inline, in place: nothing for a script to move (a first paint runs none).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  if (!html.includes('id="main"')) return null;
  return `<div inert ${FIRST_PAINT_ATTRIBUTE}="${firstPaintSession(visitor)}" ${FIRST_PAINT_ROUTE_ATTRIBUTE}="${route}">${html}</div>`;
}
