import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/profiles';
import { signIn, VALID_ANSWERS } from '../../../test/factories/users';
import { connected, nextEvent, socketClients, type ClientSocket } from '../../../test/sockets';
import type { ChatMember } from '../chat/test-support';

/**
 * A block is never revealed to the member who was blocked (docs/privacy.md, "Blocking"). Asha and Ravi are built
 * the same way in three databases of their own — connected, a message each way, contact details shared both ways,
 * he favourited her and each opened the other's profile, his socket open — and then:
 *
 * - `blocked`: she blocks him;
 * - `removed`: she removes the connection;
 * - `gone`: she removes the connection and her profile is then hidden (as moderation does): what anyone sees of a
 *   member whose profile is not available (the profile view's one 404).
 *
 * Everything he can then ask or hear is recorded (status, content type, body; every socket event, in order), with
 * the two members' ids and the message ids named alike, and compared byte for byte: each path answers him exactly
 * as after a removal, or, where a removal would still show her, exactly as for a member whose profile is gone.
 */

type Kind = 'blocked' | 'removed' | 'gone';
type World = { t: TestApp; asha: ChatMember; ravi: ChatMember; seen: Record<string, string> };

const T0 = new Date('2026-12-01T09:00:00.000Z');
const CLIENT_MESSAGE_ID = '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a';
/** An id no member has: the profile view's 404 for it is the answer for a member who does not exist. */
const NOBODY = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';

const { open, closeSockets } = socketClients();
const worlds = new Map<Kind, World>();

async function member(t: TestApp, who: 'asha' | 'ravi'): Promise<ChatMember> {
  const created =
    who === 'asha'
      ? await createMember(t.app, {
          usertype: 'Premium',
          profile: { firstName: 'Asha', displayName: null, country: 'NZ', religion: 'Hindu' },
          preferences: { countries: ['NZ'], mustHave: ['countries'] },
        })
      : await createMember(t.app, {
          usertype: 'Premium',
          answers: { ...VALID_ANSWERS, 1: 'Man', 2: 'Woman', 7: 31, 8: { min: 24, max: 32 } },
          profile: { firstName: 'Ravi', displayName: null, country: 'NZ' },
        });
  return { ...created, ...(await signIn(t.app, created.email)) };
}

function call(t: TestApp, who: ChatMember, method: 'GET' | 'POST', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function ok(res: Promise<LightMyRequestResponse>, status = 200): Promise<LightMyRequestResponse> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/** An answer as he receives it, with both members' ids named (the rest, clock and message ids included, is alike). */
function record(world: Pick<World, 'asha' | 'ravi'>, res: LightMyRequestResponse): string {
  return name(world, `${res.statusCode} ${String(res.headers['content-type'])}\n${res.body}`);
}
const name = ({ asha, ravi }: Pick<World, 'asha' | 'ravi'>, text: string) =>
  text.replaceAll(asha.id, '<Asha>').replaceAll(ravi.id, '<Ravi>');

async function build(kind: Kind): Promise<World> {
  const t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const step = () => t.clock.advance(1000);
  t.clock.set(T0);
  const asha = await member(t, 'asha');
  step();
  const ravi = await member(t, 'ravi');
  step();
  const as = (who: ChatMember, method: 'GET' | 'POST', path: string, payload?: object) =>
    call(t, who, method, path, payload);

  // What stands between them before: a connection, a message each way, contact details shared both ways, a
  // favourite and profile visits.
  await ok(as(ravi, 'POST', 'connection/addConnection', { receiverId: asha.id }), 201);
  step();
  await ok(as(asha, 'POST', 'connection/acceptConnection', { senderId: ravi.id }));
  step();
  const fromAsha = await ok(
    as(asha, 'POST', `chat/conversations/${ravi.id}/messages`, {
      text: 'Namaste Ravi, my parents would like to speak with yours.',
      clientMessageId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    }),
    201,
  );
  const ashasMessageId = (fromAsha.json() as { data: { messageId: string } }).data.messageId;
  step();
  await ok(
    as(ravi, 'POST', `chat/conversations/${asha.id}/messages`, {
      text: 'Namaste Asha, Sunday suits us.',
      clientMessageId: '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    }),
    201,
  );
  step();
  for (const [asker, owner] of [
    [ravi, asha],
    [asha, ravi],
  ] as const) {
    await ok(as(asker, 'POST', 'contact-details/requestAccess', { userId: owner.id }));
    step();
    await ok(as(owner, 'POST', 'contact-details/respondToRequest', { requesterId: asker.id, grant: true }));
    step();
    await ok(as(asker, 'POST', 'contact-details/getContactDetails', { userId: owner.id }));
    step();
  }
  await ok(as(ravi, 'POST', 'profile/favorite/toggleFav', { favoritedUserId: asha.id }), 201);
  await ok(as(ravi, 'POST', 'profile-view/add-view', { receiverId: asha.id }));
  await ok(as(asha, 'POST', 'profile-view/add-view', { receiverId: ravi.id }));
  step();

  // His socket, from before she acts: every event it hears, in order.
  const socket: ClientSocket = open(origin, ravi.accessToken);
  await connected(socket);
  const heard: string[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push(`${event} ${JSON.stringify(payload)}`));

  const told = nextEvent(socket, 'connection_Status');
  if (kind === 'blocked') {
    await ok(as(asha, 'POST', 'block/block', { blockedUserId: ravi.id }), 201);
  } else {
    await ok(as(asha, 'POST', 'connection/removeConnection', { receiverId: ravi.id }));
  }
  if (kind === 'gone')
    await t.app.db.updateTable('profiles').set({ hidden: true }).where('userId', '=', asha.id).execute();
  await told;
  step();

  const world = { asha, ravi };
  const seen: Record<string, string> = {};
  const look = async (path: string, res: Promise<LightMyRequestResponse>) => {
    seen[path] = record(world, await res);
  };
  /** What his socket heard so far: everything sent to him before a last event has reached it. */
  const heardSoFar = async (path: string) => {
    const last = nextEvent(socket, 'notifications_changed');
    await t.app.events.emit('notification.changed', { userId: ravi.id, unreadCount: 0 });
    await last;
    seen[path] = name(world, heard.join('\n'));
  };
  const his = (method: 'GET' | 'POST', path: string, payload?: object) => as(ravi, method, path, payload);

  // Reading first, then what would change something.
  await look('chat: the list', his('GET', 'chat/conversations'));
  await look('chat: the conversation', his('GET', `chat/conversations/${asha.id}/messages`));
  await look(
    'chat: sending',
    his('POST', `chat/conversations/${asha.id}/messages`, {
      text: 'Are you there?',
      clientMessageId: CLIENT_MESSAGE_ID,
    }),
  );
  await look('chat: typing', his('POST', `chat/conversations/${asha.id}/typing`, { typing: true }));
  await look('chat: reading', his('POST', `chat/conversations/${asha.id}/read`, { upToMessageId: ashasMessageId }));
  await look('contact details: state', his('POST', 'contact-details/getAccessState', { userId: asha.id }));
  await look('contact details: reading hers', his('POST', 'contact-details/getContactDetails', { userId: asha.id }));
  await look('contact details: his log', his('GET', 'contact-details/getAccessLog'));
  await look('contact details: asking', his('POST', 'contact-details/requestAccess', { userId: asha.id }));
  await look(
    'contact details: answering',
    his('POST', 'contact-details/respondToRequest', { requesterId: asha.id, grant: true }),
  );
  await look('contact details: revoking', his('POST', 'contact-details/revokeAccess', { userId: asha.id }));
  await look('connections: his connections', his('GET', 'connection/getMyConnections'));
  await look('connections: requests he sent', his('GET', 'connection/getSentConnectionRequests'));
  await look('connections: requests he received', his('GET', 'connection/getReceivedConnectionRequests'));
  await heardSoFar('his socket');
  await look('connections: status', his('POST', 'connection/getConnectionStatus', { userId: asha.id }));
  await look('profile: hers', his('POST', 'profile/getUserDetails', { userId: asha.id }));
  await look('profile: nobody’s', his('POST', 'profile/getUserDetails', { userId: NOBODY }));
  await look('discover: his matches', his('GET', 'profile/filtered-profiles'));
  await look('discover: his favourites', his('GET', 'profile/favorite/getFavProfile'));
  await look('discover: who viewed him', his('GET', 'profile-view/my-views'));
  await look('notifications', his('GET', 'notifications/getAllNotification'));
  await look('blocks: his Blocked list', his('GET', 'block/blocked-by-me'));
  await look('calls: calling her', his('POST', 'call/start', { calleeId: asha.id, kind: 'video' }));
  await look('photos: asking for hers', his('POST', 'photos/requestAccess', { userId: asha.id }));
  await look('profile: visiting hers', his('POST', 'profile-view/add-view', { receiverId: asha.id }));
  await look('connections: asking again', his('POST', 'connection/addConnection', { receiverId: asha.id }));

  await heardSoFar('his socket, to the end');
  closeSockets();
  return { t, asha, ravi, seen };
}

beforeAll(async () => {
  for (const kind of ['blocked', 'removed', 'gone'] as const) worlds.set(kind, await build(kind));
}, 120_000);
afterAll(async () => {
  closeSockets();
  for (const world of worlds.values()) await world.t.close();
});

const seen = (kind: Kind, path: string) => {
  const answer = worlds.get(kind)?.seen[path];
  if (answer === undefined) throw new Error(`nothing recorded for ${path} (${kind})`);
  return answer;
};

/** Where a removed connection is what he sees: she has no photo, so her name is all any of these shows of her. */
const AS_AFTER_A_REMOVAL = [
  'chat: the list',
  'chat: the conversation',
  'chat: sending',
  'chat: typing',
  'chat: reading',
  'contact details: state',
  'contact details: reading hers',
  'contact details: his log',
  'contact details: asking',
  'contact details: answering',
  'contact details: revoking',
  'connections: his connections',
  'connections: requests he sent',
  'connections: requests he received',
  'blocks: his Blocked list',
  'his socket',
];
/** Where a removal would still show her: as for a member whose profile is not available to anyone. */
const AS_FOR_A_PROFILE_GONE = [
  'connections: status',
  'profile: hers',
  'discover: his matches',
  'discover: his favourites',
  'discover: who viewed him',
  'notifications',
  'calls: calling her',
  'photos: asking for hers',
  'profile: visiting hers',
  'connections: asking again',
  'his socket, to the end',
];

describe('what the member who was blocked can observe', () => {
  it.each(AS_AFTER_A_REMOVAL)('%s: byte for byte as after she removed the connection', (path) => {
    expect(seen('blocked', path)).toBe(seen('removed', path));
  });

  it.each(AS_FOR_A_PROFILE_GONE)('%s: byte for byte as for a member whose profile is gone', (path) => {
    expect(seen('blocked', path)).toBe(seen('gone', path));
  });

  it.each([...AS_AFTER_A_REMOVAL, ...AS_FOR_A_PROFILE_GONE])(
    '%s: byte for byte as after a removal and her profile gone',
    (path) => {
      expect(seen('blocked', path)).toBe(seen('gone', path));
    },
  );

  it('her profile answers him the one 404, the same as an id nobody has', () => {
    expect(seen('blocked', 'profile: hers')).toBe(seen('blocked', 'profile: nobody’s'));
    expect(seen('blocked', 'profile: hers')).toMatch(/^404 /);
  });

  it('the comparisons can tell worlds apart: a plain removal still shows her where a block does not', () => {
    for (const path of ['profile: hers', 'discover: his matches', 'notifications']) {
      expect(seen('removed', path)).not.toBe(seen('blocked', path));
    }
    // And the closed conversation, the read receipt on his tabs and the contact state are really there to compare.
    expect(seen('removed', 'chat: the list')).toContain('"closedReason":"removed"');
    expect(seen('removed', 'his socket')).toContain('chat_read');
    expect(seen('removed', 'contact details: state')).toMatch(/^200 /);
  });
});

describe('a block between members with nothing between them', () => {
  it('tells the member blocked nothing on his socket, as nothing happening tells him nothing', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const [asha, ravi, meera] = [await member(t, 'asha'), await member(t, 'ravi'), await member(t, 'asha')];
      const sockets = [open(origin, ravi.accessToken), open(origin, meera.accessToken)] as const;
      await Promise.all(sockets.map(connected));
      const heard: string[][] = [[], []];
      sockets.forEach((socket, i) => socket.onAny((event: string) => heard[i]?.push(event)));

      // Asha blocks Ravi; Meera, a stranger to Asha too, is the control: nothing happens to her.
      await ok(call(t, asha, 'POST', 'block/block', { blockedUserId: ravi.id }), 201);
      const lasts = sockets.map((socket) => nextEvent(socket, 'notifications_changed'));
      for (const who of [ravi, meera]) {
        await t.app.events.emit('notification.changed', { userId: who.id, unreadCount: 0 });
      }
      await Promise.all(lasts);
      expect(heard[0]).toEqual(heard[1]);
      expect(heard[0]).toEqual(['notifications_changed']);

      // Writing to her answers as writing to any stranger does.
      const body = { text: 'Hello', clientMessageId: CLIENT_MESSAGE_ID };
      const toAsha = await call(t, ravi, 'POST', `chat/conversations/${asha.id}/messages`, body);
      const toMeera = await call(t, ravi, 'POST', `chat/conversations/${meera.id}/messages`, body);
      expect([toAsha.statusCode, toAsha.body]).toEqual([toMeera.statusCode, toMeera.body]);
    } finally {
      closeSockets();
      await t.close();
    }
  }, 60_000);
});
