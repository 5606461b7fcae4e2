import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATIONS_KEPT,
  type NotificationSettings,
} from '@app/shared/notifications';
import type { NotificationItem, NotificationType } from '@app/shared/realtime';
import type { Database, NotificationsTable } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { presentMemberCards } from '../discover/member-card';
import { EMAILED_TYPES } from './notification-emails';

type Viewer = Pick<AuthUser, 'id' | 'usertype'>;
type Db = Kysely<Database> | Transaction<Database>;
type NotificationRow = Selectable<NotificationsTable>;

/** Our own words for each notification, with the name of the member it is about. */
const COPY: Record<NotificationType, { title: string; message: (name: string) => string }> = {
  connection_request: { title: 'Connection request', message: (name) => `${name} would like to connect with you.` },
  connection_accepted: { title: 'Request accepted', message: (name) => `${name} accepted your connection request.` },
  contact_request: {
    title: 'Contact details request',
    message: (name) => `${name} asked to see your phone number and e-mail address.`,
  },
  contact_granted: {
    title: 'Contact details shared',
    message: (name) => `${name} shared their phone number and e-mail address with you.`,
  },
};

/**
 * Stores a notification for `userId` inside the caller's transaction and keeps the list to its last
 * NOTIFICATIONS_KEPT. An e-mailed kind also queues its e-mail in the same transaction, so the e-mail exists exactly
 * when the notification does, whatever happens to this process after the commit. The caller publishes the
 * notification (`publishNotification`) after the commit.
 */
export async function createNotification(
  app: FastifyInstance,
  trx: Transaction<Database>,
  input: { userId: string; type: NotificationType; actorId: string; now: Date },
): Promise<NotificationRow> {
  const row = await trx
    .insertInto('notifications')
    .values({ userId: input.userId, type: input.type, actorId: input.actorId, createdAt: input.now })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (EMAILED_TYPES[input.type]) {
    await app.jobs.send('notification-email', { notificationId: row.id }, { transaction: trx });
  }
  await trx
    .deleteFrom('notifications')
    .where('userId', '=', input.userId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('userId', '=', input.userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(NOTIFICATIONS_KEPT),
    )
    .execute();
  return row;
}

/**
 * Notifications as their recipient sees them: the member each is about as the recipient may see them now (the
 * card presenter: name and photo by the privacy rules). One about a member the recipient may no longer see
 * (blocked either way, hidden, suspended) is left out, as that member is everywhere else.
 */
export async function presentNotifications(
  app: FastifyInstance,
  recipient: Viewer,
  rows: readonly NotificationRow[],
): Promise<NotificationItem[]> {
  const actorIds = rows.flatMap((row) => (row.actorId ? [row.actorId] : []));
  const cards = new Map((await presentMemberCards(app, recipient, actorIds)).map((card) => [card.userId, card]));
  return rows.flatMap((row): NotificationItem[] => {
    const card = row.actorId ? cards.get(row.actorId) : undefined;
    if (!card) return [];
    const copy = COPY[row.type];
    return [
      {
        notificationId: row.id,
        title: copy.title,
        message: copy.message(card.name),
        body: {
          type: row.type,
          senderId: card.userId,
          senderName: card.name,
          senderImage: card.photo?.thumbUrl ?? null,
        },
        createdAt: row.createdAt.toISOString(),
        isRead: row.readAt !== null,
      },
    ];
  });
}

/** One stored notification as its recipient sees it now, or undefined when it shows no one they may see. */
export async function presentForRecipient(
  app: FastifyInstance,
  row: NotificationRow,
): Promise<NotificationItem | undefined> {
  const recipient = await app.db
    .selectFrom('users')
    .select(['id', 'usertype'])
    .where('id', '=', row.userId)
    .executeTakeFirst();
  if (!recipient) return undefined;
  const [notification] = await presentNotifications(app, recipient, [row]);
  return notification;
}

/**
 * After the commit: the new notification, as its recipient sees it, goes to every reaction (socket, push) through
 * the `notification.created` domain event.
 */
export async function publishNotification(app: FastifyInstance, row: NotificationRow): Promise<void> {
  const notification = await presentForRecipient(app, row);
  // The reactions (socket, Web Push) run on their own: a slow push service never holds up the member's request.
  if (notification) void app.events.emit('notification.created', { userId: row.userId, notification });
}

/** GET notifications/getAllNotification: newest first, with the unread count of what is listed. */
export async function listNotifications(
  app: FastifyInstance,
  viewer: Viewer,
): Promise<{ data: NotificationItem[]; unreadCount: number }> {
  const rows = await app.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', viewer.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_KEPT)
    .execute();
  const data = await presentNotifications(app, viewer, rows);
  return { data, unreadCount: data.filter((item) => !item.isRead).length };
}

async function announceChange(app: FastifyInstance, viewer: Viewer): Promise<number> {
  const { unreadCount } = await listNotifications(app, viewer);
  await app.events.emit('notification.changed', { userId: viewer.id, unreadCount });
  return unreadCount;
}

/** DELETE notifications/deleteNotification: one of the caller's own; anyone else's is "not found". */
export async function deleteNotification(
  app: FastifyInstance,
  viewer: Viewer,
  notificationId: string,
): Promise<{ unreadCount: number }> {
  const deleted = await app.db
    .deleteFrom('notifications')
    .where('id', '=', notificationId)
    .where('userId', '=', viewer.id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound('That notification does not exist.');
  return { unreadCount: await announceChange(app, viewer) };
}

/** POST notifications/markAsRead: the ones named (the caller's own only), or all of them. */
export async function markNotificationsRead(
  app: FastifyInstance,
  viewer: Viewer,
  notificationIds: readonly string[] | undefined,
): Promise<{ unreadCount: number }> {
  if (notificationIds && notificationIds.length === 0)
    return { unreadCount: (await listNotifications(app, viewer)).unreadCount };
  let update = app.db
    .updateTable('notifications')
    .set({ readAt: app.clock.now() })
    .where('userId', '=', viewer.id)
    .where('readAt', 'is', null);
  if (notificationIds) update = update.where('id', 'in', [...notificationIds]);
  await update.execute();
  return { unreadCount: await announceChange(app, viewer) };
}

/**
 * Marks read the caller's unread notifications of `type` about `actorId` (a request once answered, so the bell
 * does not keep counting it). Inside the caller's transaction.
 */
export async function markReadAbout(
  trx: Db,
  input: { userId: string; actorId: string; types: readonly NotificationType[]; now: Date },
): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ readAt: input.now })
    .where('userId', '=', input.userId)
    .where('actorId', '=', input.actorId)
    .where('type', 'in', [...input.types])
    .where('readAt', 'is', null)
    .execute();
}

/** GET notifications/settings: the member's e-mail choices (the defaults until they change one). */
export async function readNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('notificationSettings')
    .select(['emailConnectionRequests', 'emailConnectionAccepted', 'emailDailyDigest', 'emailChatMessages'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** PUT notifications/settings (and one-click unsubscribe, which turns one setting off). */
export async function writeNotificationSettings(
  app: FastifyInstance,
  userId: string,
  settings: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const current = await readNotificationSettings(app.db, userId);
  const next = { ...current, ...settings };
  const now = app.clock.now();
  await app.db
    .insertInto('notificationSettings')
    .values({ userId, ...next, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...next, updatedAt: now }))
    .execute();
  return next;
}
