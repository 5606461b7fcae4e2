import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QualificationDetailsInputSchema } from '@app/shared/profile';
import { findToast, mockApi, renderApp, reply } from '../../../../testing/render-app';
import { fieldErrorsReply, memberWith, savedReply } from '../testing/members';

const save = () => screen.getByRole('button', { name: 'Save and continue' });
const field = (label: RegExp) => screen.getByLabelText(label);

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function fillValid(user: User) {
  await user.selectOptions(await screen.findByLabelText(/^Highest qualification/), 'Master of Science (MSc)');
  await user.selectOptions(field(/^Working status/), 'Self-employed');
  await user.selectOptions(field(/^Occupation/), 'Data Scientist');
  await user.selectOptions(field(/^Annual income/), 'AU$75,000 – AU$100,000');
}

const afterPersonal = { isPersonalFormFilled: true };

describe('/qualification-details', () => {
  it('step 2 of 5 with a Back link to step 1; an empty submit shows the schema’s messages on their fields', async () => {
    const api = mockApi();
    const { user } = await renderApp({ path: '/qualification-details', signedInAs: memberWith(afterPersonal) });
    expect(await screen.findByRole('progressbar', { name: 'Education and work' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 5',
    );
    expect(screen.getByRole('link', { name: 'Back to Personal details' })).toHaveAttribute('href', '/personal-details');
    // Grouped lists: qualifications by field of study.
    expect(screen.getByRole('group', { name: 'Medicine and health' })).toBeInTheDocument();

    await user.click(save());
    expect(field(/^Highest qualification/)).toHaveAccessibleDescription('Please choose your highest qualification.');
    expect(field(/^Working status/)).toHaveAccessibleDescription('Please choose your working status.');
    expect(field(/^Occupation/)).toHaveAccessibleDescription('Please choose your occupation.');
    expect(field(/^Annual income/)).toHaveAccessibleDescription(/Please choose an income range/);
    await waitFor(() => expect(field(/^Highest qualification/)).toHaveFocus());
    // Nothing was sent (the member area's own reads, such as the plan's status, are not the form's).
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a member abroad gives a yearly income in their own currency', async () => {
    const api = mockApi({
      'POST form/qualificationDetails': savedReply('Qualification details saved.', {
        ...afterPersonal,
        isQualificationFormFilled: true,
      }),
    });
    const { user, pathname } = await renderApp({
      path: '/qualification-details',
      signedInAs: memberWith(afterPersonal),
    });
    await fillValid(user);
    await user.selectOptions(field(/^Currency/), 'AED');
    expect(screen.queryByLabelText(/^Annual income/)).not.toBeInTheDocument();
    await user.click(save());
    expect(field(/^Yearly income in AED/)).toHaveAccessibleDescription(/Please enter your yearly income in AED/);
    await user.type(field(/^Yearly income in AED/), '250,000');
    await user.click(save());
    await waitFor(() => expect(pathname()).toBe('/location-details'));
    expect(api.to('POST form/qualificationDetails')[0]?.body).toEqual({
      qualification: 'Master of Science (MSc)',
      currentWorkingStatus: 'selfEmployed',
      occupation: 'Data Scientist',
      incomeCurrency: 'AED',
      incomeAmount: 250_000,
    });
  });

  it('posts exactly the schema’s output and moves to the next unfilled step', async () => {
    const api = mockApi({
      'POST form/qualificationDetails': savedReply('Qualification details saved.', {
        ...afterPersonal,
        isQualificationFormFilled: true,
      }),
    });
    const { user, pathname, store } = await renderApp({
      path: '/qualification-details',
      signedInAs: memberWith(afterPersonal),
    });
    await fillValid(user);
    await user.click(save());

    await waitFor(() => expect(pathname()).toBe('/location-details'));
    const body = api.to('POST form/qualificationDetails')[0]?.body;
    expect(body).toEqual({
      qualification: 'Master of Science (MSc)',
      currentWorkingStatus: 'selfEmployed',
      occupation: 'Data Scientist',
      income: '75000-100000',
    });
    expect(QualificationDetailsInputSchema.parse(body)).toEqual(body);
    expect((await findToast('Your qualification details are saved.')).type).toBe('success');
    expect(store.getState().user.isQualificationFormFilled).toBe(true);
  });

  it('a server refusal naming a field shows it there and keeps the answers', async () => {
    mockApi({
      'POST form/qualificationDetails': fieldErrorsReply([
        { path: 'income', message: 'Please choose an income range from the list.' },
      ]),
    });
    const { user, pathname } = await renderApp({
      path: '/qualification-details',
      signedInAs: memberWith(afterPersonal),
    });
    await fillValid(user);
    await user.click(save());
    await waitFor(() =>
      expect(field(/^Annual income/)).toHaveAccessibleDescription(/Please choose an income range from the list\./),
    );
    await waitFor(() => expect(field(/^Annual income/)).toHaveFocus());
    expect(field(/^Occupation/)).toHaveValue('Data Scientist');
    expect(pathname()).toBe('/qualification-details');
  });

  it('a refusal about the whole step shows the server’s words; a dropped connection says so; nothing is lost', async () => {
    const api = mockApi({
      'POST form/qualificationDetails': reply(404, {
        success: false,
        code: 'NOT_FOUND',
        message: 'Profile not found.',
      }),
    });
    const { user, pathname } = await renderApp({
      path: '/qualification-details',
      signedInAs: memberWith(afterPersonal),
    });
    await fillValid(user);
    await user.click(save());
    expect(await screen.findByText('Profile not found.')).toHaveAttribute('role', 'alert');

    api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(save());
    expect(await screen.findByText(/We couldn’t save this just now/)).toBeInTheDocument();
    expect(pathname()).toBe('/qualification-details');
    expect(field(/^Highest qualification/)).toHaveValue('Master of Science (MSc)');
    expect(field(/^Annual income/)).toHaveValue('75000-100000');
  });

  it('a reload restores the draft; a saved step is prefilled from GET', async () => {
    mockApi({
      'GET form/qualificationDetails': reply(200, {
        success: true,
        data: {
          qualification: 'Bachelor of Laws (LLB)',
          currentWorkingStatus: 'working',
          occupation: 'Lawyer',
          income: '100000-150000',
        },
      }),
    });
    const first = await renderApp({ path: '/qualification-details', signedInAs: memberWith(afterPersonal) });
    await first.user.selectOptions(await screen.findByLabelText(/^Occupation/), 'Teacher');
    cleanup();
    await renderApp({ path: '/qualification-details', signedInAs: memberWith(afterPersonal) });
    expect(await screen.findByLabelText(/^Occupation/)).toHaveValue('Teacher');
    sessionStorage.clear();
    cleanup();

    await renderApp({
      path: '/qualification-details',
      signedInAs: memberWith({ ...afterPersonal, isQualificationFormFilled: true }),
    });
    expect(await screen.findByLabelText(/^Highest qualification/)).toHaveValue('Bachelor of Laws (LLB)');
    expect(field(/^Working status/)).toHaveValue('working');
    expect(field(/^Occupation/)).toHaveValue('Lawyer');
    expect(field(/^Annual income/)).toHaveValue('100000-150000');
  });

  it('when the saved values cannot be loaded, says so and offers the empty form', async () => {
    mockApi({ 'GET form/qualificationDetails': reply(500, { success: false, code: 'INTERNAL', message: 'x' }) });
    await renderApp({
      path: '/qualification-details',
      signedInAs: memberWith({ ...afterPersonal, isQualificationFormFilled: true }),
    });
    expect(await screen.findByText(/We couldn’t load the details you saved before/)).toBeInTheDocument();
    expect(field(/^Highest qualification/)).toHaveValue('');
  });
});
