import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ERROR_CODES, type ErrorCode } from '@app/shared/errors/codes';
import { errorsMessages } from '../../locales/errors';
import { findMessage, preloadNamespace } from '../i18n';

/**
 * How a failed call ended, as the screens need it:
 * - `rejected`: the server answered 4xx with `{ success: false, message, code, params? }` — show its `message`,
 *   worded in the member's language, branch on `code` (and `reason`);
 * - `failed`: anything else (network down, 5xx, unreadable body) — show a generic message.
 */
export type ApiFailure =
  | {
      kind: 'rejected';
      status: number;
      code: ErrorCode | undefined;
      /** Which sentence it is (`params.reason`, ADR 018), where the code has several. */
      reason: string | undefined;
      /** The sentence in the language shown (`apiErrors.<code>.<reason>`), else the server's English `message`. */
      message: string;
      /** The server's own `message`, in English. */
      serverMessage: string;
      data: Record<string, unknown>;
    }
  | { kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

type Params = Readonly<Record<string, string | number>>;

function readParams(value: unknown): Params {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}

const fill = (sentence: string, params: Params) =>
  sentence.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );

// The API's sentences travel with the API code: registered here, loaded now in the language shown and with each
// language chosen later (ADR 018).
preloadNamespace(errorsMessages);

/**
 * The refusal in the language shown: `apiErrors.<code>.<reason>` with its params. Only when the catalogue's English,
 * filled the same way, is the server's `message`: a sentence the server has since changed, or said in other words
 * (a file's name before it), shows as the server sent it, never an older or shorter one.
 */
export function wordApiError(code: ErrorCode | undefined, serverMessage: string, rawParams: unknown): string {
  const params = readParams(rawParams);
  const reason = params.reason;
  if (!code || typeof reason !== 'string') return serverMessage;
  const key = `apiErrors.${code}.${reason}`;
  const english = findMessage(key, errorsMessages, 'en');
  if (english === undefined || fill(english, params) !== serverMessage) return serverMessage;
  return fill(findMessage(key, errorsMessages) ?? english, params);
}

export function readApiFailure(error: unknown): ApiFailure {
  const fetchError = error as FetchBaseQueryError | SerializedError | undefined;
  if (!isRecord(fetchError) || typeof fetchError.status !== 'number') return { kind: 'failed' };
  const { status } = fetchError;
  const data = isRecord(fetchError.data) ? fetchError.data : {};
  if (status < 400 || status >= 500 || data.success !== false || typeof data.message !== 'string') {
    return { kind: 'failed' };
  }
  const code = (ERROR_CODES as readonly unknown[]).includes(data.code) ? (data.code as ErrorCode) : undefined;
  const reason = isRecord(data.params) && typeof data.params.reason === 'string' ? data.params.reason : undefined;
  const message = wordApiError(code, data.message, data.params);
  return { kind: 'rejected', status, code, reason, message, serverMessage: data.message, data };
}

/** Field-level messages a VALIDATION_FAILED body may carry (`errors: [{ path, message }]`). */
export function fieldMessage(failure: ApiFailure, path: string): string | undefined {
  if (failure.kind !== 'rejected' || !Array.isArray(failure.data.errors)) return undefined;
  const match = failure.data.errors.find(
    (item): item is { path: string; message: string } =>
      isRecord(item) && item.path === path && typeof item.message === 'string',
  );
  if (!match) return undefined;
  // The field's error is often the refusal's own sentence: then it is shown worded like it.
  return match.message === failure.serverMessage ? failure.message : match.message;
}

/** The message a new-password field shows when the server rejected the password (too common, or invalid). */
export function newPasswordMessage(failure: ApiFailure, path: string): string | undefined {
  if (failure.kind !== 'rejected') return undefined;
  return failure.code === 'PASSWORD_TOO_COMMON' ? failure.message : fieldMessage(failure, path);
}
