import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  ContactAccessLogResponse,
  ContactAccessState,
  ContactAccessStatus,
  ContactDetailsResponse,
} from '@app/shared/connections';
import type { Database, NotificationsTable } from '../../db/schema';
import { AppError, forbidden } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { createNotification, publishNotification } from '../notifications/index';
import { requireContactDetailRequests } from '../../lib/entitlements';
import { canSeeContactDetails } from '../privacy/index';
import { findRelation } from '../relations/index';
import { displayNameOf, NAMELESS_MEMBER_IN_A_SENTENCE } from '../../lib/members/display-name';
import {
  findAcceptedConnection,
  findContactAccess,
  findContactDetails,
  insertContactRead,
  listContactAccessOf,
  listContactReads,
  listProfileNames,
  revokeContactGrant,
  updateContactAccessStatus,
  upsertContactRequest,
  type AccessRow,
} from './connections.repository';

/**
 * Contact details by consent (issue 11 point 2). A member's phone number and e-mail are never part of a profile.
 * Between two connected members either may ask for the other's; the owner grants or declines and may revoke a
 * grant at any time; removing the connection revokes it (connections.service.ts). Every read is logged for the
 * owner. A request belongs to the connection it was made in: after the two reconnect, an old refusal no longer
 * stands and either may ask again.
 */

type Member = Pick<AuthUser, 'id' | 'usertype'>;
type Db = Kysely<Database> | Transaction<Database>;

/** How many reads of the caller's details the log lists (the newest). */
export const ACCESS_LOG_LIMIT = 200;

const NOT_CONNECTED = 'Contact details are shared only between connected members.';

/** When the pair's connection was accepted, or null when they are not connected now. */
async function connectedSince(db: Db, a: string, b: string): Promise<Date | null> {
  const row = await findAcceptedConnection(db, a, b);
  return row ? (row.respondedAt ?? row.createdAt) : null;
}

/** A request counts only inside the connection it was made in. */
const current = (row: AccessRow | undefined, since: Date | null): AccessRow | undefined =>
  row && since && row.requestedAt.getTime() >= since.getTime() ? row : undefined;

/**
 * Both directions between the caller and `userId`, as they stand in the current connection: none outside one (a
 * block, either way, is no connection, whatever rows a block written elsewhere has not ended yet).
 */
async function stateBetween(db: Db, me: string, userId: string): Promise<ContactAccessState> {
  const [relation, connectedAt, mine, theirs] = await Promise.all([
    findRelation(db, me, userId),
    connectedSince(db, me, userId),
    findContactAccess(db, userId, me),
    findContactAccess(db, me, userId),
  ]);
  const since = relation === 'connected' ? connectedAt : null;
  return {
    userId,
    mine: current(mine, since)?.status ?? null,
    theirs: current(theirs, since)?.status ?? null,
  };
}

/**
 * POST contact-details/getAccessState {userId}: both directions, as they stand in the current connection. Whoever
 * `userId` is (unknown, deleted, suspended, no longer connected, blocked either way) the answer has this one shape:
 * outside a connection both are null, so it reveals nothing, a block least of all (docs/privacy.md).
 */
export async function getContactAccessState(
  app: FastifyInstance,
  me: Member,
  userId: string,
): Promise<ContactAccessState> {
  return stateBetween(app.db, me.id, userId);
}

async function requireConnected(db: Db, me: string, userId: string): Promise<Date> {
  if (me === userId) throw new AppError('VALIDATION_FAILED', 'That is your own profile.', { reason: 'ownProfile' });
  const since = await connectedSince(db, me, userId);
  if (!since || (await findRelation(db, me, userId)) !== 'connected')
    throw new AppError('CONFLICT', NOT_CONNECTED, { reason: 'contactNotConnected' });
  return since;
}

type NotificationRow = Selectable<NotificationsTable>;

async function inTransaction(
  app: FastifyInstance,
  work: (trx: Transaction<Database>) => Promise<NotificationRow | undefined>,
): Promise<void> {
  const notification = await app.db.transaction().execute(work);
  if (notification) await publishNotification(app, notification);
}

/**
 * POST contact-details/requestAccess {userId}: the caller asks to see `userId`'s phone number and e-mail. Asking
 * is a paid feature (403 PLAN_REQUIRED on Standard); answering, revoking and reading what was granted are free on
 * every plan: the owner's consent is theirs to give, and a grant is not withdrawn when the asker's plan ends.
 */
export async function requestContactAccess(
  app: FastifyInstance,
  me: Member,
  userId: string,
): Promise<ContactAccessState> {
  requireContactDetailRequests(me.usertype);
  await inTransaction(app, async (trx) => {
    const since = await requireConnected(trx, me.id, userId);
    const now = app.clock.now();
    const row = current(await findContactAccess(trx, userId, me.id), since);
    if (row?.status === 'pending' || row?.status === 'granted') return undefined;
    if (row)
      throw new AppError('CONFLICT', 'This member chose not to share their contact details.', {
        reason: 'contactNotShared',
      });
    await upsertContactRequest(trx, userId, me.id, now);
    return createNotification(app, trx, { userId, type: 'contact_request', actorId: me.id, now });
  });
  return stateBetween(app.db, me.id, userId);
}

/** POST contact-details/respondToRequest {requesterId, grant}: the owner shares, or declines. */
export async function respondToContactRequest(
  app: FastifyInstance,
  me: Member,
  input: { requesterId: string; grant: boolean },
): Promise<ContactAccessState> {
  await inTransaction(app, async (trx) => {
    const since = await requireConnected(trx, me.id, input.requesterId);
    const row = current(await findContactAccess(trx, me.id, input.requesterId), since);
    if (!row)
      throw new AppError('CONFLICT', 'This member has not asked for your contact details.', {
        reason: 'contactNotAsked',
      });
    const next: ContactAccessStatus = input.grant ? 'granted' : 'declined';
    if (row.status === next) return undefined;
    // A grant can follow a refusal or a revocation (the owner changed their mind); a refusal ends a pending request.
    if (!input.grant && row.status !== 'pending') {
      throw new AppError('CONFLICT', 'There is no request waiting for your answer. To stop sharing, revoke it.', {
        reason: 'contactNoRequest',
      });
    }
    const now = app.clock.now();
    await updateContactAccessStatus(trx, me.id, input.requesterId, next, now);
    return input.grant
      ? createNotification(app, trx, { userId: input.requesterId, type: 'contact_granted', actorId: me.id, now })
      : undefined;
  });
  return stateBetween(app.db, me.id, input.requesterId);
}

/** POST contact-details/revokeAccess {userId}: the owner stops sharing with `userId` (again: no change). */
export async function revokeContactAccess(
  app: FastifyInstance,
  me: Member,
  userId: string,
): Promise<ContactAccessState> {
  if (userId === me.id) throw new AppError('VALIDATION_FAILED', 'That is your own profile.', { reason: 'ownProfile' });
  await revokeContactGrant(app.db, me.id, userId, app.clock.now());
  return stateBetween(app.db, me.id, userId);
}

/**
 * POST contact-details/getContactDetails {userId}: the owner's e-mail and phone number, for a connection they
 * granted (the privacy rule `canSeeContactDetails`), and the read is logged for the owner. Anyone else gets 403.
 */
export async function getContactDetails(
  app: FastifyInstance,
  me: Member,
  userId: string,
): Promise<ContactDetailsResponse['data']> {
  const [relation, state] = await Promise.all([
    findRelation(app.db, me.id, userId),
    stateBetween(app.db, me.id, userId),
  ]);
  if (relation === 'self' || !canSeeContactDetails(relation, state.mine === 'granted')) {
    throw forbidden('contactNotShared', 'This member has not shared their contact details with you.');
  }
  const owner = await findContactDetails(app.db, userId);
  await insertContactRead(app.db, userId, me.id, app.clock.now());
  return { userId, email: owner.email, phone: owner.contactNumber };
}

/** The names members are listed by in the owner's log: display name, else first name. */
async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await listProfileNames(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.userId, displayNameOf(row) ?? NAMELESS_MEMBER_IN_A_SENTENCE]));
}

/**
 * GET contact-details/getAccessLog: who asked for the caller's details and how it stands, and every read, newest
 * first. It is the owner's own record, so it names everyone who saw their details, blocked since or not.
 */
export async function getContactAccessLog(app: FastifyInstance, me: Member): Promise<ContactAccessLogResponse['data']> {
  const [grants, views] = await Promise.all([
    listContactAccessOf(app.db, me.id),
    listContactReads(app.db, me.id, ACCESS_LOG_LIMIT),
  ]);
  const names = await namesOf(app.db, [...grants.map((row) => row.requesterId), ...views.map((row) => row.viewerId)]);
  const nameOf = (id: string) => names.get(id) ?? 'A former member';
  return {
    grants: grants.map((row) => ({
      userId: row.requesterId,
      name: nameOf(row.requesterId),
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
    })),
    views: views.map((row) => ({ userId: row.viewerId, name: nameOf(row.viewerId), seenAt: row.seenAt.toISOString() })),
  };
}
