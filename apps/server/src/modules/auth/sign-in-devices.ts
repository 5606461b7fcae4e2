import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, COOKIE } from '@app/shared';
import type { AppConfig } from '../../config/env';
import { KEYED_LIMITS, keyedLimit } from '../../lib/security/rate-limits';
import { getAuthKeys } from '../../lib/security/secrets';

/**
 * Guessing passwords is throttled without handing anyone a way to lock an account's owner out (OWASP, "Slow Down
 * Online Guessing Attacks with Device Cookies"). A browser that signed in to an account before holds a signed
 * device cookie for it (`signin_device`, httpOnly, sent only to the sign-in endpoint); its attempts at that account
 * are counted against that device alone. Every other client is an untrusted one: counted per account and client
 * address, and all of them together against a higher ceiling per account. An attacker's failures from anywhere
 * therefore never refuse the owner's own browser, and one address cannot stop a member signing in from another.
 * Unknown e-mail addresses take exactly the same path (nothing is looked up), so the answers say nothing.
 */

/** The cookie goes to the sign-in endpoint only (members' and staff's password step). */
export const DEVICE_COOKIE_PATH = `${API_PREFIX}/user/login`;
/** How long a browser stays a known device for an account without signing in to it again. */
export const DEVICE_COOKIE_DAYS = 180;
/** Accounts one browser remembers (a family computer): the most recent sign-ins first. */
const MAX_ACCOUNTS_PER_BROWSER = 5;

const DAY_SECONDS = 24 * 60 * 60;
/** `<device id>.<expiry, seconds>.<HMAC>`: the device id is 128 random bits; the HMAC covers the account too. */
const ENTRY = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const normalised = (email: string) => email.trim().toLowerCase();

function mac(config: AppConfig, email: string, deviceId: string, expires: string): string {
  return createHmac('sha256', getAuthKeys(config).deviceCookie)
    .update(`signin-device\n${normalised(email)}\n${deviceId}\n${expires}`, 'utf8')
    .digest('base64url');
}

function entries(
  value: string | undefined,
  now: Date,
): Array<{ raw: string; deviceId: string; expires: string; mac: string }> {
  if (!value) return [];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return value
    .split('~')
    .slice(0, MAX_ACCOUNTS_PER_BROWSER)
    .flatMap((raw) => {
      const match = ENTRY.exec(raw);
      if (!match || Number(match[2]) <= nowSeconds) return [];
      return [{ raw, deviceId: match[1]!, expires: match[2]!, mac: match[3]! }];
    });
}

/** The device id of this browser for `email`, when its cookie holds a genuine, unexpired entry for that account. */
export function trustedDeviceFor(
  config: AppConfig,
  cookie: string | undefined,
  email: string,
  now: Date,
): string | null {
  for (const entry of entries(cookie, now)) {
    const expected = Buffer.from(mac(config, email, entry.deviceId, entry.expires), 'utf8');
    const given = Buffer.from(entry.mac, 'utf8');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return entry.deviceId;
  }
  return null;
}

/** The cookie after a sign-in to `email`: a new entry for it first, the browser's other accounts kept after it. */
export function deviceCookieAfterSignIn(
  config: AppConfig,
  cookie: string | undefined,
  email: string,
  now: Date,
): string {
  const deviceId = randomBytes(16).toString('base64url');
  const expires = String(Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_DAYS * DAY_SECONDS);
  const fresh = `${deviceId}.${expires}.${mac(config, email, deviceId, expires)}`;
  const mine = trustedDeviceFor(config, cookie, email, now);
  const others = entries(cookie, now).filter((entry) => entry.deviceId !== mine);
  return [fresh, ...others.map((entry) => entry.raw)].slice(0, MAX_ACCOUNTS_PER_BROWSER).join('~');
}

/**
 * The client address a limit is kept for: an IPv4 address, or an IPv6 address's /64 (one household or server gets a
 * whole /64, so single IPv6 addresses would cost an attacker nothing).
 */
export function clientAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!isIPv6(ip) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * What an untrusted client hears when refused: the same for every e-mail address, known or not. A member on a new
 * device gets in at once by resetting the password (the reset makes the browser known).
 */
export const UNTRUSTED_REFUSED =
  'Too many attempts to sign in to this account. Please wait a little, or use "Forgot your login details?" to set a ' +
  'new password and sign in from this browser.';

/** Who is trying to sign in to which account: a known device of that account, or an untrusted client. */
export type SignInClient = { email: string; device: string | null };

export type SignInThrottle = {
  /** Before the password is checked: 429 when this client has used up its failures for the account. */
  admit(request: FastifyRequest, email: string): Promise<SignInClient>;
  /** A wrong password (or an unknown e-mail): counted against the client's own limits only. */
  failed(request: FastifyRequest, client: SignInClient): Promise<void>;
  /** A sign-in proven (password, and for staff the second factor; or a password reset): this browser is known now. */
  trust(request: FastifyRequest, reply: FastifyReply, email: string): void;
};

export function signInThrottle(app: FastifyInstance): SignInThrottle {
  const device = keyedLimit(app, 'login-device', KEYED_LIMITS.loginDevice);
  const accountAddress = keyedLimit(
    app,
    'login-address',
    KEYED_LIMITS.loginAccountAddress,
    UNTRUSTED_REFUSED,
    'signInAttempts',
  );
  const account = keyedLimit(app, 'login-account', KEYED_LIMITS.loginAccount, UNTRUSTED_REFUSED, 'signInAttempts');
  const addressSubject = (request: FastifyRequest, email: string) =>
    `${normalised(email)}\n${clientAddress(request.ip)}`;

  return {
    async admit(request, email) {
      const deviceId = trustedDeviceFor(app.config, request.cookies[COOKIE.signinDevice], email, app.clock.now());
      if (deviceId) {
        await device.check(request, deviceId);
      } else {
        await accountAddress.check(request, addressSubject(request, email));
        await account.check(request, email);
      }
      return { email, device: deviceId };
    },
    async failed(request, client) {
      if (client.device) {
        await device.hit(request, client.device);
      } else {
        await accountAddress.hit(request, addressSubject(request, client.email));
        await account.hit(request, client.email);
      }
    },
    trust: (request, reply, email) => trustDevice(app, request, reply, email),
  };
}

/**
 * After a proven sign-in: this browser's `signin_device` cookie gains (or renews) its entry for `email`. The browser
 * sends the cookie to the sign-in endpoint only, so elsewhere (staff's second step, a new account, a password reset)
 * the other accounts' entries are not seen and the cookie starts afresh with this one.
 */
export function trustDevice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, email: string): void {
  const value = deviceCookieAfterSignIn(app.config, request.cookies[COOKIE.signinDevice], email, app.clock.now());
  reply.setCookie(COOKIE.signinDevice, value, {
    httpOnly: true,
    secure: app.config.cookieSecure,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * DAY_SECONDS,
  });
}
