import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { AppProvider } from '../../../app/provider';
import { AppRoutes } from '../../../app/router';
import { createStore, whenRehydrated } from '../../../lib/store';
import { sessionActions } from '../../../lib/session/session-slice';
import type { buildUser } from '../../../testing/render-app';

/**
 * Like `renderApp` (testing/render-app.tsx), for an address with a query string (`/Payment-Success?session_id=…`):
 * the real providers and routes, a signed-in member or a visitor, and the current location readable.
 */
export async function renderAt(
  url: string,
  options: { signedInAs?: ReturnType<typeof buildUser>; routes?: RouteObject[] } = {},
) {
  const accessToken = options.signedInAs ? 'access.jwt' : null;
  const { store, persistor } = createStore({
    cookies: { accessToken, refreshToken: null, activationToken: null, token: null },
  });
  await whenRehydrated(persistor);
  if (options.signedInAs) store.dispatch(sessionActions.setUser({ user: options.signedInAs, accessToken }));
  const location = { pathname: '', search: '' };
  function LocationProbe() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return null;
  }
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <AppProvider brand={PLACEHOLDER_BRAND} store={store} persistor={persistor}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <AppRoutes routes={options.routes} />
        </MemoryRouter>
      </AppProvider>,
    ),
  );
  return { ...view, store, user, location };
}
