import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../testing/render-app';

/**
 * Issue 30: a visitor chooses a language from the navigation bar; a member keeps theirs on the account (Account tab,
 * `PATCH user/settings`), and the member pages show the account's language wherever it was chosen.
 */
const LOADED = { timeout: 10_000 };
const settings = (language: string) => reply(200, { success: true, data: { language } });

afterEach(async () => {
  // The page first: a page at a Hindi address would show itself in Hindi again.
  cleanup();
  await act(() => setLanguage('en'));
});

describe('the language of the site', () => {
  it('a public page at /hi/… is in Hindi, and its links stay in Hindi', async () => {
    mockApi();
    const { pathname } = await renderApp({ path: '/hi/mission' });
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByRole('link', { name: 'हमारा उद्देश्य' }, LOADED)).toHaveAttribute(
      'href',
      '/hi/mission',
    );
    expect(within(bar).getByRole('link', { name: 'सलाह' })).toHaveAttribute('href', '/hi/advice');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(pathname()).toBe('/hi/mission');
  });

  it('a policy at /hi/… is the Hindi text of it', async () => {
    mockApi();
    await renderApp({ path: '/hi/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' }, LOADED)).toBeInTheDocument();
    // Its links lead to the Hindi pages.
    expect(screen.getAllByRole('link', { name: 'नियम और शर्तें' })[0]).toHaveAttribute('href', '/hi/terms-conditions');
  });

  it('a translated policy says the English text applies, and links to it', async () => {
    mockApi();
    const { user, pathname } = await renderApp({ path: '/pa/privacy-policy' });
    const english = await screen.findByRole('link', { name: 'ਅੰਗਰੇਜ਼ੀ ਰੂਪ' }, LOADED);
    expect(english).toHaveAttribute('href', '/privacy-policy');
    await user.click(english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, LOADED)).toBeInTheDocument();
    expect(pathname()).toBe('/privacy-policy');
  });

  it('a visitor chooses Hindi in the navigation bar: the page moves to its Hindi address, <html lang> follows, and the choice is kept here', async () => {
    const api = mockApi();
    const { user, pathname } = await renderApp({ path: '/mission' });
    const bar = screen.getByRole('banner');
    await user.selectOptions(await within(bar).findByRole('combobox', { name: 'Language: English' }, LOADED), 'हिन्दी');
    expect(await within(bar).findByRole('link', { name: 'हमारा उद्देश्य' }, LOADED)).toHaveAttribute(
      'href',
      '/hi/mission',
    );
    expect(within(bar).getByRole('img', { name: 'भाषा: हिन्दी' })).toHaveAttribute('src', '/flags/in.svg');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('language')).toBe('hi');
    await waitFor(() => expect(pathname()).toBe('/hi/mission'));
    // A visitor has no account to keep it on.
    expect(api.to('PATCH user/settings')).toHaveLength(0);
  });

  it('a member sees the account’s language on member pages, wherever it was chosen', async () => {
    mockApi({ 'GET user/settings': settings('pa') });
    await renderApp({ path: '/user-dashboard', signedInAs: buildUser() });
    expect(await screen.findByRole('tab', { name: 'ਖਾਤਾ' }, LOADED)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pa-IN');
  });

  it('a member changes it on the Account tab: saved on the account, and every page follows', async () => {
    const api = mockApi({
      'GET user/settings': settings('en'),
      'PATCH user/settings': ({ body }) => settings((body as { language: string }).language),
    });
    const { user } = await renderApp({ path: '/user-dashboard', signedInAs: buildUser() });
    await user.click(await screen.findByRole('tab', { name: 'Account' }, LOADED));
    const languages = await screen.findByRole('group', { name: 'Language' }, LOADED);
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(languages).getByRole('radio', { name: 'ਪੰਜਾਬੀ' }));
    await waitFor(() => expect(api.to('PATCH user/settings').map((call) => call.body)).toEqual([{ language: 'pa' }]));
    expect((await findToast('ਹੁਣ ਤੁਹਾਡੀ ਭਾਸ਼ਾ ਪੰਜਾਬੀ ਹੈ।')).type).toBe('success');
    expect(await screen.findByRole('radio', { name: 'ਪੰਜਾਬੀ' }, LOADED)).toBeChecked();
    expect(screen.getByRole('tab', { name: 'ਖਾਤਾ' })).toBeInTheDocument();
  });

  it('says so and keeps the language when the account could not be changed', async () => {
    mockApi({
      'GET user/settings': settings('en'),
      'PATCH user/settings': reply(500, { success: false, code: 'INTERNAL', message: 'Something went wrong.' }),
    });
    const { user } = await renderApp({ path: '/user-dashboard', signedInAs: buildUser() });
    await user.click(await screen.findByRole('tab', { name: 'Account' }, LOADED));
    const languages = await screen.findByRole('group', { name: 'Language' }, LOADED);
    await user.click(within(languages).getByRole('radio', { name: 'हिन्दी' }));
    expect((await findToast('Your language couldn’t be changed. Please try again.')).type).toBe('error');
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(document.documentElement.lang).not.toBe('hi-IN');
  });
});
