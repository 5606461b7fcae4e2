import type { FastifyInstance } from 'fastify';
import { SETTING_OF_EMAIL_KIND, type EmailKind } from '@app/shared/notifications';
import { asLanguage } from '../../lib/i18n/index';
import { dispatchMail } from '../../lib/mail/dispatch';
import { getAuthKeys } from '../../lib/security/secrets';
import { newMatchesSince } from '../discover/index';
import { digestEmail, EMAILED_TYPES, notificationEmail, type NotificationEmailInput } from './notification-emails';
import {
  findMemberEmail,
  findNotification,
  findUnsuspendedMemberTier,
  listDigestRecipients,
} from './notifications.repository';
import { presentForRecipient, readNotificationSettings } from './notifications.service';

/** The background work of notifications, on the one job queue (lib/jobs, ADR 010). */
declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** E-mail one notification to its recipient, if their settings want it. */
    'notification-email': { notificationId: string };
    /** Every day: a digest job for each member who wants one. */
    'daily-digest': Record<string, never>;
    /** One member's digest of the mutual matches who joined in the day before `until`. */
    'daily-digest-member': { userId: string; until: string };
  }
}

/** When the daily digest goes out: 21:00 UTC, the next morning in Australia and the evening before in Europe. */
export const DIGEST_CRON = '0 21 * * *';
/** Members who have not signed in for this long get no digest (they would not read it). */
export const DIGEST_ACTIVE_DAYS = 30;
/** How many new matches a digest names at most. */
export const DIGEST_LIMIT = 5;
const DIGEST_BATCH = 500;
const DAY_MS = 86_400_000;

async function emailInput(app: FastifyInstance, userId: string): Promise<NotificationEmailInput | null> {
  const user = await findMemberEmail(app.db, userId);
  if (!user) return null;
  return {
    brand: app.config.brand,
    publicUrl: app.config.PUBLIC_URL,
    key: getAuthKeys(app.config).unsubscribe,
    userId,
    to: user.email,
    language: asLanguage(user.language),
  };
}

async function wants(app: FastifyInstance, userId: string, kind: EmailKind): Promise<boolean> {
  return (await readNotificationSettings(app.db, userId))[SETTING_OF_EMAIL_KIND[kind]];
}

/** `notification-email`: sent unless the notification is gone or read already, or the member turned it off. */
async function sendNotificationEmail(app: FastifyInstance, notificationId: string): Promise<void> {
  const row = await findNotification(app.db, notificationId);
  const kind = row && EMAILED_TYPES[row.type];
  if (!row || !kind || row.readAt || !(await wants(app, row.userId, kind))) return;
  // As the recipient may see the member now: no e-mail about someone they can no longer see.
  const notification = await presentForRecipient(app, row);
  const input = await emailInput(app, row.userId);
  const message = notification && input ? notificationEmail(input, notification) : null;
  if (message) await dispatchMail(app, message);
}

/** `daily-digest`: one job per member who wants a digest and was active lately, once per member and day. */
async function fanOutDigests(app: FastifyInstance): Promise<void> {
  const now = app.clock.now();
  const until = now.toISOString();
  const day = until.slice(0, 10);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await listDigestRecipients(
      app.db,
      after,
      new Date(now.getTime() - DIGEST_ACTIVE_DAYS * DAY_MS),
      DIGEST_BATCH,
    );
    for (const { id } of batch) {
      await app.jobs.send('daily-digest-member', { userId: id, until }, { singletonKey: `${id}:${day}` });
    }
    const last = batch.at(-1);
    if (!last || batch.length < DIGEST_BATCH) return;
    after = last.id;
  }
}

/** `daily-digest-member`: the member's new mutual matches of the day, if any, and if they still want it. */
async function sendDigest(app: FastifyInstance, userId: string, until: Date): Promise<void> {
  if (!(await wants(app, userId, 'daily_digest'))) return;
  const viewer = await findUnsuspendedMemberTier(app.db, userId);
  if (!viewer) return;
  const since = new Date(until.getTime() - DAY_MS);
  const matches = (await newMatchesSince(app, viewer, since, 50)).slice(0, DIGEST_LIMIT);
  const input = await emailInput(app, userId);
  if (matches.length > 0 && input) await dispatchMail(app, digestEmail(input, matches));
}

/** Registers the handlers and the daily schedule (each scheduled run once across every server process). */
export function registerNotificationJobs(app: FastifyInstance): void {
  app.jobs.work('notification-email', async ({ notificationId }) => sendNotificationEmail(app, notificationId));
  app.jobs.work('daily-digest', async () => fanOutDigests(app), { retryLimit: 2 });
  app.jobs.work('daily-digest-member', async ({ userId, until }) => sendDigest(app, userId, new Date(until)));
  app.jobs.schedule('daily-digest', DIGEST_CRON, {});
}
