import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE } from '@app/shared';
import {
  ActivateUserInputSchema,
  ChangePasswordInputSchema,
  DeleteUserInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshResponseSchema,
  RegistrationInputSchema,
  RegistrationResponseSchema,
  ResendCodeInputSchema,
  ResetPasswordInputSchema,
  MeResponseSchema,
  SetPasswordInputSchema,
  VerifyOtpInputSchema,
} from '@app/shared/auth';
import { SecondFactorChallengeSchema } from '@app/shared/console';
import { AppError } from '../../lib/app-error';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { changePassword, forgotPassword, requireOwnPassword, resetPassword } from './passwords.service';
import { login, logout, me, refresh, type IssuedSession, type RequestContext } from './sessions.service';
import { register, resendCode, setPassword, verifyCode } from './sign-up.service';
import { accessTokenFrom, authenticateAccessToken, requireUser, type AuthUser } from '../../lib/auth/authenticate';
import {
  assertSameOrigin,
  clearSessionCookies,
  clearVerifiedEmailCookie,
  setSessionCookies,
  setVerifiedEmailCookie,
} from '../../lib/auth/cookies';
import { IP_LIMITS, KEYED_LIMITS, keyedLimit } from '../../lib/security/rate-limits';
import { signInThrottle } from './sign-in-devices';
import { HelperNameSchema } from '@app/shared/auth/helper-name';

const tags = ['user'];
const security = [{ bearer: [] }];
const ChangePasswordResponseSchema = MessageResponseSchema.extend({ accessToken: z.string() });
/** POST user/set-password: the shared input and, for an account that only helps, its name (ADR 017 point 9). */
const SetPasswordBodySchema = z.intersection(SetPasswordInputSchema, z.object({ name: HelperNameSchema.optional() }));

const context = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * The account life cycle under /api/v1/user (reference paths), plus resend-code, change-password and me. Deleting
 * the account is safety's (`safety/account-deletion.routes.ts`), a device's push token push's (`push/push.routes.ts`).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const signIn = signInThrottle(app);
  const limits = {
    registrationEmail: keyedLimit(app, 'registration', KEYED_LIMITS.registrationEmail),
    forgotEmail: keyedLimit(app, 'forgot', KEYED_LIMITS.forgotEmail),
    verifyToken: keyedLimit(app, 'verify-code', KEYED_LIMITS.verifyToken),
    resendToken: keyedLimit(app, 'resend-code', KEYED_LIMITS.resendToken),
    changePassword: keyedLimit(app, 'change-password', KEYED_LIMITS.changePassword),
    checkPassword: keyedLimit(app, 'check-password', KEYED_LIMITS.checkPassword),
  };

  const signedIn = (reply: FastifyReply, session: IssuedSession) => {
    setSessionCookies(reply, app.config, session);
    return session.accessToken;
  };

  app.post(
    '/user/registration',
    {
      config: { rateLimit: IP_LIMITS.registration },
      schema: {
        tags,
        summary: 'Start sign-up: e-mails a 6-digit code (or an "already registered" notice)',
        body: RegistrationInputSchema,
        response: { 200: RegistrationResponseSchema, ...errorResponses(...BODY, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      await limits.registrationEmail.consume(request, request.body.email);
      const { activationToken } = await register(app, request.body, context(request));
      return {
        success: true as const,
        message: `Please check your e-mail: we have sent a message to ${request.body.email} to continue.`,
        activationToken,
      };
    },
  );

  app.post(
    '/user/resend-code',
    {
      config: { rateLimit: IP_LIMITS.resend },
      schema: {
        tags,
        summary: 'Send a new code for a sign-up or password reset (the old code stops working)',
        body: ResendCodeInputSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(...BODY, 'RATE_LIMITED', 'CODE_EXPIRED', 'RESEND_TOO_SOON'),
        },
      },
    },
    async (request) => {
      await limits.resendToken.consume(request, request.body.activationToken);
      await resendCode(app, request.body.activationToken, request.body.language);
      return { success: true as const, message: 'We have sent a new code. Please check your e-mail.' };
    },
  );

  app.post(
    '/user/activate-user',
    {
      config: { rateLimit: IP_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Check the sign-up code; sets the short-lived `token` cookie',
        body: ActivateUserInputSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(...BODY, 'RATE_LIMITED', 'CODE_EXPIRED', 'CODE_INVALID', 'CODE_BURNED'),
        },
      },
    },
    async (request, reply) => {
      await limits.verifyToken.consume(request, request.body.activationToken);
      const { proof } = await verifyCode(app, request.body, 'signup');
      setVerifiedEmailCookie(reply, app.config, proof);
      return { success: true as const, message: 'Your e-mail address is verified. Now choose a password.' };
    },
  );

  app.post(
    '/user/set-password',
    {
      config: { rateLimit: IP_LIMITS.setPassword },
      schema: {
        tags,
        summary:
          'Create the account from a verified e-mail, the password and the questionnaire (or a family invitation); signs in',
        body: SetPasswordBodySchema,
        response: {
          200: LoginResponseSchema,
          ...errorResponses(
            ...BODY,
            'RATE_LIMITED',
            'FORBIDDEN',
            'NOT_FOUND',
            'EMAIL_NOT_VERIFIED',
            'PASSWORD_TOO_COMMON',
            'UNDER_AGE',
            'CONFLICT',
          ),
        },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config);
      const { user, session } = await setPassword(
        app,
        {
          proof: request.cookies[COOKIE.token],
          password: request.body.password,
          ...(request.body.answer ? { answer: request.body.answer } : {}),
          ...(request.body.familyInvitation ? { familyInvitation: request.body.familyInvitation } : {}),
          ...(request.body.name ? { name: request.body.name } : {}),
        },
        context(request),
      );
      clearVerifiedEmailCookie(reply, app.config);
      signIn.trust(request, reply, user.email);
      return {
        success: true as const,
        message: 'Your account is ready. Welcome!',
        user,
        accessToken: signedIn(reply, session),
      };
    },
  );

  app.post(
    '/user/login',
    {
      config: { rateLimit: IP_LIMITS.login },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginInputSchema,
        // Staff get the second-factor challenge instead of a session (issue 15; admin/auth/verify-totp).
        response: {
          200: z.union([LoginResponseSchema, SecondFactorChallengeSchema]),
          ...errorResponses(...BODY, 'RATE_LIMITED', 'INVALID_CREDENTIALS'),
        },
      },
    },
    async (request, reply) => {
      const client = await signIn.admit(request, request.body.email);
      try {
        const result = await login(app, request.body, context(request));
        if (result.kind === 'second-factor') {
          return {
            success: true as const,
            message: 'Please enter the code from your authenticator app.',
            secondFactorRequired: true as const,
            challenge: result.challenge,
          };
        }
        const { user, session, suspended } = result;
        signIn.trust(request, reply, user.email);
        return {
          success: true as const,
          message: suspended ? 'You are signed in. Your account is suspended for now.' : 'You are signed in.',
          user,
          accessToken: signedIn(reply, session),
          ...(suspended ? { suspended: true as const } : {}),
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          await signIn.failed(request, client);
        }
        throw error;
      }
    },
  );

  app.get(
    '/user/refresh',
    {
      // No automatic HEAD route: HEAD must never change state (A1.9).
      exposeHeadRoute: false,
      config: { rateLimit: IP_LIMITS.refresh },
      schema: {
        tags,
        summary: 'Rotate the refresh cookie and get a new access token',
        response: { 200: RefreshResponseSchema, ...errorResponses('RATE_LIMITED', 'FORBIDDEN', 'UNAUTHENTICATED') },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config);
      try {
        const session = await refresh(app, request.cookies[COOKIE.refreshSecret], context(request));
        return { success: true as const, accessToken: signedIn(reply, session) };
      } catch (error) {
        clearSessionCookies(reply, app.config);
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') throw error;
        request.log.error({ err: error }, 'refresh failed');
        throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', { reason: 'generic' });
      }
    },
  );

  app.get(
    '/user/logout',
    {
      exposeHeadRoute: false,
      config: { rateLimit: IP_LIMITS.logout },
      schema: {
        tags,
        summary: 'Sign out: ends this session on the server',
        response: { 200: MessageResponseSchema, ...errorResponses('RATE_LIMITED', 'FORBIDDEN') },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config);
      let accessSession: AuthUser | undefined;
      const token = accessTokenFrom(request);
      if (token)
        accessSession = await authenticateAccessToken(app, token, { allowSuspended: true }).catch(() => undefined);
      await logout(app, { refreshSecret: request.cookies[COOKIE.refreshSecret], accessSession }, context(request));
      clearSessionCookies(reply, app.config);
      return { success: true as const, message: 'You are signed out.' };
    },
  );

  app.post(
    '/user/forgot-password',
    {
      config: { rateLimit: IP_LIMITS.forgot },
      schema: {
        tags,
        summary: 'Start a password reset (same answer whether or not the account exists)',
        body: ForgotPasswordInputSchema,
        response: { 200: RegistrationResponseSchema, ...errorResponses(...BODY, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      await limits.forgotEmail.consume(request, request.body.email);
      const { activationToken } = await forgotPassword(app, request.body.email);
      return {
        success: true as const,
        message: `If an account uses ${request.body.email}, we have sent it a 6-digit code to reset the password.`,
        activationToken,
      };
    },
  );

  app.post(
    '/user/verify-otp',
    {
      config: { rateLimit: IP_LIMITS.verifyCode },
      schema: {
        tags,
        summary: 'Check the password-reset code; sets the short-lived `token` cookie',
        body: VerifyOtpInputSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(...BODY, 'RATE_LIMITED', 'CODE_EXPIRED', 'CODE_INVALID', 'CODE_BURNED'),
        },
      },
    },
    async (request, reply) => {
      await limits.verifyToken.consume(request, request.body.activationToken);
      const { proof } = await verifyCode(app, request.body, 'reset');
      setVerifiedEmailCookie(reply, app.config, proof);
      return { success: true as const, message: 'Code accepted. Now choose a new password.' };
    },
  );

  app.post(
    '/user/reset-password',
    {
      config: { rateLimit: IP_LIMITS.resetPassword },
      schema: {
        tags,
        summary: 'Set a new password after verify-otp; ends every session (sign in again)',
        body: ResetPasswordInputSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(...BODY, 'RATE_LIMITED', 'FORBIDDEN', 'EMAIL_NOT_VERIFIED', 'PASSWORD_TOO_COMMON'),
        },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, app.config);
      const { email } = await resetPassword(
        app,
        { proof: request.cookies[COOKIE.token], password: request.body.password },
        context(request),
      );
      clearVerifiedEmailCookie(reply, app.config);
      clearSessionCookies(reply, app.config);
      // The code e-mailed to the account proved this browser is the owner's: it signs in past any guessing.
      signIn.trust(request, reply, email);
      return {
        success: true as const,
        message: 'Your password has been changed and every device signed out. Please sign in with your new password.',
      };
    },
  );

  app.post(
    '/user/change-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Change the password (current one required); other sessions end, this one gets new tokens',
        body: ChangePasswordInputSchema,
        response: {
          200: ChangePasswordResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'INVALID_CREDENTIALS', 'PASSWORD_TOO_COMMON'),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await limits.changePassword.consume(request, user.id);
      const session = await changePassword(app, user, request.body, context(request));
      return {
        success: true as const,
        message: 'Your password has been changed. Other devices have been signed out.',
        accessToken: signedIn(reply, session),
      };
    },
  );

  app.post(
    '/user/check-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary:
          "Check the signed-in member's password before an irreversible step (account deletion); changes nothing",
        body: DeleteUserInputSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'INVALID_CREDENTIALS'),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limits.checkPassword.consume(request, user.id);
      await requireOwnPassword(app, user, request.body.password);
      return { success: true as const, message: 'Password confirmed.' };
    },
  );

  app.get(
    '/user/me',
    {
      onRequest: [app.authenticate],
      config: { family: 'any' },
      schema: {
        tags,
        security,
        summary: 'The signed-in member',
        response: { 200: MeResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, user: await me(app, requireUser(request)) }),
  );
};
