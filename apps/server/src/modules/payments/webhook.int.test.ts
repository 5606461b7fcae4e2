import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { CheckoutStatusResponseSchema } from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { addMonths } from '../plans/subscriptions.service';
import { localWebhookSecret, signPayload } from './local-checkout';
import { countOf } from '../../lib/metrics/testing';
import { pdfText } from './pdf-text';
import { fulfilEvent, recordEvent, verifyEvent, type FulfilmentTask, type WebhookEvent } from './webhook.service';
import { localPaymentReference, LOCAL_CHECKOUT_TTL_MS } from './providers';
import {
  cardAccepted,
  deliver,
  eventAbout,
  fulfilmentJob,
  fulfilmentJobCount,
  sessionRow,
  startCheckout,
  subscriptionsOf,
  usertypeOf,
} from './testing';

/**
 * The payment webhook with the local provider (the embedded default): signatures, the acknowledgement (the event
 * stored and its fulfilment job queued, nothing granted yet), the job's one effect per paid checkout whatever the
 * duplication, concurrency and order of events, events we do not act on, and the receipt e-mail. The Stripe
 * provider's side is in webhook-stripe.int.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const eventRows = (id: string) => t.app.db.selectFrom('paymentEvents').selectAll().where('id', '=', id).execute();
const eventIdOf = (payload: string) => (JSON.parse(payload) as { id: string }).id;
/** Runs every job due: the fulfilment jobs the acknowledgements queued, then the receipts they queued. */
const drain = () => t.app.jobs.drain();

/** The verified event, as the route hands it on (for calling the service directly, as another process would). */
function verified(payload: string): WebhookEvent {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return verifyEvent(t.app, Buffer.from(payload), signPayload(payload, localWebhookSecret(t.app.config), now));
}
/** Delivers an event, expects the acknowledgement, and runs the jobs it queued (the fulfilment, the receipt). */
async function fulfilled(payload: string) {
  expectOk(await deliver(t.app, payload));
  await drain();
}
const taskOf = (event: WebhookEvent): FulfilmentTask => ({
  eventId: event.id,
  type: event.type,
  objectId: event.data.object.id ?? '',
  provider: 'local',
});

async function paidCheckout(member?: SignedInMember) {
  const who = member ?? (await createSignedInMember(t.app));
  const started = await startCheckout(t.app, who);
  await cardAccepted(t.app, started.sessionId);
  return { member: who, sessionId: started.sessionId };
}

function expectOk(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true });
}

describe('the webhook signature', () => {
  it('refuses a missing, wrong, stale or tampered signature with 400 SIGNATURE_INVALID and records nothing', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const attempts = [
      await deliver(t.app, payload, { signature: null }),
      await deliver(t.app, payload, { signature: '' }),
      await deliver(t.app, payload, { signature: 'not a signature' }),
      await deliver(t.app, payload, { secret: 'whsec_someone_else' }),
      await deliver(t.app, payload, { timestamp: now - 301 }),
      // Signed, then changed on the way.
      await deliver(t.app, payload.replace('"amount_total":2999', '"amount_total":1'), {
        signature: signPayload(payload, localWebhookSecret(t.app.config), now),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'SIGNATURE_INVALID',
        message: 'The webhook signature is missing, wrong or too old.',
      });
    }
    expect(await eventRows(eventIdOf(payload))).toEqual([]);
    expect(await fulfilmentJobCount(t.app, eventIdOf(payload))).toBe(0);
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
    expect((await sessionRow(t.app, sessionId)).state).toBe('pending');
    expect(await usertypeOf(t.app, member.id)).toBe('Standard');
  });

  it('accepts a signature made up to five minutes ago', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    expectOk(await deliver(t.app, payload, { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 290 }));
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
  });
});

describe('the acknowledgement', () => {
  it('stores the event and queues its fulfilment job, and grants nothing by itself', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    const eventId = eventIdOf(payload);
    expectOk(await deliver(t.app, payload));

    expect(await eventRows(eventId)).toEqual([
      expect.objectContaining({
        provider: 'local',
        type: 'checkout.session.completed',
        objectId: sessionId,
        outcome: 'queued',
        receivedAt: t.clock.now(),
      }),
    ]);
    expect(await fulfilmentJob(t.app, eventId)).toMatchObject({
      state: 'created',
      payload: { eventId, type: 'checkout.session.completed', objectId: sessionId, provider: 'local' },
    });
    expect(await fulfilmentJobCount(t.app, eventId)).toBe(1);
    // Not granted yet: the job has not run.
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
    expect((await sessionRow(t.app, sessionId)).state).toBe('pending');
    expect(await usertypeOf(t.app, member.id)).toBe('Standard');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscription/getCheckoutStatus?sessionId=${sessionId}`,
      headers: member.headers,
    });
    expect(CheckoutStatusResponseSchema.parse(status.json())).toMatchObject({ state: 'pending', orderId: null });

    await drain();
    expect(await fulfilmentJob(t.app, eventId)).toMatchObject({ state: 'completed' });
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
    expect((await eventRows(eventId))[0]?.outcome).toMatch(/^granted: ORD-/);
  });

  it('a delivery whose record failed answers 500, is not remembered, and its redelivery is stored and fulfilled', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    await sql`
      create or replace function payments_test_refuse_event() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`.execute(t.app.db);
    await sql`create trigger payments_test_refuse_event before insert on payment_events
      for each row execute function payments_test_refuse_event()`.execute(t.app.db);
    try {
      expect((await deliver(t.app, payload)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger payments_test_refuse_event on payment_events`.execute(t.app.db);
    }
    expect(await eventRows(eventIdOf(payload))).toEqual([]);
    expect(await fulfilmentJobCount(t.app, eventIdOf(payload))).toBe(0);

    // The sender retries: the same event id is stored now (this process did not count it as seen).
    expectOk(await deliver(t.app, payload));
    expect((await eventRows(eventIdOf(payload)))[0]?.outcome).toBe('queued');
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
  });

  it('a repeat delivered after the fulfilment changes nothing', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    const eventId = eventIdOf(payload);
    expectOk(await deliver(t.app, payload));
    await drain();
    const [granted] = await subscriptionsOf(t.app, member.id);
    const [stored] = await eventRows(eventId);
    expect(stored?.outcome).toBe(`granted: ${granted?.orderId}`);

    t.clock.advance(60_000);
    expectOk(await deliver(t.app, payload));
    // And as another process would see it, by the database alone.
    expect(await recordEvent(t.app, verified(payload))).toBe('duplicate: recorded before');
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toEqual([granted]);
    expect(await eventRows(eventId)).toEqual([stored]);
    expect(await fulfilmentJobCount(t.app, eventId)).toBe(1);
    const receipts = await t.app.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('toAddress', '=', member.email)
      .where('template', '=', 'payment-receipt')
      .execute();
    expect(receipts).toHaveLength(1);
  });
});

describe('a completed checkout', () => {
  it('the job grants the plan in one go: subscription row, usertype, event outcome, checkout state, then the receipt', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    const now = t.clock.now();
    expectOk(await deliver(t.app, payload));
    await drain();

    const [subscription, ...others] = await subscriptionsOf(t.app, member.id);
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({
      planId: 'premium-monthly',
      tier: 'Premium',
      planName: 'Premium',
      planType: 'Monthly',
      durationInMonths: 1,
      amountCents: 2999,
      gstCents: 273,
      provider: 'local',
      checkoutSessionId: sessionId,
      paymentReference: localPaymentReference(sessionId),
      status: 'active',
      paymentStatus: 'Completed',
      billingName: `${member.profile.firstName} ${member.profile.lastName}`,
      billingEmail: member.email,
    });
    expect(subscription?.orderId).toMatch(/^ORD-\d{7,}$/);
    expect(subscription?.startsAt).toEqual(now);
    expect(subscription?.endsAt).toEqual(addMonths(now, 1));
    expect(await usertypeOf(t.app, member.id)).toBe('Premium');
    expect(await eventRows(eventIdOf(payload))).toEqual([
      expect.objectContaining({
        provider: 'local',
        type: 'checkout.session.completed',
        objectId: sessionId,
        outcome: `granted: ${subscription?.orderId}`,
      }),
    ]);
    expect(await sessionRow(t.app, sessionId)).toMatchObject({ state: 'paid' });

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscription/getCheckoutStatus?sessionId=${sessionId}`,
      headers: member.headers,
    });
    expect(CheckoutStatusResponseSchema.parse(status.json())).toMatchObject({
      state: 'paid',
      usertype: 'Premium',
      orderId: subscription?.orderId,
    });

    // The receipt goes out from the job queue (queued by the fulfilment, sent in the same drain), with the PDF.
    const mails = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', member.email)
      .where('template', '=', 'payment-receipt')
      .execute();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Your receipt for Premium (order ${subscription?.orderId})`);
    expect(mail?.text).toContain('GST included: A$2.73');
    expect(mail?.html).toContain('<html');
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(`receipt-${subscription?.orderId}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = Buffer.from(attachment?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const brand = t.config.brand;
    for (const expected of [
      'Tax invoice',
      brand.companyName,
      `ABN ${brand.abn}`,
      subscription?.orderId ?? '?',
      `${member.profile.firstName} ${member.profile.lastName}`,
      member.email,
      'Premium plan, Monthly (1 month)',
      'Total (GST included)',
      'A$29.99',
      'GST included: A$2.73',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives exactly one subscription when the same event arrives five times, one after another', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    for (let i = 0; i < 5; i += 1) expectOk(await deliver(t.app, payload));
    expect(await fulfilmentJobCount(t.app, eventIdOf(payload))).toBe(1);
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
    expect(await eventRows(eventIdOf(payload))).toHaveLength(1);
  });

  it('gives exactly one subscription when the same event arrives five times at once', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(t.app, payload)));
    answers.forEach(expectOk);
    expect(await fulfilmentJobCount(t.app, eventIdOf(payload))).toBe(1);
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
  });

  it('keeps one event record and one job by the database alone when several processes record the same event', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    const event = verified(payload);
    // recordEvent is what each process runs (no memory shared between processes): only the database stops repeats.
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => recordEvent(t.app, event)));
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate: recorded before')).toHaveLength(4);
    expect(await recordEvent(t.app, event)).toBe('duplicate: recorded before');
    expect(await fulfilmentJobCount(t.app, event.id)).toBe(1);
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
  });

  it('grants once when the same fulfilment runs several times at once (a job re-run while its first run lasts)', async () => {
    const { member, sessionId } = await paidCheckout();
    const event = verified(await eventAbout(t.app, sessionId, 'checkout.session.completed'));
    expect(await recordEvent(t.app, event)).toBe('queued');
    const fulfilled = () => countOf(t.app.metrics.paymentsFulfilled, { provider: 'local' });
    const before = await fulfilled();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => fulfilEvent(t.app, taskOf(event))));
    const [subscription, ...others] = await subscriptionsOf(t.app, member.id);
    expect(others).toEqual([]);
    // The later runs wait on the event's row, then find it done and report what was done.
    expect(outcomes).toEqual(Array(5).fill(`granted: ${subscription?.orderId}`));
    await drain(); // the queued job itself: done already, nothing more
    expect(await subscriptionsOf(t.app, member.id)).toEqual([subscription]);
    expect((await eventRows(event.id))[0]?.outcome).toBe(`granted: ${subscription?.orderId}`);
    // app_payments_fulfilled_total: one paid checkout, counted once however many runs.
    expect((await fulfilled()) - before).toBe(1);
  });

  it('grants once when jobs of different events about one paid checkout run at once (several processes)', async () => {
    const { member, sessionId } = await paidCheckout();
    const events = await Promise.all(
      (
        [
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'checkout.session.expired',
          'checkout.session.async_payment_failed',
        ] as const
      ).map(async (type) => verified(await eventAbout(t.app, sessionId, type))),
    );
    for (const event of events) expect(await recordEvent(t.app, event)).toBe('queued');
    const outcomes = await Promise.all(events.map((event) => fulfilEvent(t.app, taskOf(event))));
    expect(outcomes.filter((outcome) => outcome.startsWith('granted: '))).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'no change: already paid')).toHaveLength(3);
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
    expect((await sessionRow(t.app, sessionId)).state).toBe('paid');
  });

  it('gives exactly one subscription when different events about one paid checkout arrive at once', async () => {
    const { member, sessionId } = await paidCheckout();
    const payloads = await Promise.all([
      eventAbout(t.app, sessionId, 'checkout.session.completed'),
      eventAbout(t.app, sessionId, 'checkout.session.completed'),
      eventAbout(t.app, sessionId, 'checkout.session.async_payment_succeeded'),
      eventAbout(t.app, sessionId, 'checkout.session.expired'),
      eventAbout(t.app, sessionId, 'checkout.session.async_payment_failed'),
    ]);
    const answers = await Promise.all([...payloads, ...payloads].map((payload) => deliver(t.app, payload)));
    answers.forEach(expectOk);
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
    expect((await sessionRow(t.app, sessionId)).state).toBe('paid');
    const outcomes = await t.app.db
      .selectFrom('paymentEvents')
      .select('outcome')
      .where('objectId', '=', sessionId)
      .execute();
    expect(outcomes).toHaveLength(5);
    expect(outcomes.filter((row) => row.outcome.startsWith('granted: '))).toHaveLength(1);
  });

  it('adds a second paid month after the first when a member renews early (two checkouts, two orders)', async () => {
    const { member, sessionId } = await paidCheckout();
    expectOk(await deliver(t.app, await eventAbout(t.app, sessionId, 'checkout.session.completed')));
    await drain();
    const second = await paidCheckout(member);
    expectOk(await deliver(t.app, await eventAbout(t.app, second.sessionId, 'checkout.session.completed')));
    await drain();
    const rows = (await subscriptionsOf(t.app, member.id)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(rows).toHaveLength(2);
    expect(rows[1]?.startsAt).toEqual(rows[0]?.endsAt);
  });
});

describe('events in any order', () => {
  it('an "expired" or "failed" event arriving before "completed" does not stop a paid checkout being granted', async () => {
    for (const early of ['checkout.session.expired', 'checkout.session.async_payment_failed'] as const) {
      const { member, sessionId } = await paidCheckout();
      await fulfilled(await eventAbout(t.app, sessionId, early));
      // The provider says paid: the early event already grants (events are triggers; the truth is fetched).
      expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
      await fulfilled(await eventAbout(t.app, sessionId, 'checkout.session.completed'));
      expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
      expect((await sessionRow(t.app, sessionId)).state).toBe('paid');
      expect(await usertypeOf(t.app, member.id)).toBe('Premium');
    }
  });

  it('a late "expired" or "failed" never undoes a payment', async () => {
    const { member, sessionId } = await paidCheckout();
    await fulfilled(await eventAbout(t.app, sessionId, 'checkout.session.completed'));
    t.clock.advance(LOCAL_CHECKOUT_TTL_MS + 60_000);
    await fulfilled(await eventAbout(t.app, sessionId, 'checkout.session.expired'));
    await fulfilled(await eventAbout(t.app, sessionId, 'checkout.session.async_payment_failed'));
    expect((await sessionRow(t.app, sessionId)).state).toBe('paid');
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
    expect(await usertypeOf(t.app, member.id)).toBe('Premium');
  });

  it('"async_payment_succeeded" before "completed" grants once', async () => {
    const { member, sessionId } = await paidCheckout();
    await fulfilled(await eventAbout(t.app, sessionId, 'checkout.session.async_payment_succeeded'));
    await fulfilled(await eventAbout(t.app, sessionId, 'checkout.session.completed'));
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
  });

  it('an unpaid checkout: "completed" changes nothing yet, "failed" fails it, "expired" after its time expires it', async () => {
    const member = await createSignedInMember(t.app);
    const unpaid = await startCheckout(t.app, member);
    await fulfilled(await eventAbout(t.app, unpaid.sessionId, 'checkout.session.completed'));
    expect((await sessionRow(t.app, unpaid.sessionId)).state).toBe('pending');
    await fulfilled(await eventAbout(t.app, unpaid.sessionId, 'checkout.session.async_payment_failed'));
    expect((await sessionRow(t.app, unpaid.sessionId)).state).toBe('failed');

    const other = await startCheckout(t.app, member);
    // Not past its time: the provider still says open, so an "expired" event is not believed.
    await fulfilled(await eventAbout(t.app, other.sessionId, 'checkout.session.expired'));
    expect((await sessionRow(t.app, other.sessionId)).state).toBe('pending');
    t.clock.advance(LOCAL_CHECKOUT_TTL_MS);
    await fulfilled(await eventAbout(t.app, other.sessionId, 'checkout.session.expired'));
    expect((await sessionRow(t.app, other.sessionId)).state).toBe('expired');
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
    expect(await usertypeOf(t.app, member.id)).toBe('Standard');
  });
});

describe('events we do not act on', () => {
  it('acknowledges other event types with 200 and records them as ignored', async () => {
    const { member, sessionId } = await paidCheckout();
    const payload = await eventAbout(t.app, sessionId, 'checkout.session.completed');
    const other = JSON.stringify({ ...(JSON.parse(payload) as object), type: 'customer.created' });
    expectOk(await deliver(t.app, other));
    expect(await eventRows(eventIdOf(other))).toEqual([
      expect.objectContaining({ type: 'customer.created', outcome: expect.stringMatching(/^ignored: /) as unknown }),
    ]);
    expect(await fulfilmentJobCount(t.app, eventIdOf(other))).toBe(0);
    await drain();
    expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
    expect((await sessionRow(t.app, sessionId)).state).toBe('pending');
  });

  it('acknowledges an event about a checkout that is not ours', async () => {
    const { sessionId } = await paidCheckout();
    const payload = (await eventAbout(t.app, sessionId, 'checkout.session.completed')).replaceAll(
      sessionId,
      'cs_local_somebodyelsessessionid00',
    );
    expectOk(await deliver(t.app, payload));
    expect((await eventRows(eventIdOf(payload)))[0]?.outcome).toBe('ignored: no checkout of ours has this id');
    expect(await fulfilmentJobCount(t.app, eventIdOf(payload))).toBe(0);
  });

  it('refuses a signed body that is not an event', async () => {
    const res = await deliver(t.app, JSON.stringify({ hello: 'world' }));
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });
});
