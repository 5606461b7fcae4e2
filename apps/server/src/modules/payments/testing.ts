import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { CreateCheckoutResponseSchema, type CreateCheckoutResponse } from '@app/shared/plans';
import type { SignedInMember } from '../../../test/factories/profiles';
import { jobIdFor } from '../../lib/jobs/cron';
import { localEvent, localWebhookSecret, signPayload, type LocalEventType } from './local-checkout';
import { WEBHOOK_PATH } from './payment-jobs';

/** Helpers of the payments tests (not a test file itself). */

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

export async function startCheckout(
  app: FastifyInstance,
  member: SignedInMember,
  body: Record<string, unknown> = { planId: 'premium-monthly' },
): Promise<CreateCheckoutResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/subscription/createCheckoutSession',
    headers: member.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return CreateCheckoutResponseSchema.parse(res.json());
}

/** POSTs `payload` to the webhook, signed with `secret` (default: the app's) at `timestamp` (default: the clock). */
export function deliver(
  app: FastifyInstance,
  payload: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
): Promise<Injected> {
  const timestamp = options.timestamp ?? Math.floor(app.clock.now().getTime() / 1000);
  const signature =
    options.signature === undefined
      ? signPayload(payload, options.secret ?? localWebhookSecret(app.config), timestamp)
      : options.signature;
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

/** What the local "bank" records when the test card is accepted (the pay form does this, then sends an event). */
export async function cardAccepted(app: FastifyInstance, sessionId: string): Promise<void> {
  await app.db
    .updateTable('checkoutSessions')
    .set({ completedAt: app.clock.now() })
    .where('id', '=', sessionId)
    .execute();
}

/** A signed-ready event about a local checkout of ours. */
export async function eventAbout(
  app: FastifyInstance,
  sessionId: string,
  type: LocalEventType | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed',
  eventId?: string,
): Promise<string> {
  const row = await app.db
    .selectFrom('checkoutSessions')
    .select(['id', 'userId', 'planId', 'amountCents'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const base = JSON.parse(localEvent('checkout.session.completed', row, app.clock.now(), eventId)) as {
    type: string;
  };
  return JSON.stringify({ ...base, type });
}

export const subscriptionsOf = (app: FastifyInstance, userId: string) =>
  app.db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).execute();

export const usertypeOf = async (app: FastifyInstance, userId: string) =>
  (await app.db.selectFrom('users').select('usertype').where('id', '=', userId).executeTakeFirstOrThrow()).usertype;

export const sessionRow = (app: FastifyInstance, sessionId: string) =>
  app.db.selectFrom('checkoutSessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();

/** The fulfilment job of an event (its id is derived from the event id, the `singletonKey` it is sent with). */
export const fulfilmentJob = (app: FastifyInstance, eventId: string) =>
  app.jobs.job('payments.fulfil-event', jobIdFor('payments.fulfil-event', `key ${eventId}`));

/** How many fulfilment jobs were ever queued for an event (in pg-boss's table, whatever their state). */
export async function fulfilmentJobCount(app: FastifyInstance, eventId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job where name = 'payments.fulfil-event' and data->>'eventId' = ${eventId}
  `.execute(app.db);
  return rows[0]?.n ?? 0;
}
