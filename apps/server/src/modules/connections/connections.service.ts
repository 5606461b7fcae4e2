import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import {
  canTransition,
  CONNECTION_TRANSITIONS,
  connectionStatusOf,
  stateOfRow,
  type ConnectionAction,
  type ConnectionEntry,
} from '@app/shared/connections';
import type { ErrorReason } from '@app/shared';
import type { ConnectionStatusEvent } from '@app/shared/realtime';
import type { Database, NotificationsTable } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { endCallsBetween } from '../calls/index';
import type { AuthUser } from '../../lib/auth/authenticate';
import { presentMemberCards } from '../discover/index';
import { recordManagerAction } from '../family/index';
import { createNotification, markReadAbout, publishNotification } from '../notifications/index';
import { connectionEntitlements, requireConnectTo, requireRequestAllowance } from '../../lib/entitlements';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { decideViewerAccess } from '../privacy/index';
import {
  countRequestsSentSince,
  findLiveConnection,
  findMemberTier,
  insertConnectionRequest,
  listConnectionRows,
  lockPair,
  lockRequestAllowance,
  revokeContactAccessBetween,
  updateConnection,
  type ConnectionList,
  type ConnectionRow,
} from './connections.repository';

export type { ConnectionList } from './connections.repository';

/** The profile acting; with `accountId` and `family` when a family manager acts for it (ADR 017). */
type Member = Pick<AuthUser, 'id' | 'usertype'> & Partial<Pick<AuthUser, 'accountId' | 'family'>>;
type NotificationRow = Selectable<NotificationsTable>;
type Trx = Transaction<Database>;
/** The pair's status from one side, naming the other member. */
type PairStatus = Required<ConnectionStatusEvent>;

/** How many members each Connections list shows (the newest). */
export const CONNECTION_LIST_LIMIT = 500;

/**
 * Runs `work` in a transaction holding the pair's lock (a transaction-level advisory lock keyed by the two ids,
 * whoever asks first), with the pair's live row (pending or accepted) read under it. Every change to a pair goes
 * through here, so two members acting on each other at the same moment are served one after the other, and the
 * second sees what the first did: two crossing requests end as one accepted connection, a double click sends one.
 */
export async function withPair<T>(
  app: FastifyInstance,
  a: string,
  b: string,
  work: (trx: Trx, live: ConnectionRow | undefined) => Promise<T>,
): Promise<T> {
  return app.db.transaction().execute(async (trx) => {
    await lockPair(trx, a, b);
    const live = await findLiveConnection(trx, a, b);
    return work(trx, live);
  });
}

const roleOf = (row: ConnectionRow | undefined, memberId: string): 'sender' | 'receiver' | null =>
  row ? (row.senderId === memberId ? 'sender' : 'receiver') : null;

/** Each side's view of the pair (after a change, or now). */
function statusesOf(a: string, b: string, row: ConnectionRow | undefined): Record<string, PairStatus> {
  const live = row && stateOfRow(row.status) !== 'none' ? row : undefined;
  const state = stateOfRow(live?.status);
  return {
    [a]: { ...connectionStatusOf(state, roleOf(live, a)), userId: b },
    [b]: { ...connectionStatusOf(state, roleOf(live, b)), userId: a },
  };
}

export type Outcome = { row: ConnectionRow | undefined; changed: boolean; notification?: NotificationRow };

/** After the commit: the notification (if any) and both sides' new status to every reaction. */
export async function publish(app: FastifyInstance, me: string, other: string, outcome: Outcome): Promise<PairStatus> {
  const statuses = statusesOf(me, other, outcome.row);
  if (outcome.changed) {
    if (outcome.notification) await publishNotification(app, outcome.notification);
    void app.events.emit('connection.changed', { statuses });
  }
  return statuses[me] as PairStatus;
}

const conflict = (reason: ErrorReason<'CONFLICT'>, message: string) => new AppError('CONFLICT', message, { reason });

/** Moves the live row by `action` (already allowed by the state machine), with its notification when one is due. */
export async function apply(
  app: FastifyInstance,
  trx: Trx,
  row: ConnectionRow,
  action: Exclude<ConnectionAction, 'request'>,
): Promise<Outcome> {
  const now = app.clock.now();
  const updated = await updateConnection(trx, row.id, {
    status: CONNECTION_TRANSITIONS[action].to,
    respondedAt: now,
    updatedAt: now,
    // Dates the acceptance for the console's statistics; `respondedAt` moves again if the connection is removed.
    ...(action === 'accept' ? { acceptedAt: now } : {}),
  });
  let notification: NotificationRow | undefined;
  if (action === 'accept') {
    notification = await createNotification(app, trx, {
      userId: row.senderId,
      type: 'connection_accepted',
      actorId: row.receiverId,
      now,
    });
  }
  if (action !== 'remove') {
    // The request is answered or withdrawn: its notification no longer waits on the receiver's bell.
    await markReadAbout(trx, { userId: row.receiverId, actorId: row.senderId, types: ['connection_request'], now });
  }
  if (action === 'remove') {
    // Ending the connection ends what it allowed: contact details shared either way are revoked.
    await revokeContactAccessBetween(trx, row.senderId, row.receiverId, now);
  }
  return { row: stateOfRow(updated.status) === 'none' ? undefined : updated, changed: true, notification };
}

/** The other member must be someone the caller may see (the profile view's one 404 otherwise: blocks included). */
async function assertVisible(app: FastifyInstance, viewer: Member, ownerId: string): Promise<void> {
  const { view } = await decideViewerAccess(app.db, { ownerId, viewer, readRequestStatus: false });
  if (!view.visible) throw notFound('profile', PROFILE_NOT_FOUND);
}

function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Checks the sender's monthly allowance of new requests (plans: Standard sends 10 a calendar month, UTC). Every
 * request sent this month counts, withdrawn or declined ones too, so sending and cancelling cannot get round it.
 * A transaction-level lock on the sender's allowance queues two of their requests to different members, which
 * the pair's lock alone would let count the same month at once.
 */
async function checkRequestAllowance(trx: Trx, me: Member, now: Date): Promise<void> {
  if (connectionEntitlements(me.usertype).requestsPerMonth === null) return;
  await lockRequestAllowance(trx, me.id);
  const sent = await countRequestsSentSince(trx, me.id, startOfUtcMonth(now));
  requireRequestAllowance(me.usertype, sent, now);
}

/**
 * POST connection/addConnection {receiverId}: asks to connect. Answered with the pair's status afterwards. A
 * request already sent is not sent twice (a double click); one the other member had already sent is accepted, so
 * two members asking each other at once end connected (accepting is free on every plan). A new request needs the
 * sender's plan to reach the receiver's tier (403 PLAN_REQUIRED: only Exclusive members ask Exclusive members)
 * and a request left in the month's allowance (403 PLAN_REQUIRED, saying when it starts again).
 */
export async function addConnection(app: FastifyInstance, me: Member, receiverId: string): Promise<PairStatus> {
  if (receiverId === me.id)
    throw new AppError('VALIDATION_FAILED', 'You cannot send a request to yourself.', { reason: 'requestSelf' });
  await assertVisible(app, me, receiverId);
  // The receiver must be able to see who is asking: a request from a profile they could not open is not sent.
  const receiver = await findMemberTier(app.db, receiverId);
  if (receiver) {
    const { view } = await decideViewerAccess(app.db, { ownerId: me.id, viewer: receiver, readRequestStatus: false });
    if (!view.visible) {
      throw new AppError(
        'PROFILE_INCOMPLETE',
        'Please finish your profile (and make sure it is not hidden) before sending requests.',
        { reason: 'request' },
      );
    }
  }
  const outcome = await withPair(app, me.id, receiverId, async (trx, live): Promise<Outcome> => {
    const state = stateOfRow(live?.status);
    const role = roleOf(live, me.id);
    if (live && state === 'pending' && role === 'receiver') {
      await recordManagerAction(trx, me, 'request_accepted', { userId: receiverId }, app.clock.now());
      return apply(app, trx, live, 'accept');
    }
    if (!canTransition('request', state, role)) return { row: live, changed: false };
    if (receiver) requireConnectTo(me.usertype, receiver.usertype);
    const now = app.clock.now();
    await checkRequestAllowance(trx, me, now);
    const requestedBy = me.family && me.accountId ? { accountId: me.accountId, relation: me.family.relation } : null;
    const row = await insertConnectionRequest(trx, { senderId: me.id, receiverId, now, requestedBy });
    const notification = await createNotification(app, trx, {
      userId: receiverId,
      type: 'connection_request',
      actorId: me.id,
      now,
      actedByRelation: requestedBy?.relation ?? null,
    });
    await recordManagerAction(trx, me, 'request_sent', { userId: receiverId }, now);
    return { row, changed: true, notification };
  });
  return publish(app, me.id, receiverId, outcome);
}

type EndingAction = Exclude<ConnectionAction, 'request' | 'accept'>;
/** The move a call makes for the caller's role, or why it is refused (a 409 with what to do instead). */
type Choice = { action: EndingAction } | { refuse: { reason: ErrorReason<'CONFLICT'>; message: string } };

/** How the family's activity log names a manager's answer or withdrawal (removing is the candidate's alone). */
const MANAGER_ACTION_KINDS: Partial<Record<EndingAction, 'request_withdrawn' | 'request_declined'>> = {
  cancel: 'request_withdrawn',
  decline: 'request_declined',
};

const ALREADY_CONNECTED: Choice = {
  refuse: {
    reason: 'alreadyConnected',
    message: 'You are already connected. To end the connection, remove it instead.',
  },
};

/**
 * Ends or answers the pair's live row as `choose` says for the caller's role. Reaching the end state again
 * (cancelling a request that is already gone) is not an error: nothing changes and the status is answered.
 */
async function endOrAnswer(
  app: FastifyInstance,
  me: Member,
  otherId: string,
  choose: (state: 'pending' | 'accepted', role: 'sender' | 'receiver') => Choice,
): Promise<PairStatus> {
  if (otherId === me.id) throw new AppError('VALIDATION_FAILED', 'That is your own profile.', { reason: 'ownProfile' });
  const outcome = await withPair(app, me.id, otherId, async (trx, live): Promise<Outcome> => {
    const state = stateOfRow(live?.status);
    const role = roleOf(live, me.id);
    if (!live || state === 'none' || !role) return { row: undefined, changed: false };
    const choice = choose(state, role);
    if ('refuse' in choice) throw conflict(choice.refuse.reason, choice.refuse.message);
    if (!canTransition(choice.action, state, role))
      throw conflict('connectionNotPossible', 'That is not possible for this connection.');
    const kind = MANAGER_ACTION_KINDS[choice.action];
    if (kind) await recordManagerAction(trx, me, kind, { userId: otherId }, app.clock.now());
    return apply(app, trx, live, choice.action);
  });
  return publish(app, me.id, otherId, outcome);
}

/**
 * POST connection/cancelConnection {receiverId}: withdraws a request the caller sent. The reference clients also
 * call it to refuse a request they received, so for the receiver it declines. A connection is removed with
 * removeConnection.
 */
export function cancelConnection(app: FastifyInstance, me: Member, otherId: string): Promise<PairStatus> {
  return endOrAnswer(app, me, otherId, (state, role) =>
    state === 'accepted' ? ALREADY_CONNECTED : { action: role === 'sender' ? 'cancel' : 'decline' },
  );
}

/**
 * POST connection/removeConnection {receiverId}: ends whatever stands between the two (reference: either way). A
 * call between them ends too (after the commit).
 */
export async function removeConnection(app: FastifyInstance, me: Member, otherId: string): Promise<PairStatus> {
  const status = await endOrAnswer(app, me, otherId, (state, role) => ({
    action: state === 'accepted' ? 'remove' : role === 'sender' ? 'cancel' : 'decline',
  }));
  await endCallsBetween(app, me.id, otherId, 'closed');
  return status;
}

/** POST connection/rejectConnection {senderId}: declines a request the caller received. */
export function rejectConnection(app: FastifyInstance, me: Member, senderId: string): Promise<PairStatus> {
  return endOrAnswer(app, me, senderId, (state, role) => {
    if (state === 'accepted') return ALREADY_CONNECTED;
    return role === 'receiver'
      ? { action: 'decline' }
      : { refuse: { reason: 'ownRequestDecline', message: 'You sent this request; you can cancel it instead.' } };
  });
}

/** POST connection/acceptConnection {senderId}: accepts a request the caller received (again: no change). */
export async function acceptConnection(app: FastifyInstance, me: Member, senderId: string): Promise<PairStatus> {
  if (senderId === me.id)
    throw new AppError('VALIDATION_FAILED', 'That is your own profile.', { reason: 'ownProfile' });
  await assertVisible(app, me, senderId);
  const outcome = await withPair(app, me.id, senderId, async (trx, live): Promise<Outcome> => {
    const state = stateOfRow(live?.status);
    const role = roleOf(live, me.id);
    if (state === 'accepted') return { row: live, changed: false };
    if (!live || state === 'none')
      throw conflict('noRequestToAccept', 'There is no request from this member to accept.');
    if (!canTransition('accept', state, role)) {
      throw conflict('ownRequestAccept', 'You sent this request; the other member can accept it.');
    }
    await recordManagerAction(trx, me, 'request_accepted', { userId: senderId }, app.clock.now());
    return apply(app, trx, live, 'accept');
  });
  return publish(app, me.id, senderId, outcome);
}

/** POST connection/getConnectionStatus {userId}: the pair's status from the caller's side. */
export async function getConnectionStatus(app: FastifyInstance, me: Member, userId: string): Promise<PairStatus> {
  if (userId === me.id) return { connection_status: 'no connection', connectionType: 'none', userId };
  await assertVisible(app, me, userId);
  const live = await findLiveConnection(app.db, me.id, userId);
  return statusesOf(me.id, userId, live)[me.id] as PairStatus;
}

/** One list, newest first, as cards the caller may see (a member they may not see is left out, blocks included). */
export async function listConnections(
  app: FastifyInstance,
  me: Member,
  list: ConnectionList,
): Promise<{ data: ConnectionEntry[]; total: number }> {
  const rows = await listConnectionRows(app.db, me.id, list, CONNECTION_LIST_LIMIT);
  const others = rows.map((row) => ({
    userId: row.senderId === me.id ? row.receiverId : row.senderId,
    since: (list === 'connections' ? (row.respondedAt ?? row.createdAt) : row.createdAt).toISOString(),
    // A request a family manager sent says so, on both sides, while it waits (ADR 017).
    ...(list !== 'connections' && row.requestedByRelation ? { actedBy: { relation: row.requestedByRelation } } : {}),
  }));
  const cards = new Map(
    (
      await presentMemberCards(
        app,
        me,
        others.map((other) => other.userId),
      )
    ).map((card) => [card.userId, card]),
  );
  const data = others.flatMap((other) => {
    const profile = cards.get(other.userId);
    return profile ? [{ ...other, profile }] : [];
  });
  return { data, total: data.length };
}
