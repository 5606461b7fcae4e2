import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorReason } from '@app/shared';
import { AppError } from '../app-error';
import { sha256 } from './codes';

/**
 * Rate limits of the account endpoints (A1.7). Per-IP limits are route options (`config.rateLimit`, checked
 * before the body is read); limits keyed by account, e-mail or token use `keyedLimit` below, because a route
 * can carry only one `config.rateLimit`. All of them are off when RATE_LIMIT_ENABLED is false (the plugin's
 * allow-list) and shared through Redis when REDIS_URL is set.
 */
export const IP_LIMITS = {
  registration: { max: 20, timeWindow: '15 minutes' },
  resend: { max: 20, timeWindow: '15 minutes' },
  verifyCode: { max: 30, timeWindow: '15 minutes' },
  setPassword: { max: 10, timeWindow: '15 minutes' },
  login: { max: 20, timeWindow: '5 minutes' },
  refresh: { max: 60, timeWindow: '1 minute' },
  logout: { max: 30, timeWindow: '1 minute' },
  forgot: { max: 10, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  staffSecondFactor: { max: 20, timeWindow: '5 minutes' },
  staffSetup: { max: 20, timeWindow: '15 minutes' },
} as const;

export const KEYED_LIMITS = {
  /**
   * Failed sign-ins (successful ones never count; sign-in-devices.ts). A browser that signed in to the account before
   * (its `signin_device` cookie) is counted on its own, so others' failures never refuse it; every other client is
   * counted per account and client address, and all of them together per account against a much higher ceiling.
   */
  loginDevice: { max: 10, timeWindow: '15 minutes' },
  loginAccountAddress: { max: 10, timeWindow: '15 minutes' },
  loginAccount: { max: 50, timeWindow: '1 hour' },
  /** Staff second-factor codes per account (a 6-digit code must not be guessable by trying). */
  staffSecondFactor: { max: 5, timeWindow: '15 minutes' },
  registrationEmail: { max: 5, timeWindow: '1 hour' },
  forgotEmail: { max: 5, timeWindow: '1 hour' },
  /** Code submissions per activation token (on top of the 5 wrong tries that burn a code). */
  verifyToken: { max: 10, timeWindow: '15 minutes' },
  resendToken: { max: 5, timeWindow: '1 hour' },
  changePassword: { max: 10, timeWindow: '15 minutes' },
  deleteUser: { max: 5, timeWindow: '1 hour' },
  /** Password checks before an account deletion, per member (as many as changing the password allows). */
  checkPassword: { max: 10, timeWindow: '15 minutes' },
  updateFcmToken: { max: 30, timeWindow: '1 minute' },
} as const;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a little and try again.';

export type KeyedLimit = {
  /** Counts this request and refuses it (429) once over the limit. */
  consume(request: FastifyRequest, subject: string): Promise<void>;
  /** Refuses (429) when the limit is used up, without counting. */
  check(request: FastifyRequest, subject: string): Promise<void>;
  /** Counts without refusing (e.g. a failed sign-in). */
  hit(request: FastifyRequest, subject: string): Promise<void>;
};

const subjectKey = Symbol('rate-limit-subject');
type WithSubject = FastifyRequest & { [subjectKey]?: string };

/**
 * A limit keyed by something other than the IP. Subjects are hashed, so e-mail addresses never become
 * Redis keys. `name` keeps each limit's counters apart.
 */
export function keyedLimit(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: string },
  /** What a refused request hears (RATE_LIMITED_MESSAGE unless a limit has more to say). */
  message: string = RATE_LIMITED_MESSAGE,
  /** Which sentence `message` is (`params.reason`): the generic one unless a limit has more to say. */
  reason: ErrorReason<'RATE_LIMITED'> = 'generic',
): KeyedLimit {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${name}:${(request as WithSubject)[subjectKey] ?? ''}`,
  });
  const run = async (request: FastifyRequest, subject: string, increment: boolean) => {
    (request as WithSubject)[subjectKey] = sha256(subject.toLowerCase()).slice(0, 32);
    return limiter(request, { increment });
  };
  const refuse = (ttlInSeconds: number): never => {
    throw new AppError('RATE_LIMITED', message, {
      reason,
      headers: {
        'retry-after': String(Math.max(1, ttlInSeconds)),
      },
    });
  };
  return {
    async consume(request, subject) {
      const result = await run(request, subject, true);
      if (!result.isAllowed && result.isExceeded) refuse(result.ttlInSeconds);
    },
    async check(request, subject) {
      const result = await run(request, subject, false);
      if (!result.isAllowed && result.remaining <= 0) refuse(result.ttlInSeconds);
    },
    async hit(request, subject) {
      await run(request, subject, true);
    },
  };
}

/**
 * One keyed limit per entry of `table` (a module's per-member limits), counted apart as `<prefix>-<name>`. Routes
 * consume them in the handler, after authentication, with the member's id as the subject.
 */
export function keyedLimits<K extends string>(
  app: FastifyInstance,
  prefix: string,
  table: Readonly<Record<K, { max: number; timeWindow: string }>>,
): Record<K, KeyedLimit> {
  const names = Object.keys(table) as K[];
  return Object.fromEntries(names.map((name) => [name, keyedLimit(app, `${prefix}-${name}`, table[name])])) as Record<
    K,
    KeyedLimit
  >;
}
