import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DecidePhotoInputSchema,
  DecidePhotoResponseSchema,
  PendingPhotosQuerySchema,
  PendingPhotosResponseSchema,
} from '@app/shared/console/photos';
import { BODY, STAFF_ONLY, errorResponses } from '../../../lib/error-responses';
import { requireStaff } from '../../staff/index';
import { decidePhoto, listPendingPhotos } from './photo-review.service';

const tags = ['console'];
const noStore = { 'cache-control': 'no-store' };

/**
 * The console's photo review (issue 15 point 2). Mounted with `consoleModule` (modules/index.ts): everyone but
 * signed-in staff gets the gate's 404. Moderator and up. Staff see the images through URLs signed for them (the
 * media route serves staff every photo, awaiting review or not).
 */
export const consolePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-photos/pending',
    {
      schema: {
        tags,
        summary: 'Photos awaiting review, oldest first, each with possible duplicates on other accounts',
        querystring: PendingPhotosQuerySchema,
        response: { 200: PendingPhotosResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await listPendingPhotos(app, staff, request.query)) };
    },
  );

  app.post(
    '/admin-photos/decide',
    {
      schema: {
        tags,
        summary: 'Approve a photo (others can see it) or reject it (it is deleted), with a reason for the audit log',
        body: DecidePhotoInputSchema,
        response: { 200: DecidePhotoResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY, 'CONFLICT') },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { message } = await decidePhoto(app, staff, request.body);
      return {
        success: true as const,
        message,
        photoId: request.body.photoId,
        decision: request.body.decision,
      };
    },
  );
};
