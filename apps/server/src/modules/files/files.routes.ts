import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE } from '@app/shared';
import { CHAT_LIMITS, FileUploadResponseSchema } from '@app/shared/chat';
import { AppError } from '../../lib/app-error';
import { notSettableMessage } from '../../plugins/error-handler';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimit } from '../../lib/security/rate-limits';
import {
  FILE_MESSAGES,
  PDF_MAX_MB,
  presentChatFile,
  readFileForViewer,
  requireChatPlan,
  storeUpload,
} from './files.service';

const tags = ['chat'];
const security = [{ bearer: [] }];

/** The multipart field of POST files/upload. */
export const FILE_UPLOAD_FIELD = 'file';
/** Per member: an upload is decoded and re-encoded (images), so it is limited like photo uploads. */
export const FILE_UPLOADS_PER_HOUR = 60;

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

const chooseFile = () =>
  new AppError('VALIDATION_FAILED', 'Please choose a file to send.', {
    reason: 'fileMissing',
    fieldErrors: [{ path: FILE_UPLOAD_FIELD, message: 'Please choose a file to send.' }],
  });

/**
 * Chat attachments (issue 13): POST files/upload stores a photo (through the photo pipeline) or a PDF for the
 * uploader and answers its id, which a message then carries; GET media/files/:token serves it, after deciding
 * access again, to the two members of the conversation it was sent in (and its uploader before that).
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this plugin's scope: one file, up to the PDF limit (images are held to 15 MB by the pipeline).
  await app.register(multipart, {
    limits: {
      fileSize: CHAT_LIMITS.pdfMaxBytes,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 3,
      headerPairs: 100,
    },
  });
  const uploadLimit = keyedLimit(app, 'chat-file-upload', { max: FILE_UPLOADS_PER_HOUR, timeWindow: '1 hour' });

  app.post(
    '/files/upload',
    {
      onRequest: [app.authenticate],
      config: { family: 'chat' },
      schema: {
        tags,
        security,
        summary: `Upload a chat attachment (multipart field "${FILE_UPLOAD_FIELD}": a photo up to 15 MB or a PDF up to 25 MB)`,
        consumes: ['multipart/form-data'],
        response: {
          200: FileUploadResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'PLAN_REQUIRED', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireChatPlan(user);
      await uploadLimit.consume(request, user.id);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.', {
          reason: 'fileMultipart',
        });
      }
      let file: { bytes: Buffer; filename: string | undefined } | null = null;
      let refusal: unknown = null;
      try {
        for await (const part of request.parts()) {
          if (refusal || file) {
            if (part.type === 'file') await discard(part.file);
            if (!refusal)
              refusal = new AppError('VALIDATION_FAILED', 'Send one file at a time.', { reason: 'oneFile' });
            continue;
          }
          if (part.fieldname !== FILE_UPLOAD_FIELD) {
            const message = notSettableMessage(part.fieldname);
            refusal = new AppError('VALIDATION_FAILED', message, {
              reason: 'notSettable',
              params: { key: part.fieldname },
              fieldErrors: [{ path: part.fieldname, message }],
            });
            if (part.type === 'file') await discard(part.file);
            continue;
          }
          if (part.type !== 'file') {
            refusal = chooseFile();
            continue;
          }
          try {
            file = { bytes: await part.toBuffer(), filename: part.filename };
          } catch (error) {
            refusal = error;
            await discard(part.file);
          }
        }
      } catch (error) {
        refusal ??= error;
      }
      if (refusal) {
        if (refusal instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.pdfTooLarge, {
            reason: 'pdfBytes',
            params: { maxMb: PDF_MAX_MB },
          });
        }
        if (
          refusal instanceof app.multipartErrors.FilesLimitError ||
          refusal instanceof app.multipartErrors.PartsLimitError ||
          refusal instanceof app.multipartErrors.FieldsLimitError
        ) {
          throw new AppError('VALIDATION_FAILED', `Send one file, in the field “${FILE_UPLOAD_FIELD}”.`, {
            reason: 'fileField',
            params: { field: FILE_UPLOAD_FIELD },
          });
        }
        if (refusal instanceof app.multipartErrors.InvalidMultipartContentTypeError) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.', {
            reason: 'fileMultipart',
          });
        }
        throw refusal;
      }
      if (!file) throw chooseFile();
      const row = await storeUpload(app, user, file);
      return {
        success: true as const,
        message: 'Your file is ready to send.',
        fileId: row.id,
        file: presentChatFile(app, row, user.id),
      };
    },
  );

  // For <img> and links: the signed URL says which file and viewer; the httpOnly media_session cookie proves the
  // viewer's session; access is decided again on each request.
  app.get(
    '/media/files/:token',
    {
      schema: {
        tags,
        summary: 'A chat attachment (signed URL from a message; needs the media_session cookie)',
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: z.unknown().describe('The file (an image or a PDF)'),
          ...errorResponses('VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
      onSend: async (_request, reply, payload) => {
        // After the API-wide "no-store": a file that was served may be kept privately for a short while.
        if (reply.statusCode === 200) {
          void reply.headers({
            'cache-control': 'private, max-age=300',
            'x-content-type-options': 'nosniff',
            'cross-origin-resource-policy': 'same-origin',
            // A PDF opened in the browser runs in a sandbox: no script of ours, no form, no same-origin access.
            'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
          });
        }
        return payload;
      },
    },
    async (request, reply) => {
      const file = await readFileForViewer(app, request.params.token, request.cookies[COOKIE.mediaSession]);
      void reply.header('content-type', file.contentType);
      void reply.header(
        'content-disposition',
        file.downloadName
          ? `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(file.downloadName)}`
          : 'inline',
      );
      return reply.status(200).send(file.body);
    },
  );
};
