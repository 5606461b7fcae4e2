import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConnectionDataResponseSchema,
  GenderRatioResponseSchema,
  NewUserDataResponseSchema,
  ProfileFillResponseSchema,
  StatsRangeQuerySchema,
  UserStatsResponseSchema,
} from '@app/shared/console/statistics';
import { STAFF_ONLY, errorResponses } from '../../../lib/error-responses';
import { requireStaff } from '../../staff/index';
import { connectionData, genderRatio, newUserData, profileFill, userStats } from './statistics.service';

const tags = ['console'];
const noStore = { 'cache-control': 'no-store' };

/**
 * The console's Statistics section (issue 15 point 2) on the reference `admin-dashboard/*` paths. Mounted with
 * `consoleModule` (modules/index.ts): everyone but signed-in staff gets the gate's 404. Moderator and up.
 * Members only; days in UTC.
 */
export const consoleStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-dashboard/user-stats',
    {
      schema: {
        tags,
        summary: 'Members, active members (7 and 30 days), paid members by tier and paid conversion',
        response: { 200: UserStatsResponseSchema, ...errorResponses(...STAFF_ONLY) },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await userStats(app)) };
    },
  );

  app.get(
    '/admin-dashboard/new-user-data',
    {
      schema: {
        tags,
        summary: 'Members who joined, per UTC day from `from` to `to` (default the last 30 days), zero-filled',
        querystring: StatsRangeQuerySchema,
        response: { 200: NewUserDataResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await newUserData(app, request.query)) };
    },
  );

  app.get(
    '/admin-dashboard/gender-ratio',
    {
      schema: {
        tags,
        summary: 'Members by the gender they gave in the questionnaire',
        response: { 200: GenderRatioResponseSchema, ...errorResponses(...STAFF_ONLY) },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await genderRatio(app)) };
    },
  );

  app.get(
    '/admin-dashboard/profile-fill-percentage',
    {
      schema: {
        tags,
        summary: 'Members by profile completion: 0-29%, 30-49%, 50-79%, 80-99%, 100%',
        response: { 200: ProfileFillResponseSchema, ...errorResponses(...STAFF_ONLY) },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await profileFill(app)) };
    },
  );

  app.get(
    '/admin-dashboard/connection-data',
    {
      schema: {
        tags,
        summary: 'Connection requests sent and accepted, per UTC day from `from` to `to`, zero-filled',
        querystring: StatsRangeQuerySchema,
        response: { 200: ConnectionDataResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await connectionData(app, request.query)) };
    },
  );
};
