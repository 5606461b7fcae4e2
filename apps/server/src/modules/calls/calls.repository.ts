import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CallEndReason, CallKind } from '@app/shared/chat';
import type { UserType } from '@app/shared/constants';
import type { CallsTable, Database } from '../../db/schema';

/** Every SQL statement of calls (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type CallRow = Selectable<CallsTable>;

/** A member who may be called: not suspended; their id and plan, or undefined. */
export function findCallableMember(db: Db, userId: string): Promise<{ id: string; usertype: UserType } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'usertype'])
    .where('id', '=', userId)
    .where('suspendedAt', 'is', null)
    .executeTakeFirst();
}

/** Both members' call locks, in id order (so two starts meeting the same members queue instead of deadlocking). */
export async function lockMembers(trx: Trx, ids: readonly string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`call-member:${id}`}, 0))`.execute(trx);
  }
}

/** The call's row, locked for the transaction (`for update`), or undefined. */
export function lockCall(trx: Trx, callId: string): Promise<CallRow | undefined> {
  return trx.selectFrom('calls').selectAll().where('id', '=', callId).forUpdate().executeTakeFirst();
}

/** Every call that still rings or runs with any of `ids` on either side, locked for the transaction. */
export function lockLiveCallsOf(trx: Trx, ids: string[]): Promise<CallRow[]> {
  return trx
    .selectFrom('calls')
    .selectAll()
    .where('state', '<>', 'ended')
    .where((eb) => eb.or([eb('callerId', 'in', ids), eb('calleeId', 'in', ids)]))
    .forUpdate()
    .execute();
}

/** Ends the call unless it has ended already; the ended row, or an error when nothing was updated. */
export function updateCallEnded(
  trx: Trx,
  callId: string,
  end: { endedAt: Date; endReason: CallEndReason; endedBy: string | null; durationSeconds: number },
): Promise<CallRow> {
  return trx
    .updateTable('calls')
    .set({
      state: 'ended',
      endedAt: end.endedAt,
      endReason: end.endReason,
      endedBy: end.endedBy,
      durationSeconds: end.durationSeconds,
    })
    .where('id', '=', callId)
    .where('state', '<>', 'ended')
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertCall(
  trx: Trx,
  call: { callerId: string; calleeId: string; kind: CallKind; maxSeconds: number; createdAt: Date },
): Promise<CallRow> {
  return trx
    .insertInto('calls')
    .values({
      callerId: call.callerId,
      calleeId: call.calleeId,
      kind: call.kind,
      state: 'ringing',
      maxSeconds: call.maxSeconds,
      createdAt: call.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The call answered at `now` (state `active`). */
export function updateCallAnswered(trx: Trx, callId: string, now: Date): Promise<CallRow> {
  return trx
    .updateTable('calls')
    .set({ state: 'active', answeredAt: now })
    .where('id', '=', callId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findCall(db: Db, callId: string): Promise<CallRow | undefined> {
  return db.selectFrom('calls').selectAll().where('id', '=', callId).executeTakeFirst();
}

/** The ids of the calls between `a` and `b` (either way round) that still ring or run. */
export function listLiveCallIdsBetween(db: Db, a: string, b: string): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('calls')
    .select('id')
    .where('state', '<>', 'ended')
    .where((eb) =>
      eb.or([
        eb.and([eb('callerId', '=', a), eb('calleeId', '=', b)]),
        eb.and([eb('callerId', '=', b), eb('calleeId', '=', a)]),
      ]),
    )
    .execute();
}

/** The ids of the member's calls (either side) that still ring or run. */
export function listLiveCallIdsOf(db: Db, userId: string): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('calls')
    .select('id')
    .where('state', '<>', 'ended')
    .where((eb) => eb.or([eb('callerId', '=', userId), eb('calleeId', '=', userId)]))
    .execute();
}
