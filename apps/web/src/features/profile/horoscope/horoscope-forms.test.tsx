import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BirthCity, OwnChart, OwnHoroscope } from '@app/shared/horoscope';
import type { MyDetails } from '@app/shared/profile';
import { setLanguage } from '../../../lib/i18n';
import { buildUser, mockApi, renderApp, reply, type ApiCall } from '../../../testing/render-app';
import { buildMyDetails, buildPreferences, COUNTRIES, MEMBER_ID } from '../my-details/testing/fixtures';
import { fieldErrorsReply, memberWith, savedReply } from '../onboarding/testing/members';

/**
 * Horoscope matching (issue 31) where the member gives their birth details: the opt-in with the city of birth in Other
 * details and in the religious background, and their own chart in My Details.
 */

/** The first render loads the page's code (and the horoscope part's) on demand: slow on a busy machine. */
const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

const AMRITSAR: BirthCity = {
  id: 'IN-amritsar',
  name: 'Amritsar',
  state: 'Punjab',
  country: 'IN',
  latitude: 31.634,
  longitude: 74.8723,
  timeZone: 'Asia/Kolkata',
};
const AMRAVATI: BirthCity = {
  id: 'IN-amravati',
  name: 'Amravati',
  state: 'Maharashtra',
  country: 'IN',
  latitude: 20.9374,
  longitude: 77.7796,
  timeZone: 'Asia/Kolkata',
};
const AUCKLAND: BirthCity = {
  id: 'NZ-auckland',
  name: 'Auckland',
  state: 'Auckland',
  country: 'NZ',
  latitude: -36.8485,
  longitude: 174.7633,
  timeZone: 'Pacific/Auckland',
};
const CITIES = [AMRITSAR, AMRAVATI, AUCKLAND];

/** GET dropdown/cities as the contract says: the country's cities whose name starts with `q`. */
const cities = (call: ApiCall) => {
  const country = call.search.get('country');
  const q = (call.search.get('q') ?? '').toLowerCase();
  return reply(200, {
    success: true,
    data: CITIES.filter((city) => city.country === country && city.name.toLowerCase().startsWith(q)),
  });
};

const OPT_IN = 'Use my birth details for horoscope matching';

/** The step's own labels, as the other-details tests read them. */
const WORDS = {
  en: {
    religion: /^Religion/,
    sikh: 'Sikh',
    community: /^Community/,
    caste: /^Caste, sect or denomination/,
    motherTongue: /^Mother tongue/,
    day: 'Day',
    month: 'Month',
    year: 'Year',
  },
  hi: {
    religion: /^धर्म/,
    sikh: 'सिख',
    community: /^समुदाय/,
    caste: /^जाति, पंथ या संप्रदाय/,
    motherTongue: /^मातृभाषा/,
    day: 'दिन',
    month: 'महीना',
    year: 'साल',
  },
};

describe('Other details: the horoscope opt-in', SLOW, () => {
  const before = {
    isPersonalFormFilled: true,
    isQualificationFormFilled: true,
    isLocationFormFilled: true,
    isImageFormFilled: true,
  };

  const openStep = (extra: Parameters<typeof mockApi>[0] = {}) => openStepIn('en', extra);

  /** Opens the step and fills what it requires, in the language shown (its lists' values are the same in each). */
  async function openStepIn(language: 'en' | 'hi', extra: Parameters<typeof mockApi>[0] = {}) {
    const words = WORDS[language];
    const api = mockApi({
      'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRIES }),
      'GET dropdown/cities': cities,
      ...extra,
    });
    const app = await renderApp({ path: '/other-details', signedInAs: memberWith(before) });
    const { user } = app;
    const religion = await screen.findByLabelText(words.religion, {}, LOADED);
    await user.selectOptions(religion, within(religion).getByRole('option', { name: words.sikh }));
    const pick = async (label: RegExp, value: string) => {
      const select = screen.getByLabelText(label);
      await user.selectOptions(select, select.querySelector<HTMLOptionElement>(`option[value="${value}"]`) as never);
    };
    await pick(words.community, 'Punjabi');
    await pick(words.caste, 'Ramgarhia');
    await pick(words.motherTongue, 'Punjabi');
    await user.selectOptions(screen.getByRole('combobox', { name: words.day }), '21');
    await user.selectOptions(screen.getByRole('combobox', { name: words.month }), '08');
    await user.selectOptions(screen.getByRole('combobox', { name: words.year }), '1994');
    return { ...app, api };
  }

  it('is off at first and says what a score lets others infer; on, the city is searched and chosen by keyboard', async () => {
    const { user, api, pathname } = await openStep({
      'POST form/otherDetails': savedReply('Other details saved.', { ...before, isOtherFormFilled: true }),
    });
    const optIn = await screen.findByRole('checkbox', { name: OPT_IN }, LOADED);
    expect(optIn).not.toBeChecked();
    expect(optIn).toHaveAccessibleDescription(
      /a score lets them infer something of your chart, such as your Moon sign/,
    );
    expect(screen.queryByRole('combobox', { name: 'City of birth' })).not.toBeInTheDocument();

    await user.click(optIn);
    // With matching on, the place of birth is chosen from the list, not typed.
    expect(screen.queryByLabelText(/^Place of birth/)).not.toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'Country of birth' });
    await waitFor(() => expect(country).toHaveValue('IN'));
    const city = screen.getByRole('combobox', { name: 'City of birth' });
    expect(city).toHaveAttribute('aria-expanded', 'false');

    await user.type(city, 'a');
    expect(city).toHaveAccessibleDescription(/Type at least two letters\./);
    await user.type(city, 'mr');
    expect(await screen.findByText(/^2 cities found\./)).toBeInTheDocument();
    await user.type(city, 'i');
    expect(await screen.findByText('1 city found. Use the up and down arrows to choose.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.to('GET dropdown/cities').at(-1)?.search.toString()).toBe('country=IN&q=amri');
    const list = screen.getByRole('listbox', { name: 'City of birth' });
    expect(city).toHaveAttribute('aria-expanded', 'true');
    expect(city).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Amritsar, Punjab']);

    await user.keyboard('{ArrowDown}');
    const option = within(list).getByRole('option', { name: 'Amritsar, Punjab' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(city).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(city).toHaveValue('Amritsar, Punjab');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(city).toHaveAccessibleDescription(/Chosen: Amritsar, Punjab/);
    // Enter chose the city; it did not send the form.
    expect(api.to('POST form/otherDetails')).toHaveLength(0);

    // No time of birth: the page says what can still be worked out.
    expect(screen.getByText(/^Without a time of birth, only what does not need it is worked out/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Time of birth/), '14:30');
    expect(screen.queryByText(/^Without a time of birth/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Time of birth/));
    expect(screen.getByText(/^Without a time of birth/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(pathname()).toBe('/success'));
    expect(api.to('POST form/otherDetails')[0]?.body).toMatchObject({
      horoscopeOptIn: true,
      cityOfBirth: 'IN-amritsar',
      placeOfBirth: 'Amritsar',
    });
    // The time stays unknown.
    expect([null, undefined]).toContain(
      (api.to('POST form/otherDetails')[0]?.body as { timeOfBirth?: unknown }).timeOfBirth,
    );
  });

  it('searches the country chosen, says when nothing matches, and Escape closes the list', async () => {
    const { user, api } = await openStep();
    await user.click(await screen.findByRole('checkbox', { name: OPT_IN }, LOADED));
    const country = screen.getByRole('combobox', { name: 'Country of birth' });
    await waitFor(() => expect(country).toHaveValue('IN'));
    await user.selectOptions(country, 'New Zealand');
    const city = screen.getByRole('combobox', { name: 'City of birth' });
    await user.type(city, 'amr');
    expect(await screen.findByText('No city matches “amr”. Try another spelling, or the nearest larger city.')).toBe(
      screen.getAllByRole('status').find((status) => status.textContent?.startsWith('No city')),
    );
    expect(api.to('GET dropdown/cities').at(-1)?.search.get('country')).toBe('NZ');
    await user.clear(city);
    await user.type(city, 'auck');
    await screen.findByText(/^1 city found\./);
    expect(city).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    // A mouse chooses too.
    await user.type(city, 'l');
    await user.clear(city);
    await user.type(city, 'auck');
    await user.click(await screen.findByRole('option', { name: 'Auckland, Auckland' }));
    expect(city).toHaveValue('Auckland, Auckland');
  });

  it('in Hindi, the refusal of an unknown city is worded in Hindi on the city field', async () => {
    await act(() => setLanguage('hi'));
    try {
      const { user } = await openStepIn('hi', {
        'POST form/otherDetails': reply(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'We do not know that city. Please choose it from the list.',
          params: { reason: 'unknownCity', field: 'cityOfBirth' },
          errors: [{ path: 'cityOfBirth', message: 'We do not know that city. Please choose it from the list.' }],
        }),
      });
      await user.click(
        await screen.findByRole('checkbox', { name: 'कुंडली मिलान के लिए मेरी जन्म की जानकारी का उपयोग करें' }, LOADED),
      );
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'जन्म का देश' })).toHaveValue('IN'));
      const city = screen.getByRole('combobox', { name: 'जन्म का शहर' });
      await user.type(city, 'amri');
      await user.click(await screen.findByRole('option', { name: 'Amritsar, Punjab' }));
      await user.click(screen.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }));
      await waitFor(() => expect(city).toHaveAccessibleDescription(/यह शहर हमारी सूची में नहीं है। कृपया सूची में से शहर चुनें।/));
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('puts the server’s refusal of an unknown city on the city field', async () => {
    const { user } = await openStep({
      'POST form/otherDetails': fieldErrorsReply([
        { path: 'cityOfBirth', message: 'We do not know that city. Please choose it from the list.' },
      ]),
    });
    await user.click(await screen.findByRole('checkbox', { name: OPT_IN }, LOADED));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country of birth' })).toHaveValue('IN'));
    const city = screen.getByRole('combobox', { name: 'City of birth' });
    await user.type(city, 'amri');
    await user.click(await screen.findByRole('option', { name: 'Amritsar, Punjab' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription(/We do not know that city\. Please choose it from the list\./),
    );
    expect(city).toHaveAttribute('aria-invalid', 'true');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// My Details

const KNOWN_TIME: OwnChart = {
  rashi: 'karka',
  nakshatra: 'ashlesha',
  pada: 2,
  moonLongitude: 113.5,
  ascendant: { longitude: 131.2, rashi: 'simha' },
  manglik: false,
  timeKnown: true,
  certainty: {
    rashiCertain: true,
    nakshatraCertain: true,
    padaCertain: true,
    rashisOfDay: ['karka'],
    nakshatrasOfDay: ['ashlesha'],
  },
  matchable: true,
};

function withHoroscope(
  horoscope: OwnHoroscope,
  religious: { horoscopeOptIn: boolean; cityOfBirth: BirthCity | null },
): MyDetails {
  const details = buildMyDetails();
  return {
    ...details,
    religious_background: { ...details.religious_background, ...religious },
    horoscope,
  } as MyDetails;
}

function myDetailsApi(details: MyDetails, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET profile/mydetails': reply(200, { success: true, data: [details] }),
    'GET profile/getProfilePercentage': reply(200, { success: true, percentage: 100, missing: [] }),
    'GET preferences/': reply(200, { success: true, preferences: buildPreferences() }),
    'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRIES }),
    'GET photos/getMyPhotos': reply(200, { success: true, photoVisibility: details.photoVisibility, data: [] }),
    'GET dropdown/cities': cities,
    ...extra,
  });
}

async function openMyDetails(api: ReturnType<typeof mockApi>) {
  const app = await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findByRole('region', { name: 'Religious background' }, LOADED);
  return { ...app, api };
}

const fact = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('My Details: the member’s own chart', SLOW, () => {
  it('with a time of birth: Moon sign, birth star and pada, ascendant and Manglik status', async () => {
    await openMyDetails(
      myDetailsApi(withHoroscope({ optIn: true, chart: KNOWN_TIME }, { horoscopeOptIn: true, cityOfBirth: AMRITSAR })),
    );
    const chart = await screen.findByRole('region', { name: 'Your horoscope' }, LOADED);
    expect(fact(chart, 'Moon sign (rashi)')).toBe('Karka (Cancer)');
    expect(fact(chart, 'Birth star (nakshatra)')).toBe('Ashlesha, pada 2');
    expect(fact(chart, 'Ascendant (lagna)')).toBe('Simha (Leo)');
    expect(fact(chart, 'Manglik')).toBe('No');
    expect(within(chart).getByText(/^Members who use horoscope matching too see your score/)).toBeInTheDocument();
    expect(within(chart).queryByText(/time of birth is not given/)).not.toBeInTheDocument();
  });

  it('without a time: the candidates of the day, never one as if known, and that matching needs the time', async () => {
    const { ascendant: _ascendant, ...withoutTime } = KNOWN_TIME;
    const uncertain: OwnChart = {
      ...withoutTime,
      pada: 1,
      manglik: null,
      timeKnown: false,
      certainty: {
        rashiCertain: true,
        nakshatraCertain: false,
        padaCertain: false,
        rashisOfDay: ['karka'],
        nakshatrasOfDay: ['pushya', 'ashlesha'],
      },
      matchable: false,
    };
    await openMyDetails(
      myDetailsApi(withHoroscope({ optIn: true, chart: uncertain }, { horoscopeOptIn: true, cityOfBirth: AMRITSAR })),
    );
    const chart = await screen.findByRole('region', { name: 'Your horoscope' }, LOADED);
    expect(fact(chart, 'Moon sign (rashi)')).toBe('Karka (Cancer)');
    expect(fact(chart, 'Birth star (nakshatra)')).toBeUndefined();
    expect(fact(chart, 'Ascendant (lagna)')).toBeUndefined();
    expect(fact(chart, 'Manglik')).toBeUndefined();
    expect(within(chart).queryByText(/Ashlesha, pada/)).not.toBeInTheDocument();
    expect(
      within(chart).getByText(
        'On your day of birth the Moon passed through more than one birth star: Pushya or Ashlesha. Which one is yours depends on the time.',
      ),
    ).toBeInTheDocument();
    expect(
      within(chart).getByText(
        'Your time of birth is not given, so your ascendant and Manglik status are not worked out.',
      ),
    ).toBeInTheDocument();
    expect(within(chart).getByText(/^Horoscope matching needs your time of birth/)).toBeInTheDocument();
  });

  it('with the sign uncertain too, both lists of candidates are shown', async () => {
    const { ascendant: _ascendant, ...rest } = KNOWN_TIME;
    const chart: OwnChart = {
      ...rest,
      rashi: 'karka',
      nakshatra: 'ashlesha',
      manglik: null,
      timeKnown: false,
      certainty: {
        rashiCertain: false,
        nakshatraCertain: false,
        padaCertain: false,
        rashisOfDay: ['karka', 'simha'],
        nakshatrasOfDay: ['ashlesha', 'magha'],
      },
      matchable: false,
    };
    await openMyDetails(
      myDetailsApi(withHoroscope({ optIn: true, chart }, { horoscopeOptIn: true, cityOfBirth: AMRITSAR })),
    );
    const region = await screen.findByRole('region', { name: 'Your horoscope' }, LOADED);
    expect(fact(region, 'Moon sign (rashi)')).toBeUndefined();
    expect(
      within(region).getByText(/moved from one sign to the next: Karka \(Cancer\) or Simha \(Leo\)\./),
    ).toBeInTheDocument();
    expect(within(region).getByText(/more than one birth star: Ashlesha or Magha\./)).toBeInTheDocument();
  });

  it('off: says so; on without a chart yet: says what is missing', async () => {
    await openMyDetails(
      myDetailsApi(withHoroscope({ optIn: false, chart: null }, { horoscopeOptIn: false, cityOfBirth: null })),
    );
    expect(
      within(await screen.findByRole('region', { name: 'Your horoscope' }, LOADED)).getByText(
        /^Horoscope matching is off\./,
      ),
    ).toBeInTheDocument();
    cleanup();
    await openMyDetails(
      myDetailsApi(withHoroscope({ optIn: true, chart: null }, { horoscopeOptIn: true, cityOfBirth: null })),
    );
    expect(
      within(await screen.findByRole('region', { name: 'Your horoscope' }, LOADED)).getByText(
        'Add your date and city of birth in your religious background to see your chart.',
      ),
    ).toBeInTheDocument();
  });

  it('the religious background turns matching on with a city from the list, and My Details is fetched again', async () => {
    const details = withHoroscope({ optIn: false, chart: null }, { horoscopeOptIn: false, cityOfBirth: null });
    const api = myDetailsApi(details, {
      'PUT profile/updateReligiousBackground': (call) =>
        reply(200, {
          success: true,
          message: 'Saved',
          section: 'religious_background',
          data: { ...details.religious_background, ...(call.body as object), cityOfBirth: AMRITSAR },
        }),
    });
    const app = await openMyDetails(api);
    await app.user.click(screen.getByRole('button', { name: 'Edit religious background' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit religious background' });
    expect(within(dialog).getByLabelText('Place of birth')).toHaveValue('Amritsar');
    const optIn = await within(dialog).findByRole('checkbox', { name: OPT_IN }, LOADED);
    expect(optIn).not.toBeChecked();
    await app.user.click(optIn);
    expect(within(dialog).queryByLabelText('Place of birth')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Country of birth' })).toHaveValue('IN'));
    await app.user.type(within(dialog).getByRole('combobox', { name: 'City of birth' }), 'amri');
    await app.user.click(await within(dialog).findByRole('option', { name: 'Amritsar, Punjab' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.to('PUT profile/updateReligiousBackground')).toHaveLength(1));
    expect(api.to('PUT profile/updateReligiousBackground')[0]?.body).toMatchObject({
      horoscopeOptIn: true,
      cityOfBirth: 'IN-amritsar',
      placeOfBirth: 'Amritsar',
      timeOfBirth: '06:45',
    });
    // The server works out the chart from the saved details: My Details is asked for again.
    await waitFor(() => expect(api.to('GET profile/mydetails')).toHaveLength(2));
  });

  it('turning matching off sends only the switch, and the city stays chosen for next time', async () => {
    const details = withHoroscope({ optIn: true, chart: KNOWN_TIME }, { horoscopeOptIn: true, cityOfBirth: AMRITSAR });
    const api = myDetailsApi(details, {
      'PUT profile/updateReligiousBackground': (call) =>
        reply(200, {
          success: true,
          message: 'Saved',
          section: 'religious_background',
          data: { ...details.religious_background, ...(call.body as object) },
        }),
    });
    const app = await openMyDetails(api);
    await app.user.click(screen.getByRole('button', { name: 'Edit religious background' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit religious background' });
    const optIn = await within(dialog).findByRole('checkbox', { name: OPT_IN }, LOADED);
    expect(optIn).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'City of birth' })).toHaveValue('Amritsar, Punjab');
    await app.user.click(optIn);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to('PUT profile/updateReligiousBackground')).toHaveLength(1));
    const body = api.to('PUT profile/updateReligiousBackground')[0]?.body;
    expect(body).toMatchObject({ horoscopeOptIn: false, placeOfBirth: 'Amritsar' });
    expect(body).not.toHaveProperty('cityOfBirth');
  });
});
