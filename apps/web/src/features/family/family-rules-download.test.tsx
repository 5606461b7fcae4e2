import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, mockApi, renderApp, reply } from '../../testing/render-app';
import { FamilyPage } from './pages/family-page';

// The family forms' rules (the shared schemas, with zod) are downloaded when a form is first used, not with the page
// (ADR 006). Here the download fails when the form is first used and again at the first check.
const download = vi.hoisted(() => ({ failures: 2 }));
vi.mock('./lib/family-rules', async (importOriginal) => {
  if (download.failures > 0) {
    download.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const LOADED = { timeout: 10_000 };

describe('the family page’s forms when their rules’ download fails', { timeout: 30_000 }, () => {
  it('says the invitation could not be sent rather than blaming a field, sends nothing, and checks at the next try', async () => {
    const api = mockApi({
      'GET family/members': reply(200, { success: true, data: [] }),
      'GET family/invitations': reply(200, { success: true, data: { sent: [], received: [] } }),
      'GET family/activity': reply(200, { success: true, data: [] }),
      'GET family/edits': reply(200, { success: true, data: [] }),
    });
    const { user } = await renderApp({
      path: '/family',
      routes: [{ path: '/family', element: <FamilyPage /> }],
      signedInAs: buildUser(),
    });
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }, LOADED));
    // The page is drawn without the rules: nothing has asked for them yet.
    expect(download.failures).toBe(2);

    await user.type(form.getByLabelText(/Their e-mail address/), 'ravi@');
    await waitFor(() => expect(download.failures).toBe(1));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Something went wrong. Please try again in a moment.')).toBeInTheDocument();
    expect(download.failures).toBe(0);
    expect(form.getByLabelText(/Their e-mail address/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST family/invite')).toHaveLength(0);

    // The rules arrive: the next check is the schema's.
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Please enter their e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(api.to('POST family/invite')).toHaveLength(0);
  });
});
