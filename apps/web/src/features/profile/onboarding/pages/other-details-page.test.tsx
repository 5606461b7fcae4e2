import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtherDetailsInputSchema } from '@app/shared/profile';
import { setLanguage } from '../../../../lib/i18n';
import { findToast, mockApi, renderApp, reply } from '../../../../testing/render-app';
import { fieldErrorsReply, memberWith, savedReply, serverDown } from '../testing/members';

const save = () => screen.getByRole('button', { name: 'Save and continue' });
const field = (label: RegExp) => screen.getByLabelText(label);
const select = (name: string) => screen.getByRole('combobox', { name });

const before = {
  isPersonalFormFilled: true,
  isQualificationFormFilled: true,
  isLocationFormFilled: true,
  isImageFormFilled: true,
};
const allFilled = { ...before, isOtherFormFilled: true };

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function fillValid(user: User) {
  await user.selectOptions(await screen.findByLabelText(/^Religion/), 'Hindu');
  await user.selectOptions(field(/^Community/), 'Tamil');
  await user.selectOptions(field(/^Caste, sect or denomination/), 'Brahmin - Iyer');
  await user.selectOptions(field(/^Mother tongue/), 'Tamil');
  await user.selectOptions(select('Day'), '21');
  await user.selectOptions(select('Month'), 'August');
  await user.selectOptions(select('Year'), '1994');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/other-details', () => {
  it('in Hindi: the lists read in Hindi, and what is sent stays the lists’ own values (issue 30)', async () => {
    await act(() => setLanguage('hi'));
    try {
      const api = mockApi({ 'POST form/otherDetails': savedReply('Other details saved.', allFilled) });
      const { user, pathname } = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
      const religion = await screen.findByRole('combobox', { name: /^धर्म/ }, { timeout: 10_000 });
      expect(within(religion).getByRole('option', { name: 'सिख' })).toHaveValue('Sikh');
      await user.selectOptions(religion, 'हिंदू');
      expect(religion).toHaveValue('Hindu');
      await user.selectOptions(field(/^समुदाय/), 'तमिल');
      await user.selectOptions(field(/^जाति, पंथ या संप्रदाय/), 'ब्राह्मण - अय्यर');
      expect(within(field(/^जाति, पंथ या संप्रदाय/)).getByRole('option', { name: 'जाति का बंधन नहीं' })).toHaveValue(
        'Caste no bar',
      );
      await user.selectOptions(field(/^मातृभाषा/), 'तमिल');
      await user.selectOptions(select('दिन'), '21');
      await user.selectOptions(select('महीना'), '08');
      await user.selectOptions(select('साल'), '1994');
      await user.click(screen.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }));
      await waitFor(() => expect(pathname()).toBe('/success'));
      expect(api.to('POST form/otherDetails')[0]?.body).toMatchObject({
        religion: 'Hindu',
        community: 'Tamil',
        caste: 'Brahmin - Iyer',
        motherTongue: 'Tamil',
        dateOfBirth: '1994-08-21',
      });
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('an empty submit shows the schema’s messages on their fields, the date of birth included', async () => {
    const api = mockApi();
    const { user } = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    expect(await screen.findByRole('progressbar', { name: 'Background' })).toHaveAttribute(
      'aria-valuetext',
      'Step 5 of 5',
    );
    expect(screen.getByRole('link', { name: 'Back to Photos' })).toHaveAttribute('href', '/photoupload');
    await user.click(save());
    expect(field(/^Religion/)).toHaveAccessibleDescription('Please choose your religion.');
    expect(field(/^Community/)).toHaveAccessibleDescription(/Please choose your community\./);
    expect(field(/^Caste, sect or denomination/)).toHaveAccessibleDescription(
      /Please choose a caste from the list, or “Caste no bar”\./,
    );
    expect(field(/^Mother tongue/)).toHaveAccessibleDescription('Please choose your mother tongue.');
    expect(screen.getByRole('group', { name: /^Date of birth/ })).toHaveAccessibleDescription(
      'Please enter your date of birth.',
    );
    expect(field(/^Time of birth/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(/^Religion/)).toHaveFocus());
    // Nothing was sent (the member area's own reads, such as the plan's status, are not the form's).
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers the castes of the chosen religion, and clears a caste that no longer applies', async () => {
    mockApi();
    const { user } = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    await user.selectOptions(await screen.findByLabelText(/^Religion/), 'Sikh');
    const caste = field(/^Caste, sect or denomination/);
    expect(within(caste).getByRole('option', { name: 'Ramgarhia' })).toBeInTheDocument();
    expect(within(caste).getByRole('option', { name: 'Caste no bar' })).toBeInTheDocument();
    expect(within(caste).queryByRole('option', { name: 'Brahmin' })).not.toBeInTheDocument();
    await user.selectOptions(caste, 'Ramgarhia');

    await user.selectOptions(field(/^Religion/), 'Hindu');
    expect(field(/^Caste, sect or denomination/)).toHaveValue('');
    await user.selectOptions(field(/^Caste, sect or denomination/), 'Caste no bar');
    await user.selectOptions(field(/^Religion/), 'No Religion');
    expect(field(/^Caste, sect or denomination/)).toHaveValue('Caste no bar');
    expect(
      within(field(/^Caste, sect or denomination/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Caste no bar', 'Prefer not to say', 'Other']);
  });

  it('refuses a member under 18 with the schema’s message', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-15T10:00:00Z'), toFake: ['Date'] });
    mockApi();
    const { user } = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    await fillValid(user);
    await user.selectOptions(select('Year'), '2008');
    await user.selectOptions(select('Month'), 'December');
    await user.click(save());
    expect(screen.getByRole('group', { name: /^Date of birth/ })).toHaveAccessibleDescription(
      'You must be 18 or over to use this site.',
    );
  });

  it('posts exactly the schema’s output and, with every step filled, shows that the profile is ready', async () => {
    const api = mockApi({ 'POST form/otherDetails': savedReply('Other details saved.', allFilled) });
    const { user, pathname, store } = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    await fillValid(user);
    await user.type(field(/^Time of birth/), '14:30');
    await user.type(field(/^Place of birth/), 'Chennai');
    await user.click(save());

    await waitFor(() => expect(pathname()).toBe('/success'));
    const body = api.to('POST form/otherDetails')[0]?.body;
    expect(body).toEqual({
      religion: 'Hindu',
      community: 'Tamil',
      caste: 'Brahmin - Iyer',
      motherTongue: 'Tamil',
      dateOfBirth: '1994-08-21',
      timeOfBirth: '14:30',
      placeOfBirth: 'Chennai',
      // Horoscope matching is off unless the member turns it on (issue 31).
      horoscopeOptIn: false,
      cityOfBirth: null,
    });
    expect(OtherDetailsInputSchema.parse(body)).toEqual(body);
    expect((await findToast('Your other details are saved.')).type).toBe('success');
    expect(store.getState().user.isOtherFormFilled).toBe(true);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your profile is ready' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
  });

  it('the server’s objection to the date of birth lands on it; a failure keeps every answer', async () => {
    const api = mockApi({
      'POST form/otherDetails': fieldErrorsReply([
        { path: 'dateOfBirth', message: 'This date of birth does not match the age you gave when you signed up.' },
      ]),
    });
    const { user, pathname } = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    await fillValid(user);
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Date of birth/ })).toHaveAccessibleDescription(
        /does not match the age you gave/,
      ),
    );
    await waitFor(() => expect(select('Day')).toHaveFocus());

    api.fetch.mockImplementationOnce(async () => new Response(JSON.stringify(serverDown.body), { status: 500 }));
    await user.click(save());
    expect(await screen.findByText(/We couldn’t save this just now/)).toBeInTheDocument();
    expect(pathname()).toBe('/other-details');
    expect(field(/^Caste, sect or denomination/)).toHaveValue('Brahmin - Iyer');
    expect(select('Year')).toHaveValue('1994');
  });

  it('a reload restores the draft; a saved step is prefilled from GET', async () => {
    mockApi({
      'GET form/otherDetails': reply(200, {
        success: true,
        data: {
          religion: 'Christian',
          community: 'Malayalam',
          caste: 'Syrian Christian',
          motherTongue: 'Malayalam',
          dateOfBirth: '1990-01-05',
          timeOfBirth: null,
          placeOfBirth: 'Kochi',
          subCommunity: null,
          ethnicity: null,
        },
      }),
    });
    const first = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    await first.user.selectOptions(await screen.findByLabelText(/^Religion/), 'Jain');
    await first.user.selectOptions(field(/^Caste, sect or denomination/), 'Digambar');
    await first.user.selectOptions(select('Year'), '1991');
    cleanup();
    await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    expect(await screen.findByLabelText(/^Religion/)).toHaveValue('Jain');
    expect(field(/^Caste, sect or denomination/)).toHaveValue('Digambar');
    expect(select('Year')).toHaveValue('1991');
    sessionStorage.clear();
    cleanup();

    await renderApp({ path: '/other-details', signedInAs: memberWith(allFilled) });
    expect(await screen.findByLabelText(/^Religion/)).toHaveValue('Christian');
    expect(field(/^Caste, sect or denomination/)).toHaveValue('Syrian Christian');
    expect(select('Day')).toHaveValue('05');
    expect(select('Month')).toHaveValue('01');
    expect(select('Year')).toHaveValue('1990');
    expect(field(/^Time of birth/)).toHaveValue('');
    expect(field(/^Place of birth/)).toHaveValue('Kochi');
  });
  it('a saved step with horoscope matching on keeps its city of birth: re-saved as it was, its country shown', async () => {
    const amritsar = {
      id: 'IN-PB-amritsar',
      name: 'Amritsar',
      state: 'Punjab',
      country: 'IN',
      latitude: 31.62234,
      longitude: 74.87534,
      timeZone: 'Asia/Kolkata',
    };
    const api = mockApi({
      'GET form/otherDetails': reply(200, {
        success: true,
        data: {
          religion: 'Sikh',
          community: 'Punjabi',
          caste: 'Khatri Sikh',
          motherTongue: 'Punjabi',
          dateOfBirth: '1994-08-21',
          timeOfBirth: '06:10',
          placeOfBirth: 'Amritsar, Punjab',
          subCommunity: null,
          ethnicity: null,
          horoscopeOptIn: true,
          cityOfBirth: amritsar,
        },
      }),
      'POST form/otherDetails': savedReply('Other details saved.', allFilled),
    });
    const { user } = await renderApp({ path: '/other-details', signedInAs: memberWith(allFilled) });
    expect(await screen.findByLabelText(/^Religion/)).toHaveValue('Sikh');
    expect(
      await screen.findByRole('checkbox', { name: /Use my birth details for horoscope matching/ }, { timeout: 5000 }),
    ).toBeChecked();
    expect(await screen.findByRole('combobox', { name: /^City of birth/ })).toHaveValue('Amritsar, Punjab');
    await user.click(save());

    await waitFor(() => expect(api.to('POST form/otherDetails')).toHaveLength(1), { timeout: 5000 });
    expect(api.to('POST form/otherDetails')[0]?.body).toMatchObject({
      horoscopeOptIn: true,
      cityOfBirth: 'IN-PB-amritsar',
      placeOfBirth: 'Amritsar, Punjab',
    });
  });
});
