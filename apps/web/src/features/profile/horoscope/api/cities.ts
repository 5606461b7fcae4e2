import type { BirthCity } from '@app/shared/horoscope';
import { apiSlice } from '../../../../lib/api/api-slice';

/** A place list changes with a release, not during a visit. */
const KEEP_SECONDS = 60 * 60;

/**
 * GET dropdown/cities?country=XX&q=…: up to 20 cities of one country whose names start with (or contain) `q`, for the
 * city of birth (issue 31). The chosen city's `id` is what the religious background and the Other details step send.
 */
const citiesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBirthCities: build.query<BirthCity[], { country: string; q: string }>({
      query: ({ country, q }) => ({ url: 'dropdown/cities', method: 'GET', params: { country, q } }),
      transformResponse: (response: { success: true; data: BirthCity[] }) => response.data,
      keepUnusedDataFor: KEEP_SECONDS,
    }),
  }),
});

export const { useGetBirthCitiesQuery } = citiesApi;
