import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginResponseSchema, MessageResponseSchema } from '@app/shared/auth';
import {
  StaffAuditQuerySchema,
  StaffAuditResponseSchema,
  StaffMeResponseSchema,
  StaffSetupFinishInputSchema,
  StaffSetupStartInputSchema,
  StaffSetupStartResponseSchema,
  VerifyTotpInputSchema,
} from '@app/shared/console';
import { AppError } from '../../lib/app-error';
import { BODY, STAFF_ONLY, errorResponses } from '../../lib/error-responses';
import { setSessionCookies } from '../../lib/auth/cookies';
import { IP_LIMITS, KEYED_LIMITS, keyedLimit } from '../../lib/security/rate-limits';
import { trustDevice } from '../auth/index';
import { listStaffActions } from './audit-log';
import { requireStaff } from './console-guard';
import { readStaffChallenge } from '../../lib/auth/staff-challenge';
import { finishSetup, startSetup, verifySecondFactor } from './staff-auth.service';

const tags = ['console'];
const context = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * Staff sign-in's second step and the one-time set-up (public: they carry their own proof — the challenge from
 * user/login, or the set-up link's token).
 */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const secondFactorLimit = keyedLimit(app, 'staff-second-factor', KEYED_LIMITS.staffSecondFactor);

  app.post(
    '/admin/auth/verify-totp',
    {
      config: { rateLimit: IP_LIMITS.staffSecondFactor },
      schema: {
        tags,
        summary: 'Staff sign-in, second step: the code from the authenticator app',
        body: VerifyTotpInputSchema,
        response: {
          200: LoginResponseSchema,
          ...errorResponses(...BODY, 'RATE_LIMITED', 'UNAUTHENTICATED', 'CODE_INVALID'),
        },
      },
    },
    async (request, reply) => {
      const claims = await readStaffChallenge(app, request.body.challenge);
      if (claims) await secondFactorLimit.check(request, claims.userId);
      try {
        const { user, session } = await verifySecondFactor(app, request.body, context(request));
        setSessionCookies(reply, app.config, session);
        // Signed in with both factors: this browser's password step for the account is its own from now on.
        trustDevice(app, request, reply, user.email);
        return { success: true as const, message: 'You are signed in.', user, accessToken: session.accessToken };
      } catch (error) {
        if (claims && error instanceof AppError && error.code === 'CODE_INVALID') {
          await secondFactorLimit.hit(request, claims.userId);
        }
        throw error;
      }
    },
  );

  app.post(
    '/admin/auth/setup/start',
    {
      config: { rateLimit: IP_LIMITS.staffSetup },
      schema: {
        tags,
        summary: 'Staff set-up link: the authenticator QR code',
        body: StaffSetupStartInputSchema,
        response: { 200: StaffSetupStartResponseSchema, ...errorResponses(...BODY, 'RATE_LIMITED', 'NOT_FOUND') },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await startSetup(app, request.body.token)) };
    },
  );

  app.post(
    '/admin/auth/setup/finish',
    {
      config: { rateLimit: IP_LIMITS.staffSetup },
      schema: {
        tags,
        summary: 'Staff set-up link: choose the password and confirm the authenticator',
        body: StaffSetupFinishInputSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(...BODY, 'RATE_LIMITED', 'NOT_FOUND', 'CONFLICT', 'CODE_INVALID', 'PASSWORD_TOO_COMMON'),
        },
      },
    },
    async (request) => {
      await finishSetup(app, request.body);
      return { success: true as const, message: 'Your staff account is ready. Please sign in.' };
    },
  );
};

/** The console's own identity and the audit log (behind the console gate). */
export const staffConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: StaffMeResponseSchema, ...errorResponses(...STAFF_ONLY) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return { success: true as const, staff: { id: staff.id, email: staff.email, role: staff.role } };
    },
  );

  app.get(
    '/admin-audit/log',
    {
      schema: {
        tags,
        summary: 'The staff audit log, newest first (read-only: nobody can change it)',
        querystring: StaffAuditQuerySchema,
        response: { 200: StaffAuditResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      return { success: true as const, ...(await listStaffActions(app.db, request.query)) };
    },
  );
};
