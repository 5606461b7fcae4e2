import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberCard } from '@app/shared/discover';
import { buildCard, KABIR_ID, ROHAN_ID, VIEWER_ID } from '../../features/discover/testing/members';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';

/** The first render loads the page's code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const KABIR = buildCard({ userId: KABIR_ID, name: 'Kabir S', firstName: 'Kabir' });
const ROHAN = buildCard({ userId: ROHAN_ID, name: 'Rohan Mehta', firstName: 'Rohan' });
const entries = (...cards: MemberCard[]) =>
  reply(200, {
    success: true,
    total: cards.length,
    data: cards.map((profile) => ({ userId: profile.userId, since: '2026-03-05T10:00:00.000Z', profile })),
  });
const MINE = 'GET connection/getMyConnections';
const RECEIVED = 'GET connection/getReceivedConnectionRequests';
const SENT = 'GET connection/getSentConnectionRequests';

async function openConnections(handlers: Record<string, MockReply | (() => MockReply)>) {
  const api = mockApi({
    'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
    'GET profile-view/my-views': reply(200, { success: true, total: 0, data: [] }),
    ...handlers,
  });
  const app = await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: VIEWER_ID }) });
  await app.user.click(await screen.findByRole('tab', { name: 'Connections' }, LOADED));
  const lists = await screen.findByRole('tablist', { name: 'Connection lists' }, LOADED);
  return { ...app, api, lists };
}

describe('the Connections tab', { timeout: 30_000 }, () => {
  it('shows each list with its count; a request received is accepted from its card and the lists follow', async () => {
    let accepted = false;
    const app = await openConnections({
      [MINE]: () => (accepted ? entries(KABIR) : entries()),
      [RECEIVED]: () => (accepted ? entries() : entries(KABIR)),
      [SENT]: entries(ROHAN),
      'POST connection/acceptConnection': () => {
        accepted = true;
        return reply(200, {
          success: true,
          data: { connection_status: 'accepted', connectionType: 'receiver', userId: KABIR_ID },
        });
      },
    });
    expect(await within(app.lists).findByRole('tab', { name: 'Requests received (1)' }, LOADED)).toBeInTheDocument();
    expect(within(app.lists).getByRole('tab', { name: 'Requests sent (1)' })).toBeInTheDocument();
    expect(within(app.lists).getByRole('tab', { name: 'Connections (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No connections yet' })).toBeInTheDocument();

    await app.user.click(within(app.lists).getByRole('tab', { name: 'Requests received (1)' }));
    const card = await screen.findByRole('article', { name: 'Kabir S' });
    expect(within(card).getByText('Asked on 5 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kabir S' })).toHaveAttribute('href', `/profile/Kabir/${KABIR_ID}`);
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
    await app.user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect((await findToast('You and Kabir S are now connected.')).type).toBe('success');
    expect(app.api.to('POST connection/acceptConnection')[0]?.body).toEqual({ senderId: KABIR_ID });
    // The lists are fetched again: the request has moved to the connections.
    expect(await within(app.lists).findByRole('tab', { name: 'Connections (1)' })).toBeInTheDocument();
    expect(within(app.lists).getByRole('tab', { name: 'Requests received (0)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeInTheDocument();
  });

  it('a request sent can be withdrawn from its card', async () => {
    const app = await openConnections({
      [MINE]: entries(),
      [RECEIVED]: entries(),
      [SENT]: entries(ROHAN),
      'POST connection/cancelConnection': reply(200, {
        success: true,
        data: { connection_status: 'no connection', connectionType: 'none', userId: ROHAN_ID },
      }),
    });
    await app.user.click(await within(app.lists).findByRole('tab', { name: 'Requests sent (1)' }, LOADED));
    const card = await screen.findByRole('article', { name: 'Rohan Mehta' });
    await app.user.click(within(card).getByRole('button', { name: 'Withdraw request' }));
    expect((await findToast('You withdrew your request to Rohan Mehta.')).type).toBe('success');
    expect(app.api.to('POST connection/cancelConnection')[0]?.body).toEqual({ receiverId: ROHAN_ID });
    // The lists are fetched again after the change.
    await waitFor(() => expect(app.api.to(SENT).length).toBeGreaterThan(1));
  });

  it('says when a list could not be loaded, and tries again', async () => {
    let calls = 0;
    const app = await openConnections({
      [MINE]: () => {
        calls += 1;
        return calls === 1 ? reply(500, { success: false, code: 'INTERNAL', message: 'x' }) : entries(KABIR);
      },
      [RECEIVED]: entries(),
      [SENT]: entries(),
    });
    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert).toHaveTextContent('We couldn’t load this list.');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Kabir S' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Kabir S' })).getByText('Connected since 5 Mar 2026'),
    ).toBeInTheDocument();
  });
});
