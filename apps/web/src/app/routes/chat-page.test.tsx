import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Conversation } from '@app/shared/chat';
import {
  ARJUN,
  at,
  conversation,
  conversationsReply,
  KABIR,
  ME,
  member,
  message,
  pageReply,
} from '../../features/chat/testing/fixtures';
import { lastFakeSocket, resetFakeSockets, type FakeSocket } from '../../testing/fake-socket-io';
import type { SessionUser } from '../../lib/session/session-slice';
import { installFakeXhr } from '../../testing/fake-xhr';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';
import { setLanguage } from '../../lib/i18n';

/** The first render loads the page's code on demand: slow on a busy machine, so the first waits are generous. */
const LOADED = { timeout: 10_000 };
const REPORT_ID = '9a9a9a9a-0000-4000-8000-000000000001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ARJUN_MEMBER = member(ARJUN, 'Arjun Mehta');
const base = 'chat/conversations/' + ARJUN;
const MESSAGES = `GET ${base}/messages`;
const SEND = `POST ${base}/messages`;
const READ = `POST ${base}/read`;
const TYPING = `POST ${base}/typing`;

type Handler = MockReply | ((call: { body: unknown; search: URLSearchParams }) => MockReply | Promise<MockReply>);

const readReply = reply(200, { success: true, readAt: at(0, 12), unreadConversations: 0 });
const sentReply = (body: unknown, overrides: Partial<ChatMessage> = {}) => {
  const { text, fileId, clientMessageId } = body as { text?: string; fileId?: string; clientMessageId: string };
  return reply(200, {
    success: true,
    data: message(ARJUN, 'me', text ?? null, {
      clientMessageId,
      createdAt: new Date().toISOString(),
      file: fileId ? photoFile(fileId) : null,
      ...overrides,
    }),
  });
};
const photoFile = (fileId: string) => ({
  fileId,
  kind: 'image' as const,
  name: 'photo.webp',
  sizeBytes: 120_000,
  width: 800,
  height: 600,
  url: `/media/files/${fileId}/large`,
  thumbUrl: `/media/files/${fileId}/thumb`,
});

beforeEach(resetFakeSockets);

/** /chat/{Arjun}, signed in as Priya (the whole app: the member area starts the socket). */
async function openChat(
  of: Conversation,
  oldestFirst: ChatMessage[],
  handlers: Record<string, Handler> = {},
  usertype: 'Standard' | 'Premium' | 'Exclusive' = 'Premium',
  actingAs: SessionUser['actingAs'] = null,
) {
  const api = mockApi({
    'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
    'GET chat/conversations': conversationsReply([of]),
    [MESSAGES]: pageReply(of, oldestFirst),
    [READ]: readReply,
    [TYPING]: reply(200, { success: true }),
    ...handlers,
  });
  const app = await renderApp({ path: `/chat/${ARJUN}`, signedInAs: buildUser({ userId: ME, usertype, actingAs }) });
  await screen.findByRole('heading', { level: 1, name: 'Arjun Mehta' }, LOADED);
  const thread = screen.queryByRole('region', { name: 'Messages with Arjun Mehta' }) as HTMLElement;
  return { ...app, api, thread };
}
const composer = () => screen.getByRole('textbox', { name: 'Message to Arjun Mehta' });
const socket = async () => {
  await waitFor(() => expect(lastFakeSocket()).toBeDefined(), LOADED);
  const fake = lastFakeSocket() as FakeSocket;
  act(() => fake.accept());
  return fake;
};
/** The bubble (list item) holding `text`. */
const bubble = (text: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Messages with Arjun Mehta' }))
    .getByText(text)
    .closest('li') as HTMLElement;

describe('a conversation', { timeout: 30_000 }, () => {
  it('groups messages by day and sender, mine on the right with "Seen", and reads what arrived', async () => {
    const hello = message(ARJUN, 'them', 'Hello Priya, how are you?', { createdAt: at(-1, 10) });
    const fine = message(ARJUN, 'them', 'Hope your week is going well.', { createdAt: at(-1, 10, 1) });
    const mine = message(ARJUN, 'me', 'Very well, thank you!', { createdAt: at(-1, 10, 5), readAt: at(-1, 11) });
    const html = message(ARJUN, 'me', '<b>not bold</b> see https://example.com/family.', { createdAt: at(0, 9) });
    const question = message(ARJUN, 'them', 'Are you free to talk?', { createdAt: at(0, 9, 30) });
    const app = await openChat(conversation(ARJUN_MEMBER, { unreadCount: 1 }), [hello, fine, mine, html, question]);

    expect(screen.getByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeInTheDocument();
    const days = within(app.thread).getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['Yesterday', 'Today']);
    // Runs by sender: Arjun's two, then mine; today mine, then Arjun's.
    const runs = within(app.thread).getAllByRole('list');
    expect(runs.map((run) => run.getAttribute('aria-label'))).toEqual(['Arjun Mehta', 'You', 'You', 'Arjun Mehta']);
    expect(within(runs[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // "Seen" under my newest message Arjun read; not under the one he has not.
    expect(bubble('Very well, thank you!')).toHaveTextContent('Seen');
    expect(bubble(/not bold/)).not.toHaveTextContent('Seen');
    // Text, never HTML; addresses are links that open elsewhere, untrusted.
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    const link = within(bubble(/not bold/)).getByRole('link', { name: 'https://example.com/family' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // Read up to the newest message.
    await waitFor(() => expect(app.api.to(READ)).toHaveLength(1));
    expect(app.api.to(READ)[0]?.body).toEqual({ upToMessageId: question.messageId });
    // The list beside it (wide screens) marks this conversation.
    expect(await screen.findByRole('link', { current: 'page' })).toHaveAttribute('href', `/chat/${ARJUN}`);
  });

  it('sends with Enter (Shift+Enter for a new line), showing the message at once', async () => {
    let answer: (value: MockReply) => void = () => undefined;
    const app = await openChat(conversation(ARJUN_MEMBER), [], {
      [SEND]: () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    expect(screen.getByText('No messages yet. Say hello to Arjun Mehta.')).toBeInTheDocument();
    await app.user.type(composer(), 'Hello Arjun,{Shift>}{Enter}{/Shift}lovely to meet you');
    expect(composer()).toHaveValue('Hello Arjun,\nlovely to meet you');
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.api.to(SEND)).toHaveLength(1));
    const body = app.api.to(SEND)[0]?.body as { text: string; clientMessageId: string };
    expect(body).toEqual({ text: 'Hello Arjun,\nlovely to meet you', clientMessageId: expect.stringMatching(UUID) });
    // On screen while it is on its way, the composer empty and still focused.
    expect(composer()).toHaveValue('');
    expect(composer()).toHaveFocus();
    const inThread = (text: RegExp) => within(app.thread).getByText(text).closest('li') as HTMLElement;
    expect(inThread(/lovely to meet you/)).toHaveTextContent('Sending…');
    await act(async () => answer(sentReply(body)));
    await waitFor(() => expect(inThread(/lovely to meet you/)).not.toHaveTextContent('Sending…'));
    expect(within(app.thread).getAllByText(/lovely to meet you/)).toHaveLength(1);
    // An empty message is not sent.
    await app.user.keyboard('{Enter}');
    expect(app.api.to(SEND)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps a message that failed with Retry, which sends the same clientMessageId again', async () => {
    let attempts = 0;
    const app = await openChat(conversation(ARJUN_MEMBER), [], {
      [SEND]: (call) => {
        attempts += 1;
        return attempts === 1
          ? reply(429, { success: false, code: 'RATE_LIMITED', message: 'Please slow down a little.' })
          : sentReply(call.body);
      },
    });
    await app.user.type(composer(), 'Are you there?{Enter}');
    const failed = await waitFor(() => {
      const item = bubble('Are you there?');
      expect(item).toHaveTextContent('Not sent — Please slow down a little.');
      return item;
    });
    await waitFor(() => expect(screen.getByText('Your message wasn’t sent. Retry is beside it.')).toBeInTheDocument());
    await app.user.click(within(failed).getByRole('button', { name: 'Retry sending this message' }));
    await waitFor(() => expect(app.api.to(SEND)).toHaveLength(2));
    const [first, second] = app.api.to(SEND).map((call) => call.body as { clientMessageId: string });
    expect(second?.clientMessageId).toBe(first?.clientMessageId);
    await waitFor(() => expect(bubble('Are you there?')).not.toHaveTextContent('Not sent'));
    expect(screen.queryByRole('button', { name: 'Retry sending this message' })).not.toBeInTheDocument();
  });

  it('a message that failed can be removed instead', async () => {
    const app = await openChat(conversation(ARJUN_MEMBER), [], {
      [SEND]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await app.user.type(composer(), 'Lost on the way{Enter}');
    await waitFor(() => expect(bubble('Lost on the way')).toHaveTextContent('Not sent'));
    await app.user.click(screen.getByRole('button', { name: 'Remove this unsent message' }));
    expect(screen.queryByText('Lost on the way')).not.toBeInTheDocument();
    expect(composer()).toHaveFocus();
  });

  it('loads older messages when scrolled to the top, then says where the conversation starts', async () => {
    const older = message(ARJUN, 'them', 'Our first hello', { createdAt: at(-3, 8) });
    const newer = message(ARJUN, 'me', 'Good morning', { createdAt: at(0, 8) });
    const of = conversation(ARJUN_MEMBER);
    const app = await openChat(of, [newer], {
      [MESSAGES]: (call) =>
        call.search.get('before') === 'cursor-1' ? pageReply(of, [older]) : pageReply(of, [newer], 'cursor-1'),
    });
    expect(screen.queryByText('Our first hello')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show older messages' })).toBeInTheDocument();
    fireEvent.scroll(app.thread);
    expect(await screen.findByText('Our first hello')).toBeInTheDocument();
    expect(app.api.to(MESSAGES).map((call) => call.search.get('before'))).toEqual([null, 'cursor-1']);
    expect(screen.getByText('This is the start of your conversation with Arjun Mehta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    // The older message is above, in its own day.
    const texts = within(app.thread)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toContain('Our first hello');
  });

  describe('attachments', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    });
    afterEach(() => {
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    });

    it('previews a photo, shows the upload’s progress in the bubble, then sends it with its fileId', async () => {
      const uploads = installFakeXhr();
      const app = await openChat(conversation(ARJUN_MEMBER), [], { [SEND]: (call) => sentReply(call.body) });
      const photo = new File([new Uint8Array(2048)], 'photo.jpg', { type: 'image/jpeg' });
      await app.user.upload(screen.getByLabelText('Attach a photo or PDF'), photo);
      const preview = screen.getByRole('group', { name: 'Attachment: photo.jpg' });
      expect(within(preview).getByRole('img', { name: 'Attachment: photo.jpg' })).toHaveAttribute(
        'src',
        'blob:preview',
      );
      expect(within(preview).getByText('2 KB')).toBeInTheDocument();
      await app.user.type(composer(), 'Our family at Diwali');
      await app.user.click(screen.getByRole('button', { name: 'Send' }));
      expect(screen.queryByRole('group', { name: 'Attachment: photo.jpg' })).not.toBeInTheDocument();

      const upload = await waitFor(() => {
        expect(uploads.requests).toHaveLength(1);
        return uploads.requests[0]!;
      });
      expect(upload.path).toBe('files/upload');
      expect(upload.files('file')[0]?.name).toBe('photo.jpg');
      act(() => upload.progress(512, 1024));
      const progress = screen.getByRole('progressbar', { name: 'Upload of photo.jpg' });
      expect(progress).toHaveAttribute('aria-valuenow', '50');
      expect(bubble('Our family at Diwali')).toHaveTextContent('Uploading 50%');
      const fileId = 'f0000000-0000-4000-8000-000000000001';
      await act(async () => upload.respond(200, { success: true, fileId, file: photoFile(fileId) }));

      await waitFor(() => expect(app.api.to(SEND)).toHaveLength(1));
      expect(app.api.to(SEND)[0]?.body).toEqual({
        text: 'Our family at Diwali',
        fileId,
        clientMessageId: expect.stringMatching(UUID),
      });
      expect(await screen.findByRole('img', { name: 'Photo you sent' })).toHaveAttribute(
        'src',
        `/media/files/${fileId}/thumb`,
      );
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    });

    it('refuses a file that is neither a photo nor a PDF, and a photo can be removed before sending', async () => {
      const app = await openChat(conversation(ARJUN_MEMBER), []);
      const input = screen.getByLabelText('Attach a photo or PDF');
      // (The picker offers photos and PDFs only; a file dropped in by other means is still checked.)
      await userEvent
        .setup({ applyAccept: false })
        .upload(input, new File(['x'], 'notes.docx', { type: 'application/msword' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Only photos (JPEG, PNG, WebP, GIF, HEIC) and PDFs');
      await app.user.upload(input, new File(['%PDF'], 'horoscope.pdf', { type: 'application/pdf' }));
      const preview = screen.getByRole('group', { name: 'Attachment: horoscope.pdf' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await app.user.click(within(preview).getByRole('button', { name: 'Remove the attachment' }));
      expect(screen.queryByRole('group', { name: 'Attachment: horoscope.pdf' })).not.toBeInTheDocument();
      expect(input).toHaveFocus();
    });
  });

  it('live: typing, a new message (announced), and "Seen" when the member reads', async () => {
    const mine = message(ARJUN, 'me', 'Shall we talk on Sunday?', { createdAt: at(0, 8) });
    const app = await openChat(conversation(ARJUN_MEMBER), [mine]);
    const live = await socket();
    expect(bubble('Shall we talk on Sunday?')).not.toHaveTextContent('Seen');

    // (RTK Query tells the screen about cache updates in batches: hence the waits.)
    act(() =>
      live.serverEmit('chat_read', { readerId: ARJUN, userId: ARJUN, upToMessageId: mine.messageId, readAt: at(0, 9) }),
    );
    await waitFor(() => expect(bubble('Shall we talk on Sunday?')).toHaveTextContent('Seen'));

    act(() => live.serverEmit('chat_typing', { userId: ARJUN, typing: true }));
    expect(await within(app.thread).findByText('Arjun Mehta is typing…')).toBeInTheDocument();

    const answer = message(ARJUN, 'them', 'Sunday suits me.', { createdAt: new Date().toISOString() });
    act(() => live.serverEmit('chat_message', { userId: ARJUN, message: answer }));
    expect(await within(app.thread).findByText('Sunday suits me.')).toBeInTheDocument();
    await waitFor(() => expect(within(app.thread).queryByText('Arjun Mehta is typing…')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Arjun Mehta: Sunday suits me.')).toBeInTheDocument());
    expect(screen.getByText('Arjun Mehta: Sunday suits me.')).toHaveAttribute('aria-live', 'polite');
    // Read as it arrives, the page being visible.
    await waitFor(() => expect(app.api.to(READ).at(-1)?.body).toEqual({ upToMessageId: answer.messageId }));
    // Typing tells Arjun, at most once every few seconds.
    await app.user.type(composer(), 'Great');
    await waitFor(() => expect(app.api.to(TYPING)).toHaveLength(1));
    expect(app.api.to(TYPING)[0]?.body).toEqual({ typing: true });
  });

  it('says under a message a relative wrote who wrote it, by relation: theirs by name, mine as “your”', async () => {
    const theirs = message(ARJUN, 'them', 'My son would love to meet you.', {
      createdAt: at(0, 8),
      actedBy: { relation: 'mother' },
    });
    const mine = message(ARJUN, 'me', 'Priya is free on Sunday.', {
      createdAt: at(0, 8, 5),
      actedBy: { relation: 'father' },
    });
    const plain = message(ARJUN, 'them', 'Hello from Arjun himself.', { createdAt: at(0, 8, 10) });
    const app = await openChat(conversation(ARJUN_MEMBER), [theirs, mine, plain]);
    expect(bubble('My son would love to meet you.')).toHaveTextContent('Written by Arjun Mehta’s mother');
    expect(bubble('Priya is free on Sunday.')).toHaveTextContent('Written by your father');
    expect(bubble('Hello from Arjun himself.')).not.toHaveTextContent('Written by');

    // A message arriving live says so too.
    const live = await socket();
    const arriving = message(ARJUN, 'them', 'Sunday it is.', {
      createdAt: new Date().toISOString(),
      actedBy: { relation: 'sister' },
    });
    act(() => live.serverEmit('chat_message', { userId: ARJUN, message: arriving }));
    expect(await within(app.thread).findByText('Sunday it is.')).toBeInTheDocument();
    expect(bubble('Sunday it is.')).toHaveTextContent('Written by Arjun Mehta’s sister');
  });

  it('to a relative acting for the profile, a message a relative wrote on its side names the profile', async () => {
    const mine = message(ARJUN, 'me', 'Priya is free on Sunday.', {
      createdAt: at(0, 8),
      actedBy: { relation: 'mother' },
    });
    await openChat(conversation(ARJUN_MEMBER), [mine], {}, 'Premium', {
      accountId: '5e5e5e5e-0000-4000-8000-000000000001',
      name: 'Sunita',
      relation: 'mother',
      rights: ['chat'],
      profileName: 'Priya',
      madeProfile: false,
    });
    expect(bubble('Priya is free on Sunday.')).toHaveTextContent('Written by Priya’s mother');
    expect(bubble('Priya is free on Sunday.')).not.toHaveTextContent('your mother');
  });

  it('warns the recipient under a flagged message; its Report opens the report dialog about that message', async () => {
    const flagged = message(ARJUN, 'them', 'Please send money for my visa, urgently.', {
      flags: ['money_request'],
    });
    const app = await openChat(conversation(ARJUN_MEMBER), [flagged], {
      'POST report/report': reply(201, { success: true, message: 'Thanks.', reportId: REPORT_ID, blocked: false }),
    });
    const item = bubble(/send money for my visa/);
    expect(item).toHaveTextContent('Take care with this message');
    expect(item).toHaveTextContent('It asks for money, gift cards, cryptocurrency or a transfer.');
    expect(within(item).getByRole('link', { name: 'Read our safety advice' })).toHaveAttribute(
      'href',
      '/community-guidelines',
    );
    await app.user.click(within(item).getByRole('button', { name: 'Report this message from Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Arjun Mehta' });
    expect(dialog).toHaveTextContent('The message you chose will be sent to our team with your report.');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Asking for money, or a scam' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for telling us' })).toBeInTheDocument();
    expect(app.api.to('POST report/report')[0]?.body).toEqual({
      reportedUserId: ARJUN,
      reason: ['scam-or-money'],
      messageIds: [flagged.messageId],
    });
  });

  it('each of the member’s messages has a menu with Report, which sends that message’s id; mine have none', async () => {
    const hello = message(ARJUN, 'them', 'Hello Priya');
    const rude = message(ARJUN, 'them', 'Something rude');
    const mine = message(ARJUN, 'me', 'Please stop.');
    const app = await openChat(conversation(ARJUN_MEMBER), [hello, rude, mine], {
      'POST report/report': reply(201, { success: true, message: 'Thanks.', reportId: REPORT_ID, blocked: false }),
    });
    expect(within(bubble('Please stop.')).queryByRole('button', { name: 'Options for this message' })).toBeNull();
    const menuButton = within(bubble('Something rude')).getByRole('button', { name: 'Options for this message' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // By keyboard: the menu opens on its first item.
    menuButton.focus();
    await app.user.keyboard('{Enter}');
    const item = screen.getByRole('menuitem', { name: 'Report this message' });
    expect(item).toHaveFocus();
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report Arjun Mehta' });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Rude, sexual or hateful words' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(app.api.to('POST report/report')).toHaveLength(1));
    expect(app.api.to('POST report/report')[0]?.body).toEqual({
      reportedUserId: ARJUN,
      reason: ['inappropriate-text'],
      messageIds: [rude.messageId],
    });
  });

  it('blocks from the header’s menu: the conversation closes; Unblock there lifts it', async () => {
    const of = conversation(ARJUN_MEMBER);
    const closed = conversation(ARJUN_MEMBER, { canSend: false, closedReason: 'blocked', blockedByMe: true });
    let blocked = false;
    const app = await openChat(of, [message(ARJUN, 'them', 'Hello Priya')], {
      [MESSAGES]: () => pageReply(blocked ? closed : of, blocked ? [] : [message(ARJUN, 'them', 'Hello Priya')]),
      'GET chat/conversations': () => conversationsReply([blocked ? closed : of]),
      'POST block/block': () => {
        blocked = true;
        return reply(200, { success: true, message: 'Blocked.' });
      },
      'POST block/unblock': () => {
        blocked = false;
        return reply(200, { success: true, message: 'Unblocked.' });
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'More options' }));
    const menu = screen.getByRole('menu', { name: 'More options' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report Arjun Mehta', 'Block Arjun Mehta', 'Delete conversation']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Block Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Arjun Mehta?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect((await findToast('You blocked Arjun Mehta. You won’t see each other any more.')).type).toBe('success');
    expect(app.api.to('POST block/block')[0]?.body).toEqual({ blockedUserId: ARJUN });
    // The conversation and the list are asked again: the thread closes.
    expect(await screen.findByRole('heading', { name: 'You blocked this member' })).toBeInTheDocument();
    expect(screen.queryByText('Hello Priya')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message to Arjun Mehta' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'More options' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Unblock Arjun Mehta' }));
    const unblock = await screen.findByRole('dialog', { name: 'Unblock Arjun Mehta?' });
    expect(unblock).toHaveTextContent('You won’t be connected');
    await app.user.click(within(unblock).getByRole('button', { name: 'Unblock' }));
    expect((await findToast('You unblocked Arjun Mehta.')).type).toBe('success');
    expect(app.api.to('POST block/unblock')[0]?.body).toEqual({ blockedUserId: ARJUN });
    expect(await screen.findByText('Hello Priya')).toBeInTheDocument();
  });

  it('the menu closes with Escape, giving the focus back to its button', async () => {
    const app = await openChat(conversation(ARJUN_MEMBER), []);
    const more = screen.getByRole('button', { name: 'More options' });
    await app.user.click(more);
    expect(screen.getByRole('menuitem', { name: 'Report Arjun Mehta' })).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Block Arjun Mehta' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('shows the safety tips of a first conversation until "Got it"', async () => {
    const hello = message(ARJUN, 'them', 'Namaste!');
    const app = await openChat(conversation(ARJUN_MEMBER, { showSafetyTips: true }), [hello]);
    const tips = screen.getByRole('region', { name: 'Staying safe as you get to know each other' });
    expect(within(tips).getByRole('link', { name: 'More safety advice' })).toHaveAttribute(
      'href',
      '/community-guidelines',
    );
    // Reading clears them on the server; they stay for this visit.
    await waitFor(() => expect(app.api.to(READ)).toHaveLength(1));
    await app.user.click(within(tips).getByRole('button', { name: 'Got it' }));
    expect(
      screen.queryByRole('region', { name: 'Staying safe as you get to know each other' }),
    ).not.toBeInTheDocument();
  });

  it('a Standard member reads, and is told before trying that replying and calls are part of the paid plans', async () => {
    await openChat(conversation(ARJUN_MEMBER, { canSend: false }), [message(ARJUN, 'them', 'Hello!')], {}, 'Standard');
    expect(screen.queryByRole('textbox', { name: 'Message to Arjun Mehta' })).not.toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'This needs Premium' });
    // Worked out from the entitlement table: the same sentence the plan cards and the server use.
    expect(card).toHaveTextContent(
      'Replying, starting conversations and calls are part of Premium and Exclusive. You can read the messages Arjun Mehta sends you.',
    );
    expect(within(card).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan');
  });

  it('a Premium member talking with a Standard connection is told they can read but not reply or take calls', async () => {
    const standard = member(ARJUN, 'Arjun Mehta', { userType: 'Standard' });
    await openChat(conversation(standard), [message(ARJUN, 'me', 'Hello Arjun!')]);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Arjun Mehta is on Standard, so they can read your messages but cannot reply or take calls until they upgrade.',
    );
    expect(within(note).getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/plan');
    expect(composer()).toBeEnabled();
    // Calls: the buttons say why before anyone tries.
    for (const name of ['Voice call', 'Video call']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Arjun Mehta is on Standard, which does not include calls, so they cannot answer until they upgrade.',
      );
    }
  });

  it('shows what members write as written, never for machine translation: messages and names (issue 30)', async () => {
    await openChat(conversation(ARJUN_MEMBER), [message(ARJUN, 'them', 'Namaste, how is your week going?')]);
    const words = screen.getByRole('region', { name: 'Messages with Arjun Mehta' });
    expect(within(words).getByText('Namaste, how is your week going?').closest('[translate="no"]')).not.toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Arjun Mehta' });
    expect(within(heading).getByText('Arjun Mehta').closest('[translate="no"]')).not.toBeNull();
  });

  it('words the plan notes in the language shown, the tier names in its script (issue 30)', async () => {
    const standard = member(ARJUN, 'Arjun Mehta', { userType: 'Standard' });
    await openChat(conversation(standard), [message(ARJUN, 'me', 'Hello Arjun!')]);
    await act(() => setLanguage('hi'));
    try {
      await waitFor(() =>
        expect(screen.getByRole('note')).toHaveTextContent(
          'Arjun Mehta स्टैंडर्ड प्लान पर हैं, इसलिए वे आपके संदेश पढ़ सकते हैं, पर प्लान बदलने तक न जवाब दे सकते हैं, न कॉल उठा सकते हैं।',
        ),
      );
      expect(screen.getAllByRole('button', { name: 'वीडियो कॉल' })[0]).toHaveAccessibleDescription(
        'Arjun Mehta स्टैंडर्ड प्लान पर हैं, जिसमें कॉल शामिल नहीं है, इसलिए प्लान बदलने तक वे कॉल नहीं उठा सकते।',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('a Premium member talking with a Premium connection sees no plan note, and can call', async () => {
    await openChat(conversation(ARJUN_MEMBER), [message(ARJUN, 'me', 'Hello Arjun!')]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Video call' })).toBeEnabled();
  });

  it('a closed conversation says why, calmly, instead of the composer', async () => {
    await openChat(conversation(ARJUN_MEMBER, { canSend: false, closedReason: 'removed' }), [
      message(ARJUN, 'them', 'It was nice talking.'),
    ]);
    expect(screen.getByText('It was nice talking.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You and Arjun Mehta are no longer connected, so new messages can’t be sent. You can still read your past messages.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a member I blocked: the thread is replaced by one sentence, and the conversation can be deleted', async () => {
    const app = await openChat(
      conversation(ARJUN_MEMBER, { canSend: false, closedReason: 'blocked', blockedByMe: true }),
      [message(ARJUN, 'them', 'Something unkind')],
      { [`DELETE ${base}`]: reply(200, { success: true }) },
    );
    expect(screen.getByRole('heading', { name: 'You blocked this member' })).toBeInTheDocument();
    expect(screen.queryByText('Something unkind')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'More options' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.pathname()).toBe('/chats'));
    expect(app.api.to(`DELETE ${base}`)).toHaveLength(1);
  });

  it('a conversation that does not exist says so, with the way back', async () => {
    mockApi({
      'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
      'GET chat/conversations': conversationsReply([]),
      [`GET chat/conversations/${KABIR}/messages`]: reply(404, {
        success: false,
        code: 'NOT_FOUND',
        message: 'Conversation not found.',
      }),
    });
    await renderApp({ path: `/chat/${KABIR}`, signedInAs: buildUser({ userId: ME }) });
    expect(await screen.findByText(/This conversation isn’t available/, undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all chats' })).toHaveAttribute('href', '/chats');
  });
});
