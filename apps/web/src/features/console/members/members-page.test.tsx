import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberSummary } from '@app/shared/console/members';
import { mockApi, renderApp, reply, type ApiCall } from '../../../testing/render-app';
import { MembersPage } from './members-page';

const SEARCH = 'GET admin-userDetails/all-users';

const summary = (overrides: Partial<MemberSummary>): MemberSummary => ({
  userId: '11111111-1111-4111-8111-111111111111',
  uid: 'uid-asha',
  email: 'asha@example.test',
  name: 'Asha Kumar',
  displayName: null,
  usertype: 'Standard',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-30T10:00:00.000Z',
  suspended: false,
  verified: false,
  completion: 80,
  ...overrides,
});

const newest = summary({ userId: '99999999-9999-4999-8999-999999999999', name: 'Newest Member', email: 'new@x.test' });
const asha = summary({ verified: true });
const ashok = summary({
  userId: '22222222-2222-4222-8222-222222222222',
  name: 'Ashok Rao',
  email: 'ashok@example.test',
  suspended: true,
  usertype: 'Premium',
});

/** Answers by query: no `q` lists the newest; `q=ash` finds two, a page at a time (cursor "page-2"). */
function answer(call: ApiCall) {
  const q = call.search.get('q');
  const cursor = call.search.get('cursor');
  if (!q) return reply(200, { success: true, members: [newest], nextCursor: null });
  if (q === 'ash' && !cursor) return reply(200, { success: true, members: [asha], nextCursor: 'page-2' });
  if (q === 'ash' && cursor === 'page-2') return reply(200, { success: true, members: [ashok], nextCursor: null });
  return reply(200, { success: true, members: [], nextCursor: null });
}

async function renderPage() {
  const api = mockApi({ [SEARCH]: answer });
  const view = await renderApp({
    path: '/admin/members',
    routes: [
      { path: '/admin/members', element: <MembersPage /> },
      { path: '/admin/members/:userId', element: <p>Member page</p> },
    ],
  });
  return { ...view, api };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('MembersPage', () => {
  it('lists the newest members, then searches when the form is sent, with "Load more"', async () => {
    const { api, user } = await renderPage();
    expect(await screen.findByRole('link', { name: 'Newest Member' })).toBeInTheDocument();
    expect(api.to(SEARCH)[0]?.search.get('q')).toBeNull();

    // Typing alone does not search; sending the form does.
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), '  ash ');
    expect(api.to(SEARCH)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const link = await screen.findByRole('link', { name: 'Asha Kumar' });
    expect(link).toHaveAttribute('href', '/admin/members/11111111-1111-4111-8111-111111111111');
    expect(api.to(SEARCH).at(-1)?.search.get('q')).toBe('ash');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('asha@example.test')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Verified')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('80%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Ashok Rao' })).toBeInTheDocument();
    expect(api.to(SEARCH).at(-1)?.search.get('cursor')).toBe('page-2');
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]!).getByText('Suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Ashok Rao' }));
    expect(await screen.findByText('Member page')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = await renderPage();
    await screen.findByRole('link', { name: 'Newest Member' });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zzz{Enter}');
    expect(await screen.findByText('No member matches “zzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
