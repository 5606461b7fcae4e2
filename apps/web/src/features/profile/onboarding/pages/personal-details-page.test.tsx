import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonalDetailsInputSchema } from '@app/shared/profile';
import { findToast, mockApi, renderApp, reply } from '../../../../testing/render-app';
import { readDraft } from '../lib/drafts';
import { fieldErrorsReply, memberWith, savedReply, serverDown } from '../testing/members';

const ABOUT = 'I teach music in Parramatta and love long walks with my family.';
const save = () => screen.getByRole('button', { name: 'Save and continue' });
const field = (label: RegExp) => screen.getByLabelText(label);
const phoneNumber = () => screen.getByRole('textbox', { name: 'Phone number' });

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function fillValid(user: User) {
  await user.type(await screen.findByLabelText(/^First name/), 'Asha');
  await user.type(field(/^Last name/), 'Rao');
  await user.selectOptions(field(/^Marital status/), 'Divorced');
  await user.selectOptions(await screen.findByLabelText(/^Number of children/), '2');
  await user.type(phoneNumber(), '0412 345 678');
  await user.type(field(/^About you/), ABOUT);
}

describe('/personal-details', () => {
  it('shows progress, and on an empty submit the schema’s messages on their fields, focusing the first', async () => {
    const api = mockApi();
    const { user } = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Personal details' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 5',
    );
    expect(screen.queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();

    await user.click(save());
    expect(field(/^First name/)).toHaveAccessibleDescription('Please enter your first name.');
    expect(field(/^Last name/)).toHaveAccessibleDescription('Please enter your last name.');
    expect(field(/^Marital status/)).toHaveAccessibleDescription('Please choose your marital status.');
    expect(screen.getByText('Please enter your contact number.')).toBeInTheDocument();
    expect(field(/^About you/)).toHaveAccessibleDescription(
      /Please write a little more about yourself: at least 30 characters\./,
    );
    expect(field(/^Display name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Some answers need another look/)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(field(/^First name/)).toHaveFocus());
    // Nothing was sent (the member area's own reads, such as the plan's status, are not the form's).
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Revalidated as the member corrects a field.
    await user.type(field(/^First name/), 'A');
    expect(field(/^First name/)).not.toHaveAccessibleDescription(/Please enter/);
  });

  it('asks for children only of members who have been married', async () => {
    mockApi();
    const { user } = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    await user.selectOptions(await screen.findByLabelText(/^Marital status/), 'Never Married');
    expect(screen.queryByLabelText(/^Number of children/)).not.toBeInTheDocument();
    await user.selectOptions(field(/^Marital status/), 'Widowed');
    expect(field(/^Number of children/)).toBeInTheDocument();
  });

  it('posts exactly the schema’s output, shows the server’s message and goes to the first step still unfilled', async () => {
    const api = mockApi({
      'POST form/personalDetails': savedReply('Personal details saved.', {
        isPersonalFormFilled: true,
        isQualificationFormFilled: true,
        isLocationFormFilled: true,
      }),
    });
    const member = memberWith({ isQualificationFormFilled: true, isLocationFormFilled: true });
    const { user, store, pathname } = await renderApp({ path: '/personal-details', signedInAs: member });
    await fillValid(user);
    await user.click(save());

    await waitFor(() => expect(pathname()).toBe('/photoupload'));
    const body = api.to('POST form/personalDetails')[0]?.body;
    expect(body).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      displayName: null,
      maritalStatus: 'Divorced',
      numberOfChildren: 2,
      contactNumber: '+61412345678',
      aboutYourSelf: ABOUT,
    });
    expect(PersonalDetailsInputSchema.parse(body)).toEqual(body);
    expect((await findToast('Your personal details are saved.')).type).toBe('success');
    expect(store.getState().user.isPersonalFormFilled).toBe(true);
    expect(readDraft('u-1', 'personal')).toBeNull();
    const next = await screen.findByRole('heading', { level: 1, name: 'Add your photos' });
    await waitFor(() => expect(next).toHaveFocus());
  });

  it('a member who never married is sent with no children; another country code goes with the number', async () => {
    const api = mockApi({
      'POST form/personalDetails': savedReply('Saved.', { isPersonalFormFilled: true }),
    });
    const { user, pathname } = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    await user.type(await screen.findByLabelText(/^First name/), 'Asha');
    await user.type(field(/^Last name/), 'Rao');
    await user.type(field(/^Display name/), 'Asha R');
    await user.selectOptions(field(/^Marital status/), 'Never Married');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'India (+91)');
    await user.type(phoneNumber(), '98765 43210');
    await user.type(field(/^About you/), ABOUT);
    await user.click(save());

    await waitFor(() => expect(pathname()).toBe('/qualification-details'));
    expect(api.to('POST form/personalDetails')[0]?.body).toMatchObject({
      displayName: 'Asha R',
      maritalStatus: 'Never Married',
      numberOfChildren: 0,
      contactNumber: '+919876543210',
    });
  });

  it('puts the server’s field errors on their fields, keeps everything typed and stays', async () => {
    mockApi({
      'POST form/personalDetails': fieldErrorsReply([
        {
          path: 'contactNumber',
          message: 'Please enter a valid phone number with its country code, like +61 412 345 678.',
        },
      ]),
    });
    const { user, pathname } = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    await fillValid(user);
    await user.click(save());

    expect(await screen.findByText(/Please enter a valid phone number/)).toBeInTheDocument();
    expect(phoneNumber()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phoneNumber()).toHaveFocus());
    expect(pathname()).toBe('/personal-details');
    expect(field(/^First name/)).toHaveValue('Asha');
    expect(field(/^About you/)).toHaveValue(ABOUT);
  });

  it('a failed request keeps what was typed, says so, and never moves on', async () => {
    const api = mockApi({ 'POST form/personalDetails': serverDown });
    const { user, pathname } = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    await fillValid(user);
    await user.click(save());

    const alert = await screen.findByText(/We couldn’t save this just now/);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(pathname()).toBe('/personal-details');
    expect(field(/^Last name/)).toHaveValue('Rao');
    expect(field(/^Number of children/)).toHaveValue('2');
    expect(phoneNumber()).toHaveValue('0412 345 678');

    // Trying again sends the same answers.
    await user.click(save());
    await waitFor(() => expect(api.to('POST form/personalDetails')).toHaveLength(2));
    expect(api.to('POST form/personalDetails')[1]?.body).toEqual(api.to('POST form/personalDetails')[0]?.body);
  });

  it('restores what was typed after a reload (a draft in this tab), and never for another member', async () => {
    mockApi();
    const first = await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    await first.user.type(await screen.findByLabelText(/^First name/), 'Asha');
    await first.user.selectOptions(field(/^Marital status/), 'Widowed');
    await first.user.selectOptions(field(/^Number of children/), '1');
    await first.user.type(phoneNumber(), '0412 345 678');
    cleanup();

    await renderApp({ path: '/personal-details', signedInAs: memberWith() });
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Asha');
    expect(field(/^Marital status/)).toHaveValue('Widowed');
    expect(field(/^Number of children/)).toHaveValue('1');
    expect(phoneNumber()).toHaveValue('0412 345 678');
    expect(screen.getByRole('status')).toHaveTextContent('We kept what you entered last time');
    cleanup();

    await renderApp({ path: '/personal-details', signedInAs: { ...memberWith(), userId: 'u-2' } });
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('');
  });

  it('a filled step opens with what is saved (GET), and saving it again updates it', async () => {
    const api = mockApi({
      'GET form/personalDetails': reply(200, {
        success: true,
        data: {
          firstName: 'Asha',
          lastName: 'Rao',
          displayName: null,
          maritalStatus: 'Divorced',
          numberOfChildren: 1,
          contactNumber: '+61412345678',
          aboutYourSelf: ABOUT,
        },
      }),
      'POST form/personalDetails': savedReply('Personal details updated.', { isPersonalFormFilled: true }),
    });
    const { user, pathname } = await renderApp({
      path: '/personal-details',
      signedInAs: memberWith({ isPersonalFormFilled: true }),
    });
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Asha');
    expect(field(/^Number of children/)).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('Australia (+61)');
    expect(phoneNumber()).toHaveValue('412345678');
    expect(field(/^Display name/)).toHaveValue('');

    await user.clear(field(/^Last name/));
    await user.type(field(/^Last name/), 'Rao-Menon');
    await user.click(save());
    await waitFor(() => expect(pathname()).toBe('/qualification-details'));
    expect(api.to('POST form/personalDetails')[0]?.body).toMatchObject({
      lastName: 'Rao-Menon',
      numberOfChildren: 1,
      contactNumber: '+61412345678',
    });
    expect(within(document.body).queryByText(/We kept what you entered/)).not.toBeInTheDocument();
  });
});
