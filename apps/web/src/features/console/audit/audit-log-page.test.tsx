import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffAuditEntry } from '@app/shared/console';
import { mockApi, renderApp, reply, type ApiCall } from '../../../testing/render-app';
import { AuditLogPage } from './audit-log-page';

const LOG = 'GET admin-audit/log';
const MEMBER = '11111111-1111-4111-8111-111111111111';

const entry = (id: number, overrides: Partial<StaffAuditEntry> = {}): StaffAuditEntry => ({
  id,
  at: '2026-11-30T11:00:00.000Z',
  actor: { id: 'staff-1', email: 'mod@example.com', role: 'moderator' },
  action: 'member.signed-out-everywhere',
  subjectUserId: MEMBER,
  subjectKind: 'member',
  subjectId: MEMBER,
  reason: 'Phone stolen',
  detail: {},
  ...overrides,
});

function answer(call: ApiCall) {
  const action = call.search.get('action');
  const before = call.search.get('before');
  if (action === 'contact-messages.viewed') {
    return reply(200, {
      success: true,
      entries: [entry(3, { action, subjectUserId: null, subjectKind: 'contact-messages', reason: null })],
      nextBefore: null,
    });
  }
  if (before === '5') {
    return reply(200, {
      success: true,
      entries: [entry(4, { actor: { id: null, email: 'command line', role: 'operator' }, action: 'staff.created' })],
      nextBefore: null,
    });
  }
  return reply(200, { success: true, entries: [entry(6), entry(5, { action: 'some.future-action' })], nextBefore: 5 });
}

describe('AuditLogPage', () => {
  it('reads the log in plain words, filters by action and pages to older entries, offering no way to change it', async () => {
    const api = mockApi({ [LOG]: answer });
    const { user } = await renderApp({
      path: '/admin/audit',
      routes: [{ path: '/admin/audit', element: <AuditLogPage /> }],
    });

    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Signed a member out everywhere')).toBeInTheDocument();
    expect(within(first!).getByText('Phone stolen')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: /Open the member/ })).toHaveAttribute(
      'href',
      `/admin/members/${MEMBER}`,
    );
    // An action this page has no words for yet shows its name.
    expect(within(second!).getByText('some.future-action')).toBeInTheDocument();
    // Read-only: the only buttons page and filter.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Show entries', 'Older']);

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Created a staff account', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText(/the command line/)).toBeInTheDocument();
    expect(api.to(LOG).at(-1)?.search.get('before')).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Signed a member out everywhere', { selector: 'td' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Read the contact messages');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('Read the contact messages', { selector: 'td' })).toBeInTheDocument();
    expect(api.to(LOG).at(-1)?.search.get('action')).toBe('contact-messages.viewed');
    expect(api.to(LOG).at(-1)?.search.get('before')).toBeNull();
  });
});
