import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingInfo, SubscriptionHistoryItem } from '@app/shared/plans';
import { messagingLines } from '@app/shared/plans/messaging';
import { buildUser, findToast, mockApi, reply, type MockReply } from '../../testing/render-app';
import { plansReply } from '../../testing/plans';
import { renderAt } from './testing/render-at';

/** The first render loads the page's code on demand: slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const standardInfo: BillingInfo = {
  currentPlan: 'Standard',
  totalDays: 0,
  expirationDate: 'N/A',
  planType: 'N/A',
  notification: false,
  notifications: false,
  remainingDays: 0,
  price: 'Free',
  expiresAt: null,
  planId: null,
  renewalStartsAt: null,
};
const premiumInfo: BillingInfo = {
  currentPlan: 'Premium',
  totalDays: 30,
  expirationDate: 'May 16, 2027',
  planType: 'Month',
  notification: true,
  notifications: true,
  remainingDays: 12,
  price: '$29.99',
  expiresAt: '2027-05-16T10:00:00.000Z',
  planId: 'premium-monthly',
  renewalStartsAt: '2027-05-16T10:00:00.000Z',
};
const paid: SubscriptionHistoryItem = {
  orderId: 'ORD-20270416-0001',
  paymentStatus: 'Completed',
  planName: 'Premium',
  purchaseDate: '16-04-2027',
  purchasedAt: '2027-04-16T01:00:00.000Z',
  amount: '29.99',
  status: 'active',
  planType: 'Monthly',
  startsAt: '2027-04-16T10:00:00.000Z',
  endsAt: '2027-05-16T10:00:00.000Z',
  hasReceipt: true,
};
const gift: SubscriptionHistoryItem = {
  ...paid,
  orderId: 'ORD-20270101-0002',
  paymentStatus: 'complimentary',
  purchaseDate: '01-01-2027',
  purchasedAt: '2027-01-01T01:00:00.000Z',
  amount: '0.00',
  status: 'expired',
  hasReceipt: false,
};

function open(info: BillingInfo, history: SubscriptionHistoryItem[], calls: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET subscription//checkSubscriptionStatus': reply(200, {
      success: true,
      usertype: info.currentPlan,
      isExclusive: false,
      expiresAt: info.expiresAt,
    }),
    'GET billing/getBillingInfo': reply(200, { success: true, data: info }),
    'GET subscription/getSubscriptionHistory': reply(200, { success: true, data: history }),
    'GET plan/getAllPlans': plansReply(),
    'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
    ...calls,
  });
  return {
    api,
    rendered: renderAt('/user-dashboard?tab=billings', { signedInAs: buildUser({ usertype: info.currentPlan }) }),
  };
}
const panel = () => screen.findByRole('tabpanel', { name: 'Plan & Billing' }, LOADED);

describe('Plan & Billing', { timeout: 30_000 }, () => {
  const createObjectURL = vi.fn(() => 'blob:receipt');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('the end date is the day in the company’s time zone, as on the receipt, whatever the browser’s zone', async () => {
    // 15 May 22:00 UTC is 16 May 08:00 in Melbourne: the receipt and the e-mails say 16 May, and so does the page
    // (a browser in UTC or in the Americas would otherwise say 15 May).
    const boundary = '2027-05-15T22:00:00.000Z';
    const { rendered } = open({ ...premiumInfo, expiresAt: boundary, renewalStartsAt: boundary }, [
      { ...paid, purchasedAt: '2027-04-15T22:00:00.000Z' },
    ]);
    await rendered;
    const tab = await panel();
    expect(await within(tab).findByText('Active until 16 May 2027', {}, LOADED)).toBeInTheDocument();
    expect(within(tab).getByText('Your renewal is paid for and starts on 16 May 2027.')).toBeInTheDocument();
    const table = await within(tab).findByRole('table', { name: 'Payment history' });
    expect(within(table).getByText('16 April 2027')).toBeInTheDocument();
  });

  it('a Premium plan: until when, days left, the warning, the renewal already paid, and the history', async () => {
    const { rendered } = open(premiumInfo, [paid, gift]);
    await rendered;
    const tab = await panel();
    expect(await within(tab).findByText('Premium', { selector: 'span' }, LOADED)).toBeInTheDocument();
    expect(within(tab).getByText('A$29.99 per month')).toBeInTheDocument();
    expect(within(tab).getByText('Active until 16 May 2027')).toBeInTheDocument();
    const days = within(tab).getByRole('progressbar', { name: 'Days remaining' });
    expect(days).toHaveAttribute('aria-valuenow', '12');
    expect(days).toHaveAttribute('aria-valuemax', '30');
    expect(within(tab).getByText('12 of 30 days')).toBeInTheDocument();
    expect(within(tab).getByRole('alert')).toHaveTextContent('Your plan ends soon');
    expect(within(tab).getByText('Your renewal is paid for and starts on 16 May 2027.')).toBeInTheDocument();
    expect(within(tab).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/plan');

    const table = await within(tab).findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Premium (monthly)', '16 April 2027', 'A$29.99', 'Active', 'Receipt']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Premium (monthly)', '1 January 2027', 'Complimentary', 'Ended', 'None']);
  });

  it('Receipt downloads the PDF through the API client, with the member’s token', async () => {
    const { api, rendered } = open(premiumInfo, [paid], {
      'GET billing/receipt/ORD-20270416-0001': reply(200, { pdf: true }),
    });
    const app = await rendered;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const tab = await panel();
    await app.user.click(
      await within(tab).findByRole('button', { name: 'Download the receipt for order ORD-20270416-0001' }, LOADED),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('receipt-ORD-20270416-0001.pdf');
    expect(clicked[0]!.href).toBe('blob:receipt');
    expect(createObjectURL).toHaveBeenCalledOnce();
    const request = api.to('GET billing/receipt/ORD-20270416-0001');
    expect(request).toHaveLength(1);
    expect(request[0]!.headers.get('authorization')).toBe('Bearer access.jwt');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:receipt'));
  });

  it('a receipt that cannot be downloaded says so', async () => {
    const { rendered } = open(premiumInfo, [paid], {
      'GET billing/receipt/ORD-20270416-0001': reply(404, { success: false, code: 'NOT_FOUND', message: 'No.' }),
    });
    const app = await rendered;
    const tab = await panel();
    await app.user.click(
      await within(tab).findByRole('button', { name: 'Download the receipt for order ORD-20270416-0001' }, LOADED),
    );
    expect((await findToast('We could not download that receipt. Please try again.')).type).toBe('error');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('Renew opens the purchase dialog for the same plan', async () => {
    const { rendered } = open({ ...premiumInfo, notification: false, renewalStartsAt: null }, [paid]);
    const app = await rendered;
    const tab = await panel();
    expect(within(tab).queryByRole('alert')).toBeNull();
    const renew = await within(tab).findByRole('button', { name: 'Renew Premium' }, LOADED);
    await waitFor(() => expect(renew).toBeEnabled());
    await app.user.click(renew);
    const dialog = await screen.findByRole('dialog', { name: 'Premium, billed monthly' }, LOADED);
    expect(within(dialog).getByText('A$29.99')).toBeInTheDocument();
  });

  it('Standard: the free plan, a way to the plans, and an empty history', async () => {
    const { api, rendered } = open(standardInfo, []);
    await rendered;
    const tab = await panel();
    expect(await within(tab).findByText(/Standard is free/, {}, LOADED)).toBeInTheDocument();
    expect(within(tab).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plan');
    // What Standard may do with messages and calls, said plainly from the entitlement table.
    const messaging = within(tab).getByRole('list', { name: 'Messages and calls on Standard' });
    expect([...messaging.querySelectorAll('li')].map((item) => item.textContent)).toEqual(messagingLines('Standard'));
    expect(within(tab).queryByRole('progressbar')).toBeNull();
    expect(within(tab).queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(await within(tab).findByText(/No payments yet/)).toBeInTheDocument();
    // No plan to renew: the plan list is not asked for.
    expect(api.to('GET plan/getAllPlans')).toHaveLength(0);
  });

  it('the payments wait below until the plan is drawn, so the plan’s arrival moves nothing under it', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const held = new Promise<MockReply>((resolve) => (answer = resolve));
    const { api, rendered } = open(premiumInfo, [paid], { 'GET billing/getBillingInfo': () => held });
    await rendered;
    const tab = await panel();
    expect(await within(tab).findByText('Loading your plan…', {}, LOADED)).toBeInTheDocument();
    // Already asked for, beside the plan, but not drawn under its placeholder.
    await waitFor(() => expect(api.to('GET subscription/getSubscriptionHistory')).toHaveLength(1));
    expect(within(tab).queryByRole('heading', { name: 'Payment history' })).toBeNull();
    answer(reply(200, { success: true, data: premiumInfo }));
    expect(await within(tab).findByText('Active until 16 May 2027')).toBeInTheDocument();
    expect(await within(tab).findByRole('table', { name: 'Payment history' })).toBeInTheDocument();
  });

  it('a plan that cannot be loaded says so, and Try again asks again', async () => {
    let fail = true;
    const api = mockApi({
      'GET billing/getBillingInfo': () =>
        fail
          ? reply(500, { success: false, code: 'INTERNAL', message: 'Boom' })
          : reply(200, { success: true, data: standardInfo }),
      'GET subscription/getSubscriptionHistory': reply(200, { success: true, data: [] }),
    } as Record<string, MockReply | (() => MockReply)>);
    const app = await renderAt('/user-dashboard?tab=billings', { signedInAs: buildUser() });
    const tab = await panel();
    expect(await within(tab).findByText('We could not load your plan.', {}, LOADED)).toBeInTheDocument();
    fail = false;
    await app.user.click(within(tab).getByRole('button', { name: 'Try again' }));
    expect(await within(tab).findByText(/Standard is free/)).toBeInTheDocument();
    expect(api.to('GET billing/getBillingInfo')).toHaveLength(2);
  });
});
