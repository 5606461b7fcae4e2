import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DropdownResponseSchema, optionField, RELIGIONS, type DropdownItem } from '@app/shared/profile';
import { AppError } from '../../lib/app-error';
import { SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { findCountry, listStates } from '../places/index';
import { casteDropdown, STATIC_DROPDOWNS } from './dropdown-lists';

const tags = ['dropdown'];
const security = [{ bearer: [] }];
const response = { 200: DropdownResponseSchema, ...errorResponses(...SIGNED_IN) };
const queryResponse = { 200: DropdownResponseSchema, ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED') };

const CasteQuerySchema = z.object({
  religion: optionField(RELIGIONS, 'Please choose a religion from the list.').optional(),
});
const StateQuerySchema = z.object({
  country: z
    .string({ error: 'Please choose a country first.' })
    .trim()
    .min(1, 'Please choose a country first.')
    .max(60, 'Please choose a country from the list.'),
});

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
      const country = findCountry(request.query.country);
      if (!country) {
        const message = 'We do not know that country. Please choose it from the list.';
        throw new AppError('VALIDATION_FAILED', message, {
          reason: 'unknownCountry',
          fieldErrors: [{ path: 'country', message }],
        });
      }
      return {
        success: true as const,
        data: listStates(country.code).map((state) => ({ id: state.code, value: state.name })),
      };
    },
  );
};
