import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactMessagesQuerySchema,
  ContactMessagesResponseSchema,
  MemberSearchQuerySchema,
  MemberSearchResponseSchema,
  MemberStatusQuerySchema,
  MemberStatusResponseSchema,
  SignOutEverywhereInputSchema,
  SignOutEverywhereResponseSchema,
} from '@app/shared/console/members';
import { BODY, STAFF_ONLY, errorResponses } from '../../../lib/error-responses';
import { requireStaff } from '../../staff/index';
import { listContactMessages } from './contact-messages.service';
import { memberStatus, searchMembers, signOutEverywhere } from './members.service';

const tags = ['console'];
const noStore = { 'cache-control': 'no-store' };

/**
 * The console's Members section and contact inbox (issue 15 point 2), on the reference admin paths. Mounted with
 * `consoleModule` (modules/index.ts): everyone but signed-in staff gets the gate's 404. Moderator and up.
 */
export const consoleMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-userDetails/all-users',
    {
      schema: {
        tags,
        summary: 'Search members by id, e-mail or name (newest first; staff accounts are never listed)',
        querystring: MemberSearchQuerySchema,
        response: { 200: MemberSearchResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await searchMembers(app, request.query)) };
    },
  );

  app.get(
    '/admin-userDetails/user-status',
    {
      schema: {
        tags,
        summary: 'One member as staff see them (recorded in the audit log as member.viewed)',
        querystring: MemberStatusQuerySchema,
        response: { 200: MemberStatusResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await memberStatus(app, staff, request.query.userId)) };
    },
  );

  app.post(
    '/admin-userControl/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: 'End every session of a member (with a reason, for the audit log)',
        body: SignOutEverywhereInputSchema,
        response: { 200: SignOutEverywhereResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { sessionsEnded } = await signOutEverywhere(app, staff, request.body);
      return {
        success: true as const,
        message:
          sessionsEnded === 0
            ? 'The member had no open sessions; nothing else changed.'
            : 'The member is signed out everywhere.',
        sessionsEnded,
      };
    },
  );

  // The contact inbox; `contact/get-contact` is the reference product's admin path for the same list.
  for (const url of ['/admin-contacts/messages', '/contact/get-contact']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Messages from the public contact form, newest first (each page read is audited)',
          querystring: ContactMessagesQuerySchema,
          response: { 200: ContactMessagesResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
        },
      },
      async (request, reply) => {
        const staff = requireStaff(request);
        void reply.headers(noStore);
        return { success: true as const, ...(await listContactMessages(app, staff, request.query)) };
      },
    );
  }
};
