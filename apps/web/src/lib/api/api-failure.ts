import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ERROR_CODES, type ErrorCode } from '@app/shared/errors/codes';

/**
 * How a failed call ended, as the screens need it:
 * - `rejected`: the server answered 4xx with `{ success: false, message, code }` — show its message, branch on code;
 * - `failed`: anything else (network down, 5xx, unreadable body) — show a generic message.
 */
export type ApiFailure =
  | {
      kind: 'rejected';
      status: number;
      code: ErrorCode | undefined;
      message: string;
      data: Record<string, unknown>;
    }
  | { kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readApiFailure(error: unknown): ApiFailure {
  const fetchError = error as FetchBaseQueryError | SerializedError | undefined;
  if (!isRecord(fetchError) || typeof fetchError.status !== 'number') return { kind: 'failed' };
  const { status } = fetchError;
  const data = isRecord(fetchError.data) ? fetchError.data : {};
  if (status < 400 || status >= 500 || data.success !== false || typeof data.message !== 'string') {
    return { kind: 'failed' };
  }
  const code = (ERROR_CODES as readonly unknown[]).includes(data.code) ? (data.code as ErrorCode) : undefined;
  return { kind: 'rejected', status, code, message: data.message, data };
}

/** Field-level messages a VALIDATION_FAILED body may carry (`errors: [{ path, message }]`). */
export function fieldMessage(failure: ApiFailure, path: string): string | undefined {
  if (failure.kind !== 'rejected' || !Array.isArray(failure.data.errors)) return undefined;
  const match = failure.data.errors.find(
    (item): item is { path: string; message: string } =>
      isRecord(item) && item.path === path && typeof item.message === 'string',
  );
  return match?.message;
}

/** The message a new-password field shows when the server rejected the password (too common, or invalid). */
export function newPasswordMessage(failure: ApiFailure, path: string): string | undefined {
  if (failure.kind !== 'rejected') return undefined;
  return failure.code === 'PASSWORD_TOO_COMMON' ? failure.message : fieldMessage(failure, path);
}
