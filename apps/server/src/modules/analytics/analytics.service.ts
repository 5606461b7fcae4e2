import type { Kysely } from 'kysely';
import type { AnalyticsBatch } from '@app/shared/analytics';
import type { Database } from '../../db/schema';
import { insertEvents } from './analytics.repository';

/** Stored in place of anything that does not look like one of our route patterns. */
export const OTHER_PATH = '/(other)';

/**
 * The browser already sends route patterns only; this is the server's own guard: no query string, no hash, and
 * only the characters our route patterns use (no "@", no "%", no spaces), so an e-mail address or a name typed
 * into a URL can never land in the table.
 */
export function safePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return /^\/[A-Za-z0-9\-_.:/()]{0,199}$/.test(bare) ? bare : OTHER_PATH;
}

export async function recordBatch(db: Kysely<Database>, batch: AnalyticsBatch, now: Date): Promise<number> {
  const rows = batch.events.map((event) =>
    event.type === 'page_view'
      ? {
          visitorId: batch.visitorId,
          type: 'page_view' as const,
          path: safePath(event.path),
          step: null,
          createdAt: now,
        }
      : { visitorId: batch.visitorId, type: 'funnel' as const, path: null, step: event.step, createdAt: now },
  );
  await insertEvents(db, rows);
  return rows.length;
}
