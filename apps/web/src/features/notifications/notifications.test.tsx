import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@app/shared/realtime';
import { lastFakeSocket, resetFakeSockets, type FakeSocket } from '../../testing/fake-socket-io';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { OFFLINE_COPY_KEY } from './lib/offline-copy';

/** The first render loads the page's code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const MEMBER_ID = '0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e';
const ARJUN_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const KABIR_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const LIST = 'GET notifications/getAllNotification';

const item = (n: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  notificationId: `a0000000-0000-4000-8000-00000000000${n}`,
  title: 'Connection Request',
  message: 'Arjun sent you a connection request',
  body: { type: 'connection_request', senderId: ARJUN_ID, senderName: 'Arjun', senderImage: null },
  createdAt: '2026-03-05T10:00:00.000Z',
  isRead: false,
  ...overrides,
});
const ACCEPTED = item(2, {
  title: 'Connection Accepted',
  body: { type: 'connection_accepted', senderId: KABIR_ID, senderName: 'Kabir', senderImage: null },
  createdAt: '2026-03-04T10:00:00.000Z',
  isRead: true,
});
const list = (items: NotificationItem[]) =>
  reply(200, { success: true, data: items, unreadCount: items.filter((one) => !one.isRead).length });
const count = (unreadCount: number) => reply(200, { success: true, unreadCount });
const SETTINGS = {
  emailConnectionRequests: true,
  emailConnectionAccepted: true,
  emailDailyDigest: true,
  emailChatMessages: true,
};
const pending = (userId: string) =>
  reply(200, { success: true, data: { connection_status: 'pending', connectionType: 'receiver', userId } });

beforeEach(resetFakeSockets);

type Handlers = Record<string, MockReply | ((call: { body: unknown }) => MockReply | Promise<MockReply>)>;

/** The dashboard, signed in as Priya (the whole app: the member area starts the socket). */
async function openDashboard(handlers: Handlers) {
  const api = mockApi({
    'GET notifications/settings': reply(200, { success: true, data: SETTINGS }),
    'POST connection/getConnectionStatus': pending(ARJUN_ID),
    ...handlers,
  });
  const app = await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findByRole('tablist', { name: 'Dashboard sections' }, LOADED);
  return { ...app, api };
}
const bell = () => screen.findByRole('link', { name: /^Notifications/ }, LOADED);
const openTab = async (app: Awaited<ReturnType<typeof openDashboard>>) => {
  await app.user.click(screen.getByRole('tab', { name: 'Notifications' }));
  return screen.findByRole('list', { name: 'Your notifications' }, LOADED);
};

describe('notifications', { timeout: 30_000 }, () => {
  it('the bell and the list take a new request live; opening the tab reads them, keeping them marked New', async () => {
    const app = await openDashboard({ [LIST]: list([ACCEPTED]), 'POST notifications/markAsRead': count(0) });
    expect(await bell()).toHaveAccessibleName('Notifications');
    await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
    const socket = lastFakeSocket() as FakeSocket;
    act(() => socket.accept());

    act(() => socket.serverEmit('connection_request', item(1)));
    expect(await bell()).toHaveAccessibleName('Notifications: 1 unread');
    expect(screen.getByTestId('bell-count')).toHaveTextContent('1');

    const shown = await openTab(app);
    const rows = within(shown).getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Arjun would like to connect with you.',
      'Kabir accepted your request to connect.',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    // Opening the tab reads the unread one: the bell goes back to no number.
    await waitFor(() => expect(app.api.to('POST notifications/markAsRead')).toHaveLength(1));
    expect(app.api.to('POST notifications/markAsRead')[0]?.body).toEqual({ notificationIds: [item(1).notificationId] });
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Notifications'));
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    // The list was fetched once: the event joined it without a reload.
    expect(app.api.to(LIST)).toHaveLength(1);
  });

  it('a request can be accepted from its notification; any item can be removed; all can be marked read', async () => {
    let fetches = 0;
    const app = await openDashboard({
      [LIST]: () => {
        fetches += 1;
        return fetches === 1 ? list([item(1), ACCEPTED]) : list([item(1, { isRead: true }), ACCEPTED]);
      },
      'POST notifications/markAsRead': count(0),
      'POST connection/acceptConnection': reply(200, {
        success: true,
        data: { connection_status: 'accepted', connectionType: 'receiver', userId: ARJUN_ID },
      }),
      'DELETE notifications/deleteNotification': count(0),
    });
    const shown = await openTab(app);
    const request = within(shown).getByRole('article', { name: 'Arjun would like to connect with you.' });
    await app.user.click(await within(request).findByRole('button', { name: 'Accept' }, LOADED));
    expect((await findToast('You and Arjun are now connected.')).type).toBe('success');
    expect(app.api.to('POST connection/acceptConnection')[0]?.body).toEqual({ senderId: ARJUN_ID });
    expect(await within(request).findByText('You are connected.')).toBeInTheDocument();
    expect(within(request).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    const accepted = within(shown).getByRole('article', { name: 'Kabir accepted your request to connect.' });
    await app.user.click(
      within(accepted).getByRole('button', {
        name: 'Remove the notification: Kabir accepted your request to connect.',
      }),
    );
    expect((await findToast('Notification removed.')).type).toBe('success');
    expect(app.api.to('DELETE notifications/deleteNotification')[0]?.body).toEqual({
      notificationId: ACCEPTED.notificationId,
    });
    await waitFor(() =>
      expect(within(shown).queryByRole('article', { name: /Kabir accepted/ })).not.toBeInTheDocument(),
    );

    // A request arriving while the tab is open stays unread until "Mark all as read".
    const socket = lastFakeSocket() as FakeSocket;
    const fromKabir = item(3, {
      body: { type: 'connection_request', senderId: KABIR_ID, senderName: 'Kabir', senderImage: null },
    });
    act(() => socket.serverEmit('connection_request', fromKabir));
    await app.user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(app.api.to('POST notifications/markAsRead').at(-1)?.body).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument());
  });

  it('says when a relative acted for the member, once: in our words under the text, never the server’s copy too', async () => {
    const byMother = item(1, {
      message: 'Arjun would like to connect with you. Sent by Arjun’s mother.',
      actedBy: { relation: 'mother' },
    });
    const byBrother = item(2, {
      message: 'Kabir accepted your connection request. Accepted by Kabir’s brother.',
      body: { type: 'connection_accepted', senderId: KABIR_ID, senderName: 'Kabir', senderImage: null },
      isRead: true,
      actedBy: { relation: 'brother' },
    });
    const app = await openDashboard({ [LIST]: list([byMother, byBrother]), 'POST notifications/markAsRead': count(0) });
    const shown = await openTab(app);
    const request = within(shown).getByRole('article', { name: 'Arjun would like to connect with you.' });
    expect(within(request).getByText('Sent by Arjun’s mother.')).toBeInTheDocument();
    expect(within(request).getAllByText(/Sent by/)).toHaveLength(1);
    const accepted = within(shown).getByRole('article', { name: 'Kabir accepted your request to connect.' });
    expect(within(accepted).getByText('Accepted by Kabir’s brother.')).toBeInTheDocument();
    expect(within(accepted).getAllByText(/Accepted by/)).toHaveLength(1);
  });

  it('a notification of a kind the page does not know shows the server’s text alone, relative and all', async () => {
    const unknown = item(1, {
      message: 'Arjun did something new. Done by Arjun’s mother.',
      body: undefined,
      actedBy: { relation: 'mother' },
    });
    const app = await openDashboard({ [LIST]: list([unknown]), 'POST notifications/markAsRead': count(0) });
    const shown = await openTab(app);
    const row = within(shown).getByRole('article', { name: 'Arjun did something new. Done by Arjun’s mother.' });
    expect(within(row).getAllByText(/Arjun’s mother/)).toHaveLength(1);
  });

  it('without the server, shows the last list kept on this device, with when it was kept', async () => {
    const first = await openDashboard({ [LIST]: list([ACCEPTED]) });
    await openTab(first);
    await waitFor(() => expect(localStorage.getItem(OFFLINE_COPY_KEY)).toContain(ACCEPTED.notificationId));
    cleanup();

    const second = await openDashboard({ [LIST]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const shown = await openTab(second);
    expect(within(shown).getByRole('article', { name: 'Kabir accepted your request to connect.' })).toBeInTheDocument();
    expect(screen.getByText(/This is your list as it was at/)).toBeInTheDocument();
  });

  it('the e-mail settings wait below until the list is drawn, so the list’s arrival moves nothing under them', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const held = new Promise<MockReply>((resolve) => (answer = resolve));
    const app = await openDashboard({ [LIST]: () => held, 'POST notifications/markAsRead': count(0) });
    await app.user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Notifications' }, LOADED);
    expect(await within(panel).findByText('Loading your notifications…', {}, LOADED)).toBeInTheDocument();
    // Already asked for, beside the list, but not drawn under its placeholder.
    await waitFor(() => expect(app.api.to('GET notifications/settings')).toHaveLength(1));
    expect(within(panel).queryByRole('heading', { name: 'E-mail notifications' })).toBeNull();
    answer(list([ACCEPTED]));
    expect(await within(panel).findByRole('list', { name: 'Your notifications' })).toBeInTheDocument();
    expect(await within(panel).findByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
  });

  it('the e-mail switches, one per e-mail, save each choice with the others', async () => {
    const app = await openDashboard({
      [LIST]: list([]),
      'PUT notifications/settings': (call) => reply(200, { success: true, data: call.body }),
    });
    await app.user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' }, LOADED)).toBeInTheDocument();
    const digest = await screen.findByRole('switch', { name: 'A daily summary of what I missed' }, LOADED);
    const names = [
      'When a member asks to connect with me',
      'When a member accepts my request',
      'When a message waits unread for an hour',
      'A daily summary of what I missed',
    ];
    expect(screen.getAllByRole('switch')).toEqual(names.map((name) => screen.getByRole('switch', { name })));
    expect(digest).toHaveAttribute('aria-checked', 'true');
    await app.user.click(digest);
    expect((await findToast('Your e-mail choice is saved.')).type).toBe('success');
    expect(app.api.to('PUT notifications/settings')[0]?.body).toEqual({ ...SETTINGS, emailDailyDigest: false });
    expect(digest).toHaveAttribute('aria-checked', 'false');

    const chat = screen.getByRole('switch', { name: 'When a message waits unread for an hour' });
    expect(chat).toHaveAttribute('aria-checked', 'true');
    await app.user.click(chat);
    await waitFor(() => expect(app.api.to('PUT notifications/settings')).toHaveLength(2));
    expect(app.api.to('PUT notifications/settings')[1]?.body).toEqual({
      ...SETTINGS,
      emailDailyDigest: false,
      emailChatMessages: false,
    });
    await waitFor(() => expect(chat).toHaveAttribute('aria-checked', 'false'));
  });

  it('a request for my contact details is answered from its notification; a shared one leads to the profile', async () => {
    const RAVI_ID = '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e';
    const asked = (n: number, senderId: string, senderName: string) =>
      item(n, {
        title: 'Contact details',
        message: `${senderName} asked to see your contact details`,
        body: { type: 'contact_request', senderId, senderName, senderImage: null },
      });
    const shared = item(6, {
      title: 'Contact details',
      message: 'Kabir shared their contact details with you',
      body: { type: 'contact_granted', senderId: KABIR_ID, senderName: 'Kabir', senderImage: null },
      isRead: true,
    });
    const theirs = { [ARJUN_ID]: 'pending', [RAVI_ID]: 'pending' } as Record<string, string>;
    const app = await openDashboard({
      [LIST]: list([asked(4, ARJUN_ID, 'Arjun'), asked(5, RAVI_ID, 'Ravi'), shared]),
      'POST notifications/markAsRead': count(0),
      'POST contact-details/getAccessState': (call) => {
        const { userId } = call.body as { userId: string };
        return reply(200, { success: true, data: { userId, mine: null, theirs: theirs[userId] ?? null } });
      },
      'POST contact-details/respondToRequest': (call) => {
        const { requesterId, grant } = call.body as { requesterId: string; grant: boolean };
        theirs[requesterId] = grant ? 'granted' : 'declined';
        return reply(200, { success: true, data: { userId: requesterId, mine: null, theirs: theirs[requesterId] } });
      },
    });
    const shown = await openTab(app);
    const fromArjun = within(shown).getByRole('article', { name: 'Arjun asked to see your contact details.' });
    await app.user.click(
      await within(fromArjun).findByRole('button', { name: 'Share my contact details with Arjun' }, LOADED),
    );
    expect((await findToast('Arjun can now see your contact details.')).type).toBe('success');
    expect(app.api.to('POST contact-details/respondToRequest')[0]?.body).toEqual({
      requesterId: ARJUN_ID,
      grant: true,
    });
    expect(await within(fromArjun).findByText('You share your contact details.')).toBeInTheDocument();
    expect(within(fromArjun).queryByRole('button', { name: /Share my contact details/ })).not.toBeInTheDocument();

    const fromRavi = within(shown).getByRole('article', { name: 'Ravi asked to see your contact details.' });
    await app.user.click(
      within(fromRavi).getByRole('button', { name: 'Decline Ravi’s request for your contact details' }),
    );
    expect((await findToast('You chose not to share your contact details with Ravi.')).type).toBe('success');
    expect(app.api.to('POST contact-details/respondToRequest')[1]?.body).toEqual({
      requesterId: RAVI_ID,
      grant: false,
    });
    expect(await within(fromRavi).findByText('You chose not to share your contact details.')).toBeInTheDocument();

    const fromKabir = within(shown).getByRole('article', { name: 'Kabir shared their contact details with you.' });
    expect(within(fromKabir).getByRole('link', { name: 'See their contact details' })).toHaveAttribute(
      'href',
      `/profile/Kabir/${KABIR_ID}`,
    );
    expect(within(fromKabir).queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
    // Asked once per member whose request is listed.
    const asks = app.api
      .to('POST contact-details/getAccessState')
      .map((call) => (call.body as { userId: string }).userId);
    expect(asks.sort()).toEqual([ARJUN_ID, RAVI_ID].sort());
  });
});
