import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { memberWith } from './testing/members';
import { mockApi, renderApp, reply } from '../../../testing/render-app';

/**
 * Issue 30: a form's validation messages (the shared schemas' English) are shown in the member's language, values
 * and all; English stays as the schemas write it.
 */
const LOADED = { timeout: 10_000 };
const settings = (language: string) => reply(200, { success: true, data: { language } });

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

describe('validation messages in the member’s language', () => {
  it('a visitor reading Hindi sees the e-mail field’s message in Hindi', async () => {
    mockApi();
    await act(() => setLanguage('hi'));
    const { user } = await renderApp({ path: '/forgot-password' });
    await user.click(await screen.findByRole('button', { name: 'कोड भेजें' }, LOADED));
    expect(await screen.findByText('कृपया सही ईमेल पता लिखें।', {}, LOADED)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('a member reading Hindi sees the profile step’s messages in Hindi, with their numbers', async () => {
    mockApi({ 'GET user/settings': settings('hi') });
    await act(() => setLanguage('hi'));
    const { user } = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    await user.click(await screen.findByRole('button', { name: 'सेव करें और आगे बढ़ें' }, LOADED));
    expect(await screen.findByText('कृपया अपना पहला नाम लिखें।', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना फ़ोन नंबर लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपने बारे में थोड़ा और लिखें: कम से कम 30 अक्षर।')).toBeInTheDocument();
    expect(screen.queryByText(/^Please /)).not.toBeInTheDocument();
  });

  it('in English the messages are the schemas’ own', async () => {
    mockApi();
    const { user } = await renderApp({ path: '/forgot-password' });
    await user.click(await screen.findByRole('button', { name: 'Send my code' }, LOADED));
    expect(await screen.findByText('Invalid email address')).toHaveAttribute('role', 'alert');
  });
});
