import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '@app/shared/contact';
import { createStore } from '../../../lib/store';
import { ContactForm } from '../components/contact-form';

// The form's rules are downloaded when the form is first used and again at the check if that failed; here both fail.
const download = vi.hoisted(() => ({ failures: 2 }));
vi.mock('../lib/contact-rules', async (importOriginal) => {
  if (download.failures > 0) {
    download.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact form when its rules’ download fails', () => {
  it('says the message could not be sent rather than blaming a field, sends nothing, and checks at the next try', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = createStore({
      cookies: { accessToken: null, refreshToken: null, activationToken: null, token: null },
    });
    await act(async () => {
      render(
        <Provider store={store}>
          <ContactForm />
        </Provider>,
      );
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), 'Asha');
    await waitFor(() => expect(download.failures).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/could not be sent just now/)).toBeInTheDocument();
    expect(download.failures).toBe(0);
    expect(screen.queryByText(CONTACT_MESSAGES.lastNameRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    // The rules arrive: the next check is the schema's.
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
