import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberCard } from '@app/shared/discover';
import type { FamilyRelation } from '@app/shared/family';
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

/** A list whose requests a relative sent (ADR 017): each entry with the relation of who acted. */
const actedEntries = (...rows: Array<{ profile: MemberCard; relation?: FamilyRelation }>) =>
  reply(200, {
    success: true,
    total: rows.length,
    data: rows.map(({ profile, relation }) => ({
      userId: profile.userId,
      since: '2026-03-05T10:00:00.000Z',
      profile,
      ...(relation ? { actedBy: { relation } } : {}),
    })),
  });
/** Priya's brother, acting for her profile from his own account. */
const ACTING_AS = {
  accountId: '5e5e5e5e-0000-4000-8000-000000000001',
  name: 'Vikram',
  relation: 'brother' as const,
  rights: ['browse' as const, 'request' as const],
  profileName: 'Priya',
  madeProfile: false,
};

async function openConnections(
  handlers: Record<string, MockReply | (() => MockReply)>,
  usertype = 'Standard',
  actingAs: typeof ACTING_AS | null = null,
) {
  const api = mockApi({
    'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
    'GET profile-view/my-views': reply(200, { success: true, total: 0, data: [] }),
    ...handlers,
  });
  const app = await renderApp({
    path: '/user-dashboard',
    signedInAs: buildUser({ userId: VIEWER_ID, usertype, actingAs }),
  });
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

  it('a connection’s card has Message (their conversation) and, on a plan with calls, Voice and Video call', async () => {
    await openConnections({ [MINE]: entries(KABIR), [RECEIVED]: entries(), [SENT]: entries(ROHAN) }, 'Premium');
    const card = await screen.findByRole('article', { name: 'Kabir S' }, LOADED);
    expect(within(card).getByRole('link', { name: 'Message Kabir S' })).toHaveAttribute('href', `/chat/${KABIR_ID}`);
    expect(within(card).getByRole('button', { name: 'Voice call' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Video call' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Remove connection' })).toBeInTheDocument();
  });

  it('on a plan without calls, a connection’s card has Message and says where calls come from', async () => {
    const app = await openConnections({ [MINE]: entries(KABIR), [RECEIVED]: entries(), [SENT]: entries(ROHAN) });
    const card = await screen.findByRole('article', { name: 'Kabir S' }, LOADED);
    expect(within(card).getByRole('link', { name: 'Message Kabir S' })).toHaveAttribute('href', `/chat/${KABIR_ID}`);
    expect(within(card).queryByRole('button', { name: 'Voice call' })).toBeNull();
    expect(within(card).getByText(/calls come with the Premium plan/)).toBeInTheDocument();
    // A request sent is not a connection: nothing to write or call yet.
    await app.user.click(within(app.lists).getByRole('tab', { name: 'Requests sent (1)' }));
    const sent = await screen.findByRole('article', { name: 'Rohan Mehta' });
    expect(within(sent).queryByRole('link', { name: /^Message/ })).toBeNull();
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

  it('a request a relative sent says so under it: the sender’s name and relation, never the relative’s name', async () => {
    const app = await openConnections({
      [MINE]: entries(),
      [RECEIVED]: actedEntries({ profile: KABIR, relation: 'mother' }, { profile: ROHAN }),
      [SENT]: actedEntries({ profile: ROHAN, relation: 'brother' }),
    });
    await app.user.click(await within(app.lists).findByRole('tab', { name: 'Requests received (2)' }, LOADED));
    const kabir = await screen.findByRole('article', { name: 'Kabir S' });
    expect(within(kabir).getByText('Sent by Kabir S’s mother')).toBeInTheDocument();
    // A request the member sent themselves says nothing more.
    expect(within(screen.getByRole('article', { name: 'Rohan Mehta' })).queryByText(/^Sent by/)).toBeNull();

    // Sent by a relative for the viewer, who is the candidate: "your brother".
    await app.user.click(within(app.lists).getByRole('tab', { name: 'Requests sent (1)' }));
    const rohan = await screen.findByRole('article', { name: 'Rohan Mehta' });
    expect(within(rohan).getByText('Sent by your brother')).toBeInTheDocument();
  });

  it('to a relative acting for the profile, a request sent by a relative names the profile, not “you”', async () => {
    const app = await openConnections(
      { [MINE]: entries(), [RECEIVED]: entries(), [SENT]: actedEntries({ profile: ROHAN, relation: 'brother' }) },
      'Standard',
      ACTING_AS,
    );
    await app.user.click(await within(app.lists).findByRole('tab', { name: 'Requests sent (1)' }, LOADED));
    const rohan = await screen.findByRole('article', { name: 'Rohan Mehta' });
    expect(within(rohan).getByText('Sent by Priya’s brother')).toBeInTheDocument();
    expect(within(rohan).queryByText(/your brother/)).toBeNull();
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

  it('counts who viewed me like the other lists', async () => {
    const app = await openConnections({
      [MINE]: entries(),
      [RECEIVED]: entries(),
      [SENT]: entries(),
      'GET profile-view/my-views': reply(200, { success: true, total: 3, data: [] }),
    });
    expect(await within(app.lists).findByRole('tab', { name: 'Who viewed me (3)' }, LOADED)).toBeInTheDocument();
    expect(app.api.to('GET profile-view/my-views')).toHaveLength(1);
  });

  it('lists who can see my contact details and when they were seen; Stop sharing revokes and the log follows', async () => {
    const RAVI_ID = '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e';
    const SEEN = '2026-11-25T03:02:00.000Z';
    let revoked = false;
    const log = () =>
      reply(200, {
        success: true,
        data: {
          grants: [
            {
              userId: RAVI_ID,
              name: 'Ravi',
              status: revoked ? 'revoked' : 'granted',
              requestedAt: '2026-11-20T10:00:00.000Z',
              respondedAt: revoked ? '2026-11-26T10:00:00.000Z' : '2026-11-21T10:00:00.000Z',
            },
            {
              userId: KABIR_ID,
              name: 'Kabir S',
              status: 'declined',
              requestedAt: '2026-11-18T10:00:00.000Z',
              respondedAt: '2026-11-19T10:00:00.000Z',
            },
          ],
          views: [{ userId: RAVI_ID, name: 'Ravi', seenAt: SEEN }],
        },
      });
    const app = await openConnections({
      [MINE]: entries(),
      [RECEIVED]: entries(),
      [SENT]: entries(),
      'GET contact-details/getAccessLog': log,
      'POST contact-details/revokeAccess': () => {
        revoked = true;
        return reply(200, { success: true, data: { userId: RAVI_ID, mine: null, theirs: 'revoked' } });
      },
    });
    await app.user.click(within(app.lists).getByRole('tab', { name: 'Contact sharing' }));
    expect(await screen.findByRole('heading', { name: 'Who can see my contact details' }, LOADED)).toBeVisible();
    const grants = await screen.findByRole('list', { name: 'Members who asked for your contact details' }, LOADED);
    const [ravi, kabir] = within(grants).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ravi).getByText('Can see them since 21 Nov 2026')).toBeInTheDocument();
    expect(within(kabir).getByText('You declined on 19 Nov 2026')).toBeInTheDocument();
    expect(within(kabir).queryByRole('button')).not.toBeInTheDocument();
    // Each view in local time.
    const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(SEEN));
    expect(when).toMatch(/2026/);
    const views = screen.getByRole('list', { name: 'Times your contact details were seen' });
    expect(within(views).getByRole('listitem')).toHaveTextContent(`Ravi saw your contact details on ${when}`);

    await app.user.click(within(ravi).getByRole('button', { name: 'Stop sharing with Ravi' }));
    expect((await findToast('Ravi can no longer see your contact details.')).type).toBe('success');
    expect(app.api.to('POST contact-details/revokeAccess')[0]?.body).toEqual({ userId: RAVI_ID });
    // The log is fetched again and says how it stands now.
    expect(await within(grants).findByText('You stopped sharing on 26 Nov 2026')).toBeInTheDocument();
    expect(within(grants).queryByRole('button', { name: 'Stop sharing with Ravi' })).not.toBeInTheDocument();
    expect(app.api.to('GET contact-details/getAccessLog')).toHaveLength(2);
  });
});
