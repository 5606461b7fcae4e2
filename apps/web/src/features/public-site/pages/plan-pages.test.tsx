import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES } from '@app/shared';
import { LocationProbe, renderSite } from '../testing/render-site';
import { PlanPage } from './plan-page';
import { SubscriptionTiersPage } from './subscription-tiers-page';

const routes = [
  { path: '/subscription-tiers', element: <SubscriptionTiersPage /> },
  { path: '/plan', element: <PlanPage /> },
  { path: '*', element: <LocationProbe /> },
];

const money = (text: string) => new RegExp(`^AUD\\s${text.replace('.', '\\.')}$`);

describe('/subscription-tiers', () => {
  it('compares the three plans in a real table from the catalogue', async () => {
    await renderSite('/subscription-tiers', { routes });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = screen.getByRole('table', { name: /What each plan includes/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Standard', 'Premium', 'Exclusive']);
    const monthly = within(table).getByRole('rowheader', { name: 'Price for 1 month' }).closest('tr')!;
    expect(
      within(monthly)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', expect.stringMatching(money('29.99')), expect.stringMatching(money('79.99'))]);
    const yearly = within(table).getByRole('rowheader', { name: 'Price for 12 months' }).closest('tr')!;
    expect(
      within(yearly)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', expect.stringMatching(money('299.99')), expect.stringMatching(money('799.99'))]);
    for (const feature of PLAN_FEATURES) {
      expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(PLAN_FEATURES.indexOf(feature));
    }
    const video = within(table).getByRole('rowheader', { name: 'Video calls with your connections' }).closest('tr')!;
    expect(
      within(video)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not included', '15 minutes per call', '30 minutes per call']);
    const starts = within(table).getAllByRole('link', { name: /^Get started with/ });
    expect(starts).toHaveLength(3);
    for (const link of starts) expect(link).toHaveAttribute('href', '/questions');
  });
});

describe('/plan', () => {
  it('switches the cards and the table between monthly and yearly prices', async () => {
    const user = userEvent.setup();
    await renderSite('/plan', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeInTheDocument();
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const yearly = screen.getByRole('radio', { name: 'Yearly' });
    expect(monthly).toBeChecked();
    const cards = screen.getByRole('list', { name: 'Plans' });
    expect(within(cards).getByText(money('29.99'))).toBeInTheDocument();
    expect(within(cards).queryByText(money('299.99'))).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Price for 12 months' })).toBeNull();

    await user.click(yearly);
    expect(yearly).toBeChecked();
    expect(within(cards).getByText(money('299.99'))).toBeInTheDocument();
    expect(within(cards).getByText(money('799.99'))).toBeInTheDocument();
    expect(within(cards).getAllByText('Save 16%')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Price for 12 months' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Price for 1 month' })).toBeNull();

    const starts = within(cards).getAllByRole('link', { name: /^Get started with/ });
    for (const link of starts) expect(link).toHaveAttribute('href', '/questions');
    expect(within(cards).getByRole('link', { name: 'Check your Exclusive eligibility' })).toHaveAttribute(
      'href',
      '/exclusive',
    );
  });
});
