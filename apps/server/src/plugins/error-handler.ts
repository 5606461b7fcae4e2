import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  REASON_REQUIRED,
  type ErrorBody,
  type ErrorCode,
  type ErrorExtras,
  type ErrorParams,
  type FieldError,
} from '@app/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * A code's generic sentence: what the handler says when nothing more is known. Its reason is `generic` (for
 * VALIDATION_FAILED `invalidRequest`) where the code names its sentences; clients word a code without reasons from
 * its `generic` sentence too (ADR 018).
 */
export const GENERIC: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Some of the details sent are not valid.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do that.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'That conflicts with something that already exists.',
  PAYLOAD_TOO_LARGE: 'What you sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That content type is not supported.',
  RATE_LIMITED: 'Too many attempts. Please wait a little and try again.',
  SERVICE_UNAVAILABLE: 'The site is busy for a moment. Please try again in a few seconds.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
};

/** Seconds a client waits before it sends again a request the database could not take (a restart takes about one). */
const RETRY_AFTER_SECONDS = '2';

/** The message for a key an endpoint does not accept (mass assignment: usertype, role, flags…). */
export const notSettableMessage = (key: string) => `“${key}” is not something that can be set here.`;

/**
 * The reason of a code's generic sentence, for the codes that name their sentences (ADR 018): `generic`, and for
 * VALIDATION_FAILED (a body Fastify could not read) `invalidRequest`.
 */
const genericReason = (code: ErrorCode): ErrorParams | undefined =>
  (REASON_REQUIRED as readonly ErrorCode[]).includes(code) && GENERIC[code] !== undefined
    ? { reason: code === 'VALIDATION_FAILED' ? 'invalidRequest' : 'generic' }
    : undefined;

/**
 * `{ success:false, message, code, params?, errors?, ... }`. `params` names the sentence (`reason`) and its values;
 * without a message the code's generic sentence is sent, with its reason where the code needs one.
 */
export function toErrorBody(
  code: ErrorCode,
  message?: string,
  errors?: FieldError[],
  extras?: ErrorExtras,
  params: ErrorParams | undefined = message === undefined ? genericReason(code) : undefined,
): ErrorBody {
  return {
    success: false,
    message: message ?? GENERIC[code] ?? 'Request failed',
    code,
    ...(params ? { params } : {}),
    ...(errors ? { errors } : {}),
    ...extras,
  };
}

/** One error handler for the whole API: `{ success:false, message, code }` and the right status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      request.log.info({ code: error.code }, 'request failed');
      return reply
        .status(error.statusCode)
        .send(toErrorBody(error.code, error.message, error.fieldErrors, error.extras, error.bodyParams()));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.flatMap((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A key the endpoint does not accept (mass assignment: usertype, role, flags…): one error per key, named.
        // fastify-type-provider-zod 7 puts the zod code in `keyword` and the rest of the issue in `params`.
        const params = issue.params as { keys?: string[]; issue?: { code?: string; keys?: string[] } } | undefined;
        const keys =
          issue.keyword === 'unrecognized_keys' ? { code: issue.keyword, keys: params?.keys } : params?.issue;
        if (keys?.code === 'unrecognized_keys' && keys.keys?.length) {
          return keys.keys.map((key) => ({
            path: path ? `${path}.${key}` : key,
            message: notSettableMessage(key),
          }));
        }
        return [{ path, message: issue.message ?? 'Invalid value' }];
      });
      request.log.info({ fields: errors.map((item) => item.path) }, 'validation failed');
      // The first error is the sentence: a key not accepted has its own, any other is the field's schema's.
      const first = errors[0];
      const notSettable = first && first.message === notSettableMessage(first.path.split('.').pop() ?? '');
      const params: ErrorParams = first
        ? notSettable
          ? { reason: 'notSettable', key: first.path.split('.').pop() ?? '' }
          : { reason: 'invalidField' }
        : { reason: 'invalidRequest' };
      return reply
        .status(400)
        .send(toErrorBody('VALIDATION_FAILED', first?.message ?? GENERIC.VALIDATION_FAILED, errors, undefined, params));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(toErrorBody('INTERNAL'));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      // A restart or failover of the database: nothing the request asked for failed, and it may succeed in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(toErrorBody('SERVICE_UNAVAILABLE'));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send(toErrorBody('INTERNAL'));
    }
    const code = STATUS_CODES[status] ?? 'VALIDATION_FAILED';
    request.log.info({ code, fastifyCode: 'code' in error ? error.code : undefined }, 'request rejected');
    // Fastify's own 4xx messages (bad JSON, body too large, wrong content type) are safe to show, but we
    // prefer our own wording so clients see one voice.
    return reply.status(status in STATUS_CODES ? status : 400).send(toErrorBody(code));
  });
}
