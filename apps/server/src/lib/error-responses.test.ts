import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { BODY, SIGNED_IN, SIGNED_IN_OR_SUSPENDED, STAFF_ONLY, errorResponses } from './error-responses';

const statuses = (responses: Record<number, unknown>) =>
  Object.keys(responses)
    .map(Number)
    .sort((a, b) => a - b);

describe('errorResponses', () => {
  it('answers 500 and 503 (the database away for a moment) when no code is named', () => {
    expect(errorResponses()).toEqual({ 500: ErrorBodySchema, 503: ErrorBodySchema });
  });

  it('maps each code to its status in the shared table, with the one error body', () => {
    const responses = errorResponses('NOT_FOUND', 'CONFLICT', 'PLAN_REQUIRED', 'SERVICE_UNAVAILABLE');
    expect(statuses(responses)).toEqual([403, 404, 409, 500, 503]);
    for (const schema of Object.values(responses)) expect(schema).toBe(ErrorBodySchema);
  });

  it('lists a status once when several codes share it', () => {
    expect(statuses(errorResponses('INVALID_CREDENTIALS', 'CODE_INVALID', 'VALIDATION_FAILED'))).toEqual([
      400, 500, 503,
    ]);
    expect(statuses(errorResponses('RATE_LIMITED', 'RESEND_TOO_SOON'))).toEqual([429, 500, 503]);
  });

  it('has groups for how a route is mounted', () => {
    expect(statuses(errorResponses(...SIGNED_IN))).toEqual([401, 403, 500, 503]);
    expect(statuses(errorResponses(...SIGNED_IN_OR_SUSPENDED))).toEqual([401, 403, 500, 503]);
    expect(statuses(errorResponses(...STAFF_ONLY))).toEqual([404, 500, 503]);
    expect(statuses(errorResponses(...BODY))).toEqual([400, 413, 415, 500, 503]);
  });
});
