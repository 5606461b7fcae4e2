import type { Kysely } from 'kysely';
import { connectionStatusOf } from '@app/shared/connections';
import type { Database } from '../../db/schema';
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

/** The viewer's relation to each of `ownerIds`, in two queries whatever their number. */
export async function findRelations(
  db: Kysely<Database>,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<Map<string, Relation>> {
  const relations = new Map<string, Relation>(ownerIds.map((id) => [id, id === viewerId ? 'self' : 'none']));
  const others = ownerIds.filter((id) => id !== viewerId);
  if (others.length === 0) return relations;
  const [blocks, connections] = await Promise.all([
    db
      .selectFrom('blocks')
      .select(['blockerId', 'blockedId'])
      .where((eb) =>
        eb.or([
          eb.and([eb('blockerId', '=', viewerId), eb('blockedId', '=', anyId(others))]),
          eb.and([eb('blockedId', '=', viewerId), eb('blockerId', '=', anyId(others))]),
        ]),
      )
      .execute(),
    db
      .selectFrom('connections')
      .select(['senderId', 'receiverId', 'status'])
      .where('status', 'in', ['pending', 'accepted'])
      .where((eb) =>
        eb.or([
          eb.and([eb('senderId', '=', viewerId), eb('receiverId', '=', anyId(others))]),
          eb.and([eb('receiverId', '=', viewerId), eb('senderId', '=', anyId(others))]),
        ]),
      )
      .execute(),
  ]);
  for (const { senderId, receiverId, status } of connections) {
    const other = senderId === viewerId ? receiverId : senderId;
    if (status === 'accepted') relations.set(other, 'connected');
    else relations.set(other, senderId === viewerId ? 'pending_sent' : 'pending_received');
  }
  // Blocks win over everything, in either direction.
  for (const { blockerId, blockedId } of blocks)
    relations.set(blockerId === viewerId ? blockedId : blockerId, 'blocked');
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
