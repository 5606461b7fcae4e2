import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  UserSettingsBodySchema,
  UserSettingsResponseSchema,
  type LanguageCode,
  type UserSettings,
} from '@app/shared/languages';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/auth/authenticate';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import type { FastifyInstance } from 'fastify';
import * as repo from './auth.repository';

const tags = ['user'];
const security = [{ bearer: [] }];

/** A stored code the application no longer lists (a language withdrawn) reads as the default. */
const asLanguage = (value: string): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value) ? (value as LanguageCode) : DEFAULT_LANGUAGE;

async function readSettings(app: FastifyInstance, accountId: string): Promise<UserSettings> {
  const language = await repo.findAccountLanguage(app.db, accountId);
  if (language === undefined)
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
  return { language: asLanguage(language) };
}

/**
 * `user/settings` (issue 30): the signed-in account's own settings, the language it reads the site, e-mails and
 * pushes in. Always the account's, also while a family helper acts for someone's profile (`accountId`, not `id`):
 * a mother reading in Hindi does not change the language of her daughter's e-mails.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate], config: { family: 'any' as const } };

  app.get(
    '/user/settings',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'My settings: the language I read the site, e-mails and notifications in',
        response: { 200: UserSettingsResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await readSettings(app, requireUser(request).accountId) }),
  );

  app.patch(
    '/user/settings',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Change my settings (any of them)',
        body: UserSettingsBodySchema,
        response: { 200: UserSettingsResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY) },
      },
    },
    async (request) => {
      const { accountId } = requireUser(request);
      const { language } = request.body;
      if (language) await repo.setAccountLanguage(app.db, accountId, language, app.clock.now());
      return { success: true as const, message: 'Your settings are saved.', data: await readSettings(app, accountId) };
    },
  );
};
