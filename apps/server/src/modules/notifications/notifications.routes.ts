import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@app/shared/errors';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@app/shared/i18n';
import {
  DeleteNotificationInputSchema,
  MarkReadInputSchema,
  NotificationListResponseSchema,
  NotificationSettingsResponseSchema,
  NotificationSettingsSchema,
  UnreadCountResponseSchema,
} from '@app/shared/notifications';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { escapeHtml } from '../../lib/mail/compose';
import { requireUser } from '../../lib/auth/authenticate';
import { htmlLang, recipientLanguage, t } from '../../lib/i18n/index';
import { getAuthKeys } from '../../lib/security/secrets';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './notification-emails';
import { registerNotificationJobs } from './notification-jobs';
import {
  deleteNotification,
  listNotifications,
  markNotificationsRead,
  readNotificationSettings,
  unsubscribe,
  writeNotificationSettings,
} from './notifications.service';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** Notifications: the list with read and unread, removal, marking read, e-mail settings. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };
  registerNotificationJobs(app);
  await app.register(unsubscribeRoutes);

  app.get(
    '/notifications/getAllNotification',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first, with the unread count',
        response: { 200: NotificationListResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, ...(await listNotifications(app, requireUser(request))) }),
  );

  app.delete(
    '/notifications/deleteNotification',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags,
        security,
        summary: 'Remove one of my notifications',
        body: DeleteNotificationInputSchema,
        response: { 200: UnreadCountResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
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
      config: { family: 'browse' },
      schema: {
        tags,
        security,
        summary: 'Mark some of my notifications read (all when no ids are given)',
        body: MarkReadInputSchema,
        response: { 200: UnreadCountResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY) },
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
        response: { 200: NotificationSettingsResponseSchema, ...errorResponses(...SIGNED_IN) },
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
        response: { 200: NotificationSettingsResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Your e-mail choices are saved.',
      data: await writeNotificationSettings(app, requireUser(request).id, request.body),
    }),
  );
};

/**
 * An unsubscribe page, in `language` with its `<html lang>`: the member's whose link it is (`users.language`); for a
 * link that names nobody, the first of the site's languages the browser asks for.
 */
function page(language: LanguageCode, title: string, paragraphs: string): string {
  return [
    `<!doctype html><html lang="${htmlLang(language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">',
    `<h1>${escapeHtml(title)}</h1>${paragraphs}</body></html>`,
  ].join('');
}

/** The first language of `Accept-Language` (by its order and weights) that the site speaks, else English. */
export function acceptedLanguage(header: string | undefined): LanguageCode {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const weight = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isLanguageCode) ?? DEFAULT_LANGUAGE;
}

/**
 * One-click unsubscribe (RFC 8058) from the links in notification e-mails, without signing in: POST (what mail
 * clients send, `List-Unsubscribe=One-Click`) turns that kind of e-mail off; GET only shows a page with a button,
 * so a link scanner that follows links changes nothing.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const key = getAuthKeys(app.config).unsubscribe;
  /** A 400 is the page saying the link does not work, or the error body when the query fails its schema. */
  const htmlOrError = z.union([z.string(), ErrorBodySchema]);
  const querystring = z.object({ token: z.string().max(200).default('') });
  const invalid = (request: FastifyRequest) => {
    const language = acceptedLanguage(request.headers['accept-language']);
    return page(
      language,
      t(language, 'notifications:unsubscribe.invalidTitle'),
      `<p>${escapeHtml(t(language, 'notifications:unsubscribe.invalid'))}</p>`,
    );
  };

  app.get(
    UNSUBSCRIBE_PATH.replace('/api/v1', ''),
    { schema: { hide: true, querystring, response: { 200: z.string(), 400: htmlOrError, ...errorResponses() } } },
    async (request, reply) => {
      const found = readUnsubscribeToken(key, request.query.token);
      void reply.type('text/html; charset=utf-8');
      if (!found) return reply.status(400).send(invalid(request));
      const language = await recipientLanguage(app.db, { userId: found.userId });
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      return reply.send(
        page(
          language,
          t(language, 'notifications:unsubscribe.askTitle'),
          `<p>${escapeHtml(t(language, `notifications:unsubscribe.ask.${found.kind}`))}</p>` +
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">${escapeHtml(t(language, 'notifications:unsubscribe.button'))}</button></form>`,
        ),
      );
    },
  );

  app.post(
    UNSUBSCRIBE_PATH.replace('/api/v1', ''),
    {
      schema: {
        hide: true,
        querystring,
        body: z.unknown(),
        response: {
          200: z.string(),
          400: htmlOrError,
          ...errorResponses('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'),
        },
      },
    },
    async (request, reply) => {
      const found = readUnsubscribeToken(key, request.query.token);
      void reply.type('text/html; charset=utf-8');
      if (!found) return reply.status(400).send(invalid(request));
      await unsubscribe(app, found.userId, found.kind);
      const language = await recipientLanguage(app.db, { userId: found.userId });
      return reply.send(
        page(
          language,
          t(language, 'notifications:unsubscribe.doneTitle'),
          `<p>${escapeHtml(t(language, `notifications:unsubscribe.done.${found.kind}`))}</p>`,
        ),
      );
    },
  );
};
