import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, reply } from '../../../testing/render-app';
import { StatisticsPage } from './statistics-page';

const days = (from: number, counts: number[]) =>
  counts.map((count, index) => ({ date: `2026-12-${String(from + index).padStart(2, '0')}`, count }));

function mockStatistics() {
  return mockApi({
    'GET admin-dashboard/user-stats': reply(200, {
      success: true,
      asOf: '2026-12-15T12:00:00.000Z',
      totalMembers: 1234,
      activeLast7Days: 310,
      activeLast30Days: 702,
      paidMembersByTier: { Premium: 88, Exclusive: 12 },
      membersEverPaid: 140,
      paidConversionPercent: 11.3,
    }),
    'GET admin-dashboard/new-user-data': (call) =>
      reply(200, {
        success: true,
        from: call.search.get('from'),
        to: call.search.get('to'),
        data: days(9, [0, 2, 0, 1, 0]),
        total: 3,
      }),
    'GET admin-dashboard/gender-ratio': reply(200, {
      success: true,
      data: [
        { gender: 'Man', count: 2, percent: 28.6 },
        { gender: 'Woman', count: 3, percent: 42.9 },
        { gender: 'Non-binary', count: 1, percent: 14.3 },
        { gender: 'Not answered', count: 1, percent: 14.3 },
      ],
      total: 7,
    }),
    'GET admin-dashboard/profile-fill-percentage': reply(200, {
      success: true,
      data: [
        { bucket: '0-29%', count: 2, percent: 28.6 },
        { bucket: '30-49%', count: 1, percent: 14.3 },
        { bucket: '50-79%', count: 1, percent: 14.3 },
        { bucket: '80-99%', count: 1, percent: 14.3 },
        { bucket: '100%', count: 2, percent: 28.6 },
      ],
      total: 7,
    }),
    'GET admin-dashboard/connection-data': (call) =>
      reply(200, {
        success: true,
        from: call.search.get('from'),
        to: call.search.get('to'),
        data: [
          { date: '2026-12-09', requests: 1, acceptances: 0 },
          { date: '2026-12-10', requests: 2, acceptances: 0 },
          { date: '2026-12-11', requests: 0, acceptances: 1 },
        ],
        totals: { requests: 3, acceptances: 1 },
      }),
  });
}

const render = () =>
  renderApp({ path: '/admin/statistics', routes: [{ path: '/admin/statistics', element: <StatisticsPage /> }] });

/** The table's rows as text cells (row header first). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('StatisticsPage', () => {
  it('gives every chart its numbers as a table with a caption, and hides the chart drawing from screen readers', async () => {
    const api = mockStatistics();
    await render();

    const members = await screen.findByRole('table', { name: /New members per day, .* Total 3\./ });
    expect(rowsOf(members)).toEqual([
      ['2026-12-09', '0'],
      ['2026-12-10', '2'],
      ['2026-12-11', '0'],
      ['2026-12-12', '1'],
      ['2026-12-13', '0'],
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Members by gender. Total 7.' }))).toEqual([
      ['Man', '2', '28.6%'],
      ['Woman', '3', '42.9%'],
      ['Non-binary', '1', '14.3%'],
      ['Not answered', '1', '14.3%'],
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Members by profile completion. Total 7.' }))).toEqual([
      ['0-29%', '2', '28.6%'],
      ['30-49%', '1', '14.3%'],
      ['50-79%', '1', '14.3%'],
      ['80-99%', '1', '14.3%'],
      ['100%', '2', '28.6%'],
    ]);
    const connections = await screen.findByRole('table', { name: /Totals: 3 requests, 1 accepted\./ });
    expect(rowsOf(connections)).toEqual([
      ['2026-12-09', '1', '0'],
      ['2026-12-10', '2', '0'],
      ['2026-12-11', '0', '1'],
    ]);
    for (const chart of screen.getAllByTestId('chart')) expect(chart).toHaveAttribute('aria-hidden', 'true');

    // The headline figures.
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('11.3%')).toBeInTheDocument();

    // The per-day charts ask for the last 30 days (UTC) by default.
    const [first] = api.to('GET admin-dashboard/new-user-data');
    const from = Date.parse(`${first?.search.get('from')}T00:00:00Z`);
    const to = Date.parse(`${first?.search.get('to')}T00:00:00Z`);
    expect((to - from) / 86_400_000).toBe(29);
  });

  it('asks for the chosen days, refuses a range that ends before it starts, and shows a table on request', async () => {
    const api = mockStatistics();
    const { user } = await render();
    await screen.findByRole('table', { name: /New members per day/ });

    const from = screen.getByLabelText('From (UTC)');
    const to = screen.getByLabelText('To (UTC)');
    await user.clear(from);
    await user.type(from, '2026-12-09');
    await user.clear(to);
    await user.type(to, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show these days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('on or before the last day');

    await user.clear(to);
    await user.type(to, '2026-12-13');
    await user.click(screen.getByRole('button', { name: 'Show these days' }));
    await screen.findByRole('table', { name: /New members per day, 2026-12-09 to 2026-12-13/ });
    expect(api.to('GET admin-dashboard/connection-data').at(-1)?.search.toString()).toBe(
      'from=2026-12-09&to=2026-12-13',
    );

    const [show] = screen.getAllByRole('button', { name: 'Show the numbers' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show as HTMLElement);
    expect(screen.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws each chart with recharts once its box has a width', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 640,
      height: 260,
      top: 0,
      left: 0,
      right: 640,
      bottom: 260,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    mockStatistics();
    await render();
    await screen.findByRole('table', { name: /Totals: 3 requests/ });
    const charts = screen.getAllByTestId('chart');
    expect(charts).toHaveLength(4);
    for (const chart of charts) expect(chart.querySelector('svg.recharts-surface')).not.toBeNull();
  });
});
