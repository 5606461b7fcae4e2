import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPORT_DETAILS_MAX, type MyReport } from '@app/shared/safety';
import { buildPublicProfile, MEMBER_ID, OTHER_ID } from '../../features/profile/my-details/testing/fixtures';
import { resetFakeSockets } from '../../testing/fake-socket-io';
import { buildUser, findToast, mockApi, renderApp, reply, type MockReply } from '../../testing/render-app';

/** The first render loads the page's code on demand: slow on a busy machine, so that wait is generous. */
const LOADED = { timeout: 10_000 };
const REPORT_ID = '9a9a9a9a-0000-4000-8000-000000000001';
type Handler = MockReply | (() => MockReply | Promise<MockReply>);

beforeEach(resetFakeSockets);

/** Arjun's profile, as Priya sees it. */
async function openProfile(calls: Record<string, Handler> = {}) {
  const pair = { connection_status: 'no connection', connectionType: 'none' } as const;
  const api = mockApi({
    'POST profile/getUserDetails': reply(200, { success: true, data: [buildPublicProfile(pair)] }),
    'POST profile-view/add-view': reply(200, { success: true, recorded: true }),
    'POST connection/getConnectionStatus': reply(200, { success: true, data: { ...pair, userId: OTHER_ID } }),
    ...calls,
  });
  const app = await renderApp({ path: `/profile/Arjun/${OTHER_ID}`, signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findByRole('heading', { level: 1, name: 'Arjun' }, LOADED);
  return { ...app, api };
}

const reportReply = (blocked = false) =>
  reply(201, { success: true, message: 'Thank you. Our team will look at it.', reportId: REPORT_ID, blocked });

describe('blocking from a profile', { timeout: 30_000 }, () => {
  it('says plainly what a block does, and once confirmed blocks, says so and leaves the hidden profile', async () => {
    const app = await openProfile({ 'POST block/block': reply(200, { success: true, message: 'Blocked.' }) });
    await app.user.click(screen.getByRole('button', { name: 'Block Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Arjun?' });
    expect(dialog).toHaveTextContent('Your connection, or any request between you, ends.');
    expect(dialog).toHaveTextContent('Arjun is not told that you blocked them.');
    expect(dialog).toHaveTextContent('your connection will not come back');
    // The focus starts on the safe choice; Cancel sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.api.to('POST block/block')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Block Arjun' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect((await findToast('You blocked Arjun. You won’t see each other any more.')).type).toBe('success');
    expect(app.api.to('POST block/block')[0]?.body).toEqual({ blockedUserId: OTHER_ID });
    await waitFor(() => expect(app.pathname()).toBe('/user-dashboard'));
  });

  it('a refusal is shown and the member stays on the profile', async () => {
    const app = await openProfile({
      'POST block/block': reply(429, { success: false, code: 'RATE_LIMITED', message: 'Please wait a moment.' }),
    });
    await app.user.click(screen.getByRole('button', { name: 'Block Arjun' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect((await findToast('Please wait a moment.')).type).toBe('error');
    expect(screen.getByRole('dialog', { name: 'Block Arjun?' })).toBeInTheDocument();
    expect(app.pathname()).toBe(`/profile/Arjun/${OTHER_ID}`);
  });
});

describe('reporting from a profile', { timeout: 30_000 }, () => {
  it('asks for a reason, keeps the details within the limit, then sends the report and says what happens next', async () => {
    const app = await openProfile({ 'POST report/report': reportReply() });
    await app.user.click(screen.getByRole('button', { name: 'Report Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Arjun' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });

    // No reason: an error on the list, nothing sent.
    await app.user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose at least one reason.');
    expect(app.api.to('POST report/report')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Asking for money, or a scam' }));
    await app.user.click(
      within(dialog).getByRole('checkbox', { name: 'Fake profile, or pretending to be someone else' }),
    );
    expect(within(dialog).queryByText('Please choose at least one reason.')).not.toBeInTheDocument();

    // Details: counted, and refused over the limit.
    const details = within(dialog).getByRole('textbox', { name: 'Anything else we should know? (optional)' });
    fireEvent.change(details, { target: { value: 'x'.repeat(REPORT_DETAILS_MAX + 1) } });
    expect(
      within(dialog).getByText(`${REPORT_DETAILS_MAX + 1} of ${REPORT_DETAILS_MAX} characters`),
    ).toBeInTheDocument();
    await app.user.click(send);
    expect(
      await within(dialog).findByText(`Please keep this under ${REPORT_DETAILS_MAX} characters.`),
    ).toBeInTheDocument();
    expect(app.api.to('POST report/report')).toHaveLength(0);
    await app.user.clear(details);
    await app.user.type(details, '  He asked me to pay for his visa.  ');
    expect(within(dialog).getByText(`36 of ${REPORT_DETAILS_MAX} characters`)).toBeInTheDocument();

    await app.user.click(send);
    await waitFor(() => expect(app.api.to('POST report/report')).toHaveLength(1));
    expect(app.api.to('POST report/report')[0]?.body).toEqual({
      reportedUserId: OTHER_ID,
      reason: ['fake-profile', 'scam-or-money'],
      details: 'He asked me to pay for his visa.',
    });
    const sent = await screen.findByRole('dialog', { name: 'Thank you for telling us' });
    expect(sent).toHaveTextContent('Reports about a child or someone in danger are looked at first.');
    expect(sent).toHaveTextContent('My reports');
    await app.user.click(within(sent).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not blocked: the member stays on the profile.
    expect(app.pathname()).toBe(`/profile/Arjun/${OTHER_ID}`);
  });

  it('a reason about a child says those come first; "Also block" blocks in the same step and leaves the profile', async () => {
    const app = await openProfile({ 'POST report/report': reportReply(true) });
    await app.user.click(screen.getByRole('button', { name: 'Report Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Arjun' });
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'May be under 18' }));
    expect(within(dialog).getByRole('note')).toHaveTextContent('Reports about a child are looked at first.');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Also block Arjun' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const sent = await screen.findByRole('dialog', { name: 'Thank you for telling us' });
    expect(app.api.to('POST report/report')[0]?.body).toEqual({
      reportedUserId: OTHER_ID,
      reason: ['underage'],
      block: true,
    });
    expect(sent).toHaveTextContent('You have also blocked Arjun.');
    await app.user.click(within(sent).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(app.pathname()).toBe('/user-dashboard'));
  });

  it('shows the server’s refusal, or a failure, in the dialog and keeps what was written', async () => {
    let attempt = 0;
    const app = await openProfile({
      'POST report/report': () => {
        attempt += 1;
        return attempt === 1
          ? reply(429, { success: false, code: 'RATE_LIMITED', message: 'You have sent many reports today.' })
          : reply(500, { success: false, code: 'INTERNAL', message: 'Something went wrong.' });
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Report Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Arjun' });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Harassment, threats or bullying' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have sent many reports today.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'We couldn’t send your report. Check your connection and try again.',
      ),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Harassment, threats or bullying' })).toBeChecked();
  });
});

describe('My reports', { timeout: 30_000 }, () => {
  const report = (overrides: Partial<MyReport>): MyReport => ({
    reportId: REPORT_ID,
    reportedUserId: OTHER_ID,
    reportedName: 'Arjun',
    reason: ['scam-or-money'],
    details: null,
    state: 'open',
    createdAt: '2026-11-20T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  });

  it('lists each report on the Account tab with where it stands, in plain words', async () => {
    mockApi({
      'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
      'GET report/my-reports': reply(200, {
        success: true,
        data: [
          report({
            reportId: '9a9a9a9a-0000-4000-8000-000000000004',
            reportedName: 'Vikram',
            state: 'dismissed',
            decidedAt: '2026-11-24T09:00:00.000Z',
          }),
          report({
            reportId: '9a9a9a9a-0000-4000-8000-000000000003',
            reportedName: 'Kabir',
            state: 'actioned',
            reason: ['harassment', 'inappropriate-text'],
          }),
          report({ reportId: '9a9a9a9a-0000-4000-8000-000000000002', reportedName: 'Rohan', state: 'in-review' }),
          report({}),
        ],
      }),
    });
    const app = await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) });
    await app.user.click(await screen.findByRole('tab', { name: 'Account' }, LOADED));
    const section = await screen.findByRole('region', { name: 'My reports' }, LOADED);
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^About /).textContent)).toEqual([
      'About Vikram',
      'About Kabir',
      'About Rohan',
      'About Arjun',
    ]);
    expect(items[0]).toHaveTextContent('Closed');
    expect(items[0]).toHaveTextContent('found nothing against our guidelines');
    expect(items[0]).toHaveTextContent('Updated');
    expect(items[1]).toHaveTextContent('Action taken');
    expect(items[1]).toHaveTextContent('Harassment, threats or bullying · Rude, sexual or hateful words');
    expect(items[2]).toHaveTextContent('Being looked at');
    expect(items[3]).toHaveTextContent('Received');
    expect(items[3]).toHaveTextContent('Asking for money, or a scam');
    expect(items[3]).not.toHaveTextContent('Updated');
  });

  it('says when there are none, and offers to try again when they could not load', async () => {
    let attempt = 0;
    mockApi({
      'GET notifications/getAllNotification': reply(200, { success: true, data: [], unreadCount: 0 }),
      'GET report/my-reports': () => {
        attempt += 1;
        return attempt === 1
          ? reply(500, { success: false, code: 'INTERNAL', message: 'Something went wrong.' })
          : reply(200, { success: true, data: [] });
      },
    });
    const app = await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) });
    await app.user.click(await screen.findByRole('tab', { name: 'Account' }, LOADED));
    const section = await screen.findByRole('region', { name: 'My reports' }, LOADED);
    expect(await within(section).findByText('We couldn’t load your reports. Please try again.')).toBeInTheDocument();
    await app.user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(/You haven’t reported anyone./)).toBeInTheDocument();
  });
});
