import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerPreferencesSchema, type PartnerPreferences } from '@app/shared/profile';
import { buildUser, findToast, mockApi, renderApp, reply } from '../../../testing/render-app';
import { buildMyDetails, buildPreferences, COUNTRIES, MEMBER_ID } from '../my-details/testing/fixtures';

function open(preferences: PartnerPreferences = buildPreferences()) {
  let stored = preferences;
  const api = mockApi({
    'GET profile/mydetails': reply(200, { success: true, data: [buildMyDetails()] }),
    'GET profile/getProfilePercentage': reply(200, { success: true, percentage: 100, missing: [] }),
    'GET photos/getMyPhotos': reply(200, { success: true, photoVisibility: 'members', data: [] }),
    'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRIES }),
    'GET preferences/': () => reply(200, { success: true, preferences: stored }),
    'PATCH preferences/': (call) => {
      stored = PartnerPreferencesSchema.parse({ ...stored, ...(call.body as object) });
      return reply(200, { success: true, message: 'Saved', preferences: stored });
    },
  });
  return renderApp({ path: '/user-dashboard', signedInAs: buildUser({ userId: MEMBER_ID }) }).then((app) => ({
    ...app,
    api,
  }));
}

/** The first render loads the page's code on demand: slow on a busy machine, so its first wait is generous. */
const LOADED = { timeout: 10_000 };
/** The editor is long and the tests click through it; the sum of the steps needs room on a shared machine. */
const SLOW = { timeout: 30_000 };

/** The <dd> of a preference in the card, by its label. */
const row = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** The block of the editor that holds one preference (its checkbox group or fieldset, and its must-have box). */
const block = (dialog: HTMLElement, legend: string) =>
  within(dialog).getByRole('group', { name: legend }).parentElement as HTMLElement;
const mustHaveBox = (scope: HTMLElement) =>
  within(scope).getByRole('checkbox', { name: 'Must-have: only suggest members who match' });

async function openEditor(app: Awaited<ReturnType<typeof open>>) {
  const card = await screen.findByRole('region', { name: 'Partner preferences' }, LOADED);
  await app.user.click(await within(card).findByRole('button', { name: 'Edit partner preferences' }, LOADED));
  return screen.findByRole('dialog', { name: 'Edit partner preferences' });
}

describe('Partner preferences card', SLOW, () => {
  it('says every preference in plain words and marks the must-haves', async () => {
    await open();
    const card = await screen.findByRole('region', { name: 'Partner preferences' }, LOADED);
    await within(card).findByText('Looking for', { selector: 'dt' }, LOADED);
    expect(row(card, 'Looking for')).toHaveTextContent('MenAlways a must-have');
    expect(row(card, 'Age')).toHaveTextContent('28 to 35 yearsAlways a must-have');
    expect(row(card, 'Height')).toHaveTextContent(/^5 ft 7 in \(170 cm\) or taller$/);
    expect(row(card, 'Religion')).toHaveTextContent('Hindu, SikhMust-have');
    expect(row(card, 'Community')).toHaveTextContent(/^No preference$/);
    await waitFor(() => expect(row(card, 'Lives in')).toHaveTextContent(/^Australia, New Zealand$/));
    expect(row(card, 'Education, at least')).toHaveTextContent(/^Bachelor's degree$/);
    expect(row(card, 'Lives in Australia')).toHaveTextContent('Yes, in AustraliaMust-have');
    expect(row(card, 'Horoscope match')).toHaveTextContent('It doesn’t matter to me');
    expect(row(card, 'My hopes for marriage')).toHaveTextContent('Getting to know each other well first');
    expect(row(card, 'Shared interests')).toHaveTextContent('Music, Films');
  });
});

describe('Partner preferences editor', SLOW, () => {
  it('sends every preference as the shared schema reads it (PATCH preferences/), and the card follows', async () => {
    const app = await open();
    const dialog = await openEditor(app);
    expect(within(dialog).getByText(/they are always must-haves/)).toBeInTheDocument();
    expect(within(block(dialog, 'Looking for')).getByText('Always a must-have')).toBeInTheDocument();
    expect(within(block(dialog, 'Age')).getByText('Always a must-have')).toBeInTheDocument();

    await app.user.selectOptions(within(dialog).getByLabelText('Oldest'), '40');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Women' }));
    await app.user.click(within(block(dialog, 'Religion')).getByRole('checkbox', { name: 'Sikh' }));
    await app.user.type(within(dialog).getByLabelText('Find a country'), 'ind');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'India' }));
    await app.user.selectOptions(within(dialog).getByLabelText('Shortest'), '');
    await app.user.click(
      within(within(dialog).getByRole('group', { name: 'Horoscope match' })).getByRole('radio', {
        name: 'It matters to me',
      }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect((await findToast('Your partner preferences are saved.')).type).toBe('success');
    const sent = app.api.to('PATCH preferences/')[0]?.body;
    const expected = PartnerPreferencesSchema.parse({
      ...buildPreferences(),
      genderSought: ['Man', 'Woman'],
      ageMax: 40,
      heightMinCm: null,
      religions: ['Hindu'],
      countries: ['AU', 'NZ', 'IN'],
      livingInAustralia: 'Yes',
      horoscopeImportance: "It's a must",
    });
    expect(sent).toEqual(expected);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('region', { name: 'Partner preferences' });
    expect(row(card, 'Age')).toHaveTextContent('28 to 40 years');
    expect(row(card, 'Height')).toHaveTextContent(/^No preference$/);
    expect(row(card, 'Looking for')).toHaveTextContent('Men, Women');
  });

  it('a must-have needs a choice: unavailable on an empty list, dropped when the list is emptied', async () => {
    const app = await open();
    const dialog = await openEditor(app);

    const drinking = block(dialog, 'Drinking');
    expect(mustHaveBox(drinking)).toBeDisabled();
    expect(within(drinking).getByText('Choose at least one option to make this a must-have.')).toBeInTheDocument();
    await app.user.click(within(drinking).getByRole('checkbox', { name: 'Never drinks' }));
    expect(mustHaveBox(drinking)).toBeEnabled();
    await app.user.click(mustHaveBox(drinking));
    expect(mustHaveBox(drinking)).toBeChecked();

    const religion = block(dialog, 'Religion');
    expect(mustHaveBox(religion)).toBeChecked();
    await app.user.click(mustHaveBox(religion));
    expect(mustHaveBox(religion)).not.toBeChecked();

    // Emptying a list takes its must-have with it.
    const diet = block(dialog, 'Diet');
    await app.user.click(mustHaveBox(diet));
    await app.user.click(within(diet).getByRole('checkbox', { name: 'Vegetarian' }));
    expect(mustHaveBox(diet)).toBeDisabled();

    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await findToast('Your partner preferences are saved.');
    const sent = app.api.to('PATCH preferences/')[0]?.body as PartnerPreferences;
    expect(sent.mustHave).toEqual(['livingInAustralia', 'drinking']);
    expect(sent).toMatchObject({ drinking: ['Never drinks'], diets: [] });
  });

  it('checks the ranges before sending and keeps every choice', async () => {
    const app = await open();
    const dialog = await openEditor(app);
    await app.user.selectOptions(within(dialog).getByLabelText('Youngest'), '40');
    await app.user.click(within(block(dialog, 'Community')).getByRole('checkbox', { name: 'Tamil' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The oldest age must not be below the youngest.')).toHaveAttribute(
      'role',
      'alert',
    );
    // The first invalid field takes the focus in an effect, just after the error is drawn.
    await waitFor(() => expect(within(dialog).getByLabelText('Oldest')).toHaveFocus());
    expect(within(block(dialog, 'Community')).getByRole('checkbox', { name: 'Tamil' })).toBeChecked();
    expect(app.api.to('PATCH preferences/')).toHaveLength(0);
  });

  it('shows the server’s refusal on its field', async () => {
    const app = await open();
    mockApi({
      'GET profile/mydetails': reply(200, { success: true, data: [buildMyDetails()] }),
      'GET profile/getProfilePercentage': reply(200, { success: true, percentage: 100, missing: [] }),
      'GET photos/getMyPhotos': reply(200, { success: true, photoVisibility: 'members', data: [] }),
      'GET dropdown/getCountryDropdown': reply(200, { success: true, data: COUNTRIES }),
      'GET preferences/': reply(200, { success: true, preferences: buildPreferences() }),
      'PATCH preferences/': reply(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please check your preferences.',
        errors: [{ path: 'countries.0', message: 'Please choose countries from the list.' }],
      }),
    });
    const dialog = await openEditor(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please choose countries from the list.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Edit partner preferences' })).toBeInTheDocument();
  });
});

describe('Partner preferences: horoscope match (issue 31)', SLOW, () => {
  it('a score of at least N of 36, which can be a must-have once chosen; the card says it', async () => {
    const app = await open();
    const card = await screen.findByRole('region', { name: 'Partner preferences' }, LOADED);
    await within(card).findByText('Horoscope match score', { selector: 'dt' }, LOADED);
    expect(row(card, 'Horoscope match score')).toHaveTextContent(/^No preference$/);

    const dialog = await openEditor(app);
    const score = within(dialog).getByLabelText('Horoscope match score');
    // The preference's own block: the nearest one that holds a must-have box.
    let scope = score.parentElement as HTMLElement;
    while (!within(scope).queryByRole('checkbox', { name: 'Must-have: only suggest members who match' })) {
      scope = scope.parentElement as HTMLElement;
    }
    expect(within(scope).getByText(/^Only members who use horoscope matching too have a score with you/)).toBeVisible();
    expect(mustHaveBox(scope)).toBeDisabled();
    await app.user.selectOptions(score, 'At least 20 of 36');
    expect(mustHaveBox(scope)).toBeEnabled();
    await app.user.click(mustHaveBox(scope));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await findToast('Your partner preferences are saved.');
    const sent = app.api.to('PATCH preferences/')[0]?.body as PartnerPreferences;
    expect(sent.minGunas).toBe(20);
    expect(sent.mustHave).toContain('minGunas');
    await waitFor(() => expect(row(card, 'Horoscope match score')).toHaveTextContent('At least 20 of 36Must-have'));
  });
});
