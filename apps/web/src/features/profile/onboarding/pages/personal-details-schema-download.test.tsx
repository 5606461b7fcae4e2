import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../../testing/render-app';
import { memberWith, savedReply } from '../testing/members';

// The step's schema (with the phone check) is downloaded when the form is first used and again at the check if that failed;
// here both of those downloads fail.
const download = vi.hoisted(() => ({ failures: 2 }));
vi.mock('@app/shared/profile/personal', async (importOriginal) => {
  if (download.failures > 0) {
    download.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('/personal-details when the schema’s download fails', () => {
  it('says it could not save rather than blaming a field, posts nothing, and works at the next try', async () => {
    const api = mockApi({ 'POST form/personalDetails': savedReply('Saved.', { isPersonalFormFilled: true }) });
    const { user, pathname } = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    // The first page of a fresh test file takes a while to load its code.
    await user.type(await screen.findByLabelText(/^First name/, {}, { timeout: 10_000 }), 'Asha');
    await user.type(screen.getByLabelText(/^Last name/), 'Rao');
    await user.selectOptions(screen.getByLabelText(/^Marital status/), 'Never Married');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0412 345 678');
    await user.type(
      screen.getByLabelText(/^About you/),
      'I teach music in Parramatta and love long walks with my family.',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const alert = await screen.findByText(/We couldn’t save this just now/);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(screen.queryByText(/^Please /)).not.toBeInTheDocument();
    expect(api.to('POST form/personalDetails')).toHaveLength(0);
    expect(pathname()).toBe('/personal-details');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(pathname()).toBe('/qualification-details'));
    expect(api.to('POST form/personalDetails')).toHaveLength(1);
  });
});
