import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteImageAboutInputSchema,
  DeleteUserInputSchema,
  QueueDecisionInputSchema,
  QueueDecisionResponseSchema,
  QueueEvidenceResponseSchema,
  QueueItemParamsSchema,
  QueueItemsQuerySchema,
  QueueItemsResponseSchema,
  QueueSummaryResponseSchema,
  SendEmailInputSchema,
  SuspendedUsersResponseSchema,
  SuspendUserInputSchema,
  UnsuspendUserInputSchema,
} from '@app/shared/console/queue';
import { BODY, STAFF_ONLY, errorResponses } from '../../../lib/error-responses';
import { requireStaff } from '../../staff/index';
import { decideAboutMember, decideVerificationItem, listSuspendedMembers, parseUntil } from './queue.actions';
import { itemEvidence } from './queue.evidence';
import { resolveItem } from './queue.items';
import { listQueueItems, queueSummary } from './queue.list';
import { readVerificationImageForStaff } from './queue.media';

const tags = ['console'];
const IMAGE_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The console's moderation queue (issue 15 point 2) and the reference's member-control paths. Mounted with
 * `consoleModule` (modules/index.ts): moderator and up; everyone else gets the gate's 404.
 */
export const consoleQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-queue/summary',
    {
      schema: {
        tags,
        summary: 'Counts per kind (and photos awaiting review), median time to decision over 30 days',
        response: { 200: QueueSummaryResponseSchema, ...errorResponses(...STAFF_ONLY) },
      },
    },
    async (request) => {
      requireStaff(request);
      return { success: true as const, ...(await queueSummary(app)) };
    },
  );

  app.get(
    '/admin-queue/items',
    {
      schema: {
        tags,
        summary: 'Waiting items: urgent reports first, then oldest first (kind filters)',
        querystring: QueueItemsQuerySchema,
        response: { 200: QueueItemsResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      requireStaff(request);
      return { success: true as const, ...(await listQueueItems(app, request.query)) };
    },
  );

  app.get(
    '/admin-queue/item/:kind/:id',
    {
      schema: {
        tags,
        summary: 'One item: its evidence, the member’s history, the decisions open (recorded as member.viewed)',
        params: QueueItemParamsSchema,
        response: { 200: QueueEvidenceResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return {
        success: true as const,
        ...(await itemEvidence(app, staff, request.params.kind, request.params.id)),
      };
    },
  );

  app.post(
    '/admin-queue/decide',
    {
      schema: {
        tags,
        summary: 'Decide an item (closes every open report about the member; audited)',
        body: QueueDecisionInputSchema,
        response: { 200: QueueDecisionResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY, 'CONFLICT') },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const body = request.body;
      if (body.decision === 'approve' || body.decision === 'reject') {
        return decideVerificationItem(app, staff, {
          id: body.id,
          decision: body.decision,
          reason: body.reason,
          declineReason: body.declineReason,
          note: body.note,
        });
      }
      const item = { kind: body.kind, id: body.id };
      const { userId } = await resolveItem(app.db, body.kind, body.id);
      const common = { userId, reason: body.reason, item };
      switch (body.decision) {
        case 'warn':
          return decideAboutMember(app, request, staff, {
            ...common,
            decision: 'warn',
            subject: body.subject,
            message: body.message!,
          });
        case 'remove-photo':
          return decideAboutMember(app, request, staff, {
            ...common,
            decision: 'remove-photo',
            photoId: body.photoId!,
          });
        case 'suspend':
          return decideAboutMember(app, request, staff, {
            ...common,
            decision: 'suspend',
            suspensionReason: body.suspensionReason!,
            until: parseUntil(body.unsuspendAt),
          });
        default:
          return decideAboutMember(app, request, staff, { ...common, decision: body.decision });
      }
    },
  );

  app.get(
    '/admin-queue/verification/:requestId/:field',
    {
      schema: {
        tags,
        summary: 'A waiting verification request’s identity document or selfie, for staff only (not cached)',
        params: z.strictObject({ requestId: z.string().max(100), field: z.enum(['document', 'selfie']) }),
        response: {
          200: z.unknown().describe('The image (image/webp)'),
          ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED'),
        },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const body = await readVerificationImageForStaff(app, staff, request.params.requestId, request.params.field);
      return reply.status(200).headers(IMAGE_HEADERS).send(body);
    },
  );

  // ---- the reference's paths --------------------------------------------------------------------------------------

  app.get(
    '/admin-suspendControl/suspended-users',
    {
      schema: {
        tags,
        summary: 'Suspended members, most recently suspended first',
        response: { 200: SuspendedUsersResponseSchema, ...errorResponses(...STAFF_ONLY) },
      },
    },
    async (request) => {
      requireStaff(request);
      return { success: true as const, data: await listSuspendedMembers(app) };
    },
  );

  app.post(
    '/admin-suspendControl/suspend-user',
    {
      schema: {
        tags,
        summary: 'Suspend a member (reason: inappropriate-bio, inappropriate-image or free text; note: why)',
        body: SuspendUserInputSchema,
        response: { 200: QueueDecisionResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { userId, reason, unsuspendAt, note } = request.body;
      return decideAboutMember(app, request, staff, {
        userId,
        reason: note,
        item: null,
        decision: 'suspend',
        suspensionReason: reason,
        until: parseUntil(unsuspendAt),
      });
    },
  );

  app.post(
    '/admin-suspendControl/unsuspend-user',
    {
      schema: {
        tags,
        summary: 'Lift a member’s suspension',
        body: UnsuspendUserInputSchema,
        response: { 200: QueueDecisionResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY, 'CONFLICT') },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { userId, note } = request.body;
      return decideAboutMember(app, request, staff, { userId, reason: note, item: null, decision: 'lift' });
    },
  );

  app.post(
    '/admin-userControl/delete-user',
    {
      schema: {
        tags,
        summary: 'Delete a member’s account (as their own deletion; they are e-mailed)',
        body: DeleteUserInputSchema,
        response: { 200: QueueDecisionResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { userId, reason } = request.body;
      return decideAboutMember(app, request, staff, { userId, reason, item: null, decision: 'delete-account' });
    },
  );

  app.post(
    '/admin-userControl/delete-image-about',
    {
      schema: {
        tags,
        summary: 'Remove a photo or the about text of a member',
        body: DeleteImageAboutInputSchema,
        response: { 200: QueueDecisionResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY, 'CONFLICT') },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { userId, reason, target, photoId } = request.body;
      return target === 'photo'
        ? decideAboutMember(app, request, staff, {
            userId,
            reason,
            item: null,
            decision: 'remove-photo',
            photoId: photoId!,
          })
        : decideAboutMember(app, request, staff, { userId, reason, item: null, decision: 'remove-about' });
    },
  );

  app.post(
    '/admin-userControl/send-email',
    {
      schema: {
        tags,
        summary: 'Warn a member by e-mail (staff write the message)',
        body: SendEmailInputSchema,
        response: { 200: QueueDecisionResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { userId, reason, subject, message } = request.body;
      return decideAboutMember(app, request, staff, {
        userId,
        reason,
        item: null,
        decision: 'warn',
        subject,
        message,
      });
    },
  );
};
