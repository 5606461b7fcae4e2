import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  UpdateContactInputSchema,
  UpdateFamilyDetailsInputSchema,
  UpdateLocationDetailsInputSchema,
  UpdatePersonalBackgroundInputSchema,
  UpdatePersonalDetailsInputSchema,
  type MyDetails,
} from '@app/shared/profile';
import {
  buildUser,
  findToast,
  mockApi,
  renderApp,
  reply,
  type ApiCall,
  type MockReply,
} from '../../../testing/render-app';
import { createStore, whenRehydrated } from '../../../lib/store';
import { sessionActions } from '../../../lib/session/session-slice';
import { updateSectionEndpoint } from '../api/update-sections';
import { buildMyDetails, buildPreferences, COUNTRIES, MEMBER_ID, STATES } from './testing/fixtures';

/** The first render loads the page's code on demand: slow on a busy machine, so its first wait is generous. */
const LOADED = { timeout: 10_000 };
/** Tests that click through a dialog do many steps; each step is quick, the sum is not on a shared machine. */
const SLOW = { timeout: 30_000 };

type Handler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/** The calls My Details makes when it opens, answered with a realistic member; `extra` adds or replaces. */
function myDetailsApi(details: MyDetails = buildMyDetails(), extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET profile/mydetails': reply(200, { success: true, data: [details] }),
    'GET profile/getProfilePercentage': reply(200, { success: true, percentage: 100, missing: [] }),
    'GET preferences/': reply(200, { success: true, preferences: buildPreferences() }),
    'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRIES }),
    'GET photos/getMyPhotos': reply(200, { success: true, photoVisibility: details.photoVisibility, data: [] }),
    ...extra,
  });
}

async function open(api = myDetailsApi()) {
  const app = await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) });
  await screen.findByRole('region', { name: 'Family' }, LOADED);
  return { ...app, api };
}

const region = (name: string) => screen.getByRole('region', { name });
/** A fact's value in a description list: the <dd> after the <dt> with this label. */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('My Details: what it shows', SLOW, () => {
  it('shows every section of myDetails, formatted, and keeps myDetails in the session', async () => {
    const details = buildMyDetails();
    const app = await open(myDetailsApi(details));

    const basic = region('About me');
    expect(fact(basic, 'Name')).toBe('Priya Sharma');
    expect(fact(basic, 'Display name')).toBe('Priya S');
    expect(fact(basic, 'Gender')).toBe('Woman');
    expect(fact(basic, 'Age')).toBe('29 years');
    expect(fact(basic, 'Religion')).toBe('Hindu');
    expect(fact(basic, 'Marital status')).toBe('Never Married');
    expect(fact(basic, 'Children')).toBe('0');
    expect(fact(basic, 'Profile created by')).toBe('The member');
    expect(within(basic).getByText(/Family-minded software engineer/)).toBeInTheDocument();

    expect(within(region('Phone number')).getByText('+61 412 345 678')).toBeInTheDocument();

    const family = region('Family');
    expect(fact(family, 'Father’s occupation')).toBe('Business owner');
    expect(fact(family, 'Mother’s occupation')).toBe('Homemaker');
    expect(fact(family, 'Brothers and sisters')).toBe('2');
    expect(fact(family, 'Lives with family')).toBe('No');

    const personal = region('Personal background');
    expect(fact(personal, 'Height')).toBe('5 ft 5 in (165 cm)');
    expect(fact(personal, 'Weight')).toBe('58 kg');
    expect(fact(personal, 'Smoking')).toBe('Never smokes');
    expect(fact(personal, 'Complexion')).toBe('Not added yet');

    const religious = region('Religious background');
    expect(fact(religious, 'Caste')).toBe('Khatri');
    expect(fact(religious, 'Date of birth')).toBe('12 April 1996');
    expect(fact(religious, 'Time of birth')).toBe('06:45');

    const location = region('Where I live');
    expect(fact(location, 'Country')).toBe('Australia');
    expect(fact(location, 'State or region')).toBe('Victoria');
    expect(fact(location, 'City')).toBe('Melbourne');
    expect(fact(location, 'Australian residency or visa')).toBe('Australian citizen');
    expect(within(location).getByText('Hidden from other members')).toBeInTheDocument();

    const education = region('Education and career');
    expect(fact(education, 'Working status')).toBe('Working');
    expect(fact(education, 'Annual income')).toBe('AU$100,000 – AU$150,000');

    const interests = within(region('Interests'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(interests).toEqual(['Music', 'Cooking', 'Theatre']);

    // The photo manager (the photos feature's own) in its place, with the member's photos.
    expect(await screen.findByRole('heading', { level: 2, name: /Your photos/ }, LOADED)).toBeInTheDocument();
    expect(await screen.findByText('No photos yet. Add one below.', {}, LOADED)).toBeInTheDocument();
    expect(app.api.to('GET photos/getMyPhotos')).toHaveLength(1);
    expect(region('Partner preferences')).toBeInTheDocument();
    // Photos shared with all members: no request list.
    expect(screen.queryByRole('region', { name: 'Requests to see your photos' })).not.toBeInTheDocument();
    expect(app.store.getState().user.myDetails).toEqual(details);
  });

  it('says so when the details cannot be loaded, and loads them on Try again', async () => {
    let calls = 0;
    const api = myDetailsApi(buildMyDetails(), {
      'GET profile/mydetails': () => {
        calls += 1;
        return calls === 1
          ? reply(500, { success: false, code: 'INTERNAL', message: 'x' })
          : reply(200, { success: true, data: [buildMyDetails()] });
      },
    });
    const app = await renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) });
    const alert = await screen.findByText(
      'We couldn’t load your details. Check your connection and try again.',
      {},
      LOADED,
    );
    await app.user.click(within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Family' })).toBeInTheDocument();
    expect(api.to('GET profile/mydetails')).toHaveLength(2);
  });
});

describe('My Details: editing a section', SLOW, () => {
  it('sends exactly the shared schema’s output, then replaces only that section in the session', async () => {
    const details = buildMyDetails();
    const stored = {
      fatherOccupation: 'Retired',
      motherOccupation: 'Homemaker',
      numberOfSiblings: 3,
      livingWithFamily: 'Yes',
    };
    const app = await open(
      myDetailsApi(details, {
        'PUT profile/updateFamilyDetails': reply(200, {
          success: true,
          message: 'Family details updated',
          section: 'family_details',
          data: stored,
        }),
      }),
    );

    await app.user.click(within(region('Family')).getByRole('button', { name: 'Edit family details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit family details' });
    expect(within(dialog).getByLabelText('Father’s occupation')).toHaveValue('Business owner');
    await app.user.selectOptions(within(dialog).getByLabelText('Father’s occupation'), 'Retired');
    await app.user.selectOptions(within(dialog).getByLabelText('Brothers and sisters'), '3');
    await app.user.selectOptions(within(dialog).getByLabelText('Lives with family'), 'Yes');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect((await findToast('Changes to your family details are saved.')).type).toBe('success');
    expect(app.api.to('PUT profile/updateFamilyDetails')[0]?.body).toEqual(
      UpdateFamilyDetailsInputSchema.parse({
        fatherOccupation: 'Retired',
        motherOccupation: 'Homemaker',
        numberOfSiblings: '3',
        livingWithFamily: 'Yes',
      }),
    );
    expect(app.api.to('PUT profile/updateFamilyDetails')[0]?.body).toEqual({
      fatherOccupation: 'Retired',
      motherOccupation: 'Homemaker',
      numberOfSiblings: 3,
      livingWithFamily: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { myDetails } = app.store.getState().user;
    expect(myDetails?.family_details).toEqual(stored);
    expect({ ...myDetails, family_details: details.family_details }).toEqual(details);
    expect(fact(region('Family'), 'Father’s occupation')).toBe('Retired');
    // The completion percentage is fetched again after a save; myDetails is not.
    await waitFor(() => expect(app.api.to('GET profile/getProfilePercentage')).toHaveLength(2));
    expect(app.api.to('GET profile/mydetails')).toHaveLength(1);
  });

  it('personal background: height from the list in centimetres, weight in kilograms, cleared fields as null', async () => {
    const details = buildMyDetails();
    const app = await open(
      myDetailsApi(details, {
        'PUT profile/updatePersonalBackground': (call) =>
          reply(200, { success: true, message: 'Saved', section: 'personal_background', data: call.body }),
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Edit personal background' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit personal background' });
    expect(within(dialog).getByLabelText('Height')).toHaveValue('165');
    await app.user.selectOptions(within(dialog).getByLabelText('Height'), '5 ft 7 in (170 cm)');
    await app.user.clear(within(dialog).getByLabelText('Weight (kg)'));
    await app.user.selectOptions(within(dialog).getByLabelText('Drinking'), 'Never drinks');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await findToast('Changes to your personal background are saved.');
    const expected = UpdatePersonalBackgroundInputSchema.parse({
      height: '170',
      weight: null,
      language: 'Hindi',
      bodyType: 'Athletic',
      smokingHabbit: 'Never smokes',
      drinkingHabbit: 'Never drinks',
      diet: 'Vegetarian',
      complexion: '',
    });
    expect(app.api.to('PUT profile/updatePersonalBackground')[0]?.body).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(app.api.to('PUT profile/updatePersonalBackground')[0]?.body).toMatchObject({
      height: 170,
      weight: null,
      complexion: null,
    });
  });

  it('location: the states follow the country chosen, and both are sent together', async () => {
    const details = buildMyDetails();
    const app = await open(
      myDetailsApi(details, {
        'GET dropdown/getStateDropdown': (call) =>
          reply(200, { success: true, data: STATES[call.search.get('country') ?? ''] ?? [] }),
        'PUT profile/updateLocationDetails': reply(200, {
          success: true,
          message: 'Saved',
          section: 'location_background',
          data: { ...details.location_background, country: 'New Zealand', countryCode: 'NZ', state: 'Auckland' },
        }),
      }),
    );

    await app.user.click(screen.getByRole('button', { name: 'Edit location details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit location details' });
    const country = within(dialog).getByLabelText('Country');
    await waitFor(() => expect(country).toHaveValue('AU'));
    expect(await within(dialog).findByRole('option', { name: 'New South Wales' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('State or region')).toHaveValue('Victoria');

    await app.user.selectOptions(country, 'NZ');
    expect(await within(dialog).findByRole('option', { name: 'Auckland' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('State or region')).toHaveValue('');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // A new country needs its state: the shared schema says so before anything is sent.
    expect(await within(dialog).findByText('Please choose your state or region.')).toHaveAttribute('role', 'alert');
    // The first invalid field takes the focus in an effect, just after the error is drawn.
    await waitFor(() => expect(within(dialog).getByLabelText('State or region')).toHaveFocus());

    await app.user.selectOptions(within(dialog).getByLabelText('State or region'), 'Auckland');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findToast('Changes to your location details are saved.');
    expect(app.api.to('GET dropdown/getStateDropdown').map((call) => call.search.get('country'))).toEqual(['AU', 'NZ']);
    const sent = app.api.to('PUT profile/updateLocationDetails')[0]?.body;
    expect(sent).toEqual(
      JSON.parse(
        JSON.stringify(
          UpdateLocationDetailsInputSchema.parse({
            country: 'NZ',
            state: 'Auckland',
            cityOfResidence: 'Melbourne',
            currentLocation: 'Carlton',
            nationality: 'IN',
            citizenShip: 'AU',
            austrailanVisaStatus: 'Australian citizen',
          }),
        ),
      ),
    );
    expect(app.store.getState().user.myDetails?.location_background).toMatchObject({
      countryCode: 'NZ',
      state: 'Auckland',
    });
  });

  it('shows the server’s field errors in the dialog and loses nothing typed', async () => {
    const details = buildMyDetails();
    const app = await open(
      myDetailsApi(details, {
        'PUT profile/updatePersonalDetails': reply(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Please check your details.',
          errors: [{ path: 'displayName', message: 'That display name is taken by the site’s own staff.' }],
        }),
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Edit basic details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit basic details' });
    const displayName = within(dialog).getByLabelText('Display name');
    await app.user.clear(displayName);
    await app.user.type(displayName, 'Admin');
    const about = within(dialog).getByLabelText('About you');
    await app.user.type(about, ' Also a keen cook.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('That display name is taken by the site’s own staff.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(dialog).getByText('Please check the fields marked below.')).toBeInTheDocument();
    // The first invalid field takes the focus in an effect, just after the error is drawn.
    await waitFor(() => expect(displayName).toHaveFocus());
    expect(displayName).toHaveValue('Admin');
    expect(about).toHaveValue(`${details.basic_and_lifestyle.about} Also a keen cook.`);
    expect(app.api.to('PUT profile/updatePersonalDetails')[0]?.body).toEqual(
      UpdatePersonalDetailsInputSchema.parse({
        firstName: 'Priya',
        lastName: 'Sharma',
        displayName: 'Admin',
        maritalStatus: 'Never Married',
        numberOfChildren: '0',
        aboutYourSelf: `${details.basic_and_lifestyle.about} Also a keen cook.`,
      }),
    );
    expect(app.store.getState().user.myDetails).toEqual(details);
  });

  it('checks with the shared schema before sending, and keeps the dialog open when the network fails', async () => {
    const app = await open(
      myDetailsApi(buildMyDetails(), {
        'PUT profile/updatePersonalDetails': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Edit basic details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit basic details' });
    await app.user.clear(within(dialog).getByLabelText('First name'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please enter your first name.')).toHaveAttribute('role', 'alert');
    // The first invalid field takes the focus in an effect, just after the error is drawn.
    await waitFor(() => expect(within(dialog).getByLabelText('First name')).toHaveFocus());
    expect(app.api.to('PUT profile/updatePersonalDetails')).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText('First name'), 'Priyanka');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'We couldn’t save your changes. Check your connection and try again: everything you typed is still here.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Priyanka');
  });

  it('edits the phone number in international form', async () => {
    const app = await open(
      myDetailsApi(buildMyDetails(), {
        [`PUT profile/contact/${MEMBER_ID}`]: (call) =>
          reply(200, {
            success: true,
            message: 'Saved',
            contactNumber: (call.body as { contactNumber: string }).contactNumber,
          }),
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Edit phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your phone number' });
    const number = within(dialog).getByLabelText('Phone number', { selector: 'input' });
    expect(number).toHaveValue('412345678');
    await app.user.clear(number);
    await app.user.type(number, '0498 765 432');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findToast('Your phone number is saved.');
    expect(app.api.to(`PUT profile/contact/${MEMBER_ID}`)[0]?.body).toEqual(
      UpdateContactInputSchema.parse({ contactNumber: '+610498 765 432' }),
    );
    expect(app.store.getState().user.myDetails?.contactNumber).toBe('+61498765432');
    expect(within(region('Phone number')).getByText('+61 498 765 432')).toBeInTheDocument();
  });

  it('corrects the date of birth from the religious background: sent to its own endpoint, and the age follows', async () => {
    const details = buildMyDetails();
    let current = details;
    const app = await open(
      myDetailsApi(details, {
        'GET profile/mydetails': () => reply(200, { success: true, data: [current] }),
        'PUT profile/updateDateOfBirth': (call) => {
          const { dateOfBirth } = call.body as { dateOfBirth: string };
          current = {
            ...details,
            basic_and_lifestyle: { ...details.basic_and_lifestyle, age: 31 },
            religious_background: { ...details.religious_background, dateOfBirth },
          };
          return reply(200, {
            success: true,
            message: 'Your date of birth is corrected.',
            section: 'religious_background',
            data: current.religious_background,
          });
        },
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Edit religious background' }));
    const religious = await screen.findByRole('dialog', { name: 'Edit religious background' });
    await app.user.click(within(religious).getByRole('button', { name: 'Correct date of birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct your date of birth' });
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveValue('1996');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1994');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findToast('Your date of birth is corrected.');
    expect(app.api.to('PUT profile/updateDateOfBirth')[0]?.body).toEqual({ dateOfBirth: '1994-04-12' });
    expect((app.store.getState().user.myDetails as MyDetails | null)?.religious_background.dateOfBirth).toBe(
      '1994-04-12',
    );
    await waitFor(() => expect(fact(region('About me'), 'Age')).toBe('31 years'));
    expect(fact(region('Religious background'), 'Date of birth')).toBe('12 April 1994');
  });

  it('edits interests with the shared rules (“None” stands alone)', async () => {
    const app = await open(
      myDetailsApi(buildMyDetails(), {
        'PUT profile/updateInterstAndHobbies': (call) =>
          reply(200, {
            success: true,
            message: 'Saved',
            section: 'interest_and_hobbies',
            data: (call.body as { hobbies: string[] }).hobbies,
          }),
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Edit interests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit interests' });
    expect(within(dialog).getByRole('checkbox', { name: 'Music' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'None' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('“None” cannot be combined with other interests.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'None' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Films' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findToast('Changes to your interests are saved.');
    expect(app.api.to('PUT profile/updateInterstAndHobbies')[0]?.body).toEqual({
      hobbies: ['Music', 'Cooking', 'Theater', 'Cinema'],
    });
    expect(app.store.getState().user.myDetails?.interest_and_hobbies).toEqual([
      'Music',
      'Cooking',
      'Theater',
      'Cinema',
    ]);
  });
});

describe('Section updates and the session', () => {
  it('replace their part of myDetails only when myDetails is loaded', async () => {
    const data = { fatherOccupation: 'Retired', motherOccupation: null, numberOfSiblings: 1, livingWithFamily: 'Yes' };
    mockApi({
      'PUT profile/updateFamilyDetails': reply(200, { success: true, message: 'ok', section: 'family_details', data }),
    });
    const { store, persistor } = createStore({
      cookies: { accessToken: 'access.jwt', refreshToken: null, activationToken: null, token: null },
    });
    await whenRehydrated(persistor);
    const body = { fatherOccupation: 'Retired' as const };

    await store.dispatch(updateSectionEndpoint.initiate({ section: 'family_details', body }));
    expect(store.getState().user.myDetails).toBeNull();

    const details = buildMyDetails();
    store.dispatch(sessionActions.setMyDetails(details));
    await store.dispatch(updateSectionEndpoint.initiate({ section: 'family_details', body }));
    expect(store.getState().user.myDetails).toEqual({ ...details, family_details: data });
  });
});

describe('My Details: visibility switches', SLOW, () => {
  it('moves at once, calls toggle/toggle, and says so', async () => {
    const app = await open(
      myDetailsApi(buildMyDetails(), {
        'POST toggle/toggle': (call) =>
          reply(200, { success: true, message: 'Updated', data: call.body as Record<string, unknown> }),
      }),
    );
    const family = within(region('Family')).getByRole('switch', { name: 'Show to other members' });
    expect(family).toHaveAttribute('aria-checked', 'true');
    await app.user.click(family);
    expect(family).toHaveAttribute('aria-checked', 'false');
    expect((await findToast('Other members can no longer see your family details.')).type).toBe('success');
    expect(app.api.to('POST toggle/toggle')[0]?.body).toEqual({ section: 'family_details', status: false });
    expect(app.store.getState().user.myDetails?.toggleStatus).toMatchObject({ family_details: false });
    expect(within(region('Family')).getByText('Hidden from other members')).toBeInTheDocument();

    const location = within(region('Where I live')).getByRole('switch', { name: 'Show to other members' });
    await app.user.click(location);
    expect((await findToast('Other members can now see your location details.')).type).toBe('success');
    expect(app.api.to('POST toggle/toggle')[1]?.body).toEqual({ section: 'location_details', status: true });
  });

  it('goes back when the server refuses, with an error', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const app = await open(
      myDetailsApi(buildMyDetails(), {
        'POST toggle/toggle': () =>
          new Promise<MockReply>((resolve) => {
            answer = resolve;
          }),
      }),
    );
    const religious = within(region('Religious background')).getByRole('switch', { name: 'Show to other members' });
    await app.user.click(religious);
    // Optimistic: hidden before the server has answered.
    expect(religious).toHaveAttribute('aria-checked', 'false');
    expect(app.store.getState().user.myDetails?.toggleStatus).toMatchObject({ religious_details: false });
    answer(reply(500, { success: false, code: 'INTERNAL', message: 'x' }));
    expect((await findToast('We couldn’t change who sees your religious background. Please try again.')).type).toBe(
      'error',
    );
    expect(religious).toHaveAttribute('aria-checked', 'true');
    expect(app.store.getState().user.myDetails?.toggleStatus).toMatchObject({ religious_details: true });
  });
});

describe('My Details: completion', SLOW, () => {
  it('shows the percentage on a meter, and each missing field opens the dialog where it is filled in', async () => {
    const app = await open(
      myDetailsApi(buildMyDetails(), {
        'GET profile/getProfilePercentage': reply(200, {
          success: true,
          percentage: 72,
          missing: [
            { section: 'religious_background', field: 'subCommunity', label: 'Sub-community' },
            { section: 'personal_background', field: 'complexion', label: 'Complexion' },
            { section: 'basic_and_lifestyle', field: 'gender', label: 'Gender' },
            // The server's words are English: the card names each field as the catalogue (and its editor) does.
            { section: 'family_details', field: 'numberOfSiblings', label: 'Number of siblings' },
          ],
        }),
      }),
    );
    const card = region('Complete your profile');
    const meter = await within(card).findByRole('meter', { name: 'Profile completeness' });
    expect(meter).toHaveAttribute('aria-valuenow', '72');
    expect(meter).toHaveAttribute('aria-valuetext', '72% complete');
    expect(within(card).getByText('Your profile is 72% complete.')).toBeInTheDocument();
    // Answered in the sign-up questions: named, not a button.
    expect(within(card).getByText('Gender (from your sign-up answers)')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Gender/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Brothers and sisters' })).toBeInTheDocument();
    expect(within(card).queryByText('Number of siblings')).not.toBeInTheDocument();

    await app.user.click(within(card).getByRole('button', { name: 'Sub-community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit religious background' });
    await waitFor(() => expect(within(dialog).getByLabelText('Sub-community')).toHaveFocus());
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await app.user.click(within(card).getByRole('button', { name: 'Complexion' }));
    const personal = await screen.findByRole('dialog', { name: 'Edit personal background' });
    await waitFor(() => expect(within(personal).getByLabelText('Complexion')).toHaveFocus());
  });
});

describe('My Details: photo requests', SLOW, () => {
  it('lists requests when photos are shared on request; Allow, Decline and Stop sharing answer them', async () => {
    const pending = {
      userId: '11111111-1111-4111-8111-111111111111',
      firstName: 'Arjun',
      displayName: null,
      status: 'pending',
      requestedAt: '2026-11-20T10:00:00.000Z',
      respondedAt: null,
      photo: null,
    };
    const granted = {
      ...pending,
      userId: '22222222-2222-4222-8222-222222222222',
      firstName: 'Kabir',
      status: 'granted',
    };
    const third = {
      ...pending,
      userId: '33333333-3333-4333-8333-333333333333',
      firstName: 'Dev',
      displayName: 'Dev K',
    };
    let list = [pending, granted, third];
    const app = await open(
      myDetailsApi(buildMyDetails({ photoVisibility: 'on_request' }), {
        'GET photos/accessRequests': () => reply(200, { success: true, data: list }),
        'POST photos/respondToRequest': (call) => {
          const { userId, grant } = call.body as { userId: string; grant: boolean };
          list = list.flatMap((item) =>
            item.userId !== userId ? [item] : grant ? [{ ...item, status: 'granted' }] : [],
          );
          return reply(200, { success: true, message: 'ok', status: grant ? 'granted' : 'declined' });
        },
      }),
    );
    const requests = await screen.findByRole('region', { name: 'Requests to see your photos' });
    await within(requests).findByRole('link', { name: 'Arjun' });
    expect(within(requests).getByRole('link', { name: 'Arjun' })).toHaveAttribute(
      'href',
      `/profile/Arjun/${pending.userId}`,
    );

    await app.user.click(within(requests).getByRole('button', { name: 'Allow Arjun to see your photos' }));
    expect((await findToast('Arjun can now see your photos.')).type).toBe('success');
    expect(app.api.to('POST photos/respondToRequest')[0]?.body).toEqual({ userId: pending.userId, grant: true });
    await within(requests).findByRole('button', { name: 'Stop sharing your photos with Arjun' });

    await app.user.click(within(requests).getByRole('button', { name: 'Stop sharing your photos with Kabir' }));
    expect((await findToast('Kabir can no longer see your photos.')).type).toBe('success');
    expect(app.api.to('POST photos/respondToRequest')[1]?.body).toEqual({ userId: granted.userId, grant: false });
    await waitFor(() => expect(within(requests).queryByText('Kabir')).not.toBeInTheDocument());

    await app.user.click(within(requests).getByRole('button', { name: 'Decline Dev K’s request' }));
    expect((await findToast('You declined Dev K’s request.')).type).toBe('success');
    expect(app.api.to('POST photos/respondToRequest')[2]?.body).toEqual({ userId: third.userId, grant: false });
    await waitFor(() => expect(within(requests).queryByText('Dev K')).not.toBeInTheDocument());
  });
});

describe('My Details: the about text in a second language (issue 30 point 3)', SLOW, () => {
  const HINDI = 'मैं मेलबर्न में सॉफ़्टवेयर इंजीनियर हूँ, संगीत और परिवार के साथ समय बिताना पसंद है।';
  const withHindi = (details = buildMyDetails()): MyDetails => ({
    ...details,
    basic_and_lifestyle: { ...details.basic_and_lifestyle, aboutSecond: HINDI, aboutSecondLanguage: 'hi' },
  });
  /** The section as the server answers it: what was sent, over what was there. */
  const echo = (details: MyDetails) => (call: ApiCall) => {
    const body = call.body as Record<string, unknown>;
    return reply(200, {
      success: true,
      message: 'Saved',
      section: 'basic_and_lifestyle',
      data: {
        ...details.basic_and_lifestyle,
        ...(body.aboutSecond !== undefined
          ? { aboutSecond: body.aboutSecond, aboutSecondLanguage: body.aboutSecondLanguage }
          : {}),
      },
    });
  };
  async function editBasic(app: Awaited<ReturnType<typeof open>>) {
    await app.user.click(screen.getByRole('button', { name: 'Edit basic details' }));
    return screen.findByRole('dialog', { name: 'Edit basic details' });
  }

  it('adds one: the language in its own script, then the text, marked as written in it', async () => {
    const details = buildMyDetails();
    const app = await open(myDetailsApi(details, { 'PUT profile/updatePersonalDetails': echo(details) }));
    expect(within(region('About me')).queryByText(/Also in/)).not.toBeInTheDocument();
    const dialog = await editBasic(app);
    const language = within(dialog).getByLabelText('About you in another language');
    expect(language).toHaveValue('');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No other language', 'English', 'हिन्दी', 'ਪੰਜਾਬੀ']);
    // No text field until a language is chosen.
    expect(within(dialog).queryByLabelText(/^About you in हिन्दी/)).not.toBeInTheDocument();
    await app.user.selectOptions(language, 'hi');
    const text = within(dialog).getByLabelText(/^About you in हिन्दी/);
    expect(text).toHaveAttribute('lang', 'hi-IN');
    await app.user.type(text, HINDI);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await findToast('Changes to your basic details are saved.');
    expect(app.api.to('PUT profile/updatePersonalDetails')[0]?.body).toMatchObject({
      aboutYourSelf: details.basic_and_lifestyle.about,
      aboutSecond: HINDI,
      aboutSecondLanguage: 'hi',
    });
    const card = region('About me');
    expect(within(card).getByRole('heading', { name: 'Also in हिन्दी' })).toBeInTheDocument();
    expect(within(card).getByText(HINDI)).toHaveAttribute('lang', 'hi-IN');
  });

  it('sends neither key when the member has none and chooses none', async () => {
    const details = buildMyDetails();
    const app = await open(myDetailsApi(details, { 'PUT profile/updatePersonalDetails': echo(details) }));
    const dialog = await editBasic(app);
    await app.user.type(within(dialog).getByLabelText('About you'), ' Also a keen cook.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findToast('Changes to your basic details are saved.');
    const sent = app.api.to('PUT profile/updatePersonalDetails')[0]?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('aboutSecond');
    expect(sent).not.toHaveProperty('aboutSecondLanguage');
  });

  it('edits and removes one: "No other language" removes the text with its language', async () => {
    const details = withHindi();
    const app = await open(myDetailsApi(details, { 'PUT profile/updatePersonalDetails': echo(details) }));
    expect(within(region('About me')).getByText(HINDI)).toHaveAttribute('lang', 'hi-IN');
    const dialog = await editBasic(app);
    expect(within(dialog).getByLabelText('About you in another language')).toHaveValue('hi');
    expect(within(dialog).getByLabelText(/^About you in हिन्दी/)).toHaveValue(HINDI);
    await app.user.selectOptions(within(dialog).getByLabelText('About you in another language'), '');
    expect(within(dialog).queryByLabelText(/^About you in हिन्दी/)).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await findToast('Changes to your basic details are saved.');
    expect(app.api.to('PUT profile/updatePersonalDetails')[0]?.body).toMatchObject({
      aboutSecond: null,
      aboutSecondLanguage: null,
    });
    await waitFor(() => expect(within(region('About me')).queryByText(HINDI)).not.toBeInTheDocument());
    expect(app.store.getState().user.myDetails?.basic_and_lifestyle).toMatchObject({
      aboutSecond: null,
      aboutSecondLanguage: null,
    });
  });

  it('checks the text with the shared rules before sending: written, long enough, not the about text again', async () => {
    const details = buildMyDetails();
    const app = await open(myDetailsApi(details, { 'PUT profile/updatePersonalDetails': echo(details) }));
    const dialog = await editBasic(app);
    await app.user.selectOptions(within(dialog).getByLabelText('About you in another language'), 'pa');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'Please write your text in the language you chose, or choose no second language.',
      ),
    ).toHaveAttribute('role', 'alert');

    const text = within(dialog).getByLabelText(/^About you in ਪੰਜਾਬੀ/);
    expect(text).toHaveAttribute('lang', 'pa-IN');
    await app.user.type(text, 'ਬਹੁਤ ਛੋਟਾ');
    expect(await within(dialog).findByText(/at least 30 characters/)).toHaveAttribute('role', 'alert');

    await app.user.clear(text);
    await app.user.type(text, details.basic_and_lifestyle.about ?? '');
    expect(
      await within(dialog).findByText(
        'This is your about text again. Please write it in the other language, in your own words.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(app.api.to('PUT profile/updatePersonalDetails')).toHaveLength(0);
  });

  it('puts the server’s refusal of the text on its field', async () => {
    const details = buildMyDetails();
    const app = await open(
      myDetailsApi(details, {
        'PUT profile/updatePersonalDetails': reply(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Please write your about text first: the second text goes beside it.',
          errors: [
            { path: 'aboutSecond', message: 'Please write your about text first: the second text goes beside it.' },
          ],
        }),
      }),
    );
    const dialog = await editBasic(app);
    await app.user.selectOptions(within(dialog).getByLabelText('About you in another language'), 'hi');
    await app.user.type(within(dialog).getByLabelText(/^About you in हिन्दी/), HINDI);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const error = await within(dialog).findByText(
      'Please write your about text first: the second text goes beside it.',
    );
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText(/^About you in हिन्दी/)).toHaveValue(HINDI);
  });
});
