import { ERROR_STATUS, type ErrorCode, type FieldError } from '@app/shared';

/** The one error type services throw; the error handler turns it into `{ success:false, message, code }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', message);
