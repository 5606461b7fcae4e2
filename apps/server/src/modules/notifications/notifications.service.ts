import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATIONS_KEPT,
  SETTING_OF_EMAIL_KIND,
  type EmailKind,
  type NotificationSettings,
} from '@app/shared/notifications';
import type { NotificationItem, NotificationType } from '@app/shared/realtime';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { presentMemberCards } from '../discover/index';
import { EMAILED_TYPES } from './notification-emails';
import {
  deleteNotificationsBeyond,
  deleteOwnNotification,
  findMemberId,
  findMemberTier,
  findNotificationSettings,
  insertNotification,
  listNotificationRows,
  markUnreadRead,
  markUnreadReadAbout,
  upsertNotificationSettings,
  type NotificationInput,
  type NotificationRow,
} from './notifications.repository';

type Viewer = Pick<AuthUser, 'id' | 'usertype'>;
type Db = Kysely<Database> | Transaction<Database>;

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

/** How a notification names the family manager who acted for the member it is about. */
const ACTED_BY_COPY: Record<NotificationType, string> = {
  connection_request: 'Sent by',
  connection_accepted: 'Accepted by',
  contact_request: 'Asked by',
  contact_granted: 'Shared by',
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
  input: NotificationInput,
): Promise<NotificationRow> {
  const row = await insertNotification(trx, input);
  if (EMAILED_TYPES[input.type]) {
    await app.jobs.send('notification-email', { notificationId: row.id }, { transaction: trx });
  }
  await deleteNotificationsBeyond(trx, input.userId, NOTIFICATIONS_KEPT);
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
        // A family manager's action says so: "Anjali would like to connect with you. Sent by Anjali’s mother."
        message: row.actedByRelation
          ? `${copy.message(card.name)} ${ACTED_BY_COPY[row.type]} ${card.name}’s ${row.actedByRelation}.`
          : copy.message(card.name),
        body: {
          type: row.type,
          senderId: card.userId,
          senderName: card.name,
          senderImage: card.photo?.thumbUrl ?? null,
        },
        createdAt: row.createdAt.toISOString(),
        isRead: row.readAt !== null,
        ...(row.actedByRelation ? { actedBy: { relation: row.actedByRelation } } : {}),
      },
    ];
  });
}

/** One stored notification as its recipient sees it now, or undefined when it shows no one they may see. */
export async function presentForRecipient(
  app: FastifyInstance,
  row: NotificationRow,
): Promise<NotificationItem | undefined> {
  const recipient = await findMemberTier(app.db, row.userId);
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
  const rows = await listNotificationRows(app.db, viewer.id, NOTIFICATIONS_KEPT);
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
  const deleted = await deleteOwnNotification(app.db, viewer.id, notificationId);
  if (deleted === 0n) throw notFound('notification', 'That notification does not exist.');
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
  await markUnreadRead(app.db, viewer.id, notificationIds, app.clock.now());
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
  await markUnreadReadAbout(trx, input);
}

/** GET notifications/settings: the member's e-mail choices (the defaults until they change one). */
export async function readNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await findNotificationSettings(db, userId);
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
  await upsertNotificationSettings(app.db, userId, next, now);
  return next;
}

/** One-click unsubscribe: turns the member's e-mails of `kind` off (an account gone since: nothing). */
export async function unsubscribe(app: FastifyInstance, userId: string, kind: EmailKind): Promise<void> {
  const exists = await findMemberId(app.db, userId);
  if (exists) await writeNotificationSettings(app, userId, { [SETTING_OF_EMAIL_KIND[kind]]: false });
}
