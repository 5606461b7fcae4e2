import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { STORAGE_KEY } from '@app/shared';
import { createStore } from '../../lib/store';
import { sessionActions } from '../../lib/session/session-slice';
import { AppProvider } from '../provider';
import { RootLayout } from '../root-layout';

const never = lazy(() => new Promise<{ default: () => null }>(() => {}));
const Pending = never;

async function renderPending(setup?: (store: ReturnType<typeof createStore>['store']) => void) {
  const created = createStore({ cookies: { accessToken: 'a', refreshToken: 'r', activationToken: null, token: null } });
  setup?.(created.store);
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '/', element: <Pending /> }] }]);
  await act(async () => {
    render(
      <AppProvider brand={PLACEHOLDER_BRAND} {...created}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  });
  return screen.findByTestId('page-spinner');
}

describe('page loading spinner', () => {
  it('is blue for everyone who is not Exclusive', async () => {
    const spinner = await renderPending();
    expect(spinner.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'brand');
  });

  it('is purple when the stored isExclusive flag is set', async () => {
    localStorage.setItem(STORAGE_KEY.isExclusive, 'true');
    const spinner = await renderPending();
    expect(spinner.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'exclusive');
  });

  it('is purple when the member is Exclusive by usertype', async () => {
    const spinner = await renderPending((store) =>
      store.dispatch(sessionActions.setUser({ user: { userId: 'u', usertype: 'Exclusive' }, accessToken: 'a' })),
    );
    expect(spinner.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'exclusive');
    expect(document.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'exclusive');
  });
});

describe('scroll to top', () => {
  it('scrolls to the top on every route change', async () => {
    const created = createStore({
      cookies: { accessToken: null, refreshToken: null, activationToken: null, token: null },
    });
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <p>one</p> },
          { path: '/two', element: <p>two</p> },
        ],
      },
    ]);
    await act(async () => {
      render(
        <AppProvider brand={PLACEHOLDER_BRAND} {...created}>
          <RouterProvider router={router} />
        </AppProvider>,
      );
    });
    const calls = (window.scrollTo as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await act(async () => {
      await router.navigate('/two');
    });
    expect(await screen.findByText('two')).toBeInTheDocument();
    expect((window.scrollTo as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(calls + 1);
  });
});
