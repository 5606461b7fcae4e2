import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS, ReadResponseSchema, SendMessageResponseSchema } from '@app/shared/chat';
import { PLAN_REFUSALS } from '@app/shared/plans';
import type { PushMessage } from '@app/shared/push';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startPushService } from '../../../test/push-service';
import { signIn } from '../../../test/factories/users';
import { connected, nextEvent, socketClients } from '../../../test/sockets';
import {
  api,
  block,
  chatMember,
  connect,
  conversations,
  expectError,
  page,
  pageRaw,
  send,
  sendRaw,
  type ChatMember,
} from './test-support';

/**
 * Chat over HTTP and real sockets (issue 13): who may read and write (connections only; strangers, pending
 * requests, blocked pairs and removed connections refused on every endpoint), idempotent sends, keyset paging,
 * read receipts, the recipient's warnings, plans, the socket events to the two members only, the push to an
 * offline recipient and the one unread e-mail.
 */
let t: TestApp;
let origin: string;
let push: Awaited<ReturnType<typeof startPushService>>;
const { open, closeSockets } = socketClients();

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0', PUSH_SERVICE_HOSTS: '127.0.0.1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => closeSockets());
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const member = (usertype: 'Standard' | 'Premium' | 'Exclusive' = 'Premium', firstName?: string) =>
  chatMember(t.app, usertype, firstName ? { firstName, displayName: null } : {});
async function pair() {
  const [asha, ravi] = [await member(), await member()];
  await connect(t.app, asha, ravi);
  return [asha, ravi] as const;
}
const read = (who: ChatMember, other: ChatMember, upToMessageId: string) =>
  api(t.app, who, 'POST', `chat/conversations/${other.id}/read`, { upToMessageId });
const typing = (who: ChatMember, other: ChatMember, on = true) =>
  api(t.app, who, 'POST', `chat/conversations/${other.id}/typing`, { typing: on });
const remove = (who: ChatMember, other: ChatMember) => api(t.app, who, 'DELETE', `chat/conversations/${other.id}`);
const messageRows = (a: ChatMember, b: ChatMember) =>
  t.app.db
    .selectFrom('messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('senderId', '=', a.id), eb('recipientId', '=', b.id)]),
        eb.and([eb('senderId', '=', b.id), eb('recipientId', '=', a.id)]),
      ]),
    )
    .orderBy('id')
    .execute();

describe('a conversation between connections', () => {
  it('sends, lists (newest first, with unread counts), pages, and marks read so the sender sees “Seen”', async () => {
    const [asha, ravi] = await pair();
    const meera = await member();
    await connect(t.app, meera, ravi);
    const first = await send(t.app, asha, ravi, 'Hello Ravi! <b>not bold</b>');
    expect(first).toMatchObject({
      senderId: asha.id,
      recipientId: ravi.id,
      text: 'Hello Ravi! <b>not bold</b>',
      file: null,
      readAt: null,
      flags: [],
    });
    t.clock.advance(1000);
    await send(t.app, meera, ravi, 'Hi from Meera');
    t.clock.advance(1000);
    const second = await send(t.app, asha, ravi, '  How is your week going?  ');
    expect(second.text).toBe('How is your week going?');

    const list = await conversations(t.app, ravi);
    expect(list.conversations.map((row) => row.userId)).toEqual([asha.id, meera.id]);
    expect(list.unreadConversations).toBe(2);
    const withAsha = list.conversations[0];
    expect(withAsha).toMatchObject({
      userId: asha.id,
      member: { userId: asha.id, name: expect.any(String) as string },
      lastMessage: { messageId: second.messageId, text: 'How is your week going?' },
      unreadCount: 2,
      closedReason: null,
      blockedByMe: false,
      canSend: true,
      showSafetyTips: true,
    });
    expect(withAsha?.member.photo).toBeNull(); // the factory's members have no photos
    const ashas = await conversations(t.app, asha);
    expect(ashas.conversations).toHaveLength(1);
    expect(ashas.conversations[0]).toMatchObject({ userId: ravi.id, unreadCount: 0 });

    const history = await page(t.app, ravi, asha);
    expect(history.messages.map((m) => m.messageId)).toEqual([second.messageId, first.messageId]);
    expect(history.nextCursor).toBeUndefined();

    const res = await read(ravi, asha, first.messageId);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = ReadResponseSchema.parse(res.json());
    expect(receipt.readAt).toBe(t.clock.now().toISOString());
    expect(receipt.unreadConversations).toBe(2); // the second message from Asha is still unread
    const seen = await page(t.app, asha, ravi);
    expect(seen.messages.map((m) => m.readAt)).toEqual([null, receipt.readAt]);
    await read(ravi, asha, second.messageId);
    const after = await conversations(t.app, ravi);
    expect(after.unreadConversations).toBe(1);
    expect(after.conversations.find((row) => row.userId === asha.id)).toMatchObject({
      unreadCount: 0,
      showSafetyTips: false,
    });
  });

  it('answers a connection with no messages yet with an empty page and the safety tips, until read or written', async () => {
    const [asha, ravi] = await pair();
    const empty = await page(t.app, asha, ravi);
    expect(empty.messages).toEqual([]);
    expect(empty.conversation).toMatchObject({ canSend: true, showSafetyTips: true, lastMessage: null });
    expect((await conversations(t.app, asha)).conversations).toEqual([]);
    await send(t.app, asha, ravi, 'Hello');
    expect((await page(t.app, asha, ravi)).conversation.showSafetyTips).toBe(false);
    expect((await page(t.app, ravi, asha)).conversation.showSafetyTips).toBe(true);
  });

  it('pages 50 at a time by a keyset cursor, unmoved by messages arriving meanwhile', async () => {
    const [asha, ravi] = await pair();
    const sent: string[] = [];
    for (let i = 0; i < CHAT_LIMITS.pageSize + 7; i += 1) {
      t.clock.advance(10);
      sent.push((await send(t.app, i % 2 ? ravi : asha, i % 2 ? asha : ravi, `message ${i}`)).messageId);
    }
    const first = await page(t.app, asha, ravi);
    expect(first.messages).toHaveLength(CHAT_LIMITS.pageSize);
    expect(first.messages[0]?.text).toBe(`message ${CHAT_LIMITS.pageSize + 6}`);
    expect(first.nextCursor).toBeDefined();
    // Three more arrive while the member scrolls up.
    for (const text of ['new 1', 'new 2', 'new 3']) await send(t.app, ravi, asha, text);
    const second = await page(t.app, asha, ravi, first.nextCursor);
    expect(second.messages.map((m) => m.text)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `message ${i}`));
    expect(second.nextCursor).toBeUndefined();
    const all = [...first.messages, ...second.messages].map((m) => m.messageId);
    expect(new Set(all).size).toBe(sent.length);
    expect([...all].reverse()).toEqual(sent);
    expectError(await pageRaw(t.app, asha, ravi, 'abc'), 400, 'VALIDATION_FAILED');
    expectError(await pageRaw(t.app, asha, ravi, '-5'), 400, 'VALIDATION_FAILED');
  });
});

describe('idempotent sends', () => {
  it('store one message for the same clientMessageId sent twice, and for two sent at once', async () => {
    const [asha, ravi] = await pair();
    const clientMessageId = randomUUID();
    const first = await sendRaw(t.app, asha, ravi, { text: 'Once', clientMessageId });
    expect(first.statusCode, first.body).toBe(201);
    const again = await sendRaw(t.app, asha, ravi, { text: 'Once', clientMessageId });
    expect(again.statusCode, again.body).toBe(200);
    expect(SendMessageResponseSchema.parse(again.json()).data).toEqual(
      SendMessageResponseSchema.parse(first.json()).data,
    );

    const together = randomUUID();
    const answers = await Promise.all(
      [0, 1, 2].map(() => sendRaw(t.app, asha, ravi, { text: 'At once', clientMessageId: together })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = answers.map((res) => SendMessageResponseSchema.parse(res.json()).data.messageId);
    expect(new Set(ids).size).toBe(1);
    expect((await messageRows(asha, ravi)).map((row) => row.text)).toEqual(['Once', 'At once']);

    // The same clientMessageId for another member is a different message: refused, nothing stored.
    const meera = await member();
    await connect(t.app, asha, meera);
    expectError(await sendRaw(t.app, asha, meera, { text: 'Reused', clientMessageId }), 409, 'CONFLICT');
    expect(await messageRows(asha, meera)).toEqual([]);
  });
});

describe('what a message may be', () => {
  it('refuses bad input with a message, and stores nothing', async () => {
    const [asha, ravi] = await pair();
    const cases: Array<Record<string, unknown>> = [
      { text: 'x'.repeat(CHAT_LIMITS.textMax + 1), clientMessageId: randomUUID() },
      { text: '   ', clientMessageId: randomUUID() },
      { clientMessageId: randomUUID() },
      { text: 'Hello', clientMessageId: 'not-a-uuid' },
      { text: 'Hello' },
      { text: 'Hello', clientMessageId: randomUUID(), extra: true },
      { text: 'Hello', clientMessageId: randomUUID(), fileId: randomUUID() },
    ];
    for (const body of cases) expectError(await sendRaw(t.app, asha, ravi, body), 400, 'VALIDATION_FAILED');
    expectError(
      await sendRaw(t.app, asha, asha, { text: 'Me', clientMessageId: randomUUID() }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await api(t.app, asha, 'POST', 'chat/conversations/not-a-uuid/messages', {
        text: 'Hi',
        clientMessageId: randomUUID(),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await messageRows(asha, ravi)).toEqual([]);
    // Exactly the limit is fine.
    expect((await send(t.app, asha, ravi, 'y'.repeat(CHAT_LIMITS.textMax))).text).toHaveLength(CHAT_LIMITS.textMax);
  });

  it('needs signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/chat/conversations' });
    expectError(res, 401, 'UNAUTHENTICATED');
  });
});

describe('who may write and read', () => {
  it('refuses every endpoint between strangers and with a pending request, and lists nothing', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const pending = await api(t.app, meera, 'POST', 'connection/addConnection', { receiverId: asha.id });
    expect(pending.statusCode).toBe(201);
    for (const other of [ravi, meera]) {
      expectError(await sendRaw(t.app, asha, other, { text: 'Hi', clientMessageId: randomUUID() }), 403, 'FORBIDDEN');
      expectError(await sendRaw(t.app, other, asha, { text: 'Hi', clientMessageId: randomUUID() }), 403, 'FORBIDDEN');
      expectError(await typing(asha, other), 403, 'FORBIDDEN');
      expectError(await pageRaw(t.app, asha, other), 404, 'NOT_FOUND');
      expectError(await read(asha, other, '1'), 404, 'NOT_FOUND');
      expectError(await remove(asha, other), 404, 'NOT_FOUND');
      expect(await messageRows(asha, other)).toEqual([]);
    }
    expect((await conversations(t.app, asha)).conversations).toEqual([]);
    // Another pair's message id is not readable through this pair.
    const [x, y] = await pair();
    const theirs = await send(t.app, x, y, 'Private');
    await connect(t.app, asha, ravi);
    expectError(await read(asha, ravi, theirs.messageId), 404, 'NOT_FOUND');
  });

  it('a removed connection: closed for new messages (409), history readable by both until each deletes it', async () => {
    const [asha, ravi] = await pair();
    const hello = await send(t.app, asha, ravi, 'Hello');
    await send(t.app, ravi, asha, 'Hi Asha');
    const removed = await api(t.app, ravi, 'POST', 'connection/removeConnection', { receiverId: asha.id });
    expect(removed.statusCode).toBe(200);
    for (const [me, other] of [
      [asha, ravi],
      [ravi, asha],
    ] as const) {
      expectError(
        await sendRaw(t.app, me, other, { text: 'Still there?', clientMessageId: randomUUID() }),
        409,
        'CONVERSATION_CLOSED',
      );
      expectError(await typing(me, other), 409, 'CONVERSATION_CLOSED');
      const history = await page(t.app, me, other);
      expect(history.messages.map((m) => m.text)).toEqual(['Hi Asha', 'Hello']);
      expect(history.conversation).toMatchObject({ closedReason: 'removed', canSend: false, showSafetyTips: false });
      expect((await conversations(t.app, me)).conversations.map((row) => row.closedReason)).toEqual(['removed']);
    }
    expect((await read(ravi, asha, hello.messageId)).statusCode).toBe(200);
    // Deleting removes it from Ravi's list only.
    expect((await remove(ravi, asha)).statusCode).toBe(200);
    expectError(await pageRaw(t.app, ravi, asha), 404, 'NOT_FOUND');
    expect((await conversations(t.app, ravi)).conversations).toEqual([]);
    expect((await page(t.app, asha, ravi)).messages).toHaveLength(2);
    expect(await messageRows(asha, ravi)).toHaveLength(2);
    // Connected again: the conversation opens again, without what Ravi deleted.
    await connect(t.app, asha, ravi);
    const again = await send(t.app, asha, ravi, 'Welcome back');
    expect((await page(t.app, ravi, asha)).messages.map((m) => m.messageId)).toEqual([again.messageId]);
    expect((await page(t.app, asha, ravi)).messages).toHaveLength(3);
  });

  it('a blocked pair: the blocked member keeps the history to read; the blocker keeps only the row; nobody writes', async () => {
    const [asha, ravi] = await pair();
    const hello = await send(t.app, asha, ravi, 'Hello');
    const reply = await send(t.app, ravi, asha, 'Hi');
    await block(t.app, asha, ravi);

    // Ravi (blocked): reads the history, closed as a removed connection is (never told of the block), the name
    // without a photo (her profile is gone for him); cannot write.
    const ravis = await page(t.app, ravi, asha);
    expect(ravis.messages.map((m) => m.messageId)).toEqual([reply.messageId, hello.messageId]);
    expect(ravis.conversation).toMatchObject({ closedReason: 'removed', blockedByMe: false, canSend: false });
    expect(ravis.conversation.member.photo).toBeNull();
    expect((await conversations(t.app, ravi)).conversations).toMatchObject([
      { userId: asha.id, closedReason: 'removed', unreadCount: 1, lastMessage: { messageId: reply.messageId } },
    ]);
    expectError(
      await sendRaw(t.app, ravi, asha, { text: 'Why?', clientMessageId: randomUUID() }),
      409,
      'CONVERSATION_CLOSED',
    );
    expectError(await typing(ravi, asha), 409, 'CONVERSATION_CLOSED');
    const receipt = await read(ravi, asha, hello.messageId);
    expect(receipt.statusCode, receipt.body).toBe(200);

    // Asha (blocker): the row in her Blocked list, without the history; cannot write; may delete it.
    const ashas = await conversations(t.app, asha);
    expect(ashas.conversations).toMatchObject([
      {
        userId: ravi.id,
        blockedByMe: true,
        closedReason: 'blocked',
        lastMessage: null,
        unreadCount: 0,
        canSend: false,
      },
    ]);
    expect(ashas.unreadConversations).toBe(0);
    expect((await page(t.app, asha, ravi)).messages).toEqual([]);
    expectError(await read(asha, ravi, reply.messageId), 404, 'NOT_FOUND');
    expectError(
      await sendRaw(t.app, asha, ravi, { text: 'Bye', clientMessageId: randomUUID() }),
      409,
      'CONVERSATION_CLOSED',
    );
    expectError(await typing(asha, ravi), 409, 'CONVERSATION_CLOSED');
    expect((await remove(asha, ravi)).statusCode).toBe(200);
    expect((await conversations(t.app, asha)).conversations).toEqual([]);
    expectError(await pageRaw(t.app, asha, ravi), 404, 'NOT_FOUND');
    expect((await page(t.app, ravi, asha)).messages).toHaveLength(2);
    expect(await messageRows(asha, ravi)).toHaveLength(2);
  });

  it('a block between members who never wrote is not revealed: they are simply not connected', async () => {
    const [asha, ravi] = await pair();
    await block(t.app, ravi, asha);
    expectError(await sendRaw(t.app, asha, ravi, { text: 'Hi', clientMessageId: randomUUID() }), 403, 'FORBIDDEN');
    expectError(await pageRaw(t.app, asha, ravi), 404, 'NOT_FOUND');
  });
});

describe('plans', () => {
  it('Standard members list and read but neither start nor answer (403 PLAN_REQUIRED naming Premium)', async () => {
    const [standard, premium] = [await member('Standard'), await member('Premium')];
    await connect(t.app, standard, premium);
    const refused = expectError(
      await sendRaw(t.app, standard, premium, { text: 'Hello', clientMessageId: randomUUID() }),
      403,
      'PLAN_REQUIRED',
    );
    expect(refused.requiredTier).toBe('Premium');
    // The refusal says what the plan table says (the same sentence the plan cards and conversation use).
    expect(refused.message).toBe(PLAN_REFUSALS.start('Premium'));
    expect(expectError(await typing(standard, premium), 403, 'PLAN_REQUIRED').requiredTier).toBe('Premium');
    expect((await page(t.app, standard, premium)).conversation.canSend).toBe(false);

    // A Premium member writes to them: they read it, mark it read, and still cannot answer.
    const hello = await send(t.app, premium, standard, 'Hello from Premium');
    const list = await conversations(t.app, standard);
    expect(list.conversations).toMatchObject([{ userId: premium.id, canSend: false, unreadCount: 1 }]);
    expect((await page(t.app, standard, premium)).messages.map((m) => m.text)).toEqual(['Hello from Premium']);
    expect((await read(standard, premium, hello.messageId)).statusCode).toBe(200);
    const answer = expectError(
      await sendRaw(t.app, standard, premium, { text: 'Thanks', clientMessageId: randomUUID() }),
      403,
      'PLAN_REQUIRED',
    );
    expect(answer.requiredTier).toBe('Premium');
    expect(answer.message).toBe(PLAN_REFUSALS.reply('Premium'));
    expect(answer.message).toContain('part of Premium and Exclusive');
    expect(await messageRows(standard, premium)).toHaveLength(1);
  });
});

describe('warnings', () => {
  it('are stored for the console and shown to the recipient only; the message is delivered', async () => {
    const [asha, ravi] = await pair();
    const asked = await send(t.app, asha, ravi, 'Can you send me $500 for my visa? Add me on WhatsApp');
    expect(asked.flags).toEqual([]);
    expect((await page(t.app, ravi, asha)).messages[0]?.flags).toEqual(['money_request', 'off_platform']);
    expect((await page(t.app, asha, ravi)).messages[0]?.flags).toEqual([]);
    expect((await conversations(t.app, ravi)).conversations[0]?.lastMessage?.flags).toEqual([
      'money_request',
      'off_platform',
    ]);
    const stored = await t.app.db
      .selectFrom('messageFlags')
      .select('kind')
      .where('messageId', '=', Number(asked.messageId))
      .orderBy('kind')
      .execute();
    expect(stored.map((row) => row.kind)).toEqual(['money_request', 'off_platform']);
    const ordinary = await send(t.app, ravi, asha, 'My father is a doctor; the wedding hall cost a lot.');
    expect((await page(t.app, asha, ravi)).messages[0]).toMatchObject({ messageId: ordinary.messageId, flags: [] });
  });

  it('flag the same long text written to many members', async () => {
    const sender = await member();
    const script = 'Hello dear, I saw your profile and I feel we have a special connection, please write back soon';
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      const other = await member();
      await connect(t.app, sender, other);
      t.clock.advance(60_000);
      const sent = await send(t.app, sender, other, script);
      results.push((await page(t.app, other, sender)).messages.find((m) => m.messageId === sent.messageId)?.flags);
    }
    expect(results).toEqual([[], [], [], [], [], ['repeated_text']]);
  });
});

describe('live events', () => {
  it('reach both members’ every tab after the commit, and nobody else', async () => {
    const [asha, ravi] = await pair();
    const meera = await member();
    const sockets = [open(origin, asha.accessToken), open(origin, ravi.accessToken), open(origin, ravi.accessToken)];
    const meeras = open(origin, meera.accessToken);
    await Promise.all([...sockets, meeras].map(connected));
    const heardByMeera: string[] = [];
    meeras.onAny((event: string) => heardByMeera.push(event));
    const [aSocket, rTab1, rTab2] = sockets as [(typeof sockets)[0], (typeof sockets)[0], (typeof sockets)[0]];

    const arriving = [
      nextEvent(aSocket, 'chat_message'),
      nextEvent(rTab1, 'chat_message'),
      nextEvent(rTab2, 'chat_message'),
    ];
    const sent = await send(t.app, asha, ravi, 'Send me $100 please');
    const [toAsha, toRavi1, toRavi2] = await Promise.all(arriving);
    expect(toAsha).toEqual({ userId: ravi.id, message: { ...sent, flags: [] } });
    expect(toRavi1).toEqual({ userId: asha.id, message: { ...sent, flags: ['money_request'] } });
    expect(toRavi2).toEqual(toRavi1);
    // Stored before it was announced.
    expect(await messageRows(asha, ravi)).toHaveLength(1);

    const typingHeard = nextEvent(rTab1, 'chat_typing');
    expect((await typing(asha, ravi)).statusCode).toBe(200);
    expect(await typingHeard).toEqual({ userId: asha.id, typing: true });

    const [seenByAsha, seenByRavi] = [nextEvent(aSocket, 'chat_read'), nextEvent(rTab2, 'chat_read')];
    const receipt = ReadResponseSchema.parse((await read(ravi, asha, sent.messageId)).json());
    expect(await seenByAsha).toEqual({
      readerId: ravi.id,
      userId: ravi.id,
      upToMessageId: sent.messageId,
      readAt: receipt.readAt,
    });
    expect(await seenByRavi).toMatchObject({ readerId: ravi.id, userId: asha.id });
    // A refused send announces nothing.
    await sendRaw(t.app, meera, asha, { text: 'Hi', clientMessageId: randomUUID() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByMeera).toEqual([]);
  });
});

/** A push subscription registered as `who`'s device, with the member shown offline. */
async function offlineDevice(who: ChatMember, name: string) {
  const subscription = push.subscribe(name);
  const device = await api(t.app, who, 'POST', 'user/updateFcmToken', {
    fcmToken: JSON.stringify(subscription.json),
    uid: who.row.uid,
    userStatus: 'false',
  });
  expect(device.statusCode, device.body).toBe(200);
  return subscription;
}

describe('an offline recipient', () => {
  it('gets a Web Push with the sender’s first name and no text; one online gets none', async () => {
    const asha = await member('Premium', 'Asha');
    const ravi = await member();
    await connect(t.app, asha, ravi);
    const subscription = await offlineDevice(ravi, 'chat-ravi');

    const arrived = push.next('chat-ravi');
    await send(t.app, asha, ravi, 'A secret only for Ravi');
    await t.app.jobs.drain();
    const request = await arrived;
    const payload = JSON.parse(subscription.decrypt(request.body)) as PushMessage;
    expect(payload).toEqual({
      type: 'chat_message',
      title: 'New message',
      body: 'Asha sent you a message.',
      url: `/chat/${asha.id}`,
      tag: `chat:${asha.id}`,
    });
    expect(subscription.decrypt(request.body)).not.toContain('secret');

    const socket = open(origin, ravi.accessToken);
    await connected(socket);
    const heard = nextEvent(socket, 'chat_message');
    await send(t.app, asha, ravi, 'While online');
    await heard;
    await t.app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.to('chat-ravi')).toHaveLength(1);
  });

  it('the push and the unread e-mail name a sender by the name members see: their display name, not their first', async () => {
    // Asha chose to be shown as "Asha K."; the push and the e-mail never use her first name alone.
    const asha = await chatMember(t.app, 'Premium', { firstName: 'Ashalata', displayName: 'Asha K.' });
    const ravi = await member();
    await connect(t.app, asha, ravi);
    const subscription = await offlineDevice(ravi, 'chat-ravi-named');
    const arrived = push.next('chat-ravi-named');
    await send(t.app, asha, ravi, 'Hello');
    await t.app.jobs.drain();
    const payload = JSON.parse(subscription.decrypt((await arrived).body)) as PushMessage;
    expect(payload.body).toBe('Asha K. sent you a message.');
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs + 1000);
    await t.app.jobs.drain();
    const mail = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', ravi.email.toLowerCase())
      .where('template', '=', 'chat-unread')
      .executeTakeFirst();
    expect(mail?.subject).toBe('Asha K. sent you a message');
    expect(`${mail?.subject} ${mail?.text}`).not.toContain('Ashalata');
  });

  it('gets one e-mail when a message is still unread an hour later, and another only after reading', async () => {
    const asha = await member('Premium', 'Asha');
    const ravi = await member();
    await connect(t.app, asha, ravi);
    const mails = () =>
      t.app.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('toAddress', '=', ravi.email.toLowerCase())
        .where('template', '=', 'chat-unread')
        .execute();
    await send(t.app, asha, ravi, 'The secret plan');
    t.clock.advance(10 * 60_000);
    const second = await send(t.app, asha, ravi, 'And another thing');
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs - 10 * 60_000 - 1000);
    await t.app.jobs.drain();
    expect(await mails()).toHaveLength(0);
    t.clock.advance(2000);
    await t.app.jobs.drain();
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs);
    await t.app.jobs.drain();
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Asha sent you a message');
    expect(mail?.text).toContain(`/chat/${asha.id}`);
    expect(mail?.text).not.toContain('secret');

    // Read, then a new message: a new stretch, a new e-mail an hour later; a message read in time sends none.
    // (The clock moved past the access tokens' life: both sign in again.)
    const fresh = async () => {
      Object.assign(asha, await signIn(t.app, asha.email));
      Object.assign(ravi, await signIn(t.app, ravi.email));
    };
    await fresh();
    expect((await read(ravi, asha, second.messageId)).statusCode).toBe(200);
    const late = await send(t.app, asha, ravi, 'Hello again');
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs + 1000);
    await t.app.jobs.drain();
    // The first stretch's e-mail went out; reading ended it, so "Hello again" started a new one.
    expect(await mails()).toHaveLength(2);
    await fresh();
    expect((await read(ravi, asha, late.messageId)).statusCode).toBe(200);
    const answered = await send(t.app, asha, ravi, 'One more');
    t.clock.advance(30 * 60_000);
    await fresh();
    expect((await read(ravi, asha, answered.messageId)).statusCode).toBe(200);
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs);
    await t.app.jobs.drain();
    expect(await mails()).toHaveLength(2);
  });
});

describe('a send whose process died after the commit, before publishing', () => {
  /** Sends as a process that stores the message and dies before it publishes: its `chat.message` never goes out. */
  async function sendAndDie(from: ChatMember, to: ChatMember, text: string, clientMessageId: string) {
    const emit = t.app.events.emit.bind(t.app.events);
    const spy = vi
      .spyOn(t.app.events, 'emit')
      .mockImplementation((name, payload) =>
        name === 'chat.message' ? Promise.resolve() : emit(name, payload as never),
      );
    try {
      const res = await sendRaw(t.app, from, to, { text, clientMessageId });
      expect(res.statusCode, res.body).toBe(201);
      return SendMessageResponseSchema.parse(res.json()).data;
    } finally {
      spy.mockRestore();
    }
  }

  it('is published by the retry with the same clientMessageId: the recipient’s socket and the sender’s tabs', async () => {
    const [asha, ravi] = await pair();
    const [raviTab, ashaOtherTab] = [open(origin, ravi.accessToken), open(origin, asha.accessToken)];
    await Promise.all([raviTab, ashaOtherTab].map(connected));
    const clientMessageId = randomUUID();
    const stored = await sendAndDie(asha, ravi, 'Shall we speak on Sunday?', clientMessageId);

    const [toRavi, toAsha] = [nextEvent(raviTab, 'chat_message'), nextEvent(ashaOtherTab, 'chat_message')];
    const retry = await sendRaw(t.app, asha, ravi, { text: 'Shall we speak on Sunday?', clientMessageId });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(SendMessageResponseSchema.parse(retry.json()).data).toEqual(stored);
    expect(await toRavi).toEqual({
      userId: asha.id,
      message: { ...stored, flags: [] },
    });
    expect(await toAsha).toEqual({ userId: ravi.id, message: stored });
    expect(await messageRows(asha, ravi)).toHaveLength(1);
  });

  it('sends its push and its e-mail once: not lost with the process, not repeated by retries', async () => {
    const asha = await member('Premium', 'Asha');
    const ravi = await member();
    await connect(t.app, asha, ravi);
    const subscription = push.subscribe('retried-ravi');
    const device = await api(t.app, ravi, 'POST', 'user/updateFcmToken', {
      fcmToken: JSON.stringify(subscription.json),
      uid: ravi.row.uid,
      userStatus: 'false',
    });
    expect(device.statusCode, device.body).toBe(200);
    const mails = () =>
      t.app.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('toAddress', '=', ravi.email.toLowerCase())
        .where('template', '=', 'chat-unread')
        .execute();

    const clientMessageId = randomUUID();
    await sendAndDie(asha, ravi, 'Namaste Ravi', clientMessageId);
    // The job queue of whichever process runs next sends the push the dead one did not.
    await t.app.jobs.drain();
    expect(push.to('retried-ravi')).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      expect((await sendRaw(t.app, asha, ravi, { text: 'Namaste Ravi', clientMessageId })).statusCode).toBe(200);
      await t.app.jobs.drain();
    }
    expect(push.to('retried-ravi')).toHaveLength(1);
    expect(JSON.parse(subscription.decrypt(push.to('retried-ravi')[0]!.body))).toMatchObject({
      body: 'Asha sent you a message.',
    });

    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs + 1000);
    await t.app.jobs.drain();
    expect(await mails()).toHaveLength(1);
  });
});

describe('the unread e-mail’s setting', () => {
  it('follows emailChatMessages as it stands when the e-mail is due, and carries a working one-click unsubscribe', async () => {
    const asha = await member('Premium', 'Asha');
    const ravi = await member();
    await connect(t.app, asha, ravi);
    const mails = () =>
      t.app.db
        .selectFrom('emailOutbox')
        .selectAll()
        .where('toAddress', '=', ravi.email.toLowerCase())
        .where('template', '=', 'chat-unread')
        .orderBy('createdAt')
        .execute();
    const settings = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/settings', headers: ravi.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Record<string, boolean> }>().data;
    };
    const choose = async (emailChatMessages: boolean) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/notifications/settings',
        headers: ravi.headers,
        payload: { emailChatMessages },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The clock moves past the access tokens' life: both sign in again.
    const fresh = async () => {
      Object.assign(asha, await signIn(t.app, asha.email));
      Object.assign(ravi, await signIn(t.app, ravi.email));
    };
    const claimed = async () =>
      (
        await t.app.db
          .selectFrom('conversations')
          .select('unreadEmailSentFor')
          .where('memberId', '=', ravi.id)
          .where('otherId', '=', asha.id)
          .executeTakeFirstOrThrow()
      ).unreadEmailSentFor;
    expect((await settings()).emailChatMessages).toBe(true);

    // On when the message was sent, off before the e-mail is due: none, and the stretch is not marked e-mailed.
    const first = await send(t.app, asha, ravi, 'First');
    t.clock.advance(10 * 60_000);
    await choose(false);
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs);
    await t.app.jobs.drain();
    expect(await mails()).toHaveLength(0);
    expect(await claimed()).toBeNull();

    // Off when the message was sent, on again before the e-mail is due: it goes out, with one-click unsubscribe.
    await fresh();
    expect((await read(ravi, asha, first.messageId)).statusCode).toBe(200);
    const second = await send(t.app, asha, ravi, 'Second');
    t.clock.advance(10 * 60_000);
    await choose(true);
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs);
    await t.app.jobs.drain();
    const [mail, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Asha sent you a message');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/notifications\/unsubscribe\?token=.+>$/);
    expect(header).not.toContain(encodeURIComponent(ravi.email));
    const link = new URL(header.slice(1, -1));
    expect(mail?.text).toContain(`Stop these e-mails: ${link.toString()}`);

    // The link, as a mail client follows it (RFC 8058), without signing in: GET asks, POST turns this kind off.
    await fresh();
    const shown = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('chat messages waiting unread');
    expect((await settings()).emailChatMessages).toBe(true);
    const done = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await settings()).toEqual({
      emailConnectionRequests: true,
      emailConnectionAccepted: true,
      emailDailyDigest: true,
      emailChatMessages: false,
    });

    // Unsubscribed: the next stretch sends none.
    expect((await read(ravi, asha, second.messageId)).statusCode).toBe(200);
    await send(t.app, asha, ravi, 'Third');
    t.clock.advance(CHAT_LIMITS.unreadEmailAfterMs + 1000);
    await t.app.jobs.drain();
    expect(await mails()).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it(`allow ${CHAT_LIMITS.sendsPerMinute} sends a minute per member; a retry of a stored message is never refused`, async () => {
    const limited = await createTestApp();
    try {
      const [asha, ravi] = [await chatMember(limited.app), await chatMember(limited.app)];
      await connect(limited.app, asha, ravi);
      const firstId = randomUUID();
      for (let i = 0; i < CHAT_LIMITS.sendsPerMinute; i += 1) {
        const res = await sendRaw(limited.app, asha, ravi, {
          text: `m${i}`,
          clientMessageId: i === 0 ? firstId : randomUUID(),
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const refused = await sendRaw(limited.app, asha, ravi, { text: 'one too many', clientMessageId: randomUUID() });
      expectError(refused, 429, 'RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await sendRaw(limited.app, asha, ravi, { text: 'm0', clientMessageId: firstId })).statusCode).toBe(200);
      // Ravi has his own allowance.
      expect((await sendRaw(limited.app, ravi, asha, { text: 'Hi', clientMessageId: randomUUID() })).statusCode).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});
