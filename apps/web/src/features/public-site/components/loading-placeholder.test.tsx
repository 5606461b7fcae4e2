import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../testing/render-site';

// The drawer's and the login panel's code arrive only when the test lets them (a slow network). Its own file:
// once a lazy part has loaded, it stays loaded for the rest of the file.
const network = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const slow = new Promise<void>((resolve) => (arrive = resolve));
  return { slow, arrive: () => arrive() };
});
vi.mock('./mobile-menu-drawer', async (importOriginal) => {
  await network.slow;
  return importOriginal();
});
vi.mock('./login-dialog', async (importOriginal) => {
  await network.slow;
  return importOriginal();
});

describe('while a menu or panel is still downloading its code', () => {
  it('Escape closes the placeholder and leaves focus on the button', async () => {
    const user = userEvent.setup();
    await renderSite('/help');

    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    await user.keyboard('{Enter}');
    expect(login).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(login).toHaveAttribute('aria-expanded', 'false');
    expect(login).toHaveFocus();

    // When the code does arrive, nothing opens by itself.
    network.arrive();
    await network.slow;
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
