import { type ErrorCode, type ErrorExtras, type FieldError } from '@app/shared';
import type { UserType } from '@app/shared/constants';
/** The one error type services throw; the error handler turns it into `{ success:false, message, code }`. */
export declare class AppError extends Error {
    readonly code: ErrorCode;
    readonly fieldErrors?: FieldError[] | undefined;
    readonly headers?: Record<string, string> | undefined;
    /** Extra fields of the error body (`requiredTier`, `unmatchedCriteria`, `details`). */
    readonly extras?: ErrorExtras | undefined;
    readonly statusCode: number;
    constructor(code: ErrorCode, message: string, fieldErrors?: FieldError[] | undefined, headers?: Record<string, string> | undefined, 
    /** Extra fields of the error body (`requiredTier`, `unmatchedCriteria`, `details`). */
    extras?: ErrorExtras | undefined);
}
export declare const notFound: (message?: string) => AppError;
export declare const unauthenticated: (message?: string) => AppError;
export declare const forbidden: (message?: string) => AppError;
/** 403 PLAN_REQUIRED: the member's plan does not include this; `requiredTier` is the lowest tier that does. */
export declare const planRequired: (requiredTier: UserType, message: string) => AppError;
