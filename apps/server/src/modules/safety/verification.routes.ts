import type { Readable } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorReason } from '@app/shared';
import {
  VERIFICATION_FIELDS,
  VERIFICATION_LIMITS,
  VerificationStatusResponseSchema,
  VerificationSubmitResponseSchema,
  type VerificationField,
} from '@app/shared/verification';
import { AppError } from '../../lib/app-error';
import { notSettableMessage } from '../../plugins/error-handler';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimits } from '../../lib/security/rate-limits';
import { PHOTO_MAX_MB, PHOTO_MESSAGES, processPhoto, type ProcessedPhoto } from '../photos/index';
import {
  assertMaySubmit,
  getVerificationStatus,
  registerVerificationJobs,
  submitVerification,
  VERIFICATION_MESSAGES,
} from './verification.service';

const tags = ['safety'];
const security = [{ bearer: [] }];

/** Per member. A request is two decodes and re-encodes; a member needs one or two in all, so a few a day is ample. */
export const VERIFICATION_RATE_LIMITS = {
  submit: { max: 10, timeWindow: '1 day' },
  status: { max: 60, timeWindow: '1 minute' },
} as const;

/** How each image is named in messages. */
const FIELD_NAMES: Record<VerificationField, string> = {
  document: 'The photo of your identity document',
  selfie: 'Your selfie',
};

const isField = (name: string): name is VerificationField => (VERIFICATION_FIELDS as readonly string[]).includes(name);

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

const fieldError = (
  reason: ErrorReason<'VALIDATION_FAILED'>,
  field: string,
  message: string,
  params?: Record<string, string | number>,
) => new AppError('VALIDATION_FAILED', message, { reason, params, fieldErrors: [{ path: field, message }] });
const missing = (field: VerificationField) =>
  field === 'document'
    ? fieldError('verificationNoDocument', field, 'Please add a photo of your identity document.')
    : fieldError('verificationNoSelfie', field, 'Please add a selfie.');
/** 413: one of the two images is over the size limit (exported for the error catalogue's test). */
export const tooLarge = (field: VerificationField) => {
  const message = `${FIELD_NAMES[field]} is too large. ${PHOTO_MESSAGES.tooManyBytes}`;
  return new AppError('PAYLOAD_TOO_LARGE', message, {
    reason: field === 'document' ? 'verificationDocumentBytes' : 'verificationSelfieBytes',
    params: { maxMb: PHOTO_MAX_MB },
    fieldErrors: [{ path: field, message }],
  });
};

/**
 * The verified tick (issue 14 point 4): POST verification/submit (multipart, one image in `document` and one in
 * `selfie`) and GET verification/status. Decisions are our team's (verification.service.ts `decideVerification`:
 * the console of issue 15 and `npm run verification:decide`).
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this plugin's scope: two files of the photo pipeline's size, nothing else.
  await app.register(multipart, {
    limits: {
      fileSize: VERIFICATION_LIMITS.maxBytes,
      files: VERIFICATION_FIELDS.length,
      fields: 2,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: VERIFICATION_FIELDS.length + 2,
      headerPairs: 100,
    },
  });
  const limit = keyedLimits(app, 'verification', VERIFICATION_RATE_LIMITS);
  registerVerificationJobs(app);

  /**
   * Reads both images through the photo pipeline (content sniffing, size and pixel checks, re-encoding without
   * metadata). At the first problem nothing more is processed, but the rest of the body is still read, so the
   * browser gets the message rather than a broken connection.
   */
  async function readImages(request: FastifyRequest): Promise<Record<VerificationField, ProcessedPhoto>> {
    const images: Partial<Record<VerificationField, ProcessedPhoto>> = {};
    let refusal: unknown = null;
    const readPart = async (part: Multipart) => {
      const field = part.fieldname;
      if (!isField(field)) throw fieldError('notSettable', field, notSettableMessage(field), { key: field });
      if (part.type !== 'file') throw missing(field);
      if (images[field])
        throw field === 'document'
          ? fieldError('verificationOneDocument', field, 'Please send one document photo only.')
          : fieldError('verificationOneSelfie', field, 'Please send one selfie only.');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(field);
        throw error;
      }
      if (bytes.length === 0) throw missing(field);
      try {
        images[field] = await processPhoto(bytes);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The pipeline's message, said of this image and attached to its field.
        const message = `${FIELD_NAMES[field]}: ${error.message}`;
        throw error.rephrased(message, [{ path: field, message }]);
      }
    };
    try {
      for await (const part of request.parts()) {
        if (refusal) {
          if (part.type === 'file') await discard(part.file);
          continue;
        }
        try {
          await readPart(part);
        } catch (error) {
          refusal = error;
          if (part.type === 'file') await discard(part.file);
        }
      }
    } catch (error) {
      refusal ??= error;
    }
    if (refusal) {
      if (refusal instanceof AppError) throw refusal;
      if (refusal instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyBytes, {
          reason: 'photoBytes',
          params: { maxMb: PHOTO_MAX_MB },
        });
      }
      if (
        refusal instanceof app.multipartErrors.FilesLimitError ||
        refusal instanceof app.multipartErrors.PartsLimitError ||
        refusal instanceof app.multipartErrors.FieldsLimitError
      ) {
        throw new AppError('VALIDATION_FAILED', 'Send two images only: one in “document” and one in “selfie”.', {
          reason: 'verificationParts',
        });
      }
      if (refusal instanceof app.multipartErrors.InvalidMultipartContentTypeError) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.', {
          reason: 'imagesMultipart',
        });
      }
      throw refusal;
    }
    for (const field of VERIFICATION_FIELDS) if (!images[field]) throw missing(field);
    return images as Record<VerificationField, ProcessedPhoto>;
  }

  app.post(
    '/verification/submit',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Ask to be verified: a photo of an identity document ("document") and a selfie ("selfie")',
        consumes: ['multipart/form-data'],
        response: {
          201: VerificationSubmitResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'CONFLICT'),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      await limit.submit.consume(request, me.id);
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.', {
          reason: 'imagesMultipart',
        });
      await assertMaySubmit(app, me.id);
      const images = await readImages(request);
      const data = await submitVerification(app, me.id, images);
      return reply.status(201).send({ success: true as const, message: VERIFICATION_MESSAGES.submitted, data });
    },
  );

  app.get(
    '/verification/status',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Where my verification stands: none, pending, approved or declined (with the reason)',
        response: { 200: VerificationStatusResponseSchema, ...errorResponses(...SIGNED_IN, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.status.consume(request, me.id);
      return { success: true as const, data: await getVerificationStatus(app, me.id) };
    },
  );
};
