import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FamilyClaimBodySchema,
  FamilyClaimResponseSchema,
  FamilyCandidateBodySchema,
  FamilyCandidateResponseSchema,
  FamilyConfirmBodySchema,
  FamilyConfirmResponseSchema,
} from '@app/shared/family';
import { accessTokenFrom, authenticateAccessToken, requireUser } from '../../lib/auth/authenticate';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { keyedLimits } from '../../lib/security/rate-limits';
import { askCandidate, claimMadeProfile, confirmMadeProfile, type ConfirmDependencies } from './made-profile.service';

const tags = ['family'];

/** The candidate's link is tried without a session: limited per address, like the other e-mailed links. */
const CONFIRM_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

/**
 * A profile a relative made (ADR 017 point 8): the relative names the candidate; the candidate, from the e-mailed
 * link, chooses their password, reads the profile signed in, and confirms or declines it. The composition (`modules/index.ts`) gives the confirmation the sign-in module's
 * password hashing and the account erasure, which this module does not import.
 */
export function madeProfileRoutes(deps: ConfirmDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = keyedLimits(app, 'family-candidate', { candidate: { max: 10, timeWindow: '1 hour' } });

    app.post(
      '/family/candidate',
      {
        onRequest: [app.authenticate],
        config: { family: 'prepare' },
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
      '/family/claim',
      {
        config: { rateLimit: CONFIRM_LIMIT },
        schema: {
          tags,
          summary:
            'Choose the password of the profile a relative made for me, from the e-mailed link (it stays hidden until I confirm it)',
          body: FamilyClaimBodySchema,
          response: {
            200: FamilyClaimResponseSchema,
            ...errorResponses(...BODY, 'RATE_LIMITED', 'NOT_FOUND', 'CONFLICT'),
          },
        },
      },
      async (request) => {
        const data = await claimMadeProfile(app, deps, request.body);
        return {
          success: true as const,
          message: 'Your password is set. Sign in to read your profile; nobody sees it until you confirm it.',
          data,
        };
      },
    );

    app.post(
      '/family/confirm',
      {
        config: { rateLimit: CONFIRM_LIMIT },
        schema: {
          tags,
          summary:
            'Confirm (signed in to it, having read it) or decline (signed in or not) the profile a relative made for me',
          body: FamilyConfirmBodySchema,
          response: {
            200: FamilyConfirmResponseSchema,
            ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN'),
          },
        },
      },
      async (request) => {
        // Signed in or not: declining needs only the link; confirming needs the candidate's own session.
        const token = accessTokenFrom(request);
        const me = token ? await authenticateAccessToken(app, token) : null;
        const data = await confirmMadeProfile(app, deps, me, request.body);
        return {
          success: true as const,
          message: data.confirmed
            ? 'Your profile is confirmed. Other members can now find it.'
            : 'The profile has been deleted. We have told your relative.',
          data,
        };
      },
    );
  };
}
