import { sql, type Kysely } from 'kysely';
import { connectionStatusOf } from '@app/shared/connections';
import type { ConnectionStatusColumn, Database } from '../../db/schema';
import { anyId } from '../../db/id-list';

/**
 * How two members stand to each other, read from `connections` and `blocks` (tables created with the profile
 * work; the connections and safety issues write them). Blocks win over everything, in either direction.
 */
export type Relation = 'self' | 'blocked' | 'connected' | 'pending_sent' | 'pending_received' | 'none';

/** The reference's `connection_status` / `connectionType` pair (reference §1.4), from the viewer's side. */
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
  // Blocks (no status) win over everything, in either direction.
  for (const { fromId, toId, status } of rows) if (status === null) relations.set(otherOf(fromId, toId), 'blocked');
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
