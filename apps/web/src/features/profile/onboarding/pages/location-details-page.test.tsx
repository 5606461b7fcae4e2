import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationDetailsInputSchema } from '@app/shared/profile';
import { mockApi, renderApp, reply, type ApiCall } from '../../../../testing/render-app';
import { fieldErrorsReply, memberWith, savedReply } from '../testing/members';

const save = () => screen.getByRole('button', { name: 'Save and continue' });
const field = (label: RegExp) => screen.getByLabelText(label);

const COUNTRIES = reply(200, {
  success: true,
  data: [
    { id: 'AU', value: 'Australia' },
    { id: 'IN', value: 'India' },
    { id: 'NZ', value: 'New Zealand' },
    { id: 'SG', value: 'Singapore' },
  ],
});
const STATES: Record<string, Array<{ id: string; value: string }>> = {
  AU: [
    { id: 'NSW', value: 'New South Wales' },
    { id: 'VIC', value: 'Victoria' },
  ],
  NZ: [{ id: 'AUK', value: 'Auckland' }],
  SG: [],
};
const lists = {
  'GET dropdown/getCitizenshipDropdown': COUNTRIES,
  'GET dropdown/getCountryDropdown': COUNTRIES,
  'GET dropdown/getStateDropdown': (call: ApiCall) =>
    reply(200, { success: true, data: STATES[call.search.get('country') ?? ''] ?? [] }),
};
const before = { isPersonalFormFilled: true, isQualificationFormFilled: true };

/** Waits for a server list to arrive in a select (it is disabled while it loads). */
async function listReady(label: RegExp, option: string) {
  await waitFor(() => expect(within(field(label)).getByRole('option', { name: option })).toBeInTheDocument());
}

describe('/location-details', () => {
  it('lists countries from the server; an empty submit shows the schema’s messages on their fields', async () => {
    const api = mockApi(lists);
    const { user } = await renderApp({ path: '/location-details', signedInAs: memberWith(before) });
    await listReady(/^Country you live in/, 'India');
    await listReady(/^Citizenship/, 'New Zealand');
    expect(field(/^State or region/)).toBeDisabled();
    expect(field(/^State or region/)).toHaveDisplayValue('Choose a country first');

    await user.click(save());
    expect(field(/^Citizenship/)).toHaveAccessibleDescription('Please choose your citizenship.');
    expect(field(/^Country you live in/)).toHaveAccessibleDescription('Please choose the country you live in.');
    expect(field(/^State or region/)).toHaveAccessibleDescription('Please choose your state or region.');
    // The visa status is asked once the country says whether it is needed.
    expect(screen.queryByLabelText(/^Australian visa status/)).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks a member abroad whether they plan to move, and the visa status only if so', async () => {
    const api = mockApi({
      ...lists,
      'POST form/locationDetails': savedReply('Location details saved.', { ...before, isLocationFormFilled: true }),
    });
    const { user, pathname } = await renderApp({ path: '/location-details', signedInAs: memberWith(before) });
    await listReady(/^Citizenship/, 'India');
    await user.selectOptions(field(/^Citizenship/), 'India');
    await user.selectOptions(field(/^Country you live in/), 'New Zealand');
    await listReady(/^State or region/, 'Auckland');
    await user.selectOptions(field(/^State or region/), 'Auckland');
    expect(screen.queryByLabelText(/^Australian visa status/)).not.toBeInTheDocument();
    const move = screen.getByRole('group', { name: 'Do you plan to move to Australia?' });
    await user.click(within(move).getByRole('radio', { name: 'Yes' }));
    expect(field(/^Australian visa status/)).toBeInTheDocument();
    await user.click(within(move).getByRole('radio', { name: 'No, I plan to stay where I am' }));
    expect(screen.queryByLabelText(/^Australian visa status/)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(pathname()).toBe('/photoupload'));
    expect(api.to('POST form/locationDetails')[0]?.body).toEqual({
      citizenShip: 'IN',
      country: 'NZ',
      state: 'Auckland',
      plansMoveToAustralia: false,
      cityOfResidence: null,
    });
  });

  it('loads the states of the chosen country, starts again when the country changes, and posts the schema’s output', async () => {
    const api = mockApi({
      ...lists,
      'POST form/locationDetails': savedReply('Location details saved.', { ...before, isLocationFormFilled: true }),
    });
    const { user, pathname } = await renderApp({ path: '/location-details', signedInAs: memberWith(before) });
    await listReady(/^Citizenship/, 'India');
    await user.selectOptions(field(/^Citizenship/), 'India');
    await user.selectOptions(field(/^Country you live in/), 'New Zealand');
    await listReady(/^State or region/, 'Auckland');
    await user.selectOptions(field(/^State or region/), 'Auckland');

    await user.selectOptions(field(/^Country you live in/), 'Australia');
    await listReady(/^State or region/, 'Victoria');
    expect(field(/^State or region/)).toHaveValue('');
    expect(within(field(/^State or region/)).queryByRole('option', { name: 'Auckland' })).not.toBeInTheDocument();
    expect(api.to('GET dropdown/getStateDropdown').map((call) => call.search.get('country'))).toEqual(['NZ', 'AU']);

    await user.selectOptions(field(/^State or region/), 'Victoria');
    await user.selectOptions(field(/^Australian visa status/), 'Permanent resident');
    await user.type(field(/^City or suburb/), 'Geelong');
    await user.click(save());

    await waitFor(() => expect(pathname()).toBe('/photoupload'));
    const body = api.to('POST form/locationDetails')[0]?.body;
    expect(body).toEqual({
      citizenShip: 'IN',
      country: 'AU',
      state: 'Victoria',
      austrailanVisaStatus: 'Permanent resident',
      cityOfResidence: 'Geelong',
    });
    expect(LocationDetailsInputSchema.parse(body)).toEqual(body);
  });

  it('for a country without a list of regions, the region is typed', async () => {
    const api = mockApi({
      ...lists,
      'POST form/locationDetails': savedReply('Saved.', { ...before, isLocationFormFilled: true }),
    });
    const { user, pathname } = await renderApp({ path: '/location-details', signedInAs: memberWith(before) });
    await listReady(/^Country you live in/, 'Singapore');
    await user.selectOptions(field(/^Citizenship/), 'Singapore');
    await user.selectOptions(field(/^Country you live in/), 'Singapore');
    const region = await screen.findByRole('textbox', { name: /^State or region/ });
    expect(region).toHaveAccessibleDescription(/please type yours/);
    await user.type(region, 'Central Region');
    await user.click(
      within(screen.getByRole('group', { name: 'Do you plan to move to Australia?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.selectOptions(field(/^Australian visa status/), 'Student visa');
    await user.click(save());
    await waitFor(() => expect(pathname()).toBe('/photoupload'));
    expect(api.to('POST form/locationDetails')[0]?.body).toEqual({
      citizenShip: 'SG',
      country: 'SG',
      state: 'Central Region',
      austrailanVisaStatus: 'Student visa',
      plansMoveToAustralia: true,
      cityOfResidence: null,
    });
  });

  it('a server error under either spelling of the visa field lands on it; the answers stay', async () => {
    mockApi({
      ...lists,
      'POST form/locationDetails': fieldErrorsReply([
        { path: 'australianVisaStatus', message: 'That visa status is not in our list.' },
      ]),
    });
    const { user, pathname } = await renderApp({ path: '/location-details', signedInAs: memberWith(before) });
    await listReady(/^Citizenship/, 'India');
    await user.selectOptions(field(/^Citizenship/), 'India');
    await user.selectOptions(field(/^Country you live in/), 'Australia');
    await listReady(/^State or region/, 'Victoria');
    await user.selectOptions(field(/^State or region/), 'Victoria');
    await user.selectOptions(field(/^Australian visa status/), 'Student visa');
    await user.click(save());

    await waitFor(() =>
      expect(field(/^Australian visa status/)).toHaveAccessibleDescription(/That visa status is not in our list\./),
    );
    expect(pathname()).toBe('/location-details');
    expect(field(/^State or region/)).toHaveValue('Victoria');
  });

  it('a reload restores the draft, a saved step is prefilled once its lists arrive, and a failed list can be retried', async () => {
    let countryFailures = 1;
    mockApi({
      ...lists,
      'GET dropdown/getCountryDropdown': () =>
        countryFailures-- > 0 ? reply(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'x' }) : COUNTRIES,
      'GET form/locationDetails': reply(200, {
        success: true,
        data: {
          citizenShip: 'AU',
          country: 'AU',
          state: 'Victoria',
          austrailanVisaStatus: 'Australian citizen',
          cityOfResidence: 'Ballarat',
        },
      }),
    });
    const { user } = await renderApp({
      path: '/location-details',
      signedInAs: memberWith({ ...before, isLocationFormFilled: true }),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('We couldn’t load this list.', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await listReady(/^Country you live in/, 'Australia');
    await listReady(/^State or region/, 'Victoria');
    expect(field(/^Country you live in/)).toHaveValue('AU');
    expect(field(/^State or region/)).toHaveValue('Victoria');
    expect(field(/^Citizenship/)).toHaveValue('AU');
    expect(field(/^City or suburb/)).toHaveValue('Ballarat');

    await user.clear(field(/^City or suburb/));
    await user.type(field(/^City or suburb/), 'Bendigo');
    cleanup();
    await renderApp({ path: '/location-details', signedInAs: memberWith({ ...before, isLocationFormFilled: true }) });
    expect(await screen.findByLabelText(/^City or suburb/)).toHaveValue('Bendigo');
    await listReady(/^State or region/, 'Victoria');
    expect(field(/^State or region/)).toHaveValue('Victoria');
  });
});
