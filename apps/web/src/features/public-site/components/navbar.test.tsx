import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INFORMATIONAL_ROUTES, NAVBAR_HIDDEN_PREFIXES, PUBLIC_ROUTES, startsWithAny } from '@app/shared';
import { renderSite, TEST_BRAND } from '../testing/render-site';

const shownRoutes = PUBLIC_ROUTES.filter((path) => !startsWithAny(path, NAVBAR_HIDDEN_PREFIXES));

describe('navigation bar visibility', () => {
  it.each([['/chats'], ['/chat/7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f']])(
    'renders nothing on the chat screen %s',
    async (path) => {
      await renderSite(path);
      expect(screen.queryByRole('banner')).toBeNull();
    },
  );

  it.each(NAVBAR_HIDDEN_PREFIXES.map((prefix) => [prefix]))('renders nothing on %s', async (prefix) => {
    await renderSite(prefix);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it.each(NAVBAR_HIDDEN_PREFIXES.map((prefix) => [`${prefix}/deeper`]))('renders nothing below %s', async (path) => {
    await renderSite(path);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('the shown list is not empty and excludes /login and /exclusive', () => {
    expect(shownRoutes.length).toBeGreaterThan(10);
    expect(shownRoutes).not.toContain('/login');
    expect(shownRoutes).not.toContain('/exclusive');
  });

  it.each(shownRoutes.map((path) => [path]))('is shown on public route %s', async (path) => {
    await renderSite(path);
    const bar = screen.getByRole('banner');
    const nav = within(bar).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Mission' })).toHaveAttribute('href', '/mission');
    expect(within(nav).getByRole('link', { name: 'Advice' })).toHaveAttribute('href', '/advice');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(bar).getByRole('link', { name: TEST_BRAND.siteName })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('img', { name: 'Language: English' })).toHaveAttribute('src', '/flags/au.svg');
    // The list to choose from arrives after the page.
    expect(await within(bar).findByRole('combobox', { name: 'Language: English' })).toHaveValue('en');
    expect(within(bar).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('navigation bar style and Login button', () => {
  it.each(INFORMATIONAL_ROUTES.map((path) => [path]))('%s: solid bar, no Login button', async (path) => {
    await renderSite(path);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-style', 'solid');
    expect(within(bar).queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it.each(
    shownRoutes.filter((path) => path !== '/' && !startsWithAny(path, INFORMATIONAL_ROUTES)).map((path) => [path]),
  )('%s: solid bar with a Login button', async (path) => {
    await renderSite(path);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-style', 'solid');
    expect(within(bar).getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('home page: transparent over the hero, solid once the page scrolls', async () => {
    await renderSite('/');
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-style', 'transparent');
    expect(within(bar).getByRole('button', { name: 'Login' })).toBeVisible();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar).toHaveAttribute('data-style', 'solid');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('a signed-in member', () => {
  it.each([['refresh-only'], ['access']] as const)(
    'sees Dashboard in the place of Login (%s session), on /plan and on informational pages alike',
    async (session) => {
      for (const path of ['/plan', '/mission', '/privacy-policy']) {
        const { unmount } = await renderSite(path, { session });
        const bar = screen.getByRole('banner');
        expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user-dashboard');
        expect(within(bar).getByRole('link', { name: 'Dashboard' })).toBeVisible();
        expect(within(bar).queryByRole('button', { name: 'Login' })).toBeNull();
        unmount();
      }
    },
  );

  it('a visitor has no Dashboard button', async () => {
    const { container } = await renderSite('/mission');
    expect(container.querySelector('a[href="/user-dashboard"]')).toBeNull();
  });
});

describe('mobile side menu', () => {
  it('opens and closes with the keyboard, keeping focus inside while open', async () => {
    const user = userEvent.setup();
    await renderSite('/mission');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The drawer's code loads on demand (started when the toggle took focus).
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(drawer);
    // Focus moves in from an effect, just after the drawer shows (a slow machine can look in between).
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    const menu = within(drawer).getByRole('navigation', { name: 'Site menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Mission', '/mission'],
      ['Advice', '/advice'],
      ['Help', '/help'],
      ['Services', '/services'],
      ['Subscription Tiers', '/subscription-tiers'],
      ['FAQs', '/faqs'],
      ['Contact Us', '/contact-us'],
    ]);

    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('the close button closes it and returns focus', async () => {
    const user = userEvent.setup();
    await renderSite('/help');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('following a link closes it and navigates', async () => {
    const user = userEvent.setup();
    await renderSite('/help');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'FAQs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/faqs');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('login panel', () => {
  it('opens from Login with the given content, focuses its first field, and Escape returns focus', async () => {
    const user = userEvent.setup();
    await renderSite('/mission');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toHaveAttribute('aria-expanded', 'false');
    await user.click(login);
    expect(login).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads on demand (started when the pointer reached the button).
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(panel).getByRole('textbox', { name: 'E-mail' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    expect(login).toHaveFocus();
  });

  it('closes when the content calls close, and on a click outside', async () => {
    const user = userEvent.setup();
    await renderSite('/advice');
    const login = screen.getByRole('button', { name: 'Login' });
    await user.click(login);
    await user.click(await screen.findByRole('button', { name: 'Stub done' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();

    await user.click(login);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });
});
