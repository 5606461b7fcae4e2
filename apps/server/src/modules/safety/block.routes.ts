import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessBaseSchema } from '@app/shared/api';
import { BlockBodySchema, BlockedByMeResponseSchema } from '@app/shared/safety';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimits } from '../../lib/security/rate-limits';
import { blockMember, listBlockedByMe, unblockMember } from './block.service';

const tags = ['safety'];
const security = [{ bearer: [] }];

/** Per member, per endpoint. */
export const BLOCK_RATE_LIMITS = {
  block: { max: 30, timeWindow: '1 minute' },
  unblock: { max: 30, timeWindow: '1 minute' },
  list: { max: 60, timeWindow: '1 minute' },
} as const;

/**
 * Blocking (issue 14 point 1) on the reference paths, rate-limited per member and decided in block.service.ts.
 * What a block hides and ends: docs/privacy.md ("Blocking").
 */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };
  const limit = keyedLimits(app, 'block', BLOCK_RATE_LIMITS);

  app.post(
    '/block/block',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Block a member: each is hidden from the other, and their connection or request ends',
        body: BlockBodySchema,
        response: {
          201: SuccessBaseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      await limit.block.consume(request, me.id);
      await blockMember(app, me, request.body.blockedUserId);
      return reply.status(201).send({
        success: true as const,
        message: 'User blocked and connection (if existed) removed successfully.',
      });
    },
  );

  app.post(
    '/block/unblock',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Lift my block of a member (a connection it ended does not come back)',
        body: BlockBodySchema,
        response: { 200: SuccessBaseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.unblock.consume(request, me.id);
      await unblockMember(app, me, request.body.blockedUserId);
      return { success: true as const, message: 'The member is unblocked.' };
    },
  );

  app.get(
    '/block/blocked-by-me',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The members I blocked, newest first (by name only)',
        response: { 200: BlockedByMeResponseSchema, ...errorResponses(...SIGNED_IN, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.list.consume(request, me.id);
      return { success: true as const, data: await listBlockedByMe(app, me) };
    },
  );
};
