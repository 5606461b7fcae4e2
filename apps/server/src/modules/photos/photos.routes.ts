import type { Readable } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE } from '@app/shared';
import {
  MyPhotosResponseSchema,
  PHOTO_LIMITS,
  PHOTO_UPLOAD_FIELD,
  PhotoAccessRequestInputSchema,
  PhotoAccessRequestsResponseSchema,
  PhotoAccessResponseInputSchema,
  PhotoAccessStatusResponseSchema,
  PhotoDeletedResponseSchema,
  PhotoIdInputSchema,
  PhotosChangedResponseSchema,
  PhotoUploadResponseSchema,
  PhotoVisibilityResponseSchema,
  ReorderPhotosInputSchema,
  SetPhotoVisibilityInputSchema,
} from '@app/shared/photos';
import { AppError } from '../../lib/app-error';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { notSettableMessage } from '../../plugins/error-handler';
import { managerOfConfirmedProfile, requireUser } from '../../lib/auth/authenticate';
import { keyedLimit } from '../../lib/security/rate-limits';
import { PHOTO_MAX_MB, PHOTO_MESSAGES, photoTooLarge, processPhoto, type ProcessedPhoto } from './photo-pipeline';
import * as service from './photos.service';

const tags = ['photos'];
const security = [{ bearer: [] }];

/** Per member: uploads are the heaviest request the site takes (decode and four encodes per photo). */
export const PHOTO_LIMITS_PER_MEMBER = {
  upload: { max: 30, timeWindow: '1 hour' },
  requestAccess: { max: 60, timeWindow: '1 hour' },
} as const;

const MEDIA_HEADERS = {
  'content-type': 'image/webp',
  // Private: a shared cache must never keep a photo that is decided per viewer; short, so a withdrawn grant or a
  // block also reaches the browser's copy soon.
  'cache-control': 'private, max-age=300',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-disposition': 'inline',
} as const;

/** Reads a file part to its end and drops it (the parser can only go on once each part is consumed). */
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

/** A file name fit to quote in a message: no control characters, not too long. */
function quotedName(filename: string | undefined): string {
  const clean = (filename ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (!clean) return '';
  return `“${clean.length > 60 ? `${clean.slice(0, 57)}…` : clean}”: `;
}

/** One file of an upload that cannot be used (the others are kept): its name, why, and the error it would be alone. */
class FileRefused {
  constructor(
    readonly fileName: string,
    readonly reason: string,
    readonly error: AppError,
  ) {}
}

const refusedField = (name: string) => {
  const message = notSettableMessage(name);
  return new AppError('VALIDATION_FAILED', message, {
    reason: 'notSettable',
    params: { key: name },
    fieldErrors: [{ path: name, message }],
  });
};

const tooManyPhotos = (existing: number) => {
  const message = service.tooManyPhotosMessage(existing);
  return new AppError('VALIDATION_FAILED', message, {
    reason: 'tooManyPhotos',
    params: service.tooManyPhotosParams(existing),
    fieldErrors: [{ path: PHOTO_UPLOAD_FIELD, message }],
  });
};

/**
 * Member photos: upload (reference path form/profileImageUpload), the member's own list and its order, the photo
 * setting and "on request" access, and the media route that serves every photo after deciding access again.
 */
export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this plugin's scope, with tight limits; every other route keeps the 1 MB JSON body limit.
  await app.register(multipart, {
    // A file over the size limit is cut short and marked `truncated` (readPart refuses it by name) instead of
    // failing the whole request: the other photos of the batch are still read.
    throwFileSizeLimit: false,
    limits: {
      fileSize: PHOTO_LIMITS.maxBytes,
      files: PHOTO_LIMITS.maxPhotos,
      fields: 5,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: PHOTO_LIMITS.maxPhotos + 5,
      headerPairs: 100,
    },
  });

  const limits = {
    upload: keyedLimit(app, 'photo-upload', PHOTO_LIMITS_PER_MEMBER.upload),
    requestAccess: keyedLimit(app, 'photo-access-request', PHOTO_LIMITS_PER_MEMBER.requestAccess),
  };

  /**
   * Reads and processes every file of the request, in order. A file that cannot be used (not a photo we can read,
   * too large, too small) is set aside with its reason and the others go on: one bad file does not cost the member
   * the good ones. A problem with the request itself (another field, too many photos) stops it: nothing more is
   * processed, but the rest of the body is still read and discarded (a server that answers while the client is
   * still sending, and stops reading, leaves browsers waiting or showing a network error instead of the message).
   */
  async function readPhotos(
    request: FastifyRequest,
    existing: number,
  ): Promise<{ processed: ProcessedPhoto[]; refused: FileRefused[] }> {
    const processed: ProcessedPhoto[] = [];
    const refused: FileRefused[] = [];
    let refusal: unknown = null;
    try {
      for await (const part of request.parts()) {
        if (refusal) {
          if (part.type === 'file') await discard(part.file);
          continue;
        }
        try {
          const read = await readPart(part, existing, processed.length);
          if (read instanceof FileRefused) {
            refused.push(read);
            if (part.type === 'file') await discard(part.file);
          } else {
            processed.push(read);
          }
        } catch (error) {
          refusal = error;
          if (part.type === 'file') await discard(part.file);
        }
      }
    } catch (error) {
      // A limit of the parser (too many files or fields) or a broken body; our own refusal, if any, came first.
      throw translateMultipartError(refusal ?? error, existing);
    }
    if (refusal) throw translateMultipartError(refusal, existing);
    // Every file refused: the answer is the refusal (the first one's code; every file named in the message).
    const [first] = refused;
    if (!processed.length && first) {
      if (refused.length === 1) throw first.error;
      const message = refused.map((file) => file.error.message).join(' ');
      throw first.error.rephrased(message, [{ path: PHOTO_UPLOAD_FIELD, message }]);
    }
    return { processed, refused };
  }

  async function readPart(part: Multipart, existing: number, readSoFar: number): Promise<ProcessedPhoto | FileRefused> {
    // Only the photo field is read; anything else (usertype, role, flags…) refuses the request.
    if (part.fieldname !== PHOTO_UPLOAD_FIELD) throw refusedField(part.fieldname);
    if (part.type !== 'file') {
      throw new AppError('VALIDATION_FAILED', 'Please choose a photo file.', {
        reason: 'photoMissing',
        fieldErrors: [{ path: PHOTO_UPLOAD_FIELD, message: 'Please choose a photo file.' }],
      });
    }
    if (existing + readSoFar >= PHOTO_LIMITS.maxPhotos) throw tooManyPhotos(existing);
    // Name the file, so a member who chose several knows which one was refused.
    const name = quotedName(part.filename);
    const fileName = part.filename ?? '';
    try {
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        const reason = PHOTO_MESSAGES.tooManyBytes;
        return new FileRefused(fileName, reason, photoTooLarge().rephrased(`${name}${reason}`));
      }
      return await processPhoto(bytes);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return new FileRefused(fileName, error.message, error.rephrased(`${name}${error.message}`));
    }
  }

  function translateMultipartError(error: unknown, existing: number): unknown {
    if (error instanceof AppError) return error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      return new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooManyBytes, {
        reason: 'photoBytes',
        params: { maxMb: PHOTO_MAX_MB },
      });
    }
    if (error instanceof app.multipartErrors.FilesLimitError) return tooManyPhotos(existing);
    if (error instanceof app.multipartErrors.FieldsLimitError || error instanceof app.multipartErrors.PartsLimitError) {
      return new AppError('VALIDATION_FAILED', 'Send only the photos, in the field “profileImage”.', {
        reason: 'photoField',
      });
    }
    if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) {
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photos as multipart/form-data.', {
        reason: 'photosMultipart',
      });
    }
    return error;
  }

  app.post(
    '/form/profileImageUpload',
    {
      onRequest: [app.authenticate],
      config: { family: 'edit' },
      schema: {
        tags,
        security,
        summary: `Add photos (multipart field "${PHOTO_UPLOAD_FIELD}", repeated; up to ${PHOTO_LIMITS.maxPhotos} in all)`,
        consumes: ['multipart/form-data'],
        response: { 200: PhotoUploadResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limits.upload.consume(request, user.id);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photos as multipart/form-data.', {
          reason: 'photosMultipart',
        });
      }
      const existing = await service.countPhotos(app, user.id);
      if (existing >= PHOTO_LIMITS.maxPhotos) throw tooManyPhotos(existing);
      const { processed: photos, refused } = await readPhotos(request, existing);
      if (!photos.length) {
        throw new AppError('VALIDATION_FAILED', 'Please choose at least one photo.', {
          reason: 'photoNone',
          fieldErrors: [{ path: PHOTO_UPLOAD_FIELD, message: 'Please choose at least one photo.' }],
        });
      }
      const addedBy = managerOfConfirmedProfile(user);
      const result = await service.addPhotos(app, user.id, photos, addedBy);
      const added = photos.length === 1 ? 'Your photo has been added.' : 'Your photos have been added.';
      // A family manager's photos wait for the candidate (issue 29 point 4).
      const approval = addedBy
        ? ` Others will see ${photos.length === 1 ? 'it' : 'them'} once the person this profile is for approves ${
            photos.length === 1 ? 'it' : 'them'
          }.`
        : '';
      // Photo review (PHOTO_REVIEW=before): say why nobody else sees it yet.
      const review =
        app.config.PHOTO_REVIEW === 'before'
          ? ` Other members will see ${photos.length === 1 ? 'it' : 'them'} once our team has checked ${
              photos.length === 1 ? 'it' : 'them'
            }.`
          : '';
      // The files set aside, named with why, after what was added.
      const notAdded = refused.length
        ? ` ${refused.length === 1 ? 'One file was not added' : `${refused.length} files were not added`}: ${refused
            .map((file) => file.error.message)
            .join(' ')}`
        : '';
      return {
        success: true as const,
        message: `${added}${approval}${review}${notAdded}`,
        user: result.user,
        imageUploadData: { image: result.added.map((view) => view.url) },
        data: result.data,
        refused: refused.map((file) => ({
          fileName: file.fileName,
          message: file.reason,
          code: file.error.code,
          ...(file.error.bodyParams() ? { params: file.error.bodyParams() } : {}),
        })),
      };
    },
  );

  app.get(
    '/photos/getMyPhotos',
    {
      onRequest: [app.authenticate],
      config: { family: 'browse' },
      schema: {
        tags,
        security,
        summary: 'My photos (primary first) and my photo setting',
        response: { 200: MyPhotosResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, ...(await service.getMyPhotos(app, user.id)) };
    },
  );

  app.put(
    '/photos/reorder',
    {
      onRequest: [app.authenticate],
      config: { family: 'prepare' },
      schema: {
        tags,
        security,
        summary: 'Put my photos in this order (every one of them, once)',
        body: ReorderPhotosInputSchema,
        response: { 200: PhotosChangedResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await service.reorderPhotos(app, user.id, request.body.photoIds);
      return { success: true as const, message: 'Your photos are in their new order.', data };
    },
  );

  app.put(
    '/photos/setPrimary',
    {
      onRequest: [app.authenticate],
      config: { family: 'prepare' },
      schema: {
        tags,
        security,
        summary: 'Make this photo my main photo',
        body: PhotoIdInputSchema,
        response: { 200: PhotosChangedResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await service.setPrimaryPhoto(app, user.id, request.body.photoId);
      return { success: true as const, message: 'This is now your main photo.', data };
    },
  );

  app.delete(
    '/photos/deletePhoto',
    {
      onRequest: [app.authenticate],
      config: { family: 'edit' },
      schema: {
        tags,
        security,
        summary: 'Delete one of my photos (its files too)',
        body: PhotoIdInputSchema,
        response: { 200: PhotoDeletedResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await service.deletePhoto(app, user, request.body.photoId);
      return { success: true as const, message: 'Your photo has been deleted.', ...result };
    },
  );

  app.post(
    '/photos/approve',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Approve a photo a family helper added to my profile: others may see it from now on',
        body: PhotoIdInputSchema,
        response: {
          200: PhotosChangedResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'The photo is approved. Others can see it now.',
      data: await service.approvePhoto(app, requireUser(request), request.body.photoId),
    }),
  );

  app.put(
    '/photos/setVisibility',
    {
      onRequest: [app.authenticate],
      config: { family: 'prepare' },
      schema: {
        tags,
        security,
        summary: 'Who sees my sharp photos: members, connections or on_request',
        body: SetPhotoVisibilityInputSchema,
        response: { 200: PhotoVisibilityResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await service.setPhotoVisibility(app, user.id, request.body.photoVisibility);
      return {
        success: true as const,
        message: 'Your photo setting has been saved.',
        photoVisibility: request.body.photoVisibility,
      };
    },
  );

  app.post(
    '/photos/requestAccess',
    {
      onRequest: [app.authenticate],
      config: { family: 'request' },
      schema: {
        tags,
        security,
        summary: "Ask to see a member's photos (where they share them on request)",
        body: PhotoAccessRequestInputSchema,
        response: {
          200: PhotoAccessStatusResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limits.requestAccess.consume(request, user.id);
      const status = await service.requestPhotoAccess(app, user, request.body.userId);
      const message =
        status === 'granted'
          ? 'You can already see these photos.'
          : status === 'declined'
            ? 'This member has chosen not to share their photos with you.'
            : 'Your request has been sent.';
      return { success: true as const, message, status };
    },
  );

  app.post(
    '/photos/respondToRequest',
    {
      onRequest: [app.authenticate],
      config: { family: 'respond' },
      schema: {
        tags,
        security,
        summary: "Grant or decline a member's request to see my photos (decline also withdraws a grant)",
        body: PhotoAccessResponseInputSchema,
        response: { 200: PhotoAccessStatusResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const status = await service.respondToPhotoAccess(app, user.id, request.body.userId, request.body.grant);
      const message = status === 'granted' ? 'They can now see your photos.' : 'Your photos stay private to them.';
      return { success: true as const, message, status };
    },
  );

  app.get(
    '/photos/accessRequests',
    {
      onRequest: [app.authenticate],
      config: { family: 'browse' },
      schema: {
        tags,
        security,
        summary: 'Members who asked to see my photos (pending and granted)',
        response: { 200: PhotoAccessRequestsResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, data: await service.listPhotoAccessRequests(app, user) };
    },
  );

  // Every photo is served here, for <img> tags: the signed URL says which photo, size and viewer; the httpOnly
  // media_session cookie proves the viewer's session; access is decided again on each request.
  app.get(
    '/media/photos/:token',
    {
      schema: {
        tags,
        summary: 'A photo (signed URL from a photo list; needs the media_session cookie)',
        params: z.object({ token: z.string() }),
        response: { 200: z.unknown().describe('The photo (image/webp)'), ...errorResponses('NOT_FOUND') },
      },
      onSend: async (_request, reply, payload) => {
        // After the API-wide "no-store" (route hooks run last): a photo that was served may be kept privately.
        if (reply.statusCode === 200) void reply.headers(MEDIA_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      const body = await service.readPhotoForViewer(app, request.params.token, request.cookies[COOKIE.mediaSession]);
      return reply.status(200).send(body);
    },
  );
};
