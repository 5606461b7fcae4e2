import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { CheckoutStatusResponseSchema } from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { grantPlan } from '../../../test/factories/subscriptions';
import { pdfText } from './pdf-text';
import { LOCAL_CHECKOUT_TTL_MS } from './providers';
import { candidateAndMother } from '../family/test-support';
import { sessionRow, startCheckout, subscriptionsOf, usertypeOf } from './testing';

/**
 * The built-in test checkout end to end: the page, paying with the test card (303 to the success page, the
 * member upgraded only once the job queue has delivered the signed event to the webhook and run the fulfilment job
 * the webhook queued), a declined card,
 * field errors, an expired checkout, and receipts to download.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const pagePath = (sessionId: string) => `/api/v1/payment-process/local-checkout/${sessionId}`;
const openPage = (sessionId: string) => t.app.inject({ method: 'GET', url: pagePath(sessionId) });
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Asha Sharma' };
const pay = (sessionId: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${pagePath(sessionId)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const checkoutStatus = async (member: SignedInMember, sessionId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/subscription/getCheckoutStatus?sessionId=${sessionId}`,
    headers: member.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return CheckoutStatusResponseSchema.parse(res.json());
};

describe('the local checkout page', () => {
  it('shows the plan, the amount with GST, the test banner, the card fields and a way back', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    const res = await openPage(sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain(`<header>${t.config.brand.siteName}</header>`);
    expect(html).toContain('Pay for Premium (Monthly)');
    expect(html).toContain('A$29.99 <span class="muted">incl. GST</span>');
    expect(html).toContain('Test checkout — no real payment is taken;</strong> use card 4242 4242 4242 4242');
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvc', 'Security code (CVC)'],
      ['name', 'Name on card'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(html).toContain(`action="${pagePath(sessionId)}/pay"`);
    expect(html).toContain(`<a href="http://localhost:3000/cancel?session_id=${sessionId}">Cancel and go back</a>`);
  });

  it('runs under the site’s content security policy: no script, no inline style, its own stylesheet', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    const res = await openPage(sessionId);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(res.body).not.toMatch(/<script|<style|\sstyle=/);
    expect(res.body).toContain('<link rel="stylesheet" href="/api/v1/payment-process/local-checkout.css">');
    const css = await t.app.inject({ method: 'GET', url: '/api/v1/payment-process/local-checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.banner');
  });

  it('says so for a checkout that does not exist', async () => {
    for (const id of ['cs_local_doesnotexistdoesnotexist', 'not-a-session', 'cs_test_abc']) {
      const res = await openPage(id);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('We could not find this checkout');
    }
  });
});

describe('paying on the local checkout', () => {
  it('pays with 4242: 303 to the success page, and the member is upgraded once the event is delivered', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    const res = await pay(sessionId, GOOD_CARD);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/Payment-Success?session_id=${sessionId}`);

    // Nothing granted by the redirect: the card is recorded as accepted, the webhook has not run yet.
    const row = await sessionRow(t.app, sessionId);
    expect(row.state).toBe('pending');
    expect(row.completedAt).not.toBeNull();
    expect(await checkoutStatus(member, sessionId)).toMatchObject({ state: 'pending', usertype: 'Standard' });
    expect(await usertypeOf(t.app, member.id)).toBe('Standard');

    await t.app.jobs.drain();
    const [subscription] = await subscriptionsOf(t.app, member.id);
    expect(await checkoutStatus(member, sessionId)).toEqual({
      success: true,
      sessionId,
      state: 'paid',
      planName: 'Premium',
      tier: 'Premium',
      usertype: 'Premium',
      orderId: subscription?.orderId,
    });
    const events = await t.app.db.selectFrom('paymentEvents').selectAll().where('objectId', '=', sessionId).execute();
    expect(events).toEqual([
      expect.objectContaining({
        provider: 'local',
        type: 'checkout.session.completed',
        outcome: `granted: ${subscription?.orderId}`,
      }),
    ]);
    expect(events[0]?.id).toMatch(/^evt_local_/);
    const receipts = await t.app.db
      .selectFrom('emailOutbox')
      .select('attachments')
      .where('toAddress', '=', member.email)
      .where('template', '=', 'payment-receipt')
      .execute();
    expect(receipts).toHaveLength(1);

    // Back to the page, or the form sent again: straight to the success page, nothing more.
    const again = await pay(sessionId, GOOD_CARD);
    expect(again.statusCode).toBe(303);
    const page = await openPage(sessionId);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`http://localhost:3000/Payment-Success?session_id=${sessionId}`);
    await t.app.jobs.drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
  });

  it('a relative helping with the profile buys it a plan: the profile is upgraded, the receipt is theirs and names it', async () => {
    const { candidate, mother, acting } = await candidateAndMother(t.app, []);
    const { sessionId } = await startCheckout(t.app, { ...mother, headers: acting });
    expect((await sessionRow(t.app, sessionId)).purchasedBy).toBe(mother.id);
    expect((await pay(sessionId, GOOD_CARD)).statusCode).toBe(303);
    await t.app.jobs.drain();

    expect(await usertypeOf(t.app, candidate.id)).toBe('Premium');
    expect(await usertypeOf(t.app, mother.id)).toBe('Standard');
    const [subscription] = await subscriptionsOf(t.app, candidate.id);
    expect(subscription).toMatchObject({
      purchasedBy: mother.id,
      billingEmail: mother.email,
      purchasedFor: `the profile of Anjali (member no. ${candidate.row.uid})`,
    });
    const receipt = await t.app.db
      .selectFrom('emailOutbox')
      .select(['text', 'attachments'])
      .where('toAddress', '=', mother.email)
      .where('template', '=', 'payment-receipt')
      .executeTakeFirstOrThrow();
    expect(receipt.text).toContain(`for the profile of Anjali (member no. ${candidate.row.uid})`);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/receipt/${subscription?.orderId}`,
      headers: acting,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(`For the profile of Anjali (member no. ${candidate.row.uid})`);
    expect(await checkoutStatus({ ...mother, headers: acting }, sessionId)).toMatchObject({ state: 'paid' });
  });

  it('a double click sends one event', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    const answers = await Promise.all([pay(sessionId, GOOD_CARD), pay(sessionId, GOOD_CARD)]);
    expect(answers.map((res) => res.statusCode)).toEqual([303, 303]);
    await t.app.jobs.drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
    const events = await t.app.db.selectFrom('paymentEvents').select('id').where('objectId', '=', sessionId).execute();
    expect(events).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002: the page says so, lets them try again, and nothing is sent', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    const res = await pay(sessionId, { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card was declined.');
    expect(res.body).toContain(`action="${pagePath(sessionId)}/pay"`);
    expect((await sessionRow(t.app, sessionId)).completedAt).toBeNull();
    await t.app.jobs.drain();
    const events = await t.app.db.selectFrom('paymentEvents').select('id').where('objectId', '=', sessionId).execute();
    expect(events).toEqual([]);
    expect(await usertypeOf(t.app, member.id)).toBe('Standard');

    // Then the good card works.
    expect((await pay(sessionId, GOOD_CARD)).statusCode).toBe(303);
    await t.app.jobs.drain();
    expect(await usertypeOf(t.app, member.id)).toBe('Premium');
  });

  it('shows field errors next to each field and keeps what was typed, except the security code', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    const res = await pay(sessionId, { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '99', name: '' });
    expect(res.statusCode).toBe(400);
    const html = res.body;
    expect(html).toContain('Please correct the 4 fields marked below.');
    expect(html).toContain('<p class="error" id="cardNumber-error">Enter a valid card number.</p>');
    expect(html).toContain('<p class="error" id="expiry-error">This card has expired.</p>');
    expect(html).toContain('id="cvc-error"');
    expect(html).toContain('<p class="error" id="name-error">Enter the name on the card.</p>');
    expect(html).toContain('aria-invalid="true" aria-describedby="cardNumber-error"');
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(html).not.toContain('value="99"');
    expect((await sessionRow(t.app, sessionId)).completedAt).toBeNull();
  });

  it('an expired checkout cannot be paid: the page says so and the checkout is marked expired', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    t.clock.advance(LOCAL_CHECKOUT_TTL_MS + 1000);
    const page = await openPage(sessionId);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout has expired');
    expect(page.body).toContain('<a href="http://localhost:3000/plan">');
    const paid = await pay(sessionId, GOOD_CARD);
    expect(paid.statusCode).toBe(410);
    expect((await sessionRow(t.app, sessionId)).completedAt).toBeNull();
    // Stripe sends checkout.session.expired; the local checkout does too (once, however often the page is opened).
    await t.app.jobs.drain();
    expect((await sessionRow(t.app, sessionId)).state).toBe('expired');
    const events = await t.app.db.selectFrom('paymentEvents').selectAll().where('objectId', '=', sessionId).execute();
    expect(events).toEqual([expect.objectContaining({ type: 'checkout.session.expired', outcome: 'expired' })]);
    expect(await usertypeOf(t.app, member.id)).toBe('Standard');
  });

  it('retries a fulfilment that failed, with the event kept, and grants once', async () => {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    // The database refuses new subscriptions for a moment: the webhook acknowledges, the fulfilment job fails.
    await sql`
      create or replace function payments_test_refuse() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`.execute(t.app.db);
    await sql`create trigger payments_test_refuse before insert on subscriptions
      for each row execute function payments_test_refuse()`.execute(t.app.db);
    try {
      expect((await pay(sessionId, GOOD_CARD)).statusCode).toBe(303);
      await t.app.jobs.drain();
      expect(await subscriptionsOf(t.app, member.id)).toEqual([]);
      expect((await sessionRow(t.app, sessionId)).state).toBe('pending');
      const events = await t.app.db
        .selectFrom('paymentEvents')
        .select('outcome')
        .where('objectId', '=', sessionId)
        .execute();
      expect(events).toEqual([{ outcome: 'queued' }]);
    } finally {
      await sql`drop trigger payments_test_refuse on subscriptions`.execute(t.app.db);
    }
    t.clock.advance(10 * 60 * 1000);
    await t.app.jobs.drain();
    expect(await subscriptionsOf(t.app, member.id)).toHaveLength(1);
    expect(await usertypeOf(t.app, member.id)).toBe('Premium');
  });
});

describe('receipts to download', () => {
  async function paidMember() {
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member, { planId: 'premium-yearly' });
    expect((await pay(sessionId, GOOD_CARD)).statusCode).toBe(303);
    await t.app.jobs.drain();
    const [subscription] = await subscriptionsOf(t.app, member.id);
    if (!subscription) throw new Error('no subscription');
    return { member, orderId: subscription.orderId };
  }
  const download = (headers: Record<string, string> | undefined, orderId: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/billing/receipt/${orderId}`, ...(headers ? { headers } : {}) });

  it('gives the member the tax invoice of their own order as a PDF file', async () => {
    const { member, orderId } = await paidMember();
    const res = await download(member.headers, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${orderId}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`ABN ${t.config.brand.abn}`);
    expect(text).toContain(orderId);
    expect(text).toContain('Premium plan, Yearly (12 months)');
    expect(text).toContain('A$299.99');
    expect(text).toContain('GST included: A$27.27');
  });

  it('answers 404 for another member’s order, an unknown order and a complimentary plan; 401 without a session', async () => {
    const { orderId } = await paidMember();
    const other = await createSignedInMember(t.app);
    const res = await download(other.headers, orderId);
    expect(res.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
    expect((await download(other.headers, 'ORD-999999999')).statusCode).toBe(404);
    const gift = await grantPlan(t.app, other.id, 'Premium');
    expect((await download(other.headers, gift.orderId)).statusCode).toBe(404);
    expect((await download(undefined, orderId)).statusCode).toBe(401);
  });
});
