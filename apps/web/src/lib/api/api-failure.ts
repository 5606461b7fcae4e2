import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ERROR_CODES, type ErrorCode } from '@app/shared/errors/codes';
import { ERROR_PARAM_KINDS } from '@app/shared/errors/reasons';
import { LOCALES } from '@app/shared/i18n';
import { errorsMessages } from '../../locales/errors';
import { currentLanguage, findMessage, preloadNamespace, type Language } from '../i18n';
import { dateTimeFormat, listFormat } from '../intl';

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

/** A plan's name in `language` (`apiParams.tier.Premium`); English names are the plans' ids. */
const tierName = (tier: string, language: Language) =>
  (language === 'en' ? undefined : findMessage(`apiParams.tier.${tier}`, errorsMessages, language)) ?? tier;

/**
 * A param as `language` writes it (`ERROR_PARAM_KINDS`): a plan by its name, a list of plans as a list ("Premium and
 * Exclusive"), a calendar day written long ("3 March 2027", "3 मार्च 2027"); anything else as sent.
 */
function written(name: string, value: string | number, language: Language): string | number {
  const kind = ERROR_PARAM_KINDS[name];
  if (kind === undefined || typeof value !== 'string') return value;
  const locale = LOCALES[language].htmlLang;
  if (kind === 'tier') return tierName(value, language);
  if (kind === 'tiers') {
    const tiers = value.split(',').map((tier) => tierName(tier, language));
    return listFormat(locale, { type: 'conjunction' }).format(tiers);
  }
  const day = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime())) return value;
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

const writtenIn = (params: Params, language: Language): Params =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, written(name, value, language)]));

// The API's sentences travel with the API code: registered here, loaded now in the language shown and with each
// language chosen later (ADR 018).
preloadNamespace(errorsMessages);

/**
 * The refusal in the language shown: `apiErrors.<code>.<reason>` (`generic` for a code without reasons) with its
 * params written in that language. Only when the catalogue's English, filled the same way, is the server's `message`:
 * a sentence the server has since changed, or said in other words (a file's name before it), shows as the server
 * sent it, never an older or shorter one. In English the server's `message` is the sentence: the English catalogue
 * holds no refusals, but in the journeys' pseudo-locale (lib/pseudo-locale.ts), which words them like another language.
 */
export function wordApiError(code: ErrorCode | undefined, serverMessage: string, rawParams: unknown): string {
  const language = currentLanguage();
  if (!code) return serverMessage;
  const params = readParams(rawParams);
  const reason = typeof params.reason === 'string' ? params.reason : 'generic';
  const english = findMessage(`englishApiErrors.${code}.${reason}`, errorsMessages, language);
  const own = findMessage(`apiErrors.${code}.${reason}`, errorsMessages, language);
  if (english === undefined || own === undefined || fill(english, writtenIn(params, 'en')) !== serverMessage) {
    return serverMessage;
  }
  return fill(own, writtenIn(params, language));
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
