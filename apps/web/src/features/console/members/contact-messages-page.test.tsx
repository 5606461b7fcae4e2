import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, reply, type ApiCall } from '../../../testing/render-app';
import { ContactMessagesPage } from './contact-messages-page';

const MESSAGES = 'GET admin-contacts/messages';
const message = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Visitor',
  email: `${firstName.toLowerCase()}@example.test`,
  country: 'AU',
  phone: '+61 412 345 678',
  message: `Hello from ${firstName}`,
  status: 'new',
  createdAt: '2026-11-30T11:00:00.000Z',
});

const answer = (call: ApiCall) =>
  call.search.get('cursor') === 'older'
    ? reply(200, { success: true, messages: [message('m-1', 'Anika')], nextCursor: null })
    : reply(200, { success: true, messages: [message('m-2', 'Chen')], nextCursor: 'older' });

describe('ContactMessagesPage', () => {
  it('shows the messages newest first, with who sent them, and loads older ones', async () => {
    const api = mockApi({ [MESSAGES]: answer });
    const { user } = await renderApp({
      path: '/admin/contacts',
      routes: [{ path: '/admin/contacts', element: <ContactMessagesPage /> }],
    });
    const table = await screen.findByRole('table', { name: 'Contact messages, newest first' });
    expect(within(table).getByText('Hello from Chen')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'chen@example.test' })).toHaveAttribute(
      'href',
      'mailto:chen@example.test',
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Hello from Anika')).toBeInTheDocument();
    expect(api.to(MESSAGES).at(-1)?.search.get('cursor')).toBe('older');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
