import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreferencesPatchSchema, PreferencesResponseSchema } from '@app/shared/profile';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { getPreferences, patchPreferences } from './preferences.service';

const tags = ['preferences'];
const security = [{ bearer: [] }];

/** GET and PATCH preferences/ (reference path, trailing slash included; the path without it answers too). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/preferences/', '/preferences']) {
    app.get(
      path,
      {
        onRequest: [app.authenticate],
        config: { family: 'browse' },
        schema: {
          tags,
          security,
          summary: 'My partner preferences (created from my questionnaire on first use)',
          response: { 200: PreferencesResponseSchema, ...errorResponses(...SIGNED_IN) },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Your partner preferences.',
        preferences: await getPreferences(app, requireUser(request).id),
      }),
    );
    app.patch(
      path,
      {
        onRequest: [app.authenticate],
        config: { family: 'edit', profileEdit: 'partnerPreferences' },
        schema: {
          tags,
          security,
          summary: 'Change some of my partner preferences (our keys, or the reference card’s nine)',
          body: PreferencesPatchSchema,
          response: { 200: PreferencesResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY) },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Your partner preferences are saved.',
        preferences: await patchPreferences(app, requireUser(request).id, request.body),
      }),
    );
  }
};
