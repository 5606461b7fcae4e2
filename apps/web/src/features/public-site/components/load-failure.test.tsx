import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../testing/render-site';

// The drawer's and the login panel's code "downloads" only while `network.up` is true.
const network = vi.hoisted(() => ({ up: false }));
vi.mock('./mobile-menu-drawer', async (importOriginal) => {
  if (!network.up) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('./login-dialog', async (importOriginal) => {
  if (!network.up) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('when a menu or panel cannot download its code', () => {
  it('the mobile menu says so in place of the drawer, keeps the page, closes, and Try again opens it', async () => {
    network.up = false;
    const user = userEvent.setup();
    await renderSite('/help');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This part of the page didn't load");
    expect(screen.getByRole('heading', { level: 1, name: 'Probe' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    network.up = true;
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('the login panel says so under the Login button, and Try again loads it', async () => {
    network.up = false;
    const user = userEvent.setup();
    await renderSite('/advice');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This part of the page didn't load");
    network.up = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
