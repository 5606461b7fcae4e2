import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteUserInputSchema } from '@app/shared/auth';
import { DeleteAccountResponseSchema } from '@app/shared/data-export';
import { requireUser } from '../../lib/auth/authenticate';
import { clearSessionCookies, clearVerifiedEmailCookie } from '../../lib/auth/cookies';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { KEYED_LIMITS, keyedLimit } from '../../lib/security/rate-limits';
import type { RequestContext } from '../auth/index';
import { deleteAccount } from './account-deletion';

const context = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** DELETE user/delete-user: the member deletes their account (the password is asked first on user/check-password). */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deleteUserLimit = keyedLimit(app, 'delete-user', KEYED_LIMITS.deleteUser);

  app.delete(
    '/user/delete-user',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: 'Delete the account and its data (password required); answers the receipt',
        body: DeleteUserInputSchema,
        response: {
          200: DeleteAccountResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'INVALID_CREDENTIALS'),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteUserLimit.consume(request, user.id);
      const receipt = await deleteAccount(app, user, request.body.password, context(request));
      clearSessionCookies(reply, app.config);
      clearVerifiedEmailCookie(reply, app.config);
      return { success: true as const, message: 'Your account and your data have been deleted.', receipt };
    },
  );
};
