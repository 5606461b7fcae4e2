import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FOOTER_HIDDEN_PREFIXES, INFORMATIONAL_ROUTES, NAVBAR_HIDDEN_PREFIXES, startsWithAny } from '@app/shared';
import { publicSitePages } from '../features/public-site/routes';
import { renderRoutes } from '../features/public-site/testing/render-site';
import { buildRoutes } from './router';

const sitePaths = Object.keys(publicSitePages);

describe('the app frame with the public site pages (real router, layout and lazy pages)', () => {
  it.each(sitePaths.map((path) => [path]))('%s: one H1, main#main, the spec landmarks, no raw tokens', async (path) => {
    const { container } = await renderRoutes(buildRoutes(), path);
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toHaveAttribute('id', 'main');
    expect(screen.queryAllByRole('banner').length > 0).toBe(
      !startsWithAny(path, NAVBAR_HIDDEN_PREFIXES) || path === '/exclusive',
    );
    // The footer loads beside the page: wait for its code before asserting either way.
    await act(async () => {
      await import('../features/public-site/components/footer');
    });
    if (startsWithAny(path, FOOTER_HIDDEN_PREFIXES)) expect(screen.queryByRole('contentinfo')).toBeNull();
    else expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    const text = mains[0]!.textContent ?? '';
    expect(text).not.toMatch(/\{\{\w+\}\}/);
    expect(text).not.toMatch(/ \(\/[a-z-]*\)/);
    expect(container.querySelectorAll('[id]').length).toBe(
      new Set(Array.from(container.querySelectorAll('[id]'), (element) => element.id)).size,
    );
  });

  it.each(INFORMATIONAL_ROUTES.map((path) => [path]))('%s has no Login button and a solid bar', async (path) => {
    await renderRoutes(buildRoutes(), path);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-style', 'solid');
    expect(within(bar).queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('an unknown path shows the not-found page inside the bar and footer', async () => {
    await renderRoutes(buildRoutes(), '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer is a lazy chunk of its own: it may arrive after the page.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // The title the server gives such an address with its 404 (`NOT_FOUND_META`), kept by the app.
    await waitFor(() => expect(document.title).toMatch(/^Page not found – \S/));
  });

  it('the home page shows the hero call to action, then the sections below it and the stories disclaimer', async () => {
    await renderRoutes(buildRoutes(), '/');
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Register free' })[0]).toHaveAttribute('href', '/questions');
    // The sections below the first screen are their own chunk.
    expect(await within(main).findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: 'Register free' })).toHaveLength(2);
    expect(within(main).getByRole('link', { name: 'Discover Exclusive' })).toHaveAttribute('href', '/exclusive');
    expect(within(main).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/subscription-tiers');
    expect(within(main).getByRole('note')).toHaveTextContent(/They are not real members/);
  });

  it('“Cookie settings” in the footer reopens the cookie banner (both load beside the page) and returns focus', async () => {
    const user = userEvent.setup();
    await renderRoutes(buildRoutes(), '/help');
    await user.click(await screen.findByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('heading', { name: 'Your cookie choice' })).toBeNull();
    const settings = within(await screen.findByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    expect(screen.getByRole('heading', { name: 'Your cookie choice' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Accept measurement' }));
    expect(settings).toHaveFocus();
  });

  it('the Login button opens the auth feature’s login form in the panel', async () => {
    const user = userEvent.setup();
    await renderRoutes(buildRoutes(), '/mission');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(panel).findByLabelText(/e-?mail/i, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });
});
