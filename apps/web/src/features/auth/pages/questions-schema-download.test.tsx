import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findToast, mockApi, renderApp } from '../../../testing/render-app';

// A page's rules are downloaded when the page is first used and again at the check if that failed; here both downloads fail.
const download = vi.hoisted(() => ({ failures: 2 }));
vi.mock('../lib/questionnaire-rules', async (importOriginal) => {
  if (download.failures > 0) {
    download.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('/questions when the rules’ download fails', () => {
  it('says something went wrong rather than blaming an answer, stays, and moves on at the next try', async () => {
    mockApi();
    const { user } = await renderApp({ path: '/questions' });
    // The first page of a fresh test file takes a while to load its code.
    await user.click(await screen.findByRole('button', { name: 'Let’s begin' }, { timeout: 10_000 }));
    await screen.findByText('Step 1 of 11');
    await user.click(
      within(screen.getByRole('group', { name: 'Who is this profile for?' })).getByRole('radio', { name: 'Myself' }),
    );
    await waitFor(() => expect(download.failures).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await findToast('An error occurred')).type).toBe('error');
    expect(download.failures).toBe(0);
    expect(screen.getByText('Step 1 of 11')).toBeInTheDocument();
    expect(screen.queryByText('Please choose an answer to continue.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 11')).toBeInTheDocument();
  });
});
