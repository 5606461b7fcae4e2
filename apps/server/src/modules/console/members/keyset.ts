import { AppError } from '../../../lib/app-error';

/**
 * Keyset cursors for "newest first" lists ordered by (created_at desc, id desc): the last row's time and id,
 * base64url-encoded JSON so clients treat it as opaque. A cursor that does not decode is a 400, never a wrong page.
 */
export type Keyset = { at: Date; id: string };

export function encodeKeyset(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export function decodeKeyset(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const invalid = () =>
    new AppError('VALIDATION_FAILED', 'That page link is not valid any more. Please start from the first page.', {
      reason: 'consolePageLink',
      fieldErrors: [
        { path: 'cursor', message: 'That page link is not valid any more. Please start from the first page.' },
      ],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !isUuid(id)) throw invalid();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw invalid();
  return { at: date, id };
}
