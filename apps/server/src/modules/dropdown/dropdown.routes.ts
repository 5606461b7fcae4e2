import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BirthCitiesResponseSchema,
  CITY_QUERY_MAX,
  DropdownResponseSchema,
  optionField,
  RELIGIONS,
  type DropdownItem,
} from '@app/shared/profile';
import { AppError } from '../../lib/app-error';
import { SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { findCountry, listStates, searchCities, type Country } from '../places/index';
import { casteDropdown, STATIC_DROPDOWNS } from './dropdown-lists';

const tags = ['dropdown'];
const security = [{ bearer: [] }];
const response = { 200: DropdownResponseSchema, ...errorResponses(...SIGNED_IN) };
const queryResponse = { 200: DropdownResponseSchema, ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED') };

const CasteQuerySchema = z.object({
  religion: optionField(RELIGIONS, 'Please choose a religion from the list.').optional(),
});
const countryQuery = z
  .string({ error: 'Please choose a country first.' })
  .trim()
  .min(1, 'Please choose a country first.')
  .max(60, 'Please choose a country from the list.');
const StateQuerySchema = z.object({ country: countryQuery });
const CityQuerySchema = z.object({
  country: countryQuery,
  q: z
    .string({ error: 'Please type the first letters of the city.' })
    .trim()
    .min(1, 'Please type the first letters of the city.')
    .max(CITY_QUERY_MAX, `Please type at most ${CITY_QUERY_MAX} characters.`),
});

/** A country by ISO code or name; an unknown one is refused as the forms word it (`unknownCountry`). */
function requireCountry(codeOrName: string): Country {
  const country = findCountry(codeOrName);
  if (country) return country;
  const message = 'We do not know that country. Please choose it from the list.';
  throw new AppError('VALIDATION_FAILED', message, {
    reason: 'unknownCountry',
    fieldErrors: [{ path: 'country', message }],
  });
}

/**
 * GET dropdown/*: option lists for the forms, signed-in members only (and every family helper: the lists say nothing
 * about anyone). Static lists are built
 * once, on first use. No caching headers: every API answer is `no-store` (app.ts).
 */
export const dropdownRoutes: FastifyPluginAsyncZod = async (app) => {
  const built = new Map<string, DropdownItem[]>();
  for (const [name, build] of Object.entries(STATIC_DROPDOWNS)) {
    app.get(
      `/dropdown/${name}`,
      {
        onRequest: [app.authenticate],
        config: { family: 'any' },
        schema: { tags, security, summary: `Options: ${name}`, response },
      },
      async () => {
        let data = built.get(name);
        if (!data) {
          data = build();
          built.set(name, data);
        }
        return { success: true as const, data };
      },
    );
  }

  app.get(
    '/dropdown/getCasteDropdown',
    {
      onRequest: [app.authenticate],
      config: { family: 'any' },
      schema: {
        tags,
        security,
        summary: 'Castes, of one religion with ?religion=',
        querystring: CasteQuerySchema,
        response: queryResponse,
      },
    },
    async (request) => ({ success: true as const, data: casteDropdown(request.query.religion) }),
  );

  app.get(
    '/dropdown/getStateDropdown',
    {
      onRequest: [app.authenticate],
      config: { family: 'any' },
      schema: {
        tags,
        security,
        summary: 'States of a country (?country=AU, ISO code or name)',
        querystring: StateQuerySchema,
        response: queryResponse,
      },
    },
    async (request) => {
      const country = requireCountry(request.query.country);
      return {
        success: true as const,
        data: listStates(country.code).map((state) => ({ id: state.code, value: state.name })),
      };
    },
  );

  app.get(
    '/dropdown/cities',
    {
      onRequest: [app.authenticate],
      config: { family: 'any' },
      schema: {
        tags,
        security,
        summary:
          'Cities of birth of a country whose name has a word starting with q (?country=IN&q=amri): up to 20, with ' +
          'their coordinates and IANA time zone, the best first',
        querystring: CityQuerySchema,
        response: { 200: BirthCitiesResponseSchema, ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      const country = requireCountry(request.query.country);
      return { success: true as const, data: searchCities(country.code, request.query.q) };
    },
  );
};
