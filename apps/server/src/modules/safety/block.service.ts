import type { FastifyInstance } from 'fastify';
import { connectionStatusOf, stateOfRow } from '@app/shared/connections';
import type { BlockedMember } from '@app/shared/safety';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { endCallsBetween } from '../calls/index';
import { apply, publish, withPair } from '../connections/index';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { accountExists, deleteBlock, insertBlock, listBlockedBy } from './block.repository';
import { memberLabel } from '../../lib/members/display-name';

type Member = Pick<AuthUser, 'id'>;

export const ALREADY_BLOCKED = 'You have already blocked this member.';
export const NOT_BLOCKED = 'This member is not blocked.';

/**
 * POST block/block {blockedUserId}: one transaction under the pair's lock (the connections' own, so a request or
 * an acceptance at the same moment is served before or after, never in between): the block row, and whatever
 * stood between the two ended the state machine's way, as the blocker ending it would — a connection removed, the
 * blocker's request withdrawn (cancelled), a request to them declined — which revokes the contact details shared
 * either way. After the commit: any call between them
 * ends, and both members hear the pair's status ("no connection") exactly as after a removal; when nothing stood
 * between them only the blocker does. The member blocked is never told (relations.repository.ts): chat reads
 * blocks on every request and shows them a removed connection.
 *
 * Any existing account may be blocked (a hidden one too, or one who blocked the caller); an unknown id is the
 * profile view's one 404.
 */
export async function blockMember(app: FastifyInstance, me: Member, blockedId: string): Promise<void> {
  if (blockedId === me.id) {
    const message = 'You cannot block yourself.';
    throw new AppError('VALIDATION_FAILED', message, {
      reason: 'blockSelf',
      fieldErrors: [{ path: 'blockedUserId', message }],
    });
  }
  if (!(await accountExists(app.db, blockedId))) throw notFound('profile', PROFILE_NOT_FOUND);
  const ended = await withPair(app, me.id, blockedId, async (trx, live) => {
    const inserted = await insertBlock(trx, { blockerId: me.id, blockedId, now: app.clock.now() });
    if (!inserted) throw new AppError('CONFLICT', ALREADY_BLOCKED, { reason: 'alreadyBlocked' });
    const state = stateOfRow(live?.status);
    if (!live || state === 'none') return false;
    // Ended as the blocker ending it would: removed, their own request withdrawn, a request to them declined.
    await apply(app, trx, live, state === 'accepted' ? 'remove' : live.senderId === me.id ? 'cancel' : 'decline');
    return true;
  });
  await endCallsBetween(app, me.id, blockedId, 'closed');
  if (ended) {
    // Both hear what a removal (or a withdrawn request) says, and nothing more.
    await publish(app, me.id, blockedId, { row: undefined, changed: true });
  } else {
    // Only the blocker's open pages learn the pair is over; the other member hears nothing, as when nothing changed.
    void app.events.emit('connection.changed', {
      statuses: { [me.id]: { ...connectionStatusOf('none', null), userId: blockedId } },
    });
  }
}

/** POST block/unblock {blockedUserId}: the block row goes; the connection it ended does not come back. */
export async function unblockMember(app: FastifyInstance, me: Member, blockedId: string): Promise<void> {
  if (!(await deleteBlock(app.db, me.id, blockedId))) throw notFound('notBlocked', NOT_BLOCKED);
}

/** GET block/blocked-by-me: by name only, newest first (the card presenter would hide a blocked member). */
export async function listBlockedByMe(app: FastifyInstance, me: Member): Promise<BlockedMember[]> {
  const rows = await listBlockedBy(app.db, me.id);
  return rows.map((row) => ({
    userId: row.userId,
    name: memberLabel(row),
    blockedAt: new Date(row.blockedAt).toISOString(),
  }));
}
