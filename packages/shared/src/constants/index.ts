/** Business constants fixed by the customer and shared by web and server. */

export const API_PREFIX = '/api/v1';

export const TOAST = {
  durationMs: 4000,
  visibleToasts: 3,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 20,
  hotkey: ['altKey', 'KeyT'] as string[],
} as const;

export const REALTIME = {
  reconnectionAttempts: 10,
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 5000,
  timeoutMs: 20000,
  transports: ['websocket'] as string[],
} as const;

export const PERSIST = { key: 'user', timeoutMs: 5000 } as const;

/** Fields of the session slice written to local storage under the key `user`. */
export const PERSISTED_SESSION_FIELDS = [
  'accessToken',
  'refreshToken',
  'user',
  'isPersonalFormFilled',
  'isQualificationFormFilled',
  'isOtherFormFilled',
  'isLocationFormFilled',
  'isImageFormFilled',
] as const;

export const QUERY_KEEP_UNUSED_SECONDS = 60;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MIN_MEMBER_AGE = 18;

/** Cookies the client reads at start-up. */
export const COOKIE = {
  accessToken: 'access_token',
  /** Readable session marker: tells the client a session exists; never the secret. */
  refreshToken: 'refresh_token',
  /** httpOnly, holds the refresh secret; scripts can never read it. */
  refreshSecret: 'refresh_secret',
  activationToken: 'activationToken',
  token: 'token',
  /**
   * httpOnly, path /api/v1/media: proves the session to photo requests (an <img> cannot send the Authorization
   * header). Holds the session id and its HMAC; the signed photo URL names the viewer it was made for.
   */
  mediaSession: 'media_session',
  /**
   * Readable, value `1`, a browser-session cookie: this visitor's questionnaire answers are complete (they are kept
   * in the tab's sessionStorage, which the server cannot see). Without it the server answers GET /register for a
   * visitor with no session by redirecting to /questions at once, as the page itself would after its script ran.
   */
  questionnaireAnswered: 'questionnaire_answered',
  /**
   * httpOnly, path /api/v1/user/login, 180 days: this browser signed in to these accounts before (up to five, each a
   * random device id with an expiry, signed with the account's e-mail). Its sign-in attempts are counted for the
   * device, so nobody else's failed guesses can refuse it (server: modules/auth/sign-in-devices.ts).
   */
  signinDevice: 'signin_device',
} as const;

export const STORAGE_KEY = {
  isExclusive: 'isExclusive',
  fcmToken: 'fcmToken',
  uid: 'uid',
  cookieConsent: 'cookieConsent',
  language: 'language',
} as const;

/** Member tiers (usertype). Zod-free here so the first page load need not include zod; schemas are in plans. */
export const USER_TYPES = ['Standard', 'Premium', 'Exclusive'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function isExclusiveUserType(value: unknown): boolean {
  return value === USER_TYPES[2];
}

/** Notice versions the member agrees to at registration (recorded with the time). Zod-free: the register page's
 * first download need not include zod. */
export const CURRENT_NOTICE_VERSION = '2026-11-28';
