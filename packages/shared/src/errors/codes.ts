// The error codes and their HTTP statuses, without zod: a web page that only reads `code` from a failed request
// imports `@app/shared/errors/codes` and never downloads the schema library with it. `index.ts` re-exports these.

/** Stable error codes. Clients branch on `code`, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_BURNED',
  'RESEND_TOO_SOON',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_TOO_COMMON',
  'UNDER_AGE',
  /** The caller's own profile is not complete (or is hidden), so there is nothing to match it with yet. */
  'PROFILE_INCOMPLETE',
  /** The member's plan does not include this; the body names `requiredTier`, the lowest tier that does. */
  'PLAN_REQUIRED',
  /** The member does not meet the Exclusive criteria; the body carries `unmatchedCriteria` and `details`. */
  'NOT_ELIGIBLE',
  /** A payment provider's webhook signature is missing, wrong or too old. */
  'SIGNATURE_INVALID',
  /** The conversation takes no new messages (the connection was removed, or a block); its history may stay readable. */
  'CONVERSATION_CLOSED',
  /** Calls: the caller is already in a call (on this or another device). */
  'ALREADY_IN_CALL',
  /** Calls: the member called is on another call. */
  'BUSY',
  /** The member is suspended: only the suspension screen's own endpoints answer (check, correct, sign out). */
  'SUSPENDED',
  /** Families (ADR 017): a family manager asked for what the candidate has not allowed them, or only the candidate may do. */
  'FAMILY_NOT_ALLOWED',
  /** Families: the account no longer looks after the profile it acted for (removed, or the profile is gone). */
  'FAMILY_ACCESS_ENDED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each code: the server maps errors through this table only. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 400,
  SUSPENDED: 403,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_BURNED: 400,
  RESEND_TOO_SOON: 429,
  EMAIL_NOT_VERIFIED: 400,
  PASSWORD_TOO_COMMON: 400,
  UNDER_AGE: 400,
  PROFILE_INCOMPLETE: 409,
  PLAN_REQUIRED: 403,
  NOT_ELIGIBLE: 400,
  SIGNATURE_INVALID: 400,
  CONVERSATION_CLOSED: 409,
  ALREADY_IN_CALL: 409,
  BUSY: 409,
  FAMILY_NOT_ALLOWED: 403,
  FAMILY_ACCESS_ENDED: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};
