import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from '@app/shared';

/**
 * A route's error responses for its schema (`response: { 200: …, ...errorResponses(…) }`), so the OpenAPI document
 * (`/api/docs/json`) lists every error status the route can answer, each with the one error body. Name the codes the
 * route can really answer (its own checks and the service it calls); their statuses come from the shared table
 * (`ERROR_STATUS`), several codes may share one. 500 `INTERNAL` and 503 `SERVICE_UNAVAILABLE` are always added: any
 * route may fail unexpectedly, or find the database away for a moment (a restart, a failover), and the error handler
 * then answers it. What a route answers because of how it is mounted is in the groups below;
 * spread the ones that apply: `errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND')`.
 *
 * - `SIGNED_IN`: behind `app.authenticate` (401 without a live session or with an expired token, 403 `SUSPENDED`).
 * - `SIGNED_IN_OR_SUSPENDED`: behind `app.authenticate` with `allowSuspended` (the suspension screen's routes).
 * - `STAFF_ONLY`: a console route (`consoleModule`): anyone but staff of the route's role gets 404.
 * - `BODY`: a route that reads a body: 400 when it fails its schema or is not JSON, and Fastify's own 413 (over
 *   the body limit) and 415 (a content type no parser takes).
 * - `'VALIDATION_FAILED'`: a route whose query or path parameters have a schema (400 when they fail it).
 * - `'RATE_LIMITED'`: a route with a rate limit (`config.rateLimit`, `app.rateLimit()` or a keyed limit).
 *
 * A hidden page that answers its own refusals as HTML (unsubscribe, the local checkout) lists only the statuses it
 * never answers so; the development outbox page (outside /api, a plain plugin) has no response schema. A route
 * whose success is a file, not JSON, still names its 200 beside these.
 */
export function errorResponses(...codes: ErrorCode[]): Record<number, typeof ErrorBodySchema> {
  const responses: Record<number, typeof ErrorBodySchema> = {};
  for (const code of [...codes, 'SERVICE_UNAVAILABLE' as const, 'INTERNAL' as const]) {
    responses[ERROR_STATUS[code]] = ErrorBodySchema;
  }
  return responses;
}

/**
 * What `app.authenticate` answers: 401 `UNAUTHENTICATED` / `TOKEN_EXPIRED`, 403 `SUSPENDED`, and to a family manager
 * acting for another's profile 403 `FAMILY_NOT_ALLOWED` / `FAMILY_ACCESS_ENDED` (ADR 017).
 */
export const SIGNED_IN = [
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'SUSPENDED',
  'FAMILY_NOT_ALLOWED',
  'FAMILY_ACCESS_ENDED',
] as const satisfies readonly ErrorCode[];

/** What `app.authenticate` answers on a route with `allowSuspended`: 401, and the family gate's 403. */
export const SIGNED_IN_OR_SUSPENDED = [
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FAMILY_NOT_ALLOWED',
  'FAMILY_ACCESS_ENDED',
] as const satisfies readonly ErrorCode[];

/** What the console gate answers everyone but staff of the route's role: 404, like an unknown path. */
export const STAFF_ONLY = ['NOT_FOUND'] as const satisfies readonly ErrorCode[];

/** What a route that reads a body can answer before its handler runs: 400, 413, 415. */
export const BODY = [
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const satisfies readonly ErrorCode[];
