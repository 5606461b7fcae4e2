import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FamilyCandidateBodySchema,
  FamilyCandidateResponseSchema,
  FamilyConfirmBodySchema,
  FamilyConfirmResponseSchema,
} from '@app/shared/family';
import { requireUser } from '../../lib/auth/authenticate';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { keyedLimits } from '../../lib/security/rate-limits';
import { askCandidate, confirmMadeProfile, type ConfirmDependencies } from './made-profile.service';

const tags = ['family'];

/** The candidate's link is tried without a session: limited per address, like the other e-mailed links. */
const CONFIRM_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

/**
 * A profile a relative made (ADR 017 point 8): the relative names the candidate, and the candidate confirms or
 * declines it from the e-mailed link. The composition (`modules/index.ts`) gives the confirmation the sign-in module's
 * password hashing and the account erasure, which this module does not import.
 */
export function madeProfileRoutes(deps: ConfirmDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = keyedLimits(app, 'family-candidate', { candidate: { max: 10, timeWindow: '1 hour' } });

    app.post(
      '/family/candidate',
      {
        onRequest: [app.authenticate],
        config: { family: 'edit' },
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: 'Name the person the profile I made is for; they are e-mailed a link to review and confirm it',
          body: FamilyCandidateBodySchema,
          response: {
            200: FamilyCandidateResponseSchema,
            ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'CONFLICT'),
          },
        },
      },
      async (request) => {
        const me = requireUser(request);
        await limit.candidate.consume(request, me.accountId);
        const data = await askCandidate(app, me, request.body);
        return { success: true as const, message: `We have e-mailed ${data.email} a link to review it.`, data };
      },
    );

    app.post(
      '/family/confirm',
      {
        config: { rateLimit: CONFIRM_LIMIT },
        schema: {
          tags,
          summary:
            'Confirm (choosing a password) or decline the profile a relative made for me, from the e-mailed link',
          body: FamilyConfirmBodySchema,
          response: {
            200: FamilyConfirmResponseSchema,
            ...errorResponses(...BODY, 'RATE_LIMITED', 'NOT_FOUND', 'CONFLICT'),
          },
        },
      },
      async (request) => {
        const data = await confirmMadeProfile(app, deps, request.body);
        return {
          success: true as const,
          message: data.confirmed
            ? 'Your profile is confirmed and now yours. Sign in with your e-mail address and new password.'
            : 'The profile has been deleted. We have told your relative.',
          data,
        };
      },
    );
  };
}
