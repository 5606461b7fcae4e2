import type { DropdownItem } from '@app/shared/profile';
import { apiSlice } from './api-slice';

/** Reference shape of every `dropdown/*` answer. */
export type DropdownResponse = { success: true; data: DropdownItem[] };

const pickData = (response: DropdownResponse) => response.data;
// Countries and states change with a package release, not during a visit.
const KEEP_SECONDS = 60 * 60;

/**
 * GET dropdown/*: the lists that live only on the server, from its maintained country-state-city package (never
 * bundled into the web app). The other option lists are imported from `@app/shared/profile`, without a request.
 * `id` is the value to send (an ISO code for countries), `value` the name to show.
 */
export const dropdownsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCountryDropdown: build.query<DropdownItem[], void>({
      query: () => ({ url: 'dropdown/getCountryDropdown', method: 'GET' }),
      transformResponse: pickData,
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    getCitizenshipDropdown: build.query<DropdownItem[], void>({
      query: () => ({ url: 'dropdown/getCitizenshipDropdown', method: 'GET' }),
      transformResponse: pickData,
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    /** The states of one country (ISO code); empty for a country the package lists without states. */
    getStateDropdown: build.query<DropdownItem[], string>({
      query: (country) => ({ url: 'dropdown/getStateDropdown', method: 'GET', params: { country } }),
      transformResponse: pickData,
      keepUnusedDataFor: KEEP_SECONDS,
    }),
  }),
});

export const { useGetCountryDropdownQuery, useGetCitizenshipDropdownQuery, useGetStateDropdownQuery } = dropdownsApi;
