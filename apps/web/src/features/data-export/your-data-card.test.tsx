import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import type { DataExportStatus } from '@app/shared/data-export';
import { buildUser, mockApi, renderApp, reply } from '../../testing/render-app';
import { YourDataCard } from './components/your-data-card';

const LOADED = { timeout: 10_000 };
const HOUR = 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const statusReply = (status: DataExportStatus | null) => reply(200, { success: true, export: status });
const copy = (overrides: Partial<DataExportStatus>): DataExportStatus => ({
  state: 'queued',
  requestedAt: iso(-HOUR),
  readyAt: null,
  expiresAt: null,
  downloadedAt: null,
  ...overrides,
});

async function openCard() {
  return renderApp({
    path: '/card',
    routes: [{ path: '/card', element: <YourDataCard /> }],
    signedInAs: buildUser(),
  });
}

describe('Your data card', { timeout: 30_000 }, () => {
  it('explains what a copy holds and how it arrives, and how to have something corrected', async () => {
    mockApi({ 'GET user/export/status': statusReply(null) });
    await openCard();
    const card = await screen.findByRole('region', { name: 'Your data' }, LOADED);
    expect(card).toHaveTextContent('a copy of everything we hold about you');
    expect(card).toHaveTextContent('The link works once, for 24 hours.');
    expect(card).toHaveTextContent(`write to us at ${PLACEHOLDER_BRAND.supportEmail}`);
    expect(await screen.findByRole('button', { name: 'Request a copy of my data' })).toBeEnabled();
  });

  it('asks for a copy, says in its own words that it is being prepared, without a second button', async () => {
    const api = mockApi({
      'GET user/export/status': statusReply(null),
      'GET user/export': reply(202, {
        success: true,
        // The server's English is for other clients: the card words the answer from `queued` and the copy's state.
        message: 'Queued.',
        queued: true,
        export: copy({ state: 'queued', requestedAt: iso(0) }),
      }),
    });
    const app = await openCard();
    // The button shows (disabled) while the status loads: a click then does nothing, so wait until it may be pressed.
    const request = await screen.findByRole('button', { name: 'Request a copy of my data' }, LOADED);
    await waitFor(() => expect(request).toBeEnabled(), LOADED);
    await app.user.click(request);
    expect(
      await screen.findByText(
        'We are preparing a copy of your data. We will e-mail you a download link when it is ready, usually within ' +
          'a few minutes. The link works once, for 24 hours.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Queued.')).not.toBeInTheDocument();
    expect(screen.getByText(/We are preparing your copy \(asked for on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
    expect(api.to('GET user/export')).toHaveLength(1);
  });

  it('says when the link was e-mailed and until when it works', async () => {
    const readyAt = iso(-2 * HOUR);
    const expiresAt = iso(22 * HOUR);
    mockApi({ 'GET user/export/status': statusReply(copy({ state: 'ready', readyAt, expiresAt })) });
    await openCard();
    const format = (value: string) =>
      new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value));
    expect(
      await screen.findByText(
        `We e-mailed you a download link on ${format(readyAt)}. It works once, until ${format(expiresAt)}.`,
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
  });

  it('offers a new copy once the last one was downloaded or expired', async () => {
    mockApi({
      'GET user/export/status': statusReply(
        copy({ state: 'expired', readyAt: iso(-30 * HOUR), expiresAt: iso(-6 * HOUR) }),
      ),
    });
    await openCard();
    expect(await screen.findByText(/has expired\. You can ask for a new copy\./, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a new copy' })).toBeEnabled();
  });

  it('shows a refusal in the server’s words (too many requests)', async () => {
    mockApi({
      'GET user/export/status': statusReply(
        copy({ state: 'downloaded', downloadedAt: iso(-HOUR), readyAt: iso(-2 * HOUR) }),
      ),
      'GET user/export': reply(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a little and try again.',
      }),
    });
    const app = await openCard();
    expect(await screen.findByText(/You downloaded your copy on/, {}, LOADED)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Request a new copy' }));
    expect(await screen.findByText('Too many attempts. Please wait a little and try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a new copy' })).toBeEnabled());
  });
});
