import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../testing/render-app';

/**
 * /your-data, the page the data-export e-mail opens (issue 26 point 3): the copy goes only to its owner signed in. A
 * visitor who is not signed in is asked to sign in (and comes back here with the link), a signed-in member downloads
 * with a click, and a link that gives nothing says so the same way whatever the reason.
 */
const LOADED = { timeout: 10_000 };
const TOKEN = 'A'.repeat(43);
const PAGE = `/your-data#token=${TOKEN}`;
const zipReply = () =>
  reply(200, 'PK', {
    'content-type': 'application/zip',
    'content-disposition': 'attachment; filename="site-your-data-2026-11-27.zip"',
  });

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let clicked: string[] = [];
beforeEach(() => {
  clicked = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
  vi.restoreAllMocks();
});

describe('/your-data', { timeout: 30_000 }, () => {
  it('signed out: asks to sign in and sends nothing; once signed in here, the owner downloads the copy', async () => {
    const api = mockApi({
      'POST user/login': reply(200, {
        success: true,
        message: 'Welcome back!',
        user: buildUser(),
        accessToken: 'fresh.jwt',
      }),
      'POST user/export/download': zipReply(),
    });
    const { user, pathname } = await renderApp({ path: PAGE });
    expect(await screen.findByRole('heading', { name: 'Sign in to download your data' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText(/this link works only for the member who asked for the copy/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(api.to('POST user/export/download')).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail address'), 'priya@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await findToast('You are signed in.');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }, LOADED));
    expect(pathname()).toBe('/your-data');

    await screen.findByText(/Your download has started/);
    const [call] = api.to('POST user/export/download');
    expect(call?.body).toEqual({ token: TOKEN });
    expect(call?.headers.get('authorization')).toBe('Bearer fresh.jwt');
    expect(clicked).toEqual(['site-your-data-2026-11-27.zip']);
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });

  it('a link that gives nothing (used, expired, another account’s) says so, with the way to a new copy', async () => {
    mockApi({
      'POST user/export/download': reply(404, { success: false, code: 'NOT_FOUND', message: 'No.' }),
    });
    const { user } = await renderApp({ path: PAGE, signedInAs: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }, LOADED));
    expect(
      await screen.findByText(
        'This download link does not work: it has been used, it has expired, or it is for another account. You can ask for a new copy in My Details.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Details' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=details',
    );
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('a link without its token says it is incomplete and asks for nothing', async () => {
    const api = mockApi();
    await renderApp({ path: '/your-data', signedInAs: buildUser() });
    expect(await screen.findByText(/This link is incomplete/, {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.to('POST user/export/download')).toHaveLength(0));
  });
});
