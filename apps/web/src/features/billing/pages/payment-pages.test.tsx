import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '@app/shared/constants';
import type { CheckoutStatusResponse } from '@app/shared/plans';
import { buildUser, mockApi, reply } from '../../../testing/render-app';
import { renderAt } from '../testing/render-at';
import { PaymentSuccessPage } from './payment-success-page';

/** The first render loads the page's code on demand: slow on a busy machine. */
const LOADED = { timeout: 10_000 };
const STATUS = 'GET subscription/getCheckoutStatus';
const status = (state: CheckoutStatusResponse['state'], tier: 'Premium' | 'Exclusive' = 'Premium') =>
  reply(200, {
    success: true,
    sessionId: 'cs_1',
    state,
    planName: tier,
    tier,
    usertype: state === 'paid' ? tier : 'Standard',
    orderId: state === 'paid' ? 'ORD-20261128-0001' : null,
  } satisfies CheckoutStatusResponse);
const member = () => buildUser({ usertype: 'Standard' });

/** The page with short waits (the real ones are 1.5 s and a minute), at /Payment-Success. */
const quickRoutes = (pollMs: number, giveUpMs: number) => [
  { path: '/Payment-Success', element: <PaymentSuccessPage pollMs={pollMs} giveUpMs={giveUpMs} /> },
];

describe('the payment confirmation page', { timeout: 30_000 }, () => {
  it('waits for the server: pending, pending, then paid shows the new plan and stores it', async () => {
    const answers = [status('pending'), status('pending'), status('paid')];
    const api = mockApi({ [STATUS]: () => answers.shift() ?? status('paid') });
    const app = await renderAt('/Payment-Success?session_id=cs_1', {
      signedInAs: member(),
      routes: quickRoutes(50, 60_000),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }, LOADED)).toBeVisible();
    // Nothing claims success while the server says pending.
    expect(screen.queryByText(/Welcome to/)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Premium' })).toBeVisible();
    expect(screen.getByText('Order ORD-20261128-0001')).toBeInTheDocument();
    expect(api.to(STATUS).length).toBeGreaterThanOrEqual(3);
    expect(api.to(STATUS)[0]?.search.get('sessionId')).toBe('cs_1');
    expect(app.store.getState().user.user?.usertype).toBe('Premium');
    expect(localStorage.getItem(STORAGE_KEY.isExclusive)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
    expect(screen.getByRole('link', { name: 'See Plan & Billing' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=billings',
    );
    // Settled: no more questions, however many polling intervals pass.
    const asked = api.to(STATUS).length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.to(STATUS)).toHaveLength(asked);
  });

  it('paid for Exclusive: the stored flag and the theme turn purple', async () => {
    mockApi({ [STATUS]: status('paid', 'Exclusive') });
    const app = await renderAt('/Payment-Success?session_id=cs_1', { signedInAs: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Exclusive' }, LOADED)).toBeVisible();
    expect(app.store.getState().user.user?.usertype).toBe('Exclusive');
    expect(localStorage.getItem(STORAGE_KEY.isExclusive)).toBe('true');
    expect(app.container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'exclusive');
  });

  it.each([
    ['failed', 'The payment did not go through'],
    ['expired', 'This payment session has ended'],
  ] as const)('%s: says so, changes nothing, and links back to the plans', async (state, title) => {
    mockApi({ [STATUS]: status(state) });
    const app = await renderAt('/success?session_id=cs_1', { signedInAs: member() });
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADED)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/plan');
    expect(app.store.getState().user.user?.usertype).toBe('Standard');
  });

  it('stops after the wait, says an e-mail will follow, and Check again asks once more', async () => {
    let answer = status('pending');
    const api = mockApi({ [STATUS]: () => answer });
    const app = await renderAt('/Payment-Success?session_id=cs_1', {
      signedInAs: member(),
      routes: quickRoutes(40, 400),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Still confirming your payment' }, LOADED),
    ).toBeVisible();
    expect(screen.getByText(/You do not need to pay again/)).toBeInTheDocument();
    expect(screen.getByText(/we send you an e-mail/)).toBeInTheDocument();
    const asked = api.to(STATUS).length;
    expect(asked).toBeGreaterThan(1);
    answer = status('paid');
    await app.user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Premium' })).toBeVisible();
    expect(api.to(STATUS).length).toBeGreaterThan(asked);
  });

  it('an unknown session says so without claiming anything', async () => {
    mockApi({ [STATUS]: reply(404, { success: false, code: 'NOT_FOUND', message: 'No such checkout.' }) });
    await renderAt('/Payment-Success?session_id=cs_unknown', { signedInAs: member() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' }, LOADED),
    ).toBeVisible();
  });

  it('without a session id it asks nothing', async () => {
    const api = mockApi();
    await renderAt('/Payment-Success', { signedInAs: member() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not tell which payment this is' }, LOADED),
    ).toBeVisible();
    expect(api.to(STATUS)).toHaveLength(0);
  });

  it('/sucessfull signed out: a neutral thank-you asking to sign in, and no question to the server', async () => {
    const api = mockApi();
    await renderAt('/sucessfull?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' }, LOADED)).toBeVisible();
    expect(screen.getByText(/sign in to see your plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Welcome to/)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('/sucessfull signed in is the same confirmation', async () => {
    mockApi({ [STATUS]: status('paid') });
    await renderAt('/sucessfull?session_id=cs_1', { signedInAs: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Premium' }, LOADED)).toBeVisible();
  });
});

describe('/cancel', { timeout: 30_000 }, () => {
  it('says nothing was charged and offers the plans and the dashboard', async () => {
    mockApi({ 'GET subscription//checkSubscriptionStatus': reply(200, statusBody('Standard')) });
    await renderAt('/cancel', { signedInAs: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }, LOADED)).toBeVisible();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/plan');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
  });
});

const statusBody = (usertype: 'Standard' | 'Premium' | 'Exclusive') => ({
  success: true,
  usertype,
  isExclusive: usertype === 'Exclusive',
  expiresAt: usertype === 'Standard' ? null : '2027-01-01T00:00:00.000Z',
});

describe('the plan asked on load', { timeout: 30_000 }, () => {
  it('an Exclusive member: the usertype is stored once and the theme turns purple', async () => {
    const api = mockApi({ 'GET subscription//checkSubscriptionStatus': reply(200, statusBody('Exclusive')) });
    const app = await renderAt('/cancel', { signedInAs: member() });
    await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }, LOADED);
    await waitFor(() => expect(app.store.getState().user.user?.usertype).toBe('Exclusive'));
    expect(localStorage.getItem(STORAGE_KEY.isExclusive)).toBe('true');
    expect(app.container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'exclusive');
    // Moving to another member page does not ask again.
    await app.user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    await waitFor(() => expect(app.location.pathname).toBe('/user-dashboard'));
    expect(api.to('GET subscription//checkSubscriptionStatus')).toHaveLength(1);
  });

  it('a plan that ended: back to Standard, and the stored Exclusive flag is cleared', async () => {
    localStorage.setItem(STORAGE_KEY.isExclusive, 'true');
    mockApi({ 'GET subscription//checkSubscriptionStatus': reply(200, statusBody('Standard')) });
    const app = await renderAt('/cancel', { signedInAs: buildUser({ usertype: 'Exclusive' }) });
    await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }, LOADED);
    await waitFor(() => expect(app.store.getState().user.user?.usertype).toBe('Standard'));
    expect(localStorage.getItem(STORAGE_KEY.isExclusive)).toBeNull();
    await waitFor(() => expect(app.container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'brand'));
  });
});
