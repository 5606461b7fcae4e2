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
import { buildUser, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';

/** The first render loads the page's code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const LIST = 'GET chat/conversations';

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

async function openChats(list: MockReply, path = '/chats') {
  const api = mockApi({
    'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
    [LIST]: list,
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

    await app.user.click(screen.getByRole('tab', { name: 'Blocked' }));
    expect(rows()).toEqual([expect.stringContaining('Rohan Kapoor')]);
    // A blocked member's messages are not previewed.
    expect(screen.queryByText('Something unkind')).not.toBeInTheDocument();
    expect(rows()[0]).toContain('You blocked this member');
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
    expect(rows()).toEqual([expect.stringContaining('Rohan Kapoor')]);
  });

  it('says so when there is nothing yet, and points to the connections', async () => {
    const app = await openChats(conversationsReply([]));
    expect(await screen.findByRole('heading', { name: 'No conversations yet' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your connections' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=Connections',
    );
    await app.user.click(screen.getByRole('tab', { name: 'Blocked' }));
    expect(screen.getByRole('heading', { name: 'No blocked members' })).toBeInTheDocument();
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
