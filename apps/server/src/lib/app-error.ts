import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorExtras,
  type ErrorParams,
  type ErrorReason,
  type FieldError,
  type ReasonRequiredCode,
} from '@app/shared';
import type { UserType } from '@app/shared/constants';

/** What an error carries beside its code and English message. */
export type AppErrorOptions<C extends ErrorCode = ErrorCode> = {
  /**
   * Which sentence it is (ADR 018), from the shared `ERROR_REASONS` of its code; the body's `params.reason`. Required
   * for the codes that cover many sentences (`REASON_REQUIRED`: `VALIDATION_FAILED`, `CONFLICT`, `NOT_FOUND`…).
   */
  reason?: ErrorReason<C>;
  /** The values the sentence needs (`{ minutes: 5 }`), sent in `params` beside the reason. */
  params?: Readonly<Record<string, string | number>>;
  /** Field-level errors (`errors: [{ path, message }]`). */
  fieldErrors?: FieldError[];
  headers?: Record<string, string>;
  /** Extra fields of the error body (`requiredTier`, `unmatchedCriteria`, `details`). */
  extras?: ErrorExtras;
};

/**
 * The options a code takes: an error of a code in `REASON_REQUIRED` (`VALIDATION_FAILED`, `CONFLICT`, `NOT_FOUND`…)
 * cannot be made without its reason (a code known only as `ErrorCode`, such as one passed on, is held to the same).
 */
type OptionsArgument<C extends ErrorCode> = [C] extends [Exclude<ErrorCode, ReasonRequiredCode>]
  ? [options?: AppErrorOptions<C>]
  : [options: AppErrorOptions<C> & { reason: ErrorReason<C> }];

/**
 * The one error type services throw; the error handler turns it into `{ success:false, message, code, params? }`.
 * `message` is English and stays for existing clients; `reason` and `params` let each client word it (ADR 018).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  readonly reason: ErrorReason<C> | undefined;
  readonly params: Readonly<Record<string, string | number>> | undefined;
  readonly fieldErrors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly extras: ErrorExtras | undefined;
  constructor(
    readonly code: C,
    message: string,
    ...[options]: OptionsArgument<C>
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.reason = options?.reason;
    this.params = options?.params;
    this.fieldErrors = options?.fieldErrors;
    this.headers = options?.headers;
    this.extras = options?.extras;
  }

  /**
   * The same refusal in other words (a file's name before it, several joined): its code, reason, params, headers
   * and extras stay. Clients that word errors check that `message` is still their English sentence.
   */
  rephrased(message: string, fieldErrors: FieldError[] | undefined = this.fieldErrors): AppError<C> {
    const Same = AppError as new (code: C, message: string, options?: AppErrorOptions<C>) => AppError<C>;
    return new Same(this.code, message, {
      reason: this.reason,
      params: this.params,
      fieldErrors,
      headers: this.headers,
      extras: this.extras,
    });
  }

  /** The body's `params`: the reason first, then the values; undefined when there are neither. */
  bodyParams(): ErrorParams | undefined {
    if (this.reason === undefined && this.params === undefined) return undefined;
    return { ...(this.reason === undefined ? {} : { reason: this.reason }), ...this.params };
  }
}

/** 404 NOT_FOUND: which thing was not found (`reason`) and how it is said. */
export const notFound = (reason: ErrorReason<'NOT_FOUND'>, message: string) =>
  new AppError('NOT_FOUND', message, { reason });
/** 401 UNAUTHENTICATED: "Please sign in to continue." (the code's generic sentence). */
export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
/** 403 FORBIDDEN: why (`reason`) and how it is said. */
export const forbidden = (reason: ErrorReason<'FORBIDDEN'>, message: string) =>
  new AppError('FORBIDDEN', message, { reason });

/**
 * 403 PLAN_REQUIRED: the member's plan does not include this; `requiredTier` is the lowest tier that does, in the
 * body and in `params` (with the other values of the sentence).
 */
export const planRequired = (
  requiredTier: UserType,
  refusal: {
    reason: ErrorReason<'PLAN_REQUIRED'>;
    message: string;
    params?: Readonly<Record<string, string | number>>;
  },
) =>
  new AppError('PLAN_REQUIRED', refusal.message, {
    reason: refusal.reason,
    params: { requiredTier, ...refusal.params },
    extras: { requiredTier },
  });
