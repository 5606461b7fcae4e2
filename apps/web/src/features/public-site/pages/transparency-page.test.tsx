import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransparencyReport } from '@app/shared/transparency';
import { mockApi, renderApp, reply } from '../../../testing/render-app';

const report = (quarter: string, overrides: Partial<TransparencyReport> = {}): TransparencyReport => ({
  success: true,
  quarter,
  period:
    quarter === '2026-Q3' ? { start: '2026-07-01', end: '2026-09-30' } : { start: '2026-04-01', end: '2026-06-30' },
  quarters: ['2026-Q3', '2026-Q2'],
  reports: {
    total: 19,
    byReason: [
      { reason: 'fake-profile', count: 'fewer than 10' },
      { reason: 'harassment', count: 10 },
      { reason: 'underage', count: 0 },
    ],
  },
  actions: [
    { action: 'member.warned', count: 'fewer than 10' },
    { action: 'member.suspended', count: 10 },
    { action: 'photo.removed', count: 0 },
  ],
  decisions: { count: 'fewer than 10', medianHours: 'fewer than 10 decisions' },
  accounts: { suspended: 12, removed: 'fewer than 10' },
  verification: { submitted: 10, approved: 'fewer than 10', rejected: 0 },
  ...overrides,
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('/transparency', () => {
  it('shows the latest quarter, with "fewer than 10" where the server withheld a small number', async () => {
    const api = mockApi({ 'GET transparency/report': reply(200, report('2026-Q3')) });
    await renderApp({ path: '/transparency' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Transparency report' })).toBeInTheDocument();
    const reasons = await screen.findByRole('table', { name: 'Reports received by reason' });
    expect(rowsOf(reasons)).toEqual([
      ['Fake profile', 'fewer than 10'],
      ['Harassment', '10'],
      ['Under 18', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Actions taken by our safety team' }))).toEqual([
      ['Warnings sent', 'fewer than 10'],
      ['Suspensions', '10'],
      ['Photos removed', '0'],
    ]);
    const decisions = screen.getByRole('region', { name: 'Time to a decision' });
    expect(within(decisions).getByText('Median time to a decision').nextSibling).toHaveTextContent(
      'fewer than 10 decisions',
    );
    const accounts = screen.getByRole('region', { name: 'Accounts suspended and removed' });
    expect(within(accounts).getByText('Accounts suspended').nextSibling).toHaveTextContent('12');
    expect(within(accounts).getByText('Accounts removed').nextSibling).toHaveTextContent('fewer than 10');
    expect(screen.getByText('2026-07-01 to 2026-09-30 (UTC)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveValue('2026-Q3');
    expect(api.to('GET transparency/report')[0]?.search.toString()).toBe('');
    // The footer is its own lazy chunk (app-layout.tsx): it may arrive after the page.
    expect(await screen.findByRole('link', { name: 'Transparency report' })).toHaveAttribute('href', '/transparency');
  });

  it('switches quarter from the selector and shows the median once there are enough decisions', async () => {
    const api = mockApi({
      'GET transparency/report': (call) =>
        call.search.get('quarter') === '2026-Q2'
          ? reply(200, report('2026-Q2', { decisions: { count: 11, medianHours: 6.5 } }))
          : reply(200, report('2026-Q3')),
    });
    const { user } = await renderApp({ path: '/transparency' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quarter' }), '2026-Q2');
    expect(await screen.findByText('6.5 hours')).toBeInTheDocument();
    expect(api.to('GET transparency/report').at(-1)?.search.get('quarter')).toBe('2026-Q2');
  });

  it('says so when a quarter has no report', async () => {
    mockApi({
      'GET transparency/report': reply(404, {
        success: false,
        code: 'NOT_FOUND',
        message: 'There is no transparency report for that quarter.',
      }),
    });
    await renderApp({ path: '/transparency' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no report for that quarter yet.');
  });
});
