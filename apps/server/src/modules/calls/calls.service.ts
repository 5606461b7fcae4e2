import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  CALL_LIMITS,
  type CallEndReason,
  type CallInviteEvent,
  type CallKind,
  type CallSignal,
  type ChatMember,
} from '@app/shared/chat';
import type { ErrorReason } from '@app/shared';
import type { UserType } from '@app/shared/constants';
import { entitlementsFor } from '@app/shared/plans';
import type { Database } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { presentMemberCards } from '../discover/index';
import { planRefusal, requireEntitlement } from '../../lib/entitlements';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { decideViewerAccess } from '../privacy/index';
import { findRelation } from '../relations/index';
import {
  findCall,
  findCallableMember,
  insertCall,
  listLiveCallIdsBetween,
  listLiveCallIdsOf,
  lockCall,
  lockLiveCallsOf,
  lockMembers,
  updateCallAnswered,
  updateCallEnded,
  type CallRow,
} from './calls.repository';

/**
 * Voice and video calls between accepted connections (issue 13 point 5, ADR 012). Every client action is an HTTP
 * request handled here; the other member hears of it through the domain events `call.*`, emitted after the commit
 * and turned into socket events by plugins/realtime.ts. Media flows between the browsers (WebRTC); the server only
 * relays their SDP and ICE candidates, to the other member of the call and only while it rings or runs.
 *
 * Every change of a call's state happens in one transaction holding the call's row lock (`for update`), so an
 * accept racing the ring timeout, or both members hanging up at once, ends the call exactly once. Starting a call
 * also takes both members' call locks (advisory, in id order), so two calls to the same member at the same moment
 * cannot both ring. The ring timeout and the plan limit are delayed jobs on the job queue (ADR 010): whichever
 * server process is running when they fall due ends the call, and a restart loses neither.
 */

type Member = Pick<AuthUser, 'id' | 'usertype'>;
type Trx = Transaction<Database>;

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** An invitation nobody answered: end it as `no_answer` (a call answered meanwhile is left alone). */
    'calls.ring-timeout': { callId: string };
    /** An answered call reached its plan limit: end it as `limit_reached`. */
    'calls.limit': { callId: string };
  }
}

/** A timer that should have fired this long ago is settled by the next start that meets its call. */
const OVERDUE_GRACE_MS = 30_000;

export const NOT_CONNECTED = 'You can call only your connections.';
export const CALL_NOT_FOUND = 'This call was not found.';
export const CALL_ENDED = 'This call has ended.';

/** The seconds a member's plan allows per call, or null when it includes no calls. */
export function callSecondsOf(tier: UserType): number | null {
  const minutes = entitlementsFor(tier).callMinutes;
  return minutes === null ? null : minutes * 60;
}

const includesCalls = (entitlements: { callMinutes: number | null }) => entitlements.callMinutes !== null;

/** 403 PLAN_REQUIRED unless the member's plan includes calls (Standard cannot call or answer). */
export function requireCalls(tier: UserType): void {
  requireEntitlement(tier, includesCalls, planRefusal('calls'));
}

/**
 * 403 PLAN_REQUIRED unless the member called has a plan with calls: both members of a call need one. The body names
 * the tier the callee would need; the message says it is theirs, so the caller is not asked to upgrade.
 */
function requireCalleeCalls(tier: UserType): void {
  requireEntitlement(tier, includesCalls, planRefusal('callee'));
}

/**
 * Why `me` may no longer go on with a call with `otherId`, or null while the two are connected: the profile's 404
 * when `me` blocked the other (someone `me` may not see), else 403 (a pending request, a removed connection — and a
 * block by the other member, which `me` is never told of: relations.repository.ts).
 */
async function refusalBetween(app: FastifyInstance, me: Member, otherId: string): Promise<AppError | null> {
  const relation = await findRelation(app.db, me.id, otherId);
  if (relation === 'connected') return null;
  return relation === 'blocked' ? notFound('profile', PROFILE_NOT_FOUND) : forbidden('callNotConnected', NOT_CONNECTED);
}

/** The member as the other side of a call sees them (the card presenter's privacy decision), or null. */
async function memberAsSeenBy(app: FastifyInstance, viewer: Member, userId: string): Promise<ChatMember | null> {
  const [card] = await presentMemberCards(app, viewer, [userId]);
  if (!card) return null;
  return {
    userId: card.userId,
    name: card.name,
    photo: card.photo,
    userType: card.userType,
    verified: card.verified,
  };
}

const durationOf = (row: CallRow, now: Date) =>
  row.answeredAt ? Math.max(0, Math.floor((now.getTime() - new Date(row.answeredAt).getTime()) / 1000)) : 0;

/** Ends a call whose row the transaction has locked, at `now`; null when it had ended already. */
async function finish(
  trx: Trx,
  row: CallRow,
  reason: CallEndReason,
  endedBy: string | null,
  now: Date,
): Promise<CallRow | null> {
  if (row.state === 'ended') return null;
  return updateCallEnded(trx, row.id, {
    endedAt: now,
    endReason: reason,
    endedBy,
    durationSeconds: durationOf(row, now),
  });
}

/** After the commit: both members (every tab) hear that the call ended, and why. */
async function publishEnd(app: FastifyInstance, row: CallRow): Promise<void> {
  const to = [row.callerId, row.calleeId];
  if (row.endReason === 'declined') await app.events.emit('call.decline', { to, event: { callId: row.id } });
  await app.events.emit('call.end', {
    to,
    event: { callId: row.id, reason: row.endReason ?? 'ended', durationSeconds: row.durationSeconds ?? 0 },
  });
}

/**
 * Whether a live call's timer is long overdue (its job did not run: the queue was down), with when it fell due: the
 * call is logged as ended then (not when someone noticed), so an overdue limit is logged as the plan's full length.
 */
function overdue(row: CallRow, now: Date): { reason: CallEndReason; at: Date } | null {
  const late = now.getTime() - OVERDUE_GRACE_MS;
  const due =
    row.state === 'ringing'
      ? new Date(row.createdAt).getTime() + CALL_LIMITS.ringTimeoutMs
      : row.state === 'active' && row.answeredAt
        ? new Date(row.answeredAt).getTime() + row.maxSeconds * 1000
        : null;
  if (due === null || due >= late) return null;
  return { reason: row.state === 'ringing' ? 'no_answer' : 'limit_reached', at: new Date(due) };
}

/**
 * POST call/start: `me` calls a connection. Both need a plan with calls (403 PLAN_REQUIRED naming the tier, worded
 * for whose plan it is), the callee must be someone `me` may see (the profile's 404 otherwise: blocked either way,
 * suspended, unknown) and a connection (403), and neither may be in another call (409 ALREADY_IN_CALL for the
 * caller, BUSY for the callee). The call rings for `CALL_LIMITS.ringTimeoutMs` and may last the lower of the two
 * plans' limits.
 */
export async function startCall(
  app: FastifyInstance,
  me: Member,
  calleeId: string,
  kind: CallKind,
): Promise<{ callId: string; maxSeconds: number }> {
  if (calleeId === me.id) throw new AppError('VALIDATION_FAILED', 'You cannot call yourself.', { reason: 'callSelf' });
  requireCalls(me.usertype);
  const { view } = await decideViewerAccess(app.db, { ownerId: calleeId, viewer: me, readRequestStatus: false });
  const callee = view.visible ? await findCallableMember(app.db, calleeId) : undefined;
  if (!callee) throw notFound('profile', PROFILE_NOT_FOUND);
  const refusal = await refusalBetween(app, me, calleeId);
  if (refusal) throw refusal;
  requireCalleeCalls(callee.usertype);
  const maxSeconds = Math.min(callSecondsOf(me.usertype) ?? 0, callSecondsOf(callee.usertype) ?? 0);
  // How the callee sees the caller on the incoming-call screen (name and photo by the privacy rules). A caller the
  // callee could not see (their own profile hidden or unfinished) would ring as nobody: finish the profile first.
  const caller = await memberAsSeenBy(app, callee, me.id);
  if (!caller) {
    throw new AppError(
      'PROFILE_INCOMPLETE',
      'Please finish your profile (and make sure it is not hidden) before calling: they need to see who is calling.',
      { reason: 'call' },
    );
  }

  const now = app.clock.now();
  const settled: CallRow[] = [];
  const row = await app.db.transaction().execute(async (trx) => {
    await lockMembers(trx, [me.id, calleeId]);
    const live = await lockLiveCallsOf(trx, [me.id, calleeId]);
    const busy: CallRow[] = [];
    for (const call of live) {
      const late = overdue(call, now);
      const ended = late ? await finish(trx, call, late.reason, null, late.at) : null;
      if (ended) settled.push(ended);
      else busy.push(call);
    }
    if (busy.some((call) => call.callerId === me.id || call.calleeId === me.id)) {
      throw new AppError('ALREADY_IN_CALL', 'You are already in a call.');
    }
    if (busy.length > 0) throw new AppError('BUSY', 'They are on another call. Please try again a little later.');
    const inserted = await insertCall(trx, { callerId: me.id, calleeId, kind, maxSeconds, createdAt: now });
    await app.jobs.send(
      'calls.ring-timeout',
      { callId: inserted.id },
      {
        transaction: trx,
        singletonKey: inserted.id,
        startAfter: new Date(now.getTime() + CALL_LIMITS.ringTimeoutMs),
      },
    );
    return inserted;
  });
  for (const ended of settled) await publishEnd(app, ended);
  const event: CallInviteEvent = {
    callId: row.id,
    kind,
    caller,
    maxSeconds,
    expiresAt: new Date(now.getTime() + CALL_LIMITS.ringTimeoutMs).toISOString(),
  };
  await app.events.emit('call.invite', { to: [calleeId], event });
  return { callId: row.id, maxSeconds };
}

/** The call if `me` is one of its two members (anyone else: 404, as if it did not exist). */
async function callOf(app: FastifyInstance, me: Member, callId: string): Promise<CallRow> {
  const row = await findCall(app.db, callId);
  if (!row || (row.callerId !== me.id && row.calleeId !== me.id)) throw notFound('call', CALL_NOT_FOUND);
  return row;
}

const conflict = (reason: ErrorReason<'CONFLICT'>, message: string) => new AppError('CONFLICT', message, { reason });

/**
 * POST call/{callId}/accept: the callee answers a ringing call. The callee's plan must include calls, and the two
 * must still be connected (otherwise the call ends as `closed` and the answer is the refusal of `refusalBetween`).
 * The plan limit starts counting now.
 */
export async function acceptCall(
  app: FastifyInstance,
  me: Member,
  callId: string,
): Promise<{ callId: string; maxSeconds: number }> {
  const call = await callOf(app, me, callId);
  if (call.calleeId !== me.id) throw conflict('callNotCallee', 'Only the member called can answer.');
  requireCalls(me.usertype);
  const refusal = await refusalBetween(app, me, call.callerId);
  const now = app.clock.now();
  const outcome = await app.db.transaction().execute(async (trx) => {
    const row = await lockCall(trx, callId);
    if (!row || row.state === 'ended') throw conflict('callEnded', CALL_ENDED);
    if (row.state === 'active') throw conflict('callAnswered', 'This call has already been answered.');
    if (refusal) return { closed: await finish(trx, row, 'closed', null, now) };
    const answered = await updateCallAnswered(trx, callId, now);
    await app.jobs.send(
      'calls.limit',
      { callId },
      { transaction: trx, singletonKey: callId, startAfter: new Date(now.getTime() + answered.maxSeconds * 1000) },
    );
    return { answered };
  });
  if (refusal) {
    if (outcome.closed) await publishEnd(app, outcome.closed);
    throw refusal;
  }
  const answered = outcome.answered as CallRow;
  await app.events.emit('call.accept', {
    to: [answered.callerId, answered.calleeId],
    event: { callId, acceptedAt: now.toISOString() },
  });
  return { callId, maxSeconds: answered.maxSeconds };
}

/**
 * Ends the call for `me` (either member): a callee turning down a ringing call declines it. Ending a call that has
 * already ended changes nothing (both members hanging up at once end it once); the answer is the same.
 */
async function endByMember(
  app: FastifyInstance,
  me: Member,
  callId: string,
  choose: (row: CallRow) => CallEndReason,
): Promise<{ callId: string; maxSeconds: number }> {
  await callOf(app, me, callId);
  const now = app.clock.now();
  const ended = await app.db.transaction().execute(async (trx) => {
    const row = await lockCall(trx, callId);
    if (!row) throw notFound('call', CALL_NOT_FOUND);
    return finish(trx, row, choose(row), me.id, now);
  });
  if (ended) await publishEnd(app, ended);
  return { callId, maxSeconds: ended?.maxSeconds ?? (await callOf(app, me, callId)).maxSeconds };
}

/** POST call/{callId}/decline: the callee turns down a ringing call (an answered one is ended instead). */
export function declineCall(app: FastifyInstance, me: Member, callId: string) {
  return endByMember(app, me, callId, (row) => {
    if (row.calleeId !== me.id)
      throw conflict('callDeclineNotCallee', 'Only the member called can decline; you can cancel the call.');
    return row.state === 'ringing' ? 'declined' : 'ended';
  });
}

/** POST call/{callId}/end: hang up, or cancel while it rings (`failed` and `left` as the client says). */
export function endCall(
  app: FastifyInstance,
  me: Member,
  callId: string,
  reason: 'ended' | 'left' | 'failed' = 'ended',
) {
  return endByMember(app, me, callId, (row) =>
    row.state === 'ringing' && row.calleeId === me.id && reason === 'ended' ? 'declined' : reason,
  );
}

/**
 * POST call/{callId}/signal: SDP or an ICE candidate for the other member, while the call rings or runs and the two
 * are still connected (otherwise the call ends as `closed`, nothing is relayed and the answer is the refusal).
 */
export async function relaySignal(app: FastifyInstance, me: Member, callId: string, signal: CallSignal): Promise<void> {
  const call = await callOf(app, me, callId);
  if (call.state === 'ended') throw conflict('callEnded', CALL_ENDED);
  const other = call.callerId === me.id ? call.calleeId : call.callerId;
  const refusal = await refusalBetween(app, me, other);
  if (refusal) {
    const now = app.clock.now();
    const closed = await app.db.transaction().execute(async (trx) => {
      const row = await lockCall(trx, callId);
      return row ? finish(trx, row, 'closed', null, now) : null;
    });
    if (closed) await publishEnd(app, closed);
    throw refusal;
  }
  await app.events.emit('call.signal', { to: [other], event: { callId, fromUserId: me.id, signal } });
}

/**
 * Ends every live call between two members (`closed` by default): the connection was removed, or one blocked the
 * other. Called after that change committed; each call ends in its own transaction, and the two members hear of it.
 * Resolves with how many calls it ended.
 */
export async function endCallsBetween(
  app: FastifyInstance,
  a: string,
  b: string,
  reason: CallEndReason = 'closed',
): Promise<number> {
  const live = await listLiveCallIdsBetween(app.db, a, b);
  return endLiveCalls(app, live, reason);
}

/**
 * Ends every call of one member that still rings or runs (the account is being deleted): the other member hears
 * `call_end` before the member's rows, and their call log, go.
 */
export async function endCallsOf(
  app: FastifyInstance,
  userId: string,
  reason: CallEndReason = 'closed',
): Promise<number> {
  const live = await listLiveCallIdsOf(app.db, userId);
  return endLiveCalls(app, live, reason);
}

async function endLiveCalls(
  app: FastifyInstance,
  live: ReadonlyArray<{ id: string }>,
  reason: CallEndReason,
): Promise<number> {
  let ended = 0;
  for (const { id } of live) {
    const now = app.clock.now();
    const row = await app.db.transaction().execute(async (trx) => {
      const locked = await lockCall(trx, id);
      return locked ? finish(trx, locked, reason, null, now) : null;
    });
    if (row) {
      ended += 1;
      await publishEnd(app, row);
    }
  }
  return ended;
}

/** A timer job: ends the call with `reason` if it is still in `state` (an answer or a hang-up came first: nothing). */
async function endOnTimer(
  app: FastifyInstance,
  callId: string,
  state: 'ringing' | 'active',
  reason: CallEndReason,
): Promise<void> {
  const now = app.clock.now();
  const ended = await app.db.transaction().execute(async (trx) => {
    const row = await lockCall(trx, callId);
    return row && row.state === state ? finish(trx, row, reason, null, now) : null;
  });
  if (ended) await publishEnd(app, ended);
}

export function registerCallJobs(app: FastifyInstance): void {
  app.jobs.work('calls.ring-timeout', async ({ callId }) => endOnTimer(app, callId, 'ringing', 'no_answer'), {
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 30,
  });
  app.jobs.work('calls.limit', async ({ callId }) => endOnTimer(app, callId, 'active', 'limit_reached'), {
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 30,
  });
}
