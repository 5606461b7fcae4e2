import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@app/shared/constants';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createMember, createSignedInMember } from '../../../../test/factories/profiles';
import { createSignedInStaff, type SignedInStaff } from '../../../../test/factories/staff';
import { grantPlan } from '../../../../test/factories/subscriptions';
import { gstOf } from '../../plans/subscriptions.service';

let t: TestApp;
let moderator: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await createSignedInStaff(t.app, { role: 'moderator' });
  admin = await createSignedInStaff(t.app, { role: 'admin' });
});
afterAll(async () => t.close());

const GATE_MESSAGE = 'No such API endpoint.';
type Headers = { authorization: string } | undefined;

const get = (url: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, ...(headers ? { headers } : {}) });
const post = (url: string, payload: Record<string, unknown>, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, ...(headers ? { headers } : {}) });

/** A payment as the webhook leaves it: a paid checkout and its subscription row, made at `at`. */
async function seedPayment(input: {
  userId: string | null;
  planId: string;
  amountCents: number;
  at: string;
  planName?: string;
  billingEmail?: string;
}) {
  const plan = await t.app.db.selectFrom('plans').selectAll().where('id', '=', input.planId).executeTakeFirstOrThrow();
  const at = new Date(input.at);
  const checkoutId = `cs_local_${randomBytes(8).toString('hex')}`;
  await t.app.db
    .insertInto('checkoutSessions')
    .values({
      id: checkoutId,
      provider: 'local',
      userId: input.userId,
      planId: plan.id,
      amountCents: input.amountCents,
      state: 'paid',
      createdAt: at,
      expiresAt: new Date(at.getTime() + 3_600_000),
      completedAt: at,
      updatedAt: at,
    })
    .execute();
  return t.app.db
    .insertInto('subscriptions')
    .values({
      orderId: `ORD-T${randomBytes(5).toString('hex')}`,
      userId: input.userId,
      planId: plan.id,
      tier: plan.tier as Exclude<UserType, 'Standard'>,
      planName: input.planName ?? plan.planName,
      planType: plan.planType,
      durationInMonths: plan.durationInMonths,
      amountCents: input.amountCents,
      gstCents: gstOf(input.amountCents),
      provider: 'local',
      checkoutSessionId: checkoutId,
      paymentReference: `pi_${randomBytes(6).toString('hex')}`,
      status: 'expired',
      paymentStatus: 'Completed',
      startsAt: at,
      endsAt: new Date(at.getTime() + plan.durationInMonths * 31 * 86_400_000),
      billingEmail: input.billingEmail ?? '',
      createdAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function seedRefund(subscriptionId: string, amountCents: number, at: string) {
  await t.app.db
    .insertInto('paymentRefunds')
    .values({
      subscriptionId,
      amountCents,
      gstCents: gstOf(amountCents),
      reason: 'test refund',
      refundedAt: new Date(at),
      createdAt: new Date(at),
    })
    .execute();
}

const ROUTES = [
  { method: 'GET' as const, url: '/api/v1/admin-plans/list' },
  { method: 'POST' as const, url: '/api/v1/admin-plans/update' },
  { method: 'GET' as const, url: '/api/v1/admin-transaction/allbillinginfo' },
  { method: 'POST' as const, url: '/api/v1/admin-transaction/record-refund' },
  { method: 'GET' as const, url: '/api/v1/admin-transaction/financial-report' },
  { method: 'GET' as const, url: '/api/v1/admin-transaction/export.csv' },
];

describe('the Plans and money routes are for admins only', () => {
  it('lists every route of the section as admin-only in the console routes', () => {
    for (const route of ROUTES) {
      const found = t.app.consoleRoutes.find((r) => r.method === route.method && r.url === route.url);
      expect(found, `${route.method} ${route.url}`).toMatchObject({ staffRole: 'admin' });
    }
  });

  it('answers anonymous visitors, members and moderators 404 like an unknown path, and admins 200', async () => {
    const member = await createSignedInMember(t.app);
    const plansBefore = await t.app.db.selectFrom('plans').selectAll().orderBy('id').execute();
    const payloads: Record<string, Record<string, unknown>> = {
      '/api/v1/admin-plans/update': { planId: 'premium-monthly', price: '1.00', reason: 'testing the gate' },
      '/api/v1/admin-transaction/record-refund': {
        paymentId: '00000000-0000-4000-8000-000000000000',
        amount: '1.00',
        reason: 'testing the gate',
      },
    };
    for (const route of ROUTES) {
      for (const headers of [undefined, member.headers, moderator.headers]) {
        const res = await t.app.inject({
          ...route,
          ...(headers ? { headers } : {}),
          ...(route.method === 'POST' ? { payload: payloads[route.url] } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          code: 'NOT_FOUND',
          message: GATE_MESSAGE,
          params: { reason: 'endpoint' },
        });
      }
    }
    // Nothing changed on the way, and nothing was logged.
    expect(await t.app.db.selectFrom('plans').selectAll().orderBy('id').execute()).toEqual(plansBefore);
    const logged = await t.app.db
      .selectFrom('staffAuditLog')
      .select('action')
      .where('action', 'in', ['plan.updated', 'payments.exported', 'payment.refunded'])
      .execute();
    expect(logged).toEqual([]);

    for (const url of [
      'admin-plans/list',
      'admin-transaction/allbillinginfo',
      'admin-transaction/financial-report',
      'admin-transaction/export.csv',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // The POST routes answer admins with their own answers, not the gate's.
    const unknownPlan = await post('admin-plans/update', { planId: 'no-such-plan', price: '1.00', reason: 'a test' });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json().message).toBe('That plan does not exist.');
    const unknownPayment = await post(
      'admin-transaction/record-refund',
      payloads['/api/v1/admin-transaction/record-refund']!,
    );
    expect(unknownPayment.statusCode).toBe(404);
    expect(unknownPayment.json().message).toBe('That payment does not exist.');
  });
});

describe('plans', () => {
  it('lists every plan row, on sale or not, with its price, period and features', async () => {
    await t.app.db.updateTable('plans').set({ active: false }).where('id', '=', 'exclusive-monthly').execute();
    const res = await get('admin-plans/list');
    expect(res.statusCode).toBe(200);
    const { plans } = res.json() as { plans: Array<Record<string, unknown>> };
    const rows = await t.app.db.selectFrom('plans').selectAll().orderBy('sortOrder').orderBy('id').execute();
    expect(plans.map((plan) => plan.id)).toEqual(rows.map((row) => row.id));
    const hidden = plans.find((plan) => plan.id === 'exclusive-monthly')!;
    expect(hidden.active).toBe(false);
    const premium = plans.find((plan) => plan.id === 'premium-monthly')!;
    const row = rows.find((r) => r.id === 'premium-monthly')!;
    expect(premium).toMatchObject({
      tier: 'Premium',
      planType: 'Monthly',
      priceCents: row.priceCents,
      price: (row.priceCents / 100).toFixed(2),
      featureList: row.featureList,
      active: true,
    });
    await t.app.db.updateTable('plans').set({ active: true }).where('id', '=', 'exclusive-monthly').execute();
  });

  it('changes what plan/getAllPlans serves at once and writes the audit row with before and after', async () => {
    const before = await t.app.db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', 'premium-yearly')
      .executeTakeFirstOrThrow();
    const features = ['Everything in Premium', 'Two months free, with "quotes", commas'];
    const res = await post('admin-plans/update', {
      planId: 'premium-yearly',
      price: '249.50',
      featureList: features,
      reason: 'New prices for the winter sale',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan).toMatchObject({
      id: 'premium-yearly',
      priceCents: 24950,
      price: '249.50',
      featureList: features,
    });

    const served = await get('plan/getAllPlans', undefined);
    const plan = (served.json() as { data: Array<Record<string, unknown>> }).data.find(
      (p) => p.id === 'premium-yearly',
    );
    expect(plan).toMatchObject({ price: '249.50', priceCents: 24950, featureList: features });

    const audit = await t.app.db
      .selectFrom('staffAuditLog')
      .selectAll()
      .where('action', '=', 'plan.updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      subjectKind: 'plan',
      subjectId: 'premium-yearly',
      reason: 'New prices for the winter sale',
    });
    const detail = typeof audit.detail === 'string' ? JSON.parse(audit.detail) : audit.detail;
    expect(detail).toEqual({
      planId: 'premium-yearly',
      before: { priceCents: before.priceCents, featureList: before.featureList },
      after: { priceCents: 24950, featureList: features },
    });

    // Taking a plan off sale removes it from the public list.
    const off = await post('admin-plans/update', {
      planId: 'premium-yearly',
      active: false,
      reason: 'Off sale for now',
    });
    expect(off.statusCode).toBe(200);
    const after = (await get('plan/getAllPlans', undefined)).json() as { data: Array<{ id: string }> };
    expect(after.data.map((p) => p.id)).not.toContain('premium-yearly');
    await post('admin-plans/update', { planId: 'premium-yearly', active: true, reason: 'Back on sale' });
  });

  it('refuses values with the operator command’s rules, by field, and changes nothing', async () => {
    const before = await t.app.db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', 'premium-monthly')
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 'abc' }, 'price'],
      [{ price: '0' }, 'price'],
      [{ planName: '' }, 'planName'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ featureList: [] }, 'featureList'],
      [{ featureList: ['fine', '   '] }, 'featureList'],
    ];
    for (const [change, field] of cases) {
      const res = await post('admin-plans/update', { planId: 'premium-monthly', ...change, reason: 'a test' });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[0]?.path, JSON.stringify(change)).toBe(field);
    }
    const standard = await post('admin-plans/update', { planId: 'standard-monthly', price: '5.00', reason: 'a test' });
    expect(standard.statusCode).toBe(400);
    expect(standard.json().errors[0]).toMatchObject({ path: 'price' });
    expect(standard.json().message).toMatch(/Standard is free/);
    // A reason is required.
    const noReason = await post('admin-plans/update', { planId: 'premium-monthly', price: '30.00' });
    expect(noReason.statusCode).toBe(400);
    expect(
      await t.app.db.selectFrom('plans').selectAll().where('id', '=', 'premium-monthly').executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});

describe('payments, refunds and the monthly report', () => {
  // Melbourne is UTC+11 in summer: 2025-01-31T14:00Z is 1 February 01:00 there.
  let seeded: Awaited<ReturnType<typeof seedPayment>>[];
  let buyer: { id: string; email: string };
  beforeAll(async () => {
    buyer = await createMember(t.app);
    const other = await createMember(t.app);
    seeded = [
      await seedPayment({ userId: buyer.id, planId: 'premium-monthly', amountCents: 2999, at: '2025-01-10T01:00:00Z' }),
      await seedPayment({ userId: other.id, planId: 'premium-monthly', amountCents: 2999, at: '2025-01-20T01:00:00Z' }),
      await seedPayment({
        userId: other.id,
        planId: 'exclusive-yearly',
        amountCents: 39900,
        at: '2025-01-15T01:00:00Z',
      }),
      await seedPayment({ userId: buyer.id, planId: 'premium-monthly', amountCents: 2999, at: '2025-01-31T14:00:00Z' }),
      await seedPayment({
        userId: buyer.id,
        planId: 'exclusive-yearly',
        amountCents: 39900,
        at: '2025-02-10T01:00:00Z',
      }),
      // Outside the report's range.
      await seedPayment({ userId: buyer.id, planId: 'premium-monthly', amountCents: 2999, at: '2025-03-05T01:00:00Z' }),
    ];
    await seedRefund(seeded[1]!.id, 2999, '2025-02-05T01:00:00Z');
    // A complimentary plan moved no money: never counted.
    await grantPlan(t.app, other.id, 'Premium');
  });

  const figures = (f: Partial<Record<string, number>>) => ({
    payments: 0,
    grossCents: 0,
    gstCents: 0,
    netCents: 0,
    refunds: 0,
    refundCents: 0,
    refundGstCents: 0,
    netAfterRefundsCents: 0,
    ...f,
  });

  it('gives gross, GST and net per month and plan in exact cents, with refunds and totals', async () => {
    const res = await get('admin-transaction/financial-report?from=2025-01&to=2025-02');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.from).toBe('2025-01');
    expect(report.to).toBe('2025-02');
    expect(report.currency).toBe('AUD');
    const premiumJan = figures({
      payments: 2,
      grossCents: 5998,
      gstCents: 546,
      netCents: 5452,
      netAfterRefundsCents: 5452,
    });
    const exclusive = figures({
      payments: 1,
      grossCents: 39900,
      gstCents: 3627,
      netCents: 36273,
      netAfterRefundsCents: 36273,
    });
    const premiumFeb = figures({
      payments: 1,
      grossCents: 2999,
      gstCents: 273,
      netCents: 2726,
      refunds: 1,
      refundCents: 2999,
      refundGstCents: 273,
      netAfterRefundsCents: 0,
    });
    expect(report.months).toEqual([
      {
        month: '2025-01',
        plans: [
          { tier: 'Premium', planType: 'Monthly', ...premiumJan },
          { tier: 'Exclusive', planType: 'Yearly', ...exclusive },
        ],
        totals: figures({
          payments: 3,
          grossCents: 45898,
          gstCents: 4173,
          netCents: 41725,
          netAfterRefundsCents: 41725,
        }),
      },
      {
        month: '2025-02',
        plans: [
          { tier: 'Premium', planType: 'Monthly', ...premiumFeb },
          { tier: 'Exclusive', planType: 'Yearly', ...exclusive },
        ],
        totals: figures({
          payments: 2,
          grossCents: 42899,
          gstCents: 3900,
          netCents: 38999,
          refunds: 1,
          refundCents: 2999,
          refundGstCents: 273,
          netAfterRefundsCents: 36273,
        }),
      },
    ]);
    expect(report.totals).toEqual(
      figures({
        payments: 5,
        grossCents: 88797,
        gstCents: 8073,
        netCents: 80724,
        refunds: 1,
        refundCents: 2999,
        refundGstCents: 273,
        netAfterRefundsCents: 77998,
      }),
    );
    expect(report.plans).toEqual([
      {
        tier: 'Premium',
        planType: 'Monthly',
        ...figures({
          payments: 3,
          grossCents: 8997,
          gstCents: 819,
          netCents: 8178,
          refunds: 1,
          refundCents: 2999,
          refundGstCents: 273,
          netAfterRefundsCents: 5452,
        }),
      },
      {
        tier: 'Exclusive',
        planType: 'Yearly',
        ...figures({ payments: 2, grossCents: 79800, gstCents: 7254, netCents: 72546, netAfterRefundsCents: 72546 }),
      },
    ]);
  });

  it('shows every month of the range, empty ones too, and refuses a range that runs backwards', async () => {
    const res = await get('admin-transaction/financial-report?from=2024-11&to=2025-01');
    expect(res.json().months.map((m: { month: string }) => m.month)).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(res.json().months[0]).toEqual({ month: '2024-11', plans: [], totals: figures({}) });
    const backwards = await get('admin-transaction/financial-report?from=2025-02&to=2025-01');
    expect(backwards.statusCode).toBe(400);
    expect((await get('admin-transaction/financial-report?from=2025-13')).statusCode).toBe(400);
  });

  it('lists payments newest first with member, plan, GST, refund and reference, page by page', async () => {
    const first = await get('admin-transaction/allbillinginfo?from=2025-01-01&to=2025-02-28&limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.payments.map((p: { id: string }) => p.id)).toEqual([seeded[4]!.id, seeded[3]!.id]);
    expect(page1.payments[0]).toMatchObject({
      orderId: seeded[4]!.orderId,
      paidAt: '2025-02-10T01:00:00.000Z',
      member: { id: buyer.id, email: buyer.email },
      plan: { id: 'exclusive-yearly', tier: 'Exclusive', planType: 'Yearly' },
      amountCents: 39900,
      gstCents: 3627,
      status: 'paid',
      refundedCents: 0,
      refundedAt: null,
      refunds: [],
      provider: 'local',
      providerReference: seeded[4]!.paymentReference,
    });
    const second = (
      await get(`admin-transaction/allbillinginfo?from=2025-01-01&to=2025-02-28&limit=2&cursor=${page1.nextCursor}`)
    ).json();
    expect(second.payments.map((p: { id: string }) => p.id)).toEqual([seeded[1]!.id, seeded[2]!.id]);
    expect(second.payments[0]).toMatchObject({
      status: 'refunded',
      refundedCents: 2999,
      refundedAt: '2025-02-05T01:00:00.000Z',
      refunds: [{ amountCents: 2999, gstCents: 273, refundedAt: '2025-02-05T01:00:00.000Z' }],
    });
    const third = (
      await get(`admin-transaction/allbillinginfo?from=2025-01-01&to=2025-02-28&limit=2&cursor=${second.nextCursor}`)
    ).json();
    expect(third.payments.map((p: { id: string }) => p.id)).toEqual([seeded[0]!.id]);
    expect(third.nextCursor).toBeNull();

    const refunded = (await get('admin-transaction/allbillinginfo?from=2025-01&to=2025-03&status=refunded')).json();
    expect(refunded.payments.map((p: { id: string }) => p.id)).toEqual([seeded[1]!.id]);
    // A month means the whole month, in Melbourne: the payment of 31 January 14:00 UTC is February's.
    const february = (await get('admin-transaction/allbillinginfo?from=2025-02&to=2025-02')).json();
    expect(february.payments.map((p: { id: string }) => p.id)).toEqual([seeded[4]!.id, seeded[3]!.id]);
    expect((await get('admin-transaction/allbillinginfo?cursor=nonsense')).statusCode).toBe(400);
    expect((await get('admin-transaction/allbillinginfo?from=2025-02-30')).statusCode).toBe(400);
  });

  it('exports CSV with quotes, commas, line breaks and formula-looking text made safe, and audits it', async () => {
    const member = await createMember(t.app);
    await seedPayment({
      userId: member.id,
      planId: 'premium-monthly',
      amountCents: 3499,
      at: '2024-06-10T01:00:00Z',
      planName: '=HYPERLINK("http://x.example","Premium, "gold"\nplan")',
    });
    await seedPayment({
      userId: null,
      planId: 'premium-monthly',
      amountCents: 3499,
      at: '2024-06-11T01:00:00Z',
      billingEmail: '@gone@example.com',
    });
    const res = await get('admin-transaction/export.csv?from=2024-06&to=2024-06');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments-2024-06-to-2024-06.csv"');
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^Date \(Melbourne\),Order,Member id,Member e-mail,Plan,/);
    // Newest first: the deleted account's payment (its e-mail would start a formula), then the odd plan name.
    expect(lines[1]).toContain(`,,'@gone@example.com,Premium,Premium,Monthly,34.99,3.18,31.81,paid,0.00,,local,`);
    expect(text).toContain(
      `,${member.id},${member.email},"'=HYPERLINK(""http://x.example"",""Premium, ""gold""\nplan"")",Premium,Monthly,34.99,3.18,31.81,paid,`,
    );
    // June is winter in Melbourne (UTC+10).
    expect(lines[1]!.startsWith('2024-06-11 11:00,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);

    const audit = await t.app.db
      .selectFrom('staffAuditLog')
      .selectAll()
      .where('action', '=', 'payments.exported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actorId).toBe(admin.id);
    const detail = typeof audit.detail === 'string' ? JSON.parse(audit.detail) : audit.detail;
    expect(detail).toEqual({ kind: 'payments', from: '2024-06', to: '2024-06', status: null, rows: 2 });
  });

  it('exports the monthly report as CSV with the same figures', async () => {
    const res = await get('admin-transaction/export.csv?kind=report&from=2025-01&to=2025-02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="revenue-2025-01-to-2025-02.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toContain('2025-02,Premium,Monthly,1,29.99,2.73,27.26,1,29.99,2.73,0.00');
    expect(lines).toContain('2025-01,All plans,,3,458.98,41.73,417.25,0,0.00,0.00,417.25');
    expect(lines[lines.length - 1]).toBe('2025-01 to 2025-02,All plans,,5,887.97,80.73,807.24,1,29.99,2.73,779.98');
  });
});

describe('recording a refund', () => {
  it('records part, then the rest (ending the plan), keeps GST exact, refuses more, and audits each', async () => {
    const member = await createSignedInMember(t.app);
    const now = t.app.clock.now();
    const payment = await seedPayment({
      userId: member.id,
      planId: 'premium-monthly',
      amountCents: 3499,
      at: now.toISOString(),
    });
    await t.app.db.updateTable('subscriptions').set({ status: 'active' }).where('id', '=', payment.id).execute();
    await t.app.db.updateTable('users').set({ usertype: 'Premium' }).where('id', '=', member.id).execute();

    const part = await post('admin-transaction/record-refund', {
      paymentId: payment.id,
      amount: '10.00',
      providerReference: 're_123',
      reason: 'Charged twice for a day',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().payment).toMatchObject({ status: 'partly-refunded', refundedCents: 1000 });
    expect(part.json().payment.refunds[0]).toMatchObject({
      amountCents: 1000,
      gstCents: 91,
      providerReference: 're_123',
    });
    expect(
      (await t.app.db.selectFrom('users').select('usertype').where('id', '=', member.id).executeTakeFirstOrThrow())
        .usertype,
    ).toBe('Premium');

    const tooMuch = await post('admin-transaction/record-refund', {
      paymentId: payment.id,
      amount: '30.00',
      reason: 'too much',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({ path: 'amount' });

    const rest = await post('admin-transaction/record-refund', {
      paymentId: payment.id,
      amount: '24.99',
      reason: 'Refund the rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().message).toMatch(/plan it paid for has ended/);
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refundedCents: 3499 });
    const gst = rest.json().payment.refunds.reduce((sum: number, r: { gstCents: number }) => sum + r.gstCents, 0);
    expect(gst).toBe(payment.gstCents);
    const user = await t.app.db
      .selectFrom('users')
      .select('usertype')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user.usertype).toBe('Standard');
    const sub = await t.app.db
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('cancelled');

    const again = await post('admin-transaction/record-refund', {
      paymentId: payment.id,
      amount: '1.00',
      reason: 'once more',
    });
    expect(again.statusCode).toBe(400);

    const audits = await t.app.db
      .selectFrom('staffAuditLog')
      .selectAll()
      .where('action', '=', 'payment.refunded')
      .where('subjectId', '=', payment.id)
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.subjectUserId, a.reason])).toEqual([
      [member.id, 'Charged twice for a day'],
      [member.id, 'Refund the rest'],
    ]);
    const last = typeof audits[1]!.detail === 'string' ? JSON.parse(audits[1]!.detail) : audits[1]!.detail;
    expect(last).toMatchObject({ amountCents: 2499, refundedTotalCents: 3499, full: true, planEnded: true });
  });
});
