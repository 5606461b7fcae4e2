import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueueEvidenceResponse, QueueItem } from '@app/shared/console/queue';
import { mockApi, renderApp, reply, type ApiCall } from '../../../testing/render-app';
import { QueueItemPage } from './queue-item-page';
import { QueuePage } from './queue-page';

const SUMMARY = 'GET admin-queue/summary';
const ITEMS = 'GET admin-queue/items';
const REPORT_ID = '11111111-1111-4111-8111-111111111111';
const ITEM = `GET admin-queue/item/report/${REPORT_ID}`;
const DECIDE = 'POST admin-queue/decide';

const item = (overrides: Partial<QueueItem>): QueueItem => ({
  kind: 'report',
  id: REPORT_ID,
  userId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  memberName: 'Asha Kumar',
  memberEmail: 'asha@example.test',
  since: '2026-11-30T10:00:00.000Z',
  urgent: false,
  tags: ['fake-profile'],
  ...overrides,
});

const urgent = item({
  id: '22222222-2222-4222-8222-222222222222',
  memberName: 'Urgent Person',
  urgent: true,
  tags: ['underage'],
  since: '2026-12-01T09:00:00.000Z',
});
const oldest = item({});
const correction = item({
  kind: 'self-correction',
  id: '33333333-3333-4333-8333-333333333333',
  memberName: 'Corrected Member',
  tags: ['about'],
  since: '2026-11-30T12:00:00.000Z',
});

const summary = {
  success: true,
  counts: { report: 2, urgentReport: 1, verification: 0, 'self-correction': 1, 'message-flag': 0, photos: 4 },
  medianDecisionSeconds: 3 * 3600 + 20 * 60,
  decidedLast30Days: 12,
};

function items(call: ApiCall) {
  const kind = call.search.get('kind');
  if (kind === 'report') return reply(200, { success: true, items: [urgent, oldest], nextCursor: null });
  if (kind === 'all') return reply(200, { success: true, items: [urgent, oldest, correction], nextCursor: null });
  return reply(200, { success: true, items: [], nextCursor: null });
}

const evidence: QueueEvidenceResponse = {
  success: true,
  item: { ...oldest, open: true },
  member: {
    userId: oldest.userId,
    email: oldest.memberEmail,
    name: 'Asha Kumar',
    displayName: 'Asha',
    usertype: 'Standard',
    createdAt: '2026-11-01T10:00:00.000Z',
    verified: false,
    about: 'Send me money and I will visit you.',
    aboutSecond: null,
    aboutSecondLanguage: null,
    photos: [],
    suspension: null,
  },
  openReports: [
    {
      id: REPORT_ID,
      reasons: ['fake-profile'],
      details: 'Asked me for money on the second day.',
      urgent: false,
      state: 'open',
      createdAt: '2026-11-30T10:00:00.000Z',
      decidedAt: null,
      decisionNote: null,
      reporterId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      reporterName: 'Ravi Singh',
    },
  ],
  conversations: [
    {
      members: [
        { userId: oldest.userId, name: 'Asha Kumar' },
        { userId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Ravi Singh' },
      ],
      messages: [
        {
          id: '41',
          senderId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
          recipientId: oldest.userId,
          text: 'Hello there',
          hasFile: false,
          createdAt: '2026-11-29T10:00:00.000Z',
          reported: false,
          flags: [],
        },
        {
          id: '42',
          senderId: oldest.userId,
          recipientId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
          text: 'Please send 500 dollars',
          hasFile: false,
          createdAt: '2026-11-29T10:05:00.000Z',
          reported: true,
          flags: ['money_request'],
        },
      ],
    },
  ],
  correction: null,
  verification: null,
  history: { reports: [], suspensions: [], decisions: [] },
  decisions: ['dismiss', 'warn', 'remove-about', 'suspend', 'delete-account'],
};

const routes = [
  { path: '/admin', element: <QueuePage /> },
  { path: '/admin/queue/:kind/:id', element: <QueueItemPage /> },
];

describe('QueuePage', () => {
  it('shows the counts and lists the items in the server’s order, urgent first', async () => {
    const api = mockApi({ [SUMMARY]: reply(200, summary), [ITEMS]: items });
    await renderApp({ path: '/admin', routes });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Urgent Personasha@example.test',
      'Asha Kumarasha@example.test',
      'Corrected Memberasha@example.test',
    ]);
    expect(within(rows[0]!).getByText('Urgent')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('May be under 18')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Corrected profile' })).toHaveAttribute(
      'href',
      '/admin/queue/self-correction/33333333-3333-4333-8333-333333333333',
    );
    expect(screen.getByText('3 h 20 min')).toBeInTheDocument();
    expect(screen.getByText('1 urgent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review photos' })).toHaveAttribute('href', '/admin/photos');
    expect(api.to(ITEMS)[0]?.search.get('kind')).toBe('all');
  });

  it('filters by kind with the tabs, and moves through the items with j and k', async () => {
    const api = mockApi({ [SUMMARY]: reply(200, summary), [ITEMS]: items });
    const { user } = await renderApp({ path: '/admin', routes });
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    await screen.findByRole('table');
    expect(api.to(ITEMS).at(-1)?.search.get('kind')).toBe('report');
    await screen.findByText('Urgent Person');
    // The reports tab's own list (header and two reports) once its answer has replaced the previous tab's list.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));

    const links = within(screen.getByRole('table')).getAllByRole('link');
    links[0]!.focus();
    await user.keyboard('j');
    expect(links[1]).toHaveFocus();
    await user.keyboard('k');
    expect(links[0]).toHaveFocus();
  });

  it('opens an item with Enter: the evidence, only the messages sent, and the decision form', async () => {
    mockApi({ [SUMMARY]: reply(200, summary), [ITEMS]: items, [ITEM]: reply(200, evidence) });
    const { user, pathname } = await renderApp({ path: '/admin', routes });
    const link = (await screen.findAllByRole('link', { name: 'Report' }))[1]!;
    link.focus();
    await user.keyboard('{Enter}');
    expect(pathname()).toBe(`/admin/queue/report/${REPORT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report about Asha Kumar' })).toBeInTheDocument();
    expect(screen.getByText('Please send 500 dollars')).toBeInTheDocument();
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(screen.getByText('Asked me for money on the second day.')).toBeInTheDocument();
    expect(screen.getByText('Send me money and I will visit you.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /second language/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What do you decide?' })).toBeInTheDocument();
  });

  it('shows the about text in a second language beside the about text, marked as written in it', async () => {
    const HINDI = 'मुझे पैसे भेजो और मैं तुमसे मिलने आऊँगा।';
    mockApi({
      [ITEM]: reply(200, {
        ...evidence,
        member: { ...evidence.member, aboutSecond: HINDI, aboutSecondLanguage: 'hi' },
      }),
    });
    await renderApp({ path: `/admin/queue/report/${REPORT_ID}`, routes });
    expect(
      await screen.findByRole('heading', { name: /About text in a second language: हिन्दी \(hi\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(HINDI)).toHaveAttribute('lang', 'hi-IN');
    expect(screen.getByText('Send me money and I will visit you.')).toBeInTheDocument();
  });
});

describe('QueueItemPage', () => {
  it('asks for a reason before deciding, then sends the decision and goes back to the queue', async () => {
    const api = mockApi({
      [SUMMARY]: reply(200, summary),
      [ITEMS]: items,
      [ITEM]: reply(200, evidence),
      [DECIDE]: reply(200, { success: true, message: 'Dismissed.', closedReports: 1 }),
    });
    const { user, pathname } = await renderApp({ path: `/admin/queue/report/${REPORT_ID}`, routes });
    await screen.findByRole('heading', { level: 1, name: 'Report about Asha Kumar' });

    await user.click(screen.getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Please choose a decision.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Dismiss: no action needed' }));
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Please say why, in a few words.')).toBeInTheDocument();
    expect(api.to(DECIDE)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Your reason/ }), 'Not a fake profile: checked the photos.');
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    await vi.waitFor(() => expect(api.to(DECIDE)).toHaveLength(1));
    expect(api.to(DECIDE)[0]?.body).toEqual({
      kind: 'report',
      id: REPORT_ID,
      decision: 'dismiss',
      reason: 'Not a fake profile: checked the photos.',
    });
    await vi.waitFor(() => expect(pathname()).toBe('/admin'));
  });

  it('asks for the suspension reason, confirms, and sends inappropriate-bio until lifted', async () => {
    const api = mockApi({
      [SUMMARY]: reply(200, summary),
      [ITEMS]: items,
      [ITEM]: reply(200, evidence),
      [DECIDE]: reply(200, {
        success: true,
        message: 'The member is suspended, and told by e-mail.',
        closedReports: 1,
      }),
    });
    const { user } = await renderApp({ path: `/admin/queue/report/${REPORT_ID}`, routes });
    await screen.findByRole('heading', { level: 1, name: 'Report about Asha Kumar' });
    await user.click(screen.getByRole('radio', { name: 'Suspend' }));
    expect(screen.getByRole('combobox', { name: 'Reason the member reads' })).toHaveValue('inappropriate-bio');
    await user.type(screen.getByRole('textbox', { name: /Your reason/ }), 'The about text asks for money.');
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    // Confirmed first, as a photo decision is: what will happen, focus on Cancel; Cancel sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Asha Kumar?' });
    expect(dialog).toHaveAccessibleDescription(/signed out everywhere .* until a moderator lifts it/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(DECIDE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suspend Asha Kumar?' })).getByRole('button', {
        name: 'Suspend the member',
      }),
    );
    await vi.waitFor(() => expect(api.to(DECIDE)).toHaveLength(1));
    expect(api.to(DECIDE)[0]?.body).toEqual({
      kind: 'report',
      id: REPORT_ID,
      decision: 'suspend',
      reason: 'The about text asks for money.',
      suspensionReason: 'inappropriate-bio',
      unsuspendAt: null,
    });
  });
});
