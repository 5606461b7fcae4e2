import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionStatusColumn } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories/users';
import { findRelation, findRelations, type Relation } from './relations.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('findRelations (lists) agrees with findRelation (one profile)', () => {
  it('for every kind of relation, blocks winning over connections in either direction (the viewer’s own block named, the other’s not)', async () => {
    const me = await createUser(t.app);
    const others = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    const now = t.clock.now();
    const connect = (senderId: string, receiverId: string, status: ConnectionStatusColumn) =>
      t.app.db
        .insertInto('connections')
        .values({ senderId, receiverId, status, createdAt: now, updatedAt: now })
        .execute();
    const [accepted, sent, received, declined, blockedByMe, blockedMe, connectedThenBlocked, stranger] = others.map(
      (user) => user.id,
    ) as [string, string, string, string, string, string, string, string];
    await connect(me.id, accepted, 'accepted');
    await connect(me.id, sent, 'pending');
    await connect(received, me.id, 'pending');
    await connect(me.id, declined, 'declined');
    await t.app.db.insertInto('blocks').values({ blockerId: me.id, blockedId: blockedByMe, createdAt: now }).execute();
    await t.app.db.insertInto('blocks').values({ blockerId: blockedMe, blockedId: me.id, createdAt: now }).execute();
    await connect(connectedThenBlocked, me.id, 'accepted');
    await t.app.db
      .insertInto('blocks')
      .values({ blockerId: connectedThenBlocked, blockedId: me.id, createdAt: now })
      .execute();

    // Both blocked each other: the viewer's own block is what they see.
    const both = (await createUser(t.app)).id;
    await t.app.db
      .insertInto('blocks')
      .values([
        { blockerId: me.id, blockedId: both, createdAt: now },
        { blockerId: both, blockedId: me.id, createdAt: now },
      ])
      .execute();

    const ids = [me.id, ...others.map((user) => user.id), both];
    const batch = await findRelations(t.app.db, me.id, ids);
    const expected: Record<string, Relation> = {
      [me.id]: 'self',
      [accepted]: 'connected',
      [sent]: 'pending_sent',
      [received]: 'pending_received',
      [declined]: 'none',
      [blockedByMe]: 'blocked',
      [blockedMe]: 'unavailable',
      [connectedThenBlocked]: 'unavailable',
      [stranger]: 'none',
      [both]: 'blocked',
    };
    for (const id of ids) {
      expect(batch.get(id)).toBe(expected[id]);
      expect(await findRelation(t.app.db, me.id, id)).toBe(expected[id]);
    }
    expect(await findRelations(t.app.db, me.id, [])).toEqual(new Map());
  });
});
