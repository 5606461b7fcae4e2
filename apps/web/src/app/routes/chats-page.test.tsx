import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ARJUN,
  at,
  conversation,
  conversationsReply,
  KABIR,
  ME,
  member,
  message,
  ROHAN,
} from '../../features/chat/testing/fixtures';
import { lastFakeSocket, resetFakeSockets, type FakeSocket } from '../../testing/fake-socket-io';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';

/** The first render loads the page's code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const LIST = 'GET chat/conversations';
const VIKRAM = '4c5d6e7f-8a9b-4c0d-8e1f-3a4b5c6d7e8f';

const arjun = conversation(member(ARJUN, 'Arjun Mehta'), {
  lastMessage: message(ARJUN, 'them', 'See you on Sunday!', { createdAt: at(0, 9, 15) }),
  unreadCount: 2,
});
const kabir = conversation(member(KABIR, 'Kabir Singh'), {
  lastMessage: message(KABIR, 'me', null, {
    createdAt: at(-10, 18),
    file: {
      fileId: 'f0000000-0000-4000-8000-000000000009',
      kind: 'pdf',
      name: 'biodata.pdf',
      sizeBytes: 90_000,
      width: null,
      height: null,
      url: '/media/files/x',
      thumbUrl: null,
    },
  }),
});
const rohan = conversation(member(ROHAN, 'Rohan Kapoor'), {
  lastMessage: message(ROHAN, 'them', 'Something unkind', { createdAt: at(-2, 8) }),
  blockedByMe: true,
  closedReason: 'blocked',
  canSend: false,
});

beforeEach(resetFakeSockets);

/** Rohan (with a conversation) and Vikram (who never wrote), as GET block/blocked-by-me lists them. */
const blockedReply = (members = BLOCKED) => reply(200, { success: true, data: members });
const BLOCKED = [
  { userId: VIKRAM, name: 'Vikram', blockedAt: '2026-11-25T10:00:00.000Z' },
  { userId: ROHAN, name: 'Rohan Kapoor', blockedAt: '2026-11-20T10:00:00.000Z' },
];

async function openChats(
  list: MockReply | (() => MockReply),
  path = '/chats',
  handlers: Record<string, MockReply | (() => MockReply)> = {},
) {
  const api = mockApi({
    'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
    [LIST]: list,
    'GET block/blocked-by-me': blockedReply(),
    ...handlers,
  });
  const app = await renderApp({ path, signedInAs: buildUser({ userId: ME, usertype: 'Premium' }) });
  return { ...app, api };
}
const rows = () =>
  within(screen.getByRole('list', { name: 'Conversations' }))
    .getAllByRole('link')
    .map((row) => row.textContent);

describe('/chats', { timeout: 30_000 }, () => {
  it('lists the conversations with photo or initials, last message, time and unread count', async () => {
    const app = await openChats(conversationsReply([arjun, kabir, rohan]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' }, LOADED)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' }, LOADED);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/chat/${ARJUN}`, `/chat/${KABIR}`]);
    const first = links[0] as HTMLElement;
    expect(first).toHaveTextContent('Arjun Mehta');
    expect(first).toHaveTextContent('See you on Sunday!');
    expect(within(first).getByText('2 unread messages')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', arjun.lastMessage?.createdAt);
    // An attachment of mine reads "You: PDF".
    expect(links[1]).toHaveTextContent('You: PDF');
    // Wide screens: nothing open beside the list yet.
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();

    // Blocked: every member I blocked (whether we wrote or not), by name, with when; a conversation is linked.
    await app.user.click(screen.getByRole('tab', { name: 'Blocked' }));
    const blocked = await screen.findByRole('list', { name: 'Members you blocked' });
    const items = within(blocked).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Vikram'),
      expect.stringContaining('Rohan Kapoor'),
    ]);
    expect(items[0]).toHaveTextContent('Blocked 25 Nov 2026');
    expect(within(items[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Open the conversation with Rohan Kapoor' }),
    ).toHaveAttribute('href', `/chat/${ROHAN}`);
    // A blocked member's messages are not previewed.
    expect(screen.queryByText('Something unkind')).not.toBeInTheDocument();
  });

  it('unblocks from the Blocked tab once confirmed: the member leaves the list, not reconnected', async () => {
    let unblocked = false;
    const app = await openChats(conversationsReply([arjun, rohan]), '/chats', {
      'GET block/blocked-by-me': () => blockedReply(unblocked ? BLOCKED.slice(1) : BLOCKED),
      'POST block/unblock': () => {
        unblocked = true;
        return reply(200, { success: true, message: 'Unblocked.' });
      },
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Blocked' }, LOADED));
    const unblock = await screen.findByRole('button', { name: 'Unblock Vikram' });
    await app.user.click(unblock);
    const dialog = screen.getByRole('dialog', { name: 'Unblock Vikram?' });
    expect(dialog).toHaveTextContent('You won’t be connected: either of you would need to send a new request.');
    // Keeping the block is where the focus starts, and sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Keep blocked' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep blocked' }));
    expect(app.api.to('POST block/unblock')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Unblock Vikram' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    expect((await findToast('You unblocked Vikram.')).type).toBe('success');
    expect(app.api.to('POST block/unblock')[0]?.body).toEqual({ blockedUserId: VIKRAM });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock Vikram' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Unblock Rohan Kapoor' })).toBeInTheDocument();
    // The lists were asked again (a block or an unblock changes them).
    expect(app.api.to(LIST).length).toBeGreaterThan(1);
  });

  it('an unblock the server refuses says so and keeps the member listed', async () => {
    const app = await openChats(conversationsReply([rohan]), '/chats', {
      'POST block/unblock': reply(500, { success: false, code: 'INTERNAL', message: 'Something went wrong.' }),
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Blocked' }, LOADED));
    await app.user.click(await screen.findByRole('button', { name: 'Unblock Rohan Kapoor' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    expect((await findToast('We couldn’t unblock Rohan Kapoor. Please try again.')).type).toBe('error');
    expect(screen.getByRole('dialog', { name: 'Unblock Rohan Kapoor?' })).toBeInTheDocument();
  });

  it('searches by name, in either tab', async () => {
    const app = await openChats(conversationsReply([arjun, kabir, rohan]));
    const search = await screen.findByRole('searchbox', { name: 'Search by name' }, LOADED);
    await app.user.type(search, 'kab');
    expect(rows()).toEqual([expect.stringContaining('Kabir Singh')]);
    await app.user.clear(search);
    await app.user.type(search, 'Priyanka');
    expect(screen.getByText('No conversations match “Priyanka”.')).toBeInTheDocument();
    await app.user.clear(search);
    await app.user.type(search, 'ro');
    await app.user.click(screen.getByRole('tab', { name: 'Blocked' }));
    const blocked = await screen.findByRole('list', { name: 'Members you blocked' });
    expect(
      within(blocked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Rohan Kapoor')]);
    await app.user.clear(search);
    await app.user.type(search, 'Priyanka');
    expect(screen.getByText('No blocked members match “Priyanka”.')).toBeInTheDocument();
  });

  it('says so when there is nothing yet, how to start one, and points to the connections', async () => {
    const app = await openChats(conversationsReply([]), '/chats', { 'GET block/blocked-by-me': blockedReply([]) });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' }, LOADED)).toBeInTheDocument();
    // Not a promise that writing will somehow become possible here: where to go, and what to choose.
    expect(screen.getByText(/open a connection’s profile, or your Connections list, and choose Message/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your connections' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=Connections',
    );
    await app.user.click(screen.getByRole('tab', { name: 'Blocked' }));
    expect(await screen.findByRole('heading', { name: 'No blocked members' })).toBeInTheDocument();
  });

  it('a plan without chat shows the upgrade card in the list’s place', async () => {
    await openChats(
      reply(403, {
        success: false,
        code: 'PLAN_REQUIRED',
        requiredTier: 'Premium',
        message: 'Chatting with your connections is part of Premium membership.',
      }),
    );
    const card = await screen.findByRole('region', { name: 'This needs Premium' }, LOADED);
    expect(within(card).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan');
  });

  it('takes new messages live: the conversation moves to the top with one more unread', async () => {
    await openChats(conversationsReply([arjun, kabir]));
    await screen.findByRole('list', { name: 'Conversations' }, LOADED);
    await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
    const socket = lastFakeSocket() as FakeSocket;
    act(() => socket.accept());
    const news = message(KABIR, 'them', 'My parents would like to meet yours.', {
      createdAt: new Date().toISOString(),
    });
    act(() => socket.serverEmit('chat_message', { userId: KABIR, message: news }));
    await waitFor(() => expect(rows()[0]).toContain('My parents would like to meet yours.'));
    expect(rows()[0]).toContain('1 unread message');
    expect(rows()[1]).toContain('Arjun Mehta');
  });

  it('takes a message heard again (a retried send publishes it once more) once: it never replaces a newer one', async () => {
    const first = message(KABIR, 'them', 'Namaste, are you free on Sunday?', { createdAt: new Date().toISOString() });
    const second = message(KABIR, 'them', 'We could meet after lunch.', { createdAt: new Date().toISOString() });
    // What the server holds once both are stored: the list a reload brings.
    let server = [arjun, kabir];
    const app = await openChats(() => conversationsReply(server));
    await screen.findByRole('list', { name: 'Conversations' }, LOADED);
    await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
    const socket = lastFakeSocket() as FakeSocket;
    act(() => socket.accept());
    server = [conversation(kabir.member, { lastMessage: second, unreadCount: 2 }), arjun];

    act(() => socket.serverEmit('chat_message', { userId: KABIR, message: first }));
    act(() => socket.serverEmit('chat_message', { userId: KABIR, message: second }));
    act(() => socket.serverEmit('chat_message', { userId: KABIR, message: second }));
    await waitFor(() => expect(rows()[0]).toContain('We could meet after lunch.'));
    expect(rows()[0]).toContain('2 unread messages');
    const loads = app.api.calls.filter((one) => one.key === LIST).length;

    // The first again, after the second: still the second as the last message, still two unread.
    act(() => socket.serverEmit('chat_message', { userId: KABIR, message: first }));
    await waitFor(() => expect(app.api.calls.filter((one) => one.key === LIST).length).toBeGreaterThan(loads));
    await waitFor(() => expect(rows()[0]).toContain('We could meet after lunch.'));
    expect(rows()[0]).toContain('2 unread messages');
    expect(rows()[0]).not.toContain('Namaste, are you free on Sunday?');
  });
});

describe('the dashboard’s Chats tab', { timeout: 30_000 }, () => {
  it('counts conversations with unread messages beside its name, live, and lists them', async () => {
    const app = await openChats(conversationsReply([arjun, kabir]), '/user-dashboard');
    const tab = await screen.findByRole('tab', { name: 'Chats, 1 conversation with unread messages' }, LOADED);
    await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
    const socket = lastFakeSocket() as FakeSocket;
    act(() => socket.accept());
    const news = message(KABIR, 'them', 'Hello again', { createdAt: new Date().toISOString() });
    act(() => socket.serverEmit('chat_message', { userId: KABIR, message: news }));
    await waitFor(() => expect(tab).toHaveAccessibleName('Chats, 2 conversations with unread messages'));

    await app.user.click(tab);
    const panel = screen.getByRole('tabpanel', { name: /^Chats/ });
    const list = await within(panel).findByRole('list', { name: 'Conversations' }, LOADED);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/chat/${KABIR}`, `/chat/${ARJUN}`]);
    // Reading on another device clears it here too.
    act(() =>
      socket.serverEmit('chat_read', { readerId: ME, userId: KABIR, upToMessageId: news.messageId, readAt: at(0, 12) }),
    );
    await waitFor(() => expect(tab).toHaveAccessibleName('Chats, 1 conversation with unread messages'));
  });
});
