import { sql, type Kysely } from 'kysely';
import { connectionStatusOf } from '@app/shared/connections';
import type { ConnectionStatusColumn, Database } from '../../db/schema';
import { anyId } from '../../db/id-list';

/**
 * How two members stand to each other from the viewer's side, read from `connections` and `blocks` (tables created
 * with the profile work; the connections and safety issues write them). Blocks win over everything, in either
 * direction, and this is the one place that decides how a block looks to each side (docs/privacy.md, "Blocking"):
 *
 * - `blocked`: the viewer blocked the other member. Their own act, which they may see (the Blocked tab, a
 *   conversation that says they blocked).
 * - `unavailable`: the other member blocked the viewer. The viewer is never told: every rule treats it as no
 *   connection with a member whose profile is not available to them (hidden, suspended, gone) — what they would
 *   see had the other member removed the connection and then hidden their profile. No rule may tell it apart
 *   from `none` except where a missing profile is the answer (the one 404).
 *
 * When both blocked each other, the viewer's own block is what they see (`blocked`).
 */
export type Relation = 'self' | 'blocked' | 'unavailable' | 'connected' | 'pending_sent' | 'pending_received' | 'none';

/** A block stands between the two, whichever side: neither may see the other's profile. */
export const blockedEitherWay = (relation: Relation): boolean => relation === 'blocked' || relation === 'unavailable';

/** The reference's `connection_status` / `connectionType` pair, from the viewer's side. */
export type ConnectionState = {
  connection_status: 'pending' | 'accepted' | 'no connection';
  connectionType: 'sender' | 'receiver' | 'none';
};

export async function findRelation(db: Kysely<Database>, viewerId: string, ownerId: string): Promise<Relation> {
  return (await findRelations(db, viewerId, [ownerId])).get(ownerId) ?? 'none';
}

/**
 * The viewer's relation to each of `ownerIds`, in one statement whatever their number: the blocks either way and
 * the live connection requests, as one list (`union all`; a block has no status).
 */
export async function findRelations(
  db: Kysely<Database>,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<Map<string, Relation>> {
  const relations = new Map<string, Relation>(ownerIds.map((id) => [id, id === viewerId ? 'self' : 'none']));
  const others = ownerIds.filter((id) => id !== viewerId);
  if (others.length === 0) return relations;
  const rows = await db
    .selectFrom('blocks')
    .select(['blockerId as fromId', 'blockedId as toId', sql<ConnectionStatusColumn | null>`null::text`.as('status')])
    .where((eb) =>
      eb.or([
        eb.and([eb('blockerId', '=', viewerId), eb('blockedId', '=', anyId(others))]),
        eb.and([eb('blockedId', '=', viewerId), eb('blockerId', '=', anyId(others))]),
      ]),
    )
    .unionAll(
      db
        .selectFrom('connections')
        .select(['senderId as fromId', 'receiverId as toId', 'status'])
        .where('status', 'in', ['pending', 'accepted'])
        .where((eb) =>
          eb.or([
            eb.and([eb('senderId', '=', viewerId), eb('receiverId', '=', anyId(others))]),
            eb.and([eb('receiverId', '=', viewerId), eb('senderId', '=', anyId(others))]),
          ]),
        ),
    )
    .execute();
  const otherOf = (fromId: string, toId: string) => (fromId === viewerId ? toId : fromId);
  for (const { fromId, toId, status } of rows) {
    if (status === 'accepted') relations.set(otherOf(fromId, toId), 'connected');
    else if (status !== null)
      relations.set(otherOf(fromId, toId), fromId === viewerId ? 'pending_sent' : 'pending_received');
  }
  // Blocks (no status) win over everything, in either direction; the viewer's own block over the other's.
  for (const { fromId, toId, status } of rows) {
    if (status !== null) continue;
    const other = otherOf(fromId, toId);
    if (fromId === viewerId) relations.set(other, 'blocked');
    else if (relations.get(other) !== 'blocked') relations.set(other, 'unavailable');
  }
  return relations;
}

/** The pair's status as the shared state machine words it (`connectionStatusOf`), from the relation. */
export function connectionState(relation: Relation): ConnectionState {
  switch (relation) {
    case 'connected':
      return connectionStatusOf('accepted', null);
    case 'pending_sent':
      return connectionStatusOf('pending', 'sender');
    case 'pending_received':
      return connectionStatusOf('pending', 'receiver');
    default:
      return connectionStatusOf('none', null);
  }
}
