import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
  if (viewerId === ownerId) return 'self';
  const block = await db
    .selectFrom('blocks')
    .select('blockerId')
    .where((eb) =>
      eb.or([
        eb.and([eb('blockerId', '=', viewerId), eb('blockedId', '=', ownerId)]),
        eb.and([eb('blockerId', '=', ownerId), eb('blockedId', '=', viewerId)]),
      ]),
    )
    .executeTakeFirst();
  if (block) return 'blocked';
  const connection = await db
    .selectFrom('connections')
    .select(['senderId', 'status'])
    .where('status', 'in', ['pending', 'accepted'])
    .where((eb) =>
      eb.or([
        eb.and([eb('senderId', '=', viewerId), eb('receiverId', '=', ownerId)]),
        eb.and([eb('senderId', '=', ownerId), eb('receiverId', '=', viewerId)]),
      ]),
    )
    .executeTakeFirst();
  if (!connection) return 'none';
  if (connection.status === 'accepted') return 'connected';
  return connection.senderId === viewerId ? 'pending_sent' : 'pending_received';
}

export function connectionState(relation: Relation): ConnectionState {
  switch (relation) {
    case 'connected':
      return { connection_status: 'accepted', connectionType: 'none' };
    case 'pending_sent':
      return { connection_status: 'pending', connectionType: 'sender' };
    case 'pending_received':
      return { connection_status: 'pending', connectionType: 'receiver' };
    default:
      return { connection_status: 'no connection', connectionType: 'none' };
  }
}
