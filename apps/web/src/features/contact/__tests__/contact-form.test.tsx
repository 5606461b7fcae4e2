import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '@app/shared/contact';
import { createStore } from '../../../lib/store';
import { ContactForm } from '../components/contact-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderForm(respond: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (request: Request) => respond(request));
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
  return fetchMock;
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillValid(user: UserEvent) {
  await user.type(field(/First name/), 'Asha');
  await user.type(field(/Last name/), 'Kumar');
  await user.type(field(/E-mail address/), 'asha@example.com');
  await user.selectOptions(field(/^Country(?! code)/), 'IN');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'India (+91)');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98765 43210');
  await user.type(field(/Your message/), 'Could you tell me more about verified profiles?');
  await user.click(screen.getByRole('checkbox'));
}

describe('contact form', () => {
  it('names the member a Report link from chat is about, and leaves the form empty for any other address', async () => {
    const memberId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    window.history.pushState({}, '', `/contact-us?subject=report&member=Karan&memberId=${memberId}`);
    await renderForm(() => json(201, { success: true, message: 'ok' }));
    expect(field(/Your message/)).toHaveValue(
      `I would like to report the member Karan (member id ${memberId}). What happened:\n\n`,
    );
    cleanup();
    window.history.pushState({}, '', '/contact-us?subject=report&member=Karan&memberId=not-an-id');
    await renderForm(() => json(201, { success: true, message: 'ok' }));
    expect(field(/Your message/)).toHaveValue('');
    window.history.pushState({}, '', '/');
  });

  it('starts with Australia and shows every problem on submit, without sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderForm(() => json(201, { success: true, message: 'ok' }));
    expect(field(/^Country(?! code)/)).toHaveValue('AU');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.phoneLength)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageTooShort)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.privacyConsent)).toBeInTheDocument();
    expect(field(/First name/)).toHaveAttribute('aria-invalid', 'true');
    // Focus moves to the first field to fix once the (deferred) rules have checked the form.
    await waitFor(() => expect(field(/First name/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first field on screen that is wrong, not to the consent box', async () => {
    const user = userEvent.setup();
    await renderForm(() => json(201, { success: true, message: 'ok' }));
    await user.type(field(/First name/), 'Asha');
    await user.type(field(/Last name/), 'Kumar');
    await user.type(field(/E-mail address/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // The phone number is the first wrong field; the message and the consent box come after it.
    expect(await screen.findByText(CONTACT_MESSAGES.phoneLength)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field(/Your message/)).toHaveFocus());
  });

  it('keeps what was typed on a validation error, and clears each error as it is corrected', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderForm(() => json(201, { success: true, message: 'ok' }));
    await user.type(field(/First name/), 'Asha');
    await user.type(field(/E-mail address/), 'asha@example');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0412-345');
    await user.type(field(/Your message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.phoneCharacters)).toBeInTheDocument();
    expect(field(/First name/)).toHaveValue('Asha');
    expect(field(/E-mail address/)).toHaveValue('asha@example');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0412-345');
    expect(field(/Your message/)).toHaveValue('Hello');

    // Revalidation on change: the message goes as soon as the value is valid.
    await user.type(field(/E-mail address/), '.com');
    expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message and replaces the form with a confirmation', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const fetchMock = await renderForm(async (request) => {
      sent = await request.json();
      return json(201, { success: true, message: 'Thank you.' });
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, Asha. Your message has been sent.' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('asha@example.com');
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();

    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/contact/contact');
    expect(sent).toEqual({
      firstName: 'Asha',
      lastName: 'Kumar',
      email: 'asha@example.com',
      country: 'IN',
      phone: { countryCode: '+91', number: '98765 43210' },
      message: 'Could you tell me more about verified profiles?',
      privacyConsent: true,
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/First name/)).toHaveValue('');
  });

  it("shows the server's field errors on the fields and keeps every value", async () => {
    const user = userEvent.setup();
    await renderForm(() =>
      json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid e-mail address, like name@example.com.',
        errors: [
          { path: 'email', message: CONTACT_MESSAGES.emailInvalid },
          { path: 'phone.number', message: 'That number cannot be reached.' },
        ],
      }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText('That number cannot be reached.')).toBeInTheDocument();
    expect(field(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/First name/)).toHaveValue('Asha');
    expect(field(/E-mail address/)).toHaveValue('asha@example.com');
    expect(field(/Your message/)).toHaveValue('Could you tell me more about verified profiles?');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('explains a rate limit or a failure and keeps every value', async () => {
    const user = userEvent.setup();
    let status = 429;
    await renderForm(() =>
      status === 429
        ? json(429, { success: false, code: 'RATE_LIMITED', message: 'Too many attempts.' })
        : json(500, { success: false, code: 'INTERNAL', message: 'Something went wrong on our side.' }),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/several messages in a short time/);
    expect(field(/Your message/)).toHaveValue('Could you tell me more about verified profiles?');

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/could not be sent just now/)).toBeInTheDocument();
    expect(field(/Last name/)).toHaveValue('Kumar');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('98765 43210');
  });
});
