import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '@app/shared/console/money';
import { buildUser, mockApi, renderApp, reply } from '../../../testing/render-app';

const LOADED = { timeout: 5000 };
const me = reply(200, { success: true, staff: { id: 'admin-1', email: 'admin@example.com', role: 'admin' } });

const plan = (overrides: Partial<AdminPlan>): AdminPlan => ({
  id: 'premium-monthly',
  tier: 'Premium',
  planName: 'Premium',
  planType: 'Monthly',
  durationInMonths: 1,
  priceCents: 2999,
  price: '29.99',
  currency: 'AUD',
  description: '',
  featureList: ['Unlimited requests', 'Chat'],
  active: true,
  highlighted: false,
  sortOrder: 1,
  updatedAt: '2026-11-28T00:00:00.000Z',
  ...overrides,
});

const plans = [
  plan({}),
  plan({
    id: 'exclusive-yearly',
    tier: 'Exclusive',
    planName: 'Exclusive',
    planType: 'Yearly',
    priceCents: 39900,
    price: '399.00',
    active: false,
  }),
];

function open(update: NonNullable<Parameters<typeof mockApi>[0]>[string]) {
  const api = mockApi({
    'GET admin/auth/me': me,
    'GET admin-plans/list': reply(200, { success: true, plans }),
    'POST admin-plans/update': update,
  });
  return { api, rendered: renderApp({ path: '/admin/plans', signedInAs: buildUser({ role: 'admin' }) }) };
}

const card = (name: string) => screen.findByRole('region', { name }, LOADED);

describe('the Plans page', { timeout: 30_000 }, () => {
  it('shows every plan with its price, features and whether it is on sale', async () => {
    const { rendered } = open(reply(500, {}));
    await rendered;
    const premium = await card('Premium (monthly)');
    expect(within(premium).getByLabelText('Price (AUD, incl. GST)')).toHaveValue('29.99');
    expect(within(premium).getByText('Dollars and cents, like 34.99. GST included: A$2.73.')).toBeInTheDocument();
    expect(within(premium).getByLabelText('Features on the pricing card')).toHaveValue('Unlimited requests\nChat');
    expect(within(premium).getByLabelText(/^On sale/)).toBeChecked();
    const exclusive = await card('Exclusive (yearly)');
    expect(within(exclusive).getByText(/Not on sale/)).toBeInTheDocument();
    expect(within(exclusive).getByLabelText(/^On sale/)).not.toBeChecked();
  });

  it('asks for a reason, then sends only what changed', async () => {
    const saved = plan({ priceCents: 3499, price: '34.99', featureList: ['Unlimited requests', 'Chat', 'Calls'] });
    const { api, rendered } = open(reply(200, { success: true, message: 'Saved', plan: saved }));
    const { user } = await rendered;
    const premium = await card('Premium (monthly)');
    const price = within(premium).getByLabelText('Price (AUD, incl. GST)');
    await user.clear(price);
    await user.type(price, '34.99');
    await user.type(within(premium).getByLabelText('Features on the pricing card'), '\nCalls\n\n');
    await user.click(within(premium).getByRole('button', { name: 'Save Premium (monthly)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the changes to Premium (monthly)?' });
    expect(api.to('POST admin-plans/update')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason for the change/), 'Winter prices');
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    await waitFor(() => expect(api.to('POST admin-plans/update')).toHaveLength(1));
    expect(api.to('POST admin-plans/update')[0]!.body).toEqual({
      planId: 'premium-monthly',
      price: '34.99',
      featureList: ['Unlimited requests', 'Chat', 'Calls'],
      reason: 'Winter prices',
    });
    await waitFor(() => expect(screen.queryByLabelText(/Reason for the change/)).not.toBeInTheDocument());
  });

  it('says when nothing changed, without asking the server', async () => {
    const { api, rendered } = open(reply(500, {}));
    const { user } = await rendered;
    const premium = await card('Premium (monthly)');
    await user.click(within(premium).getByRole('button', { name: 'Save Premium (monthly)' }));
    expect(await within(premium).findByText('Nothing has changed in this plan.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Reason for the change/)).not.toBeInTheDocument();
    expect(api.to('POST admin-plans/update')).toHaveLength(0);
  });

  it('shows the server’s refusals by field: the price on the form, the reason in the dialog', async () => {
    let attempts = 0;
    const { rendered } = open(() => {
      attempts += 1;
      return attempts === 1
        ? reply(400, {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Please say why, in a few words.',
            errors: [{ path: 'reason', message: 'Please say why, in a few words.' }],
          })
        : reply(400, {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'premium-monthly is a Premium plan: its price must be more than 0.00',
            errors: [{ path: 'price', message: 'premium-monthly is a Premium plan: its price must be more than 0.00' }],
          });
    });
    const { user } = await rendered;
    const premium = await card('Premium (monthly)');
    const price = within(premium).getByLabelText('Price (AUD, incl. GST)');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(premium).getByRole('button', { name: 'Save Premium (monthly)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the changes to Premium (monthly)?' });
    await user.type(within(dialog).getByLabelText(/Reason for the change/), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(await within(dialog).findByText('Please say why, in a few words.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Reason for the change/), ' really');
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(
      await within(premium).findByText('premium-monthly is a Premium plan: its price must be more than 0.00'),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(price).toHaveFocus());
    expect(within(premium).getByText('Please check the highlighted fields.')).toBeInTheDocument();
  });
});
