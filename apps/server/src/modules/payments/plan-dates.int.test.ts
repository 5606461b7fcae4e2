import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingInfoResponseSchema,
  formatPlanDate,
  SubscriptionHistoryResponseSchema,
  SubscriptionStatusResponseSchema,
} from '@app/shared/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { pdfText } from './pdf-text';
import { cardAccepted, deliver, eventAbout, startCheckout, subscriptionsOf } from './testing';

/**
 * One date for one instant everywhere a plan's dates are shown (issue 26): the dashboard formats the API's ISO
 * fields (`expiresAt`, `purchasedAt`) with the shared `formatPlanDate`; the billing card's `expirationDate`, the
 * receipt e-mail, the tax invoice (PDF, e-mailed and downloaded) and the e-mail before the plan ends must say the
 * same calendar day in the same words. The payment is made just after midnight in Melbourne, when it is still the
 * day before in UTC (and in a browser anywhere west of Australia).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const DAY = 86_400_000;

async function get(member: SignedInMember, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function mailsOf(member: SignedInMember, template: string) {
  return t.app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', member.email.toLowerCase())
    .where('template', '=', template)
    .execute();
}

describe('a plan’s dates: the dashboard, the receipt, the invoice and the e-mails say the same day', () => {
  it('paid at 00:30 in Melbourne on 28 November (27 November in UTC)', async () => {
    t.clock.set(new Date('2026-11-27T13:30:00Z'));
    const member = await createSignedInMember(t.app);
    const { sessionId } = await startCheckout(t.app, member);
    await cardAccepted(t.app, sessionId);
    expect((await deliver(t.app, await eventAbout(t.app, sessionId, 'checkout.session.completed'))).statusCode).toBe(
      200,
    );
    await t.app.jobs.drain();
    const [order] = await subscriptionsOf(t.app, member.id);
    expect(order?.endsAt.toISOString()).toBe('2026-12-27T13:30:00.000Z');

    // What the dashboard shows: the API's instants through the shared formatter.
    const billing = BillingInfoResponseSchema.parse((await get(member, 'billing/getBillingInfo')).json()).data;
    const status = SubscriptionStatusResponseSchema.parse(
      (await get(member, 'subscription//checkSubscriptionStatus')).json(),
    );
    const [history] = SubscriptionHistoryResponseSchema.parse(
      (await get(member, 'subscription/getSubscriptionHistory')).json(),
    ).data;
    const endDate = formatPlanDate(billing.expiresAt ?? '');
    const paidDate = formatPlanDate(history?.purchasedAt ?? '');
    expect(endDate).toBe('28 December 2026');
    expect(paidDate).toBe('28 November 2026');
    expect(formatPlanDate(status.expiresAt ?? '')).toBe(endDate);
    // The billing card's own date field (what a reference client shows as is) says the same, in the same words.
    expect(billing.expirationDate).toBe(endDate);

    // The receipt e-mail and its tax invoice.
    const [receipt] = await mailsOf(member, 'payment-receipt');
    expect(receipt?.text).toContain(`from ${paidDate} until ${endDate}`);
    const attached = pdfText(Buffer.from(receipt?.attachments[0]?.contentBase64 ?? '', 'base64'));
    expect(attached).toContain(`Service from ${paidDate} to ${endDate}`);
    expect(attached).toContain(`Paid in full by card on ${paidDate}`);
    // The same invoice, downloaded from Plan & Billing.
    const download = await get(member, `billing/receipt/${order?.orderId}`);
    const downloaded = pdfText(download.rawPayload);
    expect(downloaded).toContain(`Service from ${paidDate} to ${endDate}`);

    // A member who reads Hindi downloads it in Hindi, with the tax office's English beside it (issue 30).
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/settings',
      headers: member.headers,
      payload: { language: 'hi' },
    });
    const hindi = pdfText((await get(member, `billing/receipt/${order?.orderId}`)).rawPayload);
    expect(hindi).toContain('टैक्स इनवॉइस');
    expect(hindi).toContain('सेवा 28 नवंबर 2026 से 28 दिसंबर 2026 तक');
    expect(hindi).toContain('Tax invoice');
    expect(hindi).not.toContain('Service from');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/settings',
      headers: member.headers,
      payload: { language: 'en' },
    });

    // The e-mail a week before the end.
    t.clock.set(new Date(order!.endsAt.getTime() - 7 * DAY + 60_000));
    await t.app.jobs.drain();
    const [reminder] = await mailsOf(member, 'plan-ending');
    expect(reminder?.subject).toBe(`Your Premium plan ends on ${endDate}`);
    expect(reminder?.text).toContain(`ends on ${endDate}`);
  });
});
