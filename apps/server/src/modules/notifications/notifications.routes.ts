import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@app/shared/errors';
import {
  DeleteNotificationInputSchema,
  MarkReadInputSchema,
  NotificationListResponseSchema,
  NotificationSettingsResponseSchema,
  NotificationSettingsSchema,
  UnreadCountResponseSchema,
} from '@app/shared/notifications';
import { requireUser } from '../auth/authenticate';
import {
  deleteNotification,
  listNotifications,
  markNotificationsRead,
  readNotificationSettings,
  writeNotificationSettings,
} from './notifications.service';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** Notifications (reference §1.5): the list with read and unread, removal, marking read, e-mail settings. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };

  app.get(
    '/notifications/getAllNotification',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first, with the unread count',
        response: { 200: NotificationListResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listNotifications(app, requireUser(request))) }),
  );

  app.delete(
    '/notifications/deleteNotification',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Remove one of my notifications',
        body: DeleteNotificationInputSchema,
        response: { 200: UnreadCountResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Notification removed.',
      ...(await deleteNotification(app, requireUser(request), request.body.notificationId)),
    }),
  );

  app.post(
    '/notifications/markAsRead',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Mark some of my notifications read (all when no ids are given)',
        body: MarkReadInputSchema,
        response: { 200: UnreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markNotificationsRead(app, requireUser(request), request.body.notificationIds)),
    }),
  );

  app.get(
    '/notifications/settings',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Which e-mails I receive',
        response: { 200: NotificationSettingsResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readNotificationSettings(app.db, requireUser(request).id),
    }),
  );

  app.put(
    '/notifications/settings',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Choose which e-mails I receive',
        body: NotificationSettingsSchema.partial(),
        response: { 200: NotificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Your e-mail choices are saved.',
      data: await writeNotificationSettings(app, requireUser(request).id, request.body),
    }),
  );
};
