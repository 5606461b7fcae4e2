import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessBaseSchema } from '@app/shared/api';
import {
  CHAT_LIMITS,
  ConversationsResponseSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  ReadBodySchema,
  ReadResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  TypingBodySchema,
} from '@app/shared/chat';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimits } from '../../lib/security/rate-limits';
import { registerChatJobs } from './chat-jobs';
import {
  deleteConversation,
  getMessages,
  listConversations,
  markConversationRead,
  sendMessage,
  signalTyping,
} from './chat.service';

const tags = ['chat'];
const security = [{ bearer: [] }];

/** Per member, per endpoint (sending: CHAT_LIMITS.sendsPerMinute, across conversations). */
export const CHAT_RATE_LIMITS = {
  list: { max: 120, timeWindow: '1 minute' },
  messages: { max: 120, timeWindow: '1 minute' },
  send: { max: CHAT_LIMITS.sendsPerMinute, timeWindow: '1 minute' },
  read: { max: 120, timeWindow: '1 minute' },
  /** The client sends at most one signal per CHAT_LIMITS.typingThrottleMs, and a stop: 40 a minute, with room. */
  typing: { max: 60, timeWindow: '1 minute' },
  remove: { max: 30, timeWindow: '1 minute' },
} as const;

const ConversationParamsSchema = z.object({ userId: z.uuid('That conversation was not found.') });

/**
 * Chat (issue 13, ADR 012, docs/chat.md): every action is a request here, validated by the shared schemas,
 * rate-limited per member and decided in chat.service.ts; the members hear of it over their sockets
 * (`chat_message`, `chat_read`, `chat_typing`). The push and the unread e-mail are registered here too.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  registerChatJobs(app);
  const signedIn = { onRequest: [app.authenticate] };
  const limit = keyedLimits(app, 'chat', CHAT_RATE_LIMITS);

  app.get(
    '/chat/conversations',
    {
      ...signedIn,
      config: { family: 'chat' },
      schema: {
        tags,
        security,
        summary: 'My conversations, newest first: the other member, the last message and the unread count',
        response: { 200: ConversationsResponseSchema, ...errorResponses(...SIGNED_IN, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.list.consume(request, me.id);
      return { success: true as const, ...(await listConversations(app, me)) };
    },
  );

  app.get(
    '/chat/conversations/:userId/messages',
    {
      ...signedIn,
      config: { family: 'chat' },
      schema: {
        tags,
        security,
        summary: `One page of a conversation (${CHAT_LIMITS.pageSize} messages, newest first; "before" is the previous page's nextCursor)`,
        params: ConversationParamsSchema,
        querystring: MessagesQuerySchema,
        response: {
          200: MessagesPageSchema,
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.messages.consume(request, me.id);
      return {
        success: true as const,
        ...(await getMessages(app, me, request.params.userId, request.query.before)),
      };
    },
  );

  app.post(
    '/chat/conversations/:userId/messages',
    {
      ...signedIn,
      config: { family: 'chat' },
      schema: {
        tags,
        security,
        summary: 'Send a message (text and/or an uploaded file); the same clientMessageId again stores nothing new',
        params: ConversationParamsSchema,
        body: SendMessageBodySchema,
        response: {
          200: SendMessageResponseSchema,
          201: SendMessageResponseSchema,
          ...errorResponses(
            ...SIGNED_IN,
            ...BODY,
            'RATE_LIMITED',
            'NOT_FOUND',
            'FORBIDDEN',
            'PLAN_REQUIRED',
            'CONVERSATION_CLOSED',
            'CONFLICT',
          ),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { message, created } = await sendMessage(app, me, request.params.userId, request.body, () =>
        limit.send.consume(request, me.id),
      );
      return reply
        .status(created ? 201 : 200)
        .send({ success: true as const, message: created ? 'Sent.' : 'Already sent.', data: message });
    },
  );

  app.post(
    '/chat/conversations/:userId/read',
    {
      ...signedIn,
      config: { family: 'chat' },
      schema: {
        tags,
        security,
        summary: 'Mark the messages I received in a conversation read, up to one (the sender sees “Seen”)',
        params: ConversationParamsSchema,
        body: ReadBodySchema,
        response: { 200: ReadResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.read.consume(request, me.id);
      return {
        success: true as const,
        ...(await markConversationRead(app, me, request.params.userId, request.body.upToMessageId)),
      };
    },
  );

  app.post(
    '/chat/conversations/:userId/typing',
    {
      ...signedIn,
      config: { family: 'chat' },
      schema: {
        tags,
        security,
        summary: 'Tell the other member I am typing, or stopped (nothing is stored)',
        params: ConversationParamsSchema,
        body: TypingBodySchema,
        response: {
          200: SuccessBaseSchema,
          ...errorResponses(
            ...SIGNED_IN,
            ...BODY,
            'RATE_LIMITED',
            'NOT_FOUND',
            'FORBIDDEN',
            'PLAN_REQUIRED',
            'CONVERSATION_CLOSED',
          ),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.typing.consume(request, me.id);
      await signalTyping(app, me, request.params.userId, request.body.typing);
      return { success: true as const };
    },
  );

  app.delete(
    '/chat/conversations/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Remove a conversation from my chats (the other member keeps theirs)',
        params: ConversationParamsSchema,
        response: {
          200: SuccessBaseSchema,
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.remove.consume(request, me.id);
      await deleteConversation(app, me, request.params.userId);
      return { success: true as const, message: 'The conversation is removed from your chats.' };
    },
  );
};
