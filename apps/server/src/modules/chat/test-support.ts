import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import {
  ConversationsResponseSchema,
  MessagesPageSchema,
  SendMessageResponseSchema,
  type ChatMessage,
} from '@app/shared/chat';
import type { UserType } from '@app/shared/constants';
import { createMember, type CreatedMember, type ProfileOverrides } from '../../../test/factories/profiles';
import { signIn, type SignedIn } from '../../../test/factories/users';

/** Helpers of the chat and file tests (used by *.int.test.ts and *.redis.test.ts only). */

export type ChatMember = CreatedMember & SignedIn;

/** A member who finished onboarding, signed in (headers, cookies, access token); Premium unless told otherwise. */
export async function chatMember(
  app: FastifyInstance,
  usertype: UserType = 'Premium',
  profile: ProfileOverrides = {},
): Promise<ChatMember> {
  const created = await createMember(app, { usertype, profile });
  return { ...created, ...(await signIn(app, created.email)) };
}

export function api(
  app: FastifyInstance,
  who: ChatMember,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Connects two members the way members do: a request, then its acceptance. */
export async function connect(app: FastifyInstance, a: ChatMember, b: ChatMember): Promise<void> {
  const asked = await api(app, a, 'POST', 'connection/addConnection', { receiverId: b.id });
  expect(asked.statusCode, asked.body).toBe(201);
  const accepted = await api(app, b, 'POST', 'connection/acceptConnection', { senderId: a.id });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** Blocks as the safety issue will: the block row (no endpoint writes it yet), and the connection removed. */
export async function block(app: FastifyInstance, blocker: ChatMember, blocked: ChatMember): Promise<void> {
  await app.db
    .insertInto('blocks')
    .values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: app.clock.now() })
    .execute();
  const removed = await api(app, blocker, 'POST', 'connection/removeConnection', { receiverId: blocked.id });
  expect(removed.statusCode, removed.body).toBe(200);
}

export const sendRaw = (
  app: FastifyInstance,
  from: ChatMember,
  to: { id: string },
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> => api(app, from, 'POST', `chat/conversations/${to.id}/messages`, body);

/** Sends a text (a new clientMessageId unless given) and answers the stored message. */
export async function send(
  app: FastifyInstance,
  from: ChatMember,
  to: { id: string },
  text: string,
  clientMessageId: string = randomUUID(),
): Promise<ChatMessage> {
  const res = await sendRaw(app, from, to, { text, clientMessageId });
  expect(res.statusCode, res.body).toBe(201);
  return SendMessageResponseSchema.parse(res.json()).data;
}

export async function conversations(app: FastifyInstance, who: ChatMember) {
  const res = await api(app, who, 'GET', 'chat/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return ConversationsResponseSchema.parse(res.json());
}

export const pageRaw = (app: FastifyInstance, who: ChatMember, other: { id: string }, before?: string) =>
  api(
    app,
    who,
    'GET',
    `chat/conversations/${other.id}/messages${before === undefined ? '' : `?before=${encodeURIComponent(before)}`}`,
  );

export async function page(app: FastifyInstance, who: ChatMember, other: { id: string }, before?: string) {
  const res = await pageRaw(app, who, other, before);
  expect(res.statusCode, res.body).toBe(200);
  return MessagesPageSchema.parse(res.json());
}

export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}
