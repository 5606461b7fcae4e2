import type { FastifyInstance } from 'fastify';
import type { UserType } from '@app/shared/constants';
import { TIER_RANK } from '@app/shared/plans';
import { dispatchMail } from '../../lib/mail/dispatch';
import { recipientLanguage } from '../../lib/i18n/index';
import { planEndedEmail, planEndingEmail } from './plan-emails';
import { lockMember, recomputeUsertype } from './subscriptions.service';
import * as subscriptionsRepo from './subscriptions.repository';

/**
 * Plans end on their own (issue 12 point 7). Every minute one `subscriptions.expire` job (once across every
 * server process: the job queue derives its id from the firing time) ends the subscriptions whose end has passed,
 * returns each member to the highest tier still running (Standard when none), and sends the reminders of plans
 * ending within a week. Paid and complimentary plans end the same way. All times come from `app.clock`.
 */
declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** Every minute: end the plans that are over, then remind those ending within a week. */
    'subscriptions.expire': Record<string, never>;
    /** "Your plan ends on …", once per subscription. */
    'subscriptions.ending-email': { subscriptionId: string };
    /** "Your plan has ended". */
    'subscriptions.ended-email': { subscriptionId: string };
  }
}

export const EXPIRY_CRON = '* * * * *';
/** Reminders go out when this many days or fewer remain. */
export const REMINDER_DAYS = 7;
const DAY_MS = 86_400_000;

export type ExpiryResult = { expired: number; reminded: number };

/**
 * Ends every active subscription whose end is at or before now: each member in a transaction of their own, with
 * their account row locked (a grant or another expiry of the same member waits), the usertype recomputed in the
 * same transaction, and the "ended" e-mail queued in it when the member now holds a lower tier (not when a
 * renewal of the same tier has just taken over). Returns how many subscriptions ended.
 */
export async function expireEndedSubscriptions(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const members = await subscriptionsRepo.listMembersWithEndedSubscriptions(app.db, now);
  let expired = 0;
  const failures: unknown[] = [];
  for (const { userId } of members) {
    if (!userId) continue;
    try {
      expired += await app.db.transaction().execute(async (trx) => {
        if (!(await lockMember(trx, userId))) return 0;
        const ended = await subscriptionsRepo.expireMemberSubscriptions(trx, userId, now);
        const tierNow = await recomputeUsertype(trx, userId, now);
        for (const row of ended) {
          if (TIER_RANK[tierNow] >= TIER_RANK[row.tier]) continue;
          await app.jobs.send(
            'subscriptions.ended-email',
            { subscriptionId: row.id },
            { transaction: trx, singletonKey: row.id },
          );
        }
        return ended.length;
      });
    } catch (error) {
      app.log.error({ err: error, userId }, 'a subscription could not be ended; the next run tries again');
      failures.push(error);
    }
  }
  // Orders of deleted accounts (kept for the tax records) end too; there is nobody to tell.
  const orphans = await subscriptionsRepo.expireOrphanSubscriptions(app.db, now);
  if (failures.length > 0) {
    throw new Error(`${failures.length} member(s) could not have their plans ended; see the log`, {
      cause: failures[0],
    });
  }
  return expired + orphans.length;
}

/**
 * Marks, once, the running subscriptions that end within `REMINDER_DAYS` and have no renewal of the same tier
 * queued after them, and queues their "ends on …" e-mail in the same transaction. Returns how many.
 */
export async function remindEndingSubscriptions(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const due = await subscriptionsRepo.listSubscriptionsDueReminder(
    app.db,
    now,
    new Date(now.getTime() + REMINDER_DAYS * DAY_MS),
  );
  let reminded = 0;
  for (const { id } of due) {
    reminded += await app.db.transaction().execute(async (trx) => {
      const marked = await subscriptionsRepo.markReminderSent(trx, id, now);
      if (!marked) return 0;
      await app.jobs.send('subscriptions.ending-email', { subscriptionId: id }, { transaction: trx, singletonKey: id });
      return 1;
    });
  }
  return reminded;
}

/** One run of the scheduled job: ends first, then reminds (a plan already over gets no reminder). */
export async function runExpiry(app: FastifyInstance): Promise<ExpiryResult> {
  const expired = await expireEndedSubscriptions(app);
  const reminded = await remindEndingSubscriptions(app);
  if (expired > 0 || reminded > 0) app.log.info({ expired, reminded }, 'plans ended and reminders queued');
  return { expired, reminded };
}

async function subscriptionWithMember(app: FastifyInstance, subscriptionId: string) {
  return subscriptionsRepo.findSubscriptionWithMember(app.db, subscriptionId);
}

/**
 * `subscriptions.ending-email`: sent unless, by now, the plan has ended, or another plan of the same or a higher
 * tier carries on after it (a renewal bought since, or a higher plan the member holds anyway). The e-mail names
 * the tier the member will be left with.
 */
async function sendEndingEmail(app: FastifyInstance, subscriptionId: string): Promise<void> {
  const row = await subscriptionWithMember(app, subscriptionId);
  if (!row?.userId || row.status !== 'active' || row.endsAt <= app.clock.now()) return;
  const after = await subscriptionsRepo.listTiersRunningOnAt(app.db, row.userId, row.id, row.endsAt);
  const tierAfter = after.reduce<UserType>(
    (best, { tier }) => (TIER_RANK[tier] > TIER_RANK[best] ? tier : best),
    'Standard',
  );
  if (TIER_RANK[tierAfter] >= TIER_RANK[row.tier]) return;
  await dispatchMail(
    app,
    planEndingEmail({
      brand: app.config.brand,
      publicUrl: app.config.PUBLIC_URL,
      to: row.email,
      language: await recipientLanguage(app.db, { email: row.email }),
      planName: row.planName,
      endsAt: row.endsAt,
      tierAfter,
    }),
  );
}

/** `subscriptions.ended-email`: sent while the member still holds a lower tier than the plan that ended. */
async function sendEndedEmail(app: FastifyInstance, subscriptionId: string): Promise<void> {
  const row = await subscriptionWithMember(app, subscriptionId);
  if (!row || row.status !== 'expired' || TIER_RANK[row.usertype] >= TIER_RANK[row.tier]) return;
  await dispatchMail(
    app,
    planEndedEmail({
      brand: app.config.brand,
      publicUrl: app.config.PUBLIC_URL,
      to: row.email,
      language: await recipientLanguage(app.db, { email: row.email }),
      planName: row.planName,
      endsAt: row.endsAt,
      tierNow: row.usertype,
    }),
  );
}

/** Registers the handlers and the one-minute schedule (each firing runs once across every server process). */
export function registerExpiryJobs(app: FastifyInstance): void {
  app.jobs.work(
    'subscriptions.expire',
    async () => {
      await runExpiry(app);
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
  app.jobs.work('subscriptions.ending-email', async ({ subscriptionId }) => sendEndingEmail(app, subscriptionId));
  app.jobs.work('subscriptions.ended-email', async ({ subscriptionId }) => sendEndedEmail(app, subscriptionId));
  app.jobs.schedule('subscriptions.expire', EXPIRY_CRON, {});
}
