import type { Readable } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ErrorReason } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_LIMITS } from '@app/shared/photos';
import {
  CheckSuspensionBodySchema,
  CheckSuspensionResponseSchema,
  SUSPENSION_UPDATE_FIELDS,
  SUSPENSION_UPDATE_LIMITS,
  SuspensionAboutSchema,
  SuspensionUpdateResponseSchema,
} from '@app/shared/suspension';
import { AppError } from '../../lib/app-error';
import { notSettableMessage } from '../../plugins/error-handler';
import { BODY, SIGNED_IN_OR_SUSPENDED, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimits } from '../../lib/security/rate-limits';
import { PHOTO_MAX_MB, PHOTO_MESSAGES, processPhoto, type ProcessedPhoto } from '../photos/index';
import {
  checkSuspension,
  correctSuspendedProfile,
  registerSuspensionJobs,
  requireSuspended,
} from './suspension.service';

const tags = ['safety'];
const security = [{ bearer: [] }];

/** Per member, per endpoint. A correction decodes and re-encodes up to three photos. */
export const SUSPENSION_RATE_LIMITS = {
  check: { max: 60, timeWindow: '1 minute' },
  update: { max: 20, timeWindow: '1 hour' },
} as const;

const TOO_MANY_PHOTOS = `Please choose up to ${SUSPENSION_UPDATE_LIMITS.maxPhotos} photos.`;
const TOO_MANY_PHOTOS_PARAMS = { max: SUSPENSION_UPDATE_LIMITS.maxPhotos };
const MULTIPART_ONLY = 'Send the changes as multipart/form-data.';

const invalid = (
  reason: ErrorReason<'VALIDATION_FAILED'>,
  path: string,
  message: string,
  params?: Record<string, string | number>,
) => new AppError('VALIDATION_FAILED', message, { reason, params, fieldErrors: [{ path, message }] });

/** Reads a file part to its end and drops it (the parser goes on only once each part is consumed). */
async function discard(stream: Readable): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return;
  try {
    for await (const _chunk of stream) {
      // dropped
    }
  } catch {
    // A broken part: the parser reports it to the iterator.
  }
}

/**
 * The suspension screen's own endpoints (issue 14 point 3). Both are open to a suspended member
 * (`allowSuspended`); every other member endpoint answers them 403 `SUSPENDED` (authenticate.ts).
 */
export const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSuspensionJobs(app);
  // Multipart only in this plugin's scope: the about text and up to three photos.
  await app.register(multipart, {
    limits: {
      fileSize: PHOTO_LIMITS.maxBytes,
      files: SUSPENSION_UPDATE_LIMITS.maxPhotos,
      fields: 2,
      // The longest about text in UTF-8, with room to spare.
      fieldSize: SUSPENSION_UPDATE_LIMITS.aboutMax * 4 + 1024,
      fieldNameSize: 100,
      parts: SUSPENSION_UPDATE_LIMITS.maxPhotos + 2,
      headerPairs: 100,
    },
  });
  const screen = { onRequest: [app.authenticate], config: { allowSuspended: true } };
  const limit = keyedLimits(app, 'suspension', SUSPENSION_RATE_LIMITS);

  app.post(
    '/user/check-user-suspension',
    {
      ...screen,
      schema: {
        tags,
        security,
        summary: 'Whether my account is suspended, why and until when (about the caller only)',
        body: CheckSuspensionBodySchema,
        response: {
          200: CheckSuspensionResponseSchema,
          ...errorResponses(...SIGNED_IN_OR_SUSPENDED, ...BODY, 'RATE_LIMITED', 'FORBIDDEN', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.check.consume(request, me.id);
      return checkSuspension(app, me, request.body.userId);
    },
  );

  async function readPart(part: Multipart, state: { about?: string; photos: ProcessedPhoto[] }): Promise<void> {
    if (part.fieldname === SUSPENSION_UPDATE_FIELDS.about) {
      if (part.type !== 'field' || state.about !== undefined) {
        throw invalid('aboutOnce', SUSPENSION_UPDATE_FIELDS.about, 'Please send the about text once, as text.');
      }
      const parsed = SuspensionAboutSchema.safeParse(String(part.value));
      if (!parsed.success) {
        throw invalid(
          'invalidField',
          SUSPENSION_UPDATE_FIELDS.about,
          parsed.error.issues[0]?.message ?? 'Please check your about text.',
        );
      }
      state.about = parsed.data;
      return;
    }
    if (part.fieldname !== SUSPENSION_UPDATE_FIELDS.photos) {
      const message = notSettableMessage(part.fieldname);
      throw invalid('notSettable', part.fieldname, message, { key: part.fieldname });
    }
    if (part.type !== 'file')
      throw invalid('photoMissing', SUSPENSION_UPDATE_FIELDS.photos, 'Please choose a photo file.');
    if (state.photos.length >= SUSPENSION_UPDATE_LIMITS.maxPhotos) {
      throw invalid(
        'suspensionTooManyPhotos',
        SUSPENSION_UPDATE_FIELDS.photos,
        TOO_MANY_PHOTOS,
        TOO_MANY_PHOTOS_PARAMS,
      );
    }
    try {
      state.photos.push(await processPhoto(await part.toBuffer()));
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyBytes, {
          reason: 'photoBytes',
          params: { maxMb: PHOTO_MAX_MB },
        });
      }
      throw error;
    }
  }

  function translate(error: unknown): unknown {
    if (error instanceof AppError) return error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      return new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyBytes, {
        reason: 'photoBytes',
        params: { maxMb: PHOTO_MAX_MB },
      });
    }
    if (error instanceof app.multipartErrors.FilesLimitError)
      return invalid(
        'suspensionTooManyPhotos',
        SUSPENSION_UPDATE_FIELDS.photos,
        TOO_MANY_PHOTOS,
        TOO_MANY_PHOTOS_PARAMS,
      );
    if (error instanceof app.multipartErrors.FieldsLimitError || error instanceof app.multipartErrors.PartsLimitError) {
      return new AppError('VALIDATION_FAILED', 'Send only the about text and up to three photos.', {
        reason: 'suspensionUpdateParts',
      });
    }
    if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) {
      return new AppError('UNSUPPORTED_MEDIA_TYPE', MULTIPART_ONLY, { reason: 'changesMultipart' });
    }
    return error;
  }

  /** Every part is read (the rest discarded after a refusal, so browsers get the answer rather than a reset). */
  async function readCorrection(request: FastifyRequest): Promise<{ about?: string; photos: ProcessedPhoto[] }> {
    const state: { about?: string; photos: ProcessedPhoto[] } = { photos: [] };
    let refusal: unknown = null;
    try {
      for await (const part of request.parts()) {
        if (refusal) {
          if (part.type === 'file') await discard(part.file);
          continue;
        }
        try {
          await readPart(part, state);
        } catch (error) {
          refusal = error;
          if (part.type === 'file') await discard(part.file);
        }
      }
    } catch (error) {
      throw translate(refusal ?? error);
    }
    if (refusal) throw translate(refusal);
    return state;
  }

  app.post(
    '/form/update-profile',
    {
      ...screen,
      schema: {
        tags,
        security,
        summary: `Suspended members: replace the about text ("${SUSPENSION_UPDATE_FIELDS.about}") and/or all photos ("${SUSPENSION_UPDATE_FIELDS.photos}", up to ${SUSPENSION_UPDATE_LIMITS.maxPhotos}) for review`,
        consumes: ['multipart/form-data'],
        response: {
          200: SuspensionUpdateResponseSchema,
          ...errorResponses(...SIGNED_IN_OR_SUSPENDED, ...BODY, 'RATE_LIMITED', 'FORBIDDEN', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.update.consume(request, me.id);
      await requireSuspended(app, me.id);
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MULTIPART_ONLY, { reason: 'changesMultipart' });
      const { about, photos } = await readCorrection(request);
      return correctSuspendedProfile(app, me, { about, photos });
    },
  );
};
