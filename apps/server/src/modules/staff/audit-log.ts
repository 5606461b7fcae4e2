import type { Kysely, Transaction } from 'kysely';
import type { StaffAction, StaffAuditEntry, StaffAuditFilter } from '@app/shared/console';
import type { Database } from '../../db/schema';
import { insertStaffAuditEntry, listStaffAuditRows } from './staff.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** Who acted: a signed-in staff member, or an operator at the command line. */
export type StaffActor =
  { id: string; email: string; role: 'moderator' | 'admin' } | { id: null; email: 'command line'; role: 'operator' };

export const COMMAND_LINE: StaffActor = { id: null, email: 'command line', role: 'operator' };

export type StaffActionEntry = {
  action: StaffAction;
  subjectUserId?: string | null;
  /** What the action was about, when not only a member: 'report', 'photo', 'plan', 'verification', … */
  subjectKind?: string | null;
  subjectId?: string | number | null;
  reason?: string | null;
  /** Ids and facts only: never a password, a code, a message's text or a document. */
  detail?: Record<string, unknown>;
};

/**
 * Writes one staff action to the audit log. Call it inside the transaction that makes the change, so the change
 * and its record land together or not at all. The log is append-only (the database refuses updates and deletes).
 */
export async function recordStaffAction(db: Db, actor: StaffActor, entry: StaffActionEntry): Promise<void> {
  await insertStaffAuditEntry(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    subjectKind: entry.subjectKind ?? null,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    reason: entry.reason ?? null,
    detail: JSON.stringify(entry.detail ?? {}),
  });
}

/** Newest first, keyset by id. */
export async function listStaffActions(
  db: Db,
  query: StaffAuditFilter,
): Promise<{ entries: StaffAuditEntry[]; nextBefore: number | null }> {
  const rows = await listStaffAuditRows(db, query);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
      action: row.action,
      subjectUserId: row.subjectUserId,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      reason: row.reason,
      detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
    })),
    nextBefore: rows.length > query.limit ? Number(page[page.length - 1]!.id) : null,
  };
}
