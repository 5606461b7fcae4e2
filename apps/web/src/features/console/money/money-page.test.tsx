import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinancialReportResponse, MoneyFigures, PaymentEntry } from '@app/shared/console/money';
import { buildUser, mockApi, renderApp, reply } from '../../../testing/render-app';

const LOADED = { timeout: 5000 };
const me = reply(200, { success: true, staff: { id: 'admin-1', email: 'admin@example.com', role: 'admin' } });

const figures = (f: Partial<MoneyFigures>): MoneyFigures => ({
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

const report: FinancialReportResponse = {
  success: true,
  from: '2025-01',
  to: '2025-02',
  currency: 'AUD',
  months: [
    {
      month: '2025-01',
      plans: [
        {
          tier: 'Premium',
          planType: 'Monthly',
          ...figures({ payments: 2, grossCents: 5998, gstCents: 546, netCents: 5452, netAfterRefundsCents: 5452 }),
        },
      ],
      totals: figures({ payments: 2, grossCents: 5998, gstCents: 546, netCents: 5452, netAfterRefundsCents: 5452 }),
    },
    { month: '2025-02', plans: [], totals: figures({}) },
  ],
  plans: [],
  totals: figures({ payments: 2, grossCents: 5998, gstCents: 546, netCents: 5452, netAfterRefundsCents: 5452 }),
};

const payment = (id: string, overrides: Partial<PaymentEntry> = {}): PaymentEntry => ({
  id,
  orderId: `ORD-${id}`,
  paidAt: '2025-01-10T01:00:00.000Z',
  member: { id: `member-${id}`, email: `${id}@example.com` },
  plan: { id: 'premium-monthly', name: 'Premium', tier: 'Premium', planType: 'Monthly' },
  amountCents: 2999,
  gstCents: 273,
  status: 'paid',
  refundedCents: 0,
  refundedAt: null,
  refunds: [],
  provider: 'stripe',
  providerReference: `pi_${id}`,
  ...overrides,
});

function open(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET admin/auth/me': me,
    'GET admin-transaction/financial-report': reply(200, report),
    'GET admin-transaction/allbillinginfo': (call) =>
      call.search.get('cursor')
        ? reply(200, { success: true, payments: [payment('old')], nextCursor: null })
        : reply(200, {
            success: true,
            payments: [
              payment('new', {
                status: 'refunded',
                refundedCents: 2999,
                refundedAt: '2025-02-05T01:00:00.000Z',
                member: { id: null, email: 'gone@example.com' },
              }),
            ],
            nextCursor: 'page-2',
          }),
    ...extra,
  });
  return { api, rendered: renderApp({ path: '/admin/money', signedInAs: buildUser({ role: 'admin' }) }) };
}

describe('the Money page', { timeout: 30_000 }, () => {
  const createObjectURL = vi.fn(() => 'blob:csv');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('shows revenue by month and plan in AUD with GST, net and totals', async () => {
    const { api, rendered } = open();
    await rendered;
    const table = await screen.findByRole('table', { name: /Revenue by month and plan/ }, LOADED);
    const rows = within(table).getAllByRole('row');
    const text = rows.map((row) => row.textContent);
    expect(text).toContain('January 2025Premium monthly2A$59.98A$5.46A$54.52A$0.00A$54.52');
    expect(text).toContain('All plans2A$59.98A$5.46A$54.52A$0.00A$54.52');
    expect(text).toContain('February 2025No payments or refunds0A$0.00A$0.00A$0.00A$0.00A$0.00');
    expect(text[text.length - 1]).toBe('Total, January 2025 to February 2025' + '2A$59.98A$5.46A$54.52A$0.00A$54.52');
    // The default range: the last twelve months.
    const call = api.to('GET admin-transaction/financial-report')[0]!;
    expect(call.search.get('from')).toMatch(/^\d{4}-\d{2}$/);
    expect(call.search.get('to')).toMatch(/^\d{4}-\d{2}$/);
  });

  it('asks for the months picked, and refuses a range that runs backwards', async () => {
    const { api, rendered } = open();
    const { user } = await rendered;
    await screen.findByRole('table', { name: /Revenue by month and plan/ }, LOADED);
    const from = screen.getByLabelText('From month');
    const to = screen.getByLabelText('To month');
    await user.clear(from);
    await user.type(from, '2025-03');
    await user.clear(to);
    await user.type(to, '2025-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last month is before the first.')).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2025-01');
    await user.clear(to);
    await user.type(to, '2025-02');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.to('GET admin-transaction/financial-report').some((c) => c.search.get('from') === '2025-01')).toBe(
        true,
      ),
    );
    const last = api.to('GET admin-transaction/financial-report').at(-1)!;
    expect([last.search.get('from'), last.search.get('to')]).toEqual(['2025-01', '2025-02']);
    await waitFor(() =>
      expect(api.to('GET admin-transaction/allbillinginfo').at(-1)!.search.get('from')).toBe('2025-01'),
    );
  });

  it('lists payments and refunds with paging and a status filter', async () => {
    const { api, rendered } = open();
    const { user } = await rendered;
    const table = await screen.findByRole('table', { name: 'Payments, newest first' }, LOADED);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('ORD-new')).toBeInTheDocument();
    expect(within(row).getByText('gone@example.com (account deleted)')).toBeInTheDocument();
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(within(row).getByText(/^A\$29\.99 on /)).toBeInTheDocument();
    expect(within(row).getByText('pi_new')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('ORD-old')).toBeInTheDocument();
    expect(api.to('GET admin-transaction/allbillinginfo').at(-1)!.search.get('cursor')).toBe('page-2');
    expect(screen.getByRole('link', { name: 'old@example.com' })).toHaveAttribute('href', '/admin/members/member-old');
    await user.click(screen.getByRole('button', { name: 'Back to the newest' }));
    expect(await screen.findByText('ORD-new')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Partly refunded');
    await waitFor(() =>
      expect(api.to('GET admin-transaction/allbillinginfo').at(-1)!.search.get('status')).toBe('partly-refunded'),
    );
  });

  it('downloads the CSV files through the API client with the filters', async () => {
    const { api, rendered } = open({ 'GET admin-transaction/export.csv': reply(200, { csv: true }) });
    const { user } = await rendered;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await screen.findByRole('table', { name: 'Payments, newest first' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Download revenue CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toMatch(/^revenue-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    expect(clicked[0]!.href).toBe('blob:csv');
    const first = api.to('GET admin-transaction/export.csv')[0]!;
    expect(first.search.get('kind')).toBe('report');
    expect(first.headers.get('authorization')).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'Download payments CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(api.to('GET admin-transaction/export.csv')[1]!.search.get('kind')).toBe('payments');
  });

  it('records a refund with a reason and shows the server’s refusal by its field', async () => {
    let attempts = 0;
    const { api, rendered } = open({
      'POST admin-transaction/record-refund': () => {
        attempts += 1;
        return attempts === 1
          ? reply(400, {
              success: false,
              code: 'VALIDATION_FAILED',
              message: 'Too much',
              errors: [{ path: 'amount', message: 'That is more than is left to refund on this payment.' }],
            })
          : reply(200, { success: true, message: 'The refund is recorded.', payment: payment('old') });
      },
    });
    const { user } = await rendered;
    await screen.findByRole('table', { name: 'Payments, newest first' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await user.click(await screen.findByRole('button', { name: 'Record a refund of order ORD-old' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund' });
    expect(within(dialog).getByLabelText(/Amount refunded/)).toHaveValue('29.99');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('That is more than is left to refund on this payment.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount refunded/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(api.to('POST admin-transaction/record-refund')).toHaveLength(2));
    expect(api.to('POST admin-transaction/record-refund')[1]!.body).toEqual({
      paymentId: 'old',
      amount: '29.99',
      reason: 'Charged twice',
    });
    await waitFor(() => expect(screen.queryByLabelText(/Amount refunded/)).not.toBeInTheDocument());
  });
});
