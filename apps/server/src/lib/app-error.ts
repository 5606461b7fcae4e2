import { ERROR_STATUS, type ErrorCode, type ErrorExtras, type FieldError } from '@app/shared';
import type { UserType } from '@app/shared/constants';

/** The one error type services throw; the error handler turns it into `{ success:false, message, code }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** Extra fields of the error body (`requiredTier`, `unmatchedCriteria`, `details`). */
    readonly extras?: ErrorExtras,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', message);

/** 403 PLAN_REQUIRED: the member's plan does not include this; `requiredTier` is the lowest tier that does. */
export const planRequired = (requiredTier: UserType, message: string) =>
  new AppError('PLAN_REQUIRED', message, undefined, undefined, { requiredTier });
