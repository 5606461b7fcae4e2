import type { Kysely, Selectable, Transaction } from 'kysely';
import type { NotificationSettings } from '@app/shared/notifications';
import type { NotificationType } from '@app/shared/realtime';
import type { UserType } from '@app/shared/constants';
import type { Database, FamilyRelationColumn, NotificationsTable } from '../../db/schema';

/** Every SQL statement of notifications (architecture: repositories are the only place SQL lives). */

type Db = Kysely<Database> | Transaction<Database>;
export type NotificationRow = Selectable<NotificationsTable>;

/** A notification to store: for `userId`, about `actorId` (and the family manager who acted for them, ADR 017). */
export type NotificationInput = {
  userId: string;
  type: NotificationType;
  actorId: string;
  now: Date;
  actedByRelation?: FamilyRelationColumn | null;
};

export function insertNotification(db: Db, input: NotificationInput): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({
      userId: input.userId,
      type: input.type,
      actorId: input.actorId,
      createdAt: input.now,
      actedByRelation: input.actedByRelation ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the member's notifications beyond the newest `kept`. */
export async function deleteNotificationsBeyond(db: Db, userId: string, kept: number): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('userId', '=', userId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(kept),
    )
    .execute();
}

/** A member's id and plan, or undefined. */
export function findMemberTier(db: Db, userId: string): Promise<{ id: string; usertype: UserType } | undefined> {
  return db.selectFrom('users').select(['id', 'usertype']).where('id', '=', userId).executeTakeFirst();
}

/** A member's id and plan while they are not suspended, or undefined. */
export function findUnsuspendedMemberTier(
  db: Db,
  userId: string,
): Promise<{ id: string; usertype: UserType } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'usertype'])
    .where('id', '=', userId)
    .where('suspendedAt', 'is', null)
    .executeTakeFirst();
}

/** Where and in which language (`users.language`) to write to a member. */
export function findMemberEmail(db: Db, userId: string): Promise<{ email: string; language: string } | undefined> {
  return db.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirst();
}

export function findMemberId(db: Db, userId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
}

/** The member's newest notifications, at most `limit`. */
export function listNotificationRows(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findNotification(db: Db, notificationId: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', notificationId).executeTakeFirst();
}

/** Deletes one of the member's notifications; how many rows went (0n: none of theirs). */
export async function deleteOwnNotification(db: Db, userId: string, notificationId: string): Promise<bigint> {
  const deleted = await db
    .deleteFrom('notifications')
    .where('id', '=', notificationId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return deleted.numDeletedRows;
}

/** Marks read the member's unread notifications: those named, or all of them without `notificationIds`. */
export async function markUnreadRead(
  db: Db,
  userId: string,
  notificationIds: readonly string[] | undefined,
  now: Date,
): Promise<void> {
  let update = db
    .updateTable('notifications')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (notificationIds) update = update.where('id', 'in', [...notificationIds]);
  await update.execute();
}

/** Marks read the member's unread notifications of `types` about `actorId`. */
export async function markUnreadReadAbout(
  db: Db,
  input: { userId: string; actorId: string; types: readonly NotificationType[]; now: Date },
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ readAt: input.now })
    .where('userId', '=', input.userId)
    .where('actorId', '=', input.actorId)
    .where('type', 'in', [...input.types])
    .where('readAt', 'is', null)
    .execute();
}

/** The member's stored e-mail choices, or undefined until they change one. */
export function findNotificationSettings(db: Db, userId: string): Promise<NotificationSettings | undefined> {
  return db
    .selectFrom('notificationSettings')
    .select(['emailConnectionRequests', 'emailConnectionAccepted', 'emailDailyDigest', 'emailChatMessages'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function upsertNotificationSettings(
  db: Db,
  userId: string,
  settings: NotificationSettings,
  now: Date,
): Promise<void> {
  await db
    .insertInto('notificationSettings')
    .values({ userId, ...settings, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...settings, updatedAt: now }))
    .execute();
}

/**
 * One page of the members due a digest, by id after `after`: active since `activeSince`, not suspended, and not
 * having turned the digest off.
 */
export function listDigestRecipients(
  db: Db,
  after: string,
  activeSince: Date,
  limit: number,
): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('users')
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'users.id')
    .select('users.id')
    .where('users.id', '>', after)
    .where('users.lastActiveAt', '>=', activeSince)
    .where('users.suspendedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('notificationSettings.emailDailyDigest', 'is', null),
        eb('notificationSettings.emailDailyDigest', '=', true),
      ]),
    )
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
