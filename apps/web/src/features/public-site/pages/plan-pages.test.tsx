import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanDto } from '@app/shared/plans';
import { FEATURE_GROUPS, PLAN_FEATURES } from '@app/shared/plans/catalogue';
import { messagingLines } from '@app/shared/plans/messaging';
import { sessionActions } from '../../../lib/session/session-slice';
import { buildUser, mockApi, reply } from '../../../testing/render-app';
import { setLanguage } from '../../../lib/i18n';
import { buildPlans, launchPlans, plansReply } from '../../../testing/plans';
import { LocationProbe, renderSite } from '../testing/render-site';
import { PlanPage } from './plan-page';
import { SubscriptionTiersPage } from './subscription-tiers-page';

const chosen: PlanDto[] = [];
const routes = [
  { path: '/subscription-tiers', element: <SubscriptionTiersPage /> },
  {
    path: '/plan',
    element: (
      <PlanPage
        purchase={(plan, close) => {
          chosen.push(plan);
          return (
            <div role="dialog" aria-label={`Buying ${plan.id}`}>
              <button type="button" onClick={close}>
                Close stub
              </button>
            </div>
          );
        }}
      />
    ),
  },
  { path: '*', element: <LocationProbe /> },
];

const GET_PLANS = 'GET plan/getAllPlans';
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Renders `path` with the plans answered; `as` signs a member in with that plan. */
async function open(path: string, as?: 'Standard' | 'Premium' | 'Exclusive', plans = buildPlans()) {
  const api = mockApi({ [GET_PLANS]: plansReply(plans) });
  const site = await renderSite(path, { routes, session: as ? 'access' : 'visitor' });
  if (as) {
    act(() => {
      site.store.dispatch(sessionActions.setUser({ user: buildUser({ usertype: as }), accessToken: 'access.jwt' }));
    });
  }
  return { ...site, api };
}

describe('/subscription-tiers', () => {
  it('compares the three plans in a real table built from the server’s plan rows', async () => {
    const plans = buildPlans().map((plan) =>
      plan.id === 'premium-monthly' ? { ...plan, priceCents: 3499, price: '34.99' } : plan,
    );
    const { api } = await open('/subscription-tiers', undefined, plans);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = await screen.findByRole('table', { name: /What each plan includes/ });
    expect(api.to(GET_PLANS)).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Standard', 'Premium', 'Exclusive']);
    // The price an operator set, not the launch catalogue's.
    expect(cells(within(table).getByRole('rowheader', { name: 'Price for 1 month' }).closest('tr')!)).toEqual([
      'Free',
      'A$34.99',
      'A$79.99',
    ]);
    expect(cells(within(table).getByRole('rowheader', { name: 'Price for 12 months' }).closest('tr')!)).toEqual([
      'Free',
      'A$299.99',
      'A$799.99',
    ]);
    // Two price rows, a heading per group, and one row per feature.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2 + FEATURE_GROUPS.length + PLAN_FEATURES.length);
    const video = within(table).getByRole('rowheader', { name: 'Video calls with your connections' }).closest('tr')!;
    expect(cells(video)).toEqual(['Not included', '15 minutes per call', '30 minutes per call']);
    // Nothing the site does not do, and best-match placement said as it works.
    expect(within(table).queryByRole('rowheader', { name: /save your searches|personality/i })).toBeNull();
    const priority = within(table)
      .getByRole('rowheader', { name: /Placed higher in Best match/ })
      .closest('tr')!;
    expect(cells(priority)).toEqual(['Not included', 'Ahead of Standard members', 'Included']);
    const messaging = screen.getByRole('region', { name: 'Messages and calls, plan by plan' });
    expect(within(messaging).getByRole('list', { name: 'Premium' })).toHaveTextContent(messagingLines('Premium')[2]!);
    const starts = within(table).getAllByRole('link', { name: /^Get started with/ });
    expect(starts).toHaveLength(3);
    for (const link of starts) expect(link).toHaveAttribute('href', '/questions');
  });

  it('says when the plans cannot be loaded, and Try again asks once more', async () => {
    let fail = true;
    const api = mockApi({
      [GET_PLANS]: () => (fail ? reply(500, { success: false, code: 'INTERNAL', message: 'Boom' }) : plansReply()),
    });
    const user = userEvent.setup();
    await renderSite('/subscription-tiers', { routes });
    expect(await screen.findByText('We could not load the plans just now.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /What each plan includes/ })).toBeInTheDocument();
    expect(api.to(GET_PLANS)).toHaveLength(2);
  });
});

describe('/plan', () => {
  it('shows a skeleton, then the server’s plans; the toggle switches the cards and the table to yearly', async () => {
    let answer: (value: ReturnType<typeof plansReply>) => void = () => undefined;
    mockApi({ [GET_PLANS]: () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    await renderSite('/plan', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the plans…');
    expect(screen.queryByRole('list', { name: 'Plans' })).toBeNull();
    act(() => answer(plansReply()));

    const cards = await screen.findByRole('list', { name: 'Plans' });
    const premium = within(cards).getByRole('listitem', { name: 'Premium' });
    expect(within(premium).getByText('A$29.99')).toBeInTheDocument();
    expect(within(premium).getByText('per month')).toBeInTheDocument();
    // The feature list is the server's text.
    expect(within(premium).getByText('Premium perk one')).toBeInTheDocument();
    expect(within(premium).getByText('About Premium, Monthly.')).toBeInTheDocument();
    expect(within(cards).getByRole('listitem', { name: 'Standard' })).toHaveTextContent('Free');
    expect(screen.queryByRole('rowheader', { name: 'Price for 12 months' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(cards).getByText('A$299.99')).toBeInTheDocument();
    expect(within(cards).getByText('A$799.99')).toBeInTheDocument();
    expect(within(cards).queryByText('A$29.99')).toBeNull();
    expect(within(cards).getAllByText('Save 16%')).toHaveLength(2);
    expect(within(cards).getAllByText('per year')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Price for 12 months' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Price for 1 month' })).toBeNull();
  });

  it('each card says who the plan may write to and call, from the entitlement table', async () => {
    await open('/plan');
    const cards = await screen.findByRole('list', { name: 'Plans' });
    const linesOf = (tier: 'Standard' | 'Premium' | 'Exclusive') =>
      within(within(cards).getByRole('listitem', { name: tier }))
        .getByRole('list', { name: 'Messages and calls' })
        .querySelectorAll('li');
    for (const tier of ['Standard', 'Premium', 'Exclusive'] as const) {
      expect([...linesOf(tier)].map((item) => item.textContent)).toEqual(messagingLines(tier));
    }
    // A Standard member learns here, not from a refusal, that replying and calls are paid; a Premium member that a
    // Standard connection cannot answer.
    expect([...linesOf('Standard')].map((item) => item.textContent)).toContain(
      'Replying, starting conversations and calls are part of Premium and Exclusive',
    );
    expect([...linesOf('Premium')].map((item) => item.textContent)).toContain(
      'Connections on Standard can read your messages but cannot reply or take calls until they upgrade',
    );
  });

  it('a visitor is sent to sign in to buy, and to register for Standard', async () => {
    const user = userEvent.setup();
    await open('/plan');
    const cards = await screen.findByRole('list', { name: 'Plans' });
    expect(within(cards).getByRole('link', { name: 'Choose Premium' })).toHaveAttribute('href', '/login');
    expect(within(cards).getByRole('link', { name: 'Choose Exclusive' })).toHaveAttribute('href', '/login');
    expect(within(cards).getByRole('link', { name: 'Get started with Standard' })).toHaveAttribute(
      'href',
      '/questions',
    );
    expect(within(cards).getByRole('link', { name: 'Check your Exclusive eligibility' })).toHaveAttribute(
      'href',
      '/exclusive',
    );
    expect(within(cards).queryByText('Your plan')).toBeNull();
    await user.click(within(cards).getByRole('link', { name: 'Choose Premium' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('a Standard member sees their plan marked and opens the purchase for the plan and period chosen', async () => {
    chosen.length = 0;
    const user = userEvent.setup();
    await open('/plan', 'Standard');
    const cards = await screen.findByRole('list', { name: 'Plans' });
    const standard = within(cards).getByRole('listitem', { name: 'Standard' });
    expect(within(standard).getByText('Your plan')).toBeInTheDocument();
    expect(within(standard).queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(within(cards).getByRole('button', { name: 'Choose Premium' }));
    expect(screen.getByRole('dialog', { name: 'Buying premium-yearly' })).toBeInTheDocument();
    expect(chosen.at(-1)?.id).toBe('premium-yearly');
    await user.click(screen.getByRole('button', { name: 'Close stub' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an Exclusive member is not offered Premium, and may renew Exclusive', async () => {
    await open('/plan', 'Exclusive');
    const cards = await screen.findByRole('list', { name: 'Plans' });
    expect(within(cards).queryByRole('listitem', { name: 'Premium' })).toBeNull();
    const exclusive = within(cards).getByRole('listitem', { name: 'Exclusive' });
    expect(within(exclusive).getByText('Your plan')).toBeInTheDocument();
    expect(within(exclusive).getByRole('button', { name: 'Renew Exclusive' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Feature',
      'Standard',
      'Exclusive',
    ]);
  });

  it('offers the other period when an operator sells none in this one', async () => {
    const user = userEvent.setup();
    await open(
      '/plan',
      undefined,
      buildPlans().filter((plan) => plan.planType === 'Monthly'),
    );
    await screen.findByRole('list', { name: 'Plans' });
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByText('No yearly plans are offered at the moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the monthly plans' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Plans' })).toBeInTheDocument();
  });
});

describe('/plan in Hindi', () => {
  const LOADED = { timeout: 10_000 };
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en'));
  });

  it('names the plans in Devanagari and words their launch texts, call lines and numbers in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const plans = launchPlans().map((plan) =>
      plan.id === 'exclusive-monthly' ? { ...plan, featureList: [...plan.featureList, 'Our own words'] } : plan,
    );
    await open('/plan', undefined, plans);
    const premium = await screen.findByRole('listitem', { name: 'प्रीमियम' }, LOADED);
    expect(
      within(premium).getByText('स्टैंडर्ड और प्रीमियम सदस्यों की पूरी प्रोफ़ाइल और फ़ोटो, जितने चाहें उतने अनुरोध, चैट और कॉल।'),
    ).toBeInTheDocument();
    expect(within(premium).getByText('कनेक्शन से उनका फ़ोन नंबर और ईमेल माँगिए')).toBeInTheDocument();
    expect(within(premium).getByText('हर कनेक्शन के साथ 15 मिनट तक की वॉइस और वीडियो कॉल')).toBeInTheDocument();
    expect(
      within(premium).getByText(
        'स्टैंडर्ड प्लान वाले कनेक्शन आपके संदेश पढ़ सकते हैं, पर प्लान बदलने तक न जवाब दे सकते हैं, न कॉल उठा सकते हैं',
      ),
    ).toBeInTheDocument();
    const standard = screen.getByRole('listitem', { name: 'स्टैंडर्ड' });
    expect(within(standard).getByText('स्टैंडर्ड और प्रीमियम सदस्यों को हर महीने 10 कनेक्शन अनुरोध')).toBeInTheDocument();
    expect(
      within(standard).getByText('जवाब देना, बातचीत शुरू करना और कॉल करना प्रीमियम और एक्सक्लूसिव प्लान में मिलता है'),
    ).toBeInTheDocument();
    // An operator's own line is shown as written; no launch English is left on the cards.
    const exclusive = screen.getByRole('listitem', { name: 'एक्सक्लूसिव' });
    expect(within(exclusive).getByText('Our own words')).toBeInTheDocument();
    const cards = premium.closest('ul')!;
    expect(cards.textContent).not.toMatch(/connection|Voice and video|A simple start/);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['स्टैंडर्ड', 'प्रीमियम', 'एक्सक्लूसिव']);
  });
});
