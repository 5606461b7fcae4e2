import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessBaseSchema } from '@app/shared/api';
import {
  FamilyAcceptBodySchema,
  FamilyActivityQuerySchema,
  FamilyActivityResponseSchema,
  FamilyInvitationParamsSchema,
  FamilyInvitationsResponseSchema,
  FamilyInviteBodySchema,
  FamilyInviteResponseSchema,
  FamilyManagerResponseSchema,
  FamilyNameBodySchema,
  FamilyNameResponseSchema,
  FamilyMemberParamsSchema,
  FamilyMembersResponseSchema,
  FamilyNoteBodySchema,
  FamilyNotesResponseSchema,
  FamilyProfileResponseSchema,
  FamilyProfilesResponseSchema,
  FamilyRightsBodySchema,
  FamilySwitchBodySchema,
  FamilySwitchResponseSchema,
} from '@app/shared/family';
import { requireUser } from '../../lib/auth/authenticate';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { keyedLimits } from '../../lib/security/rate-limits';
import {
  acceptFamilyInvitation,
  changeFamilyRights,
  inviteFamily,
  listFamilyActivity,
  listFamilyManagers,
  listFamilyProfiles,
  listInvitations,
  nameHelper,
  removeFamilyManager,
  switchFamilyProfile,
  withdrawFamilyInvitation,
} from './family.service';
import { writeFamilyNote } from './family-notes.service';

const tags = ['family'];
const security = [{ bearer: [] }];

/** Per account, per endpoint: invitations send e-mail, so they are limited hardest. */
export const FAMILY_RATE_LIMITS = {
  invite: { max: 10, timeWindow: '1 hour' },
  accept: { max: 10, timeWindow: '1 minute' },
  change: { max: 30, timeWindow: '1 minute' },
  switch: { max: 30, timeWindow: '1 minute' },
  note: { max: 60, timeWindow: '1 minute' },
} as const;

/**
 * Families (issue 29, ADR 017) under `family/`. Routes without `config.family` are the candidate's alone (the family
 * gate in `app.authenticate` refuses a manager); `any` routes are open to every manager of the profile.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };
  const anyManager = { family: 'any' as const };
  const limit = keyedLimits(app, 'family', FAMILY_RATE_LIMITS);

  app.post(
    '/family/invite',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Invite a relative by e-mail to help with my profile, with what they may do',
        body: FamilyInviteBodySchema,
        response: {
          201: FamilyInviteResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'CONFLICT'),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      await limit.invite.consume(request, me.accountId);
      const data = await inviteFamily(app, me, request.body);
      return reply.status(201).send({ success: true as const, message: 'Invitation sent.', data });
    },
  );

  app.get(
    '/family/invitations',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'Invitations my profile sent, and those waiting for me',
        response: { 200: FamilyInvitationsResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await listInvitations(app, requireUser(request)) }),
  );

  app.delete(
    '/family/invitations/:invitationId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Withdraw an invitation not yet accepted',
        params: FamilyInvitationParamsSchema,
        response: { 200: SuccessBaseSchema, ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      await withdrawFamilyInvitation(app, requireUser(request), request.params.invitationId);
      return { success: true as const, message: 'Invitation withdrawn.' };
    },
  );

  app.post(
    '/family/accept',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'Accept an invitation to help with a profile (signed in with the e-mail it was sent to)',
        body: FamilyAcceptBodySchema,
        response: {
          200: FamilyProfileResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.accept.consume(request, me.accountId);
      const data = await acceptFamilyInvitation(app, me, request.body.token);
      return { success: true as const, message: 'You now help with this profile.', data };
    },
  );

  app.get(
    '/family/members',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'The people who help with this profile, their rights and last activity',
        response: { 200: FamilyMembersResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await listFamilyManagers(app, requireUser(request)) }),
  );

  app.patch(
    '/family/members/:accountId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Change what one person may do for my profile',
        params: FamilyMemberParamsSchema,
        body: FamilyRightsBodySchema,
        response: {
          200: FamilyManagerResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.change.consume(request, me.accountId);
      const data = await changeFamilyRights(app, me, request.params.accountId, request.body.rights);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/family/members/:accountId',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'Remove someone from my profile (or, as a helper, stop helping): their access ends at once',
        params: FamilyMemberParamsSchema,
        response: {
          200: SuccessBaseSchema,
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.change.consume(request, me.accountId);
      await removeFamilyManager(app, me, request.params.accountId);
      return { success: true as const, message: 'Removed.' };
    },
  );

  app.get(
    '/family/activity',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'What each person did for my profile, newest first',
        querystring: FamilyActivityQuerySchema,
        response: { 200: FamilyActivityResponseSchema, ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED') },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listFamilyActivity(app, requireUser(request), request.query),
    }),
  );

  app.get(
    '/family/profiles',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'The profiles I may act for: my own and those I help with',
        response: { 200: FamilyProfilesResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => {
      const { profiles, helper } = await listFamilyProfiles(app, requireUser(request));
      return { success: true as const, data: profiles, helper };
    },
  );

  app.put(
    '/family/name',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'The name I go by with the family, for an account that only helps (no profile of its own)',
        body: FamilyNameBodySchema,
        response: {
          200: FamilyNameResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.change.consume(request, me.accountId);
      return {
        success: true as const,
        message: 'Your name is saved.',
        data: await nameHelper(app, me, request.body.name),
      };
    },
  );

  app.post(
    '/family/switch',
    {
      ...signedIn,
      config: anyManager,
      schema: {
        tags,
        security,
        summary: 'Act for another profile I help with (or my own again): answers an access token acting for it',
        body: FamilySwitchBodySchema,
        response: {
          200: FamilySwitchResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.switch.consume(request, me.accountId);
      const { accessToken, profile } = await switchFamilyProfile(app, me, request.body.profileId);
      return { success: true as const, accessToken, data: profile };
    },
  );

  app.post(
    '/family/notes',
    {
      ...signedIn,
      config: { family: 'shortlist' },
      schema: {
        tags,
        security,
        summary:
          'My note and reaction on a member of the shortlist, seen by everyone on the profile (empty text and no reaction remove it)',
        body: FamilyNoteBodySchema,
        response: {
          200: FamilyNotesResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.note.consume(request, me.accountId);
      const { notes, removed } = await writeFamilyNote(app, me, request.body);
      return { success: true as const, message: removed ? 'Note removed.' : 'Note saved.', data: notes };
    },
  );
};
