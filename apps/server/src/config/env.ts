import { isIP } from 'node:net';
import { z } from 'zod';
import { PLACEHOLDER_BRAND, type Brand } from '@app/shared/brand';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value),
    );

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))
  .pipe(z.string().url().optional());

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : fallback));

/** A VAPID key in base64url (`npx web-push generate-vapid-keys`): 65-byte public point, 32-byte private scalar. */
const vapidKey = (length: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), 'must be a key printed by npx web-push generate-vapid-keys')
      .optional(),
  );
/** The browsers' push services (Chrome/FCM, Firefox, Edge, Safari): a subscription elsewhere is never sent to. */
const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

/** A comma-separated list of ICE server URLs with one of `schemes` (RFC 7064/7065: `stun:host:port`, `turn:…`). */
const iceUrls = (schemes: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            new RegExp(`^(${schemes.join('|')}):[^\\s,]+$`),
            `each must start with ${schemes.map((scheme) => `${scheme}:`).join(' or ')}`,
          ),
      ),
    );

/** proxy-addr's names for address ranges, an IP address, or a subnet (`10.0.0.0/8`, `fd00::/8`). */
function isProxyAddress(part: string): boolean {
  const [address = '', prefix, ...rest] = part.trim().split('/');
  if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && prefix === undefined) return true;
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Every environment variable the server reads. `.env.example` documents each one. */
export const EnvSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: text('0.0.0.0'),
  /**
   * Prometheus metrics (docs/deployment.md): served at http://METRICS_HOST:METRICS_PORT/metrics by a listener of
   * their own, never on PORT. Unset: no metrics listener.
   */
  METRICS_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a port number from 1 to 65535')
      .transform(Number)
      .pipe(z.number().int().max(65535, 'must be a port number from 1 to 65535'))
      .optional(),
  ),
  METRICS_HOST: text('127.0.0.1'),
  /** The site's public origin; without it, `http://localhost:<PORT>` (see `loadConfig`). */
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits, audit log): `false`; a hop
   * count (the process must be reachable only through its proxies); the proxies' addresses or subnets,
   * comma-separated (`127.0.0.1`, `10.0.0.0/8`, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`); or
   * `true`, every hop (never where clients can reach the process directly).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? 'false' : value.trim()))
    .refine(
      (value) => ['true', 'false'].includes(value) || /^\d{1,2}$/.test(value) || value.split(',').every(isProxyAddress),
      'must be false, true, a hop count, or the proxies’ addresses or subnets, comma-separated',
    )
    .transform((value): boolean | number | string[] =>
      value === 'true'
        ? true
        : value === 'false'
          ? false
          : /^\d+$/.test(value)
            ? Number(value)
            : value.split(',').map((part) => part.trim()),
    ),
  DATA_DIR: text('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * Shutdown on SIGTERM (docs/deployment.md): for SHUTDOWN_DELAY_MS the process keeps serving while /readyz answers
   * 503 (for a load balancer that polls it); then it stops taking requests, finishes those in flight, closes its
   * sockets (their clients reconnect to another process) and stops its jobs; past SHUTDOWN_TIMEOUT_MS in all it
   * exits anyway (a job still running goes back to the queue when its lease runs out).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /** Connections each server process keeps to DATABASE_URL (requests and the job queue share them). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  REDIS_URL: optionalUrl,
  JWT_SECRET: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value : undefined))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  REFRESH_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  /** Discover: how many mutual matches are ranked exactly per viewer before activity order takes over (ADR 008). */
  MATCH_POOL_SIZE: z.coerce.number().int().min(20).max(5000).default(200),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: text(''),
  API_DOCS: flag(false).optional(),
  DEV_OUTBOX: flag(false).optional(),
  WEB_DIST_DIR: text(''),
  SITE_NAME: text(PLACEHOLDER_BRAND.siteName),
  COMPANY_NAME: text(PLACEHOLDER_BRAND.companyName),
  COMPANY_ABN: text(PLACEHOLDER_BRAND.abn),
  SUPPORT_EMAIL: text(PLACEHOLDER_BRAND.supportEmail),
  PRIVACY_EMAIL: text(PLACEHOLDER_BRAND.privacyEmail),
  SUPPORT_PHONE: text(PLACEHOLDER_BRAND.supportPhone),
  COMPANY_ADDRESS: text(PLACEHOLDER_BRAND.address),
  SOCIAL_FACEBOOK_URL: text(PLACEHOLDER_BRAND.social.facebook).pipe(z.string().url()),
  SOCIAL_X_URL: text(PLACEHOLDER_BRAND.social.x).pipe(z.string().url()),
  SOCIAL_YOUTUBE_URL: text(PLACEHOLDER_BRAND.social.youtube).pipe(z.string().url()),
  SOCIAL_INSTAGRAM_URL: text(PLACEHOLDER_BRAND.social.instagram).pipe(z.string().url()),
  SOCIAL_LINKEDIN_URL: text(PLACEHOLDER_BRAND.social.linkedin).pipe(z.string().url()),
  RATE_LIMIT_ENABLED: flag(true),
  // Member photos: an S3 bucket when S3_BUCKET is set (shared by every server process), else DATA_DIR/media.
  S3_BUCKET: optionalText,
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  // Web Push (docs/notifications.md): without a key pair here, one is generated on first start and kept in the database.
  VAPID_PUBLIC_KEY: vapidKey(87),
  VAPID_PRIVATE_KEY: vapidKey(43),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:… or https://…')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: text(DEFAULT_PUSH_SERVICE_HOSTS).transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  // Payments (docs/payments.md): Stripe Checkout when STRIPE_SECRET_KEY is set, else the built-in local checkout.
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
      .optional(),
  ),
  // The webhook endpoint's signing secret (whsec_…); a second one is accepted while a secret is being rotated.
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_WEBHOOK_SECRET_PREVIOUS: optionalText,
  // Calls (docs/calls.md): ICE servers handed to browsers by GET call/ice-servers. Empty: host candidates only
  // (enough on one network and for tests); production wants a STUN server and a TURN server (coturn, use-auth-secret).
  STUN_URLS: iceUrls(['stun', 'stuns']),
  TURN_URLS: iceUrls(['turn', 'turns']),
  // coturn's static-auth-secret: TURN credentials are derived from it per member and expire (never sent as is).
  TURN_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  // Exclusive eligibility, checked on the server before an Exclusive checkout.
  EXCLUSIVE_MIN_AGE_FEMALE: z.coerce.number().int().min(18).max(99).default(18),
  EXCLUSIVE_MIN_AGE_MALE: z.coerce.number().int().min(18).max(99).default(21),
  // The lowest annual income (AUD) whose band qualifies: a band qualifies when its lower bound is at least this.
  EXCLUSIVE_MIN_INCOME_AUD: z.coerce.number().int().min(0).default(100_000),
  EXCLUSIVE_MIN_EDUCATION: z.enum(['secondary', 'diploma', 'bachelor', 'master', 'doctorate']).default('bachelor'),
  // Photo review (issue 15): `before` (default) shows a new photo to its owner only until a moderator approves it;
  // `after` shows it at once, and it still waits in the console's review queue.
  PHOTO_REVIEW: z.enum(['before', 'after']).default('before'),
});

const S3_DETAIL_VARIABLES = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Rules that involve several variables; checked on the raw values so they are reported with the rest. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const given = (name: string) => Boolean(source[name]?.trim());
  if (!given('S3_BUCKET') && S3_DETAIL_VARIABLES.some(given)) {
    problems.push('S3_BUCKET: is required when other S3_ variables are set (photos would silently go to DATA_DIR)');
  }
  if (given('S3_ACCESS_KEY_ID') !== given('S3_SECRET_ACCESS_KEY')) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither to use the default AWS credentials');
  }
  if (given('VAPID_PUBLIC_KEY') !== given('VAPID_PRIVATE_KEY')) {
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both, or neither to keep a generated pair in the database',
    );
  }
  if (given('STRIPE_SECRET_KEY') && !given('STRIPE_WEBHOOK_SECRET')) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (payments are granted by the webhook only)',
    );
  }
  if (given('TURN_URLS') !== given('TURN_SECRET')) {
    problems.push('TURN_URLS, TURN_SECRET: give both (a TURN server needs its shared secret), or neither');
  }
  const delay = Number(source.SHUTDOWN_DELAY_MS || 0);
  const timeout = Number(source.SHUTDOWN_TIMEOUT_MS || 10_000);
  if (Number.isFinite(delay) && Number.isFinite(timeout) && delay >= timeout) {
    problems.push('SHUTDOWN_DELAY_MS: must be shorter than SHUTDOWN_TIMEOUT_MS (the whole shutdown has to fit in it)');
  }
  const metricsPort = source.METRICS_PORT?.trim();
  if (metricsPort && /^\d+$/.test(metricsPort)) {
    // 0 (a free port, read back from the listener) only makes sense where nothing scrapes a known port: tests.
    if (Number(metricsPort) === 0 && source.APP_ENV !== 'test') {
      problems.push('METRICS_PORT: must be a port number from 1 to 65535 (0, any free port, is for tests only)');
    }
    const port = source.PORT?.trim() ? Number(source.PORT) : 3000;
    if (Number(metricsPort) !== 0 && Number(metricsPort) === port) {
      problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
    }
  }
  if (source.APP_ENV !== 'production') return problems;
  if (!source.JWT_SECRET?.trim()) problems.push('JWT_SECRET: is required in production');
  if (!source.SMTP_URL?.trim()) problems.push('SMTP_URL: is required in production (members must receive their codes)');
  if (['1', 'true', 'yes', 'on'].includes(source.DEV_OUTBOX ?? '')) {
    problems.push('DEV_OUTBOX: must not be enabled in production');
  }
  return problems;
}

export type Env = Omit<z.output<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export type AppConfig = Env & {
  /** True when PUBLIC_URL was not given and is `http://localhost:<PORT>`. */
  publicUrlFromPort: boolean;
  apiDocs: boolean;
  devOutbox: boolean;
  cookieSecure: boolean;
  brand: Brand;
};

/** Parses the environment once; throws an EnvError listing every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)),
    ...crossFieldProblems(source),
  ];
  if (!parsed.success || problems.length) throw new EnvError(problems);
  // Without PUBLIC_URL the site is where this process listens on this machine (PORT 0 picks a port at listen time,
  // so it keeps the default port's address).
  const publicUrlFromPort = parsed.data.PUBLIC_URL === undefined;
  const env: Env = {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT || 3000}`,
  };
  const isProduction = env.APP_ENV === 'production';
  const isPlaceholder =
    env.SITE_NAME === PLACEHOLDER_BRAND.siteName || env.COMPANY_NAME === PLACEHOLDER_BRAND.companyName;
  return {
    ...env,
    publicUrlFromPort,
    apiDocs: env.API_DOCS ?? !isProduction,
    devOutbox: env.DEV_OUTBOX ?? (!isProduction && !env.SMTP_URL),
    cookieSecure: env.COOKIE_SECURE === 'auto' ? env.PUBLIC_URL.startsWith('https:') : env.COOKIE_SECURE === 'true',
    brand: {
      siteName: env.SITE_NAME,
      companyName: env.COMPANY_NAME,
      abn: env.COMPANY_ABN,
      supportEmail: env.SUPPORT_EMAIL,
      privacyEmail: env.PRIVACY_EMAIL,
      supportPhone: env.SUPPORT_PHONE,
      address: env.COMPANY_ADDRESS,
      siteUrl: env.PUBLIC_URL,
      social: {
        facebook: env.SOCIAL_FACEBOOK_URL,
        x: env.SOCIAL_X_URL,
        youtube: env.SOCIAL_YOUTUBE_URL,
        instagram: env.SOCIAL_INSTAGRAM_URL,
        linkedin: env.SOCIAL_LINKEDIN_URL,
      },
      isPlaceholder,
    },
  };
}

/**
 * The start-up line that says which origin the server accepts sign-ups, sign-ins and sockets from (the same-origin
 * checks compare with PUBLIC_URL), and where it came from.
 */
export function originNotice(config: Pick<AppConfig, 'PUBLIC_URL' | 'publicUrlFromPort'>): string {
  const origin = new URL(config.PUBLIC_URL).origin;
  return config.publicUrlFromPort
    ? `site origin ${origin} (from PORT; set PUBLIC_URL when the site is opened at any other address)`
    : `site origin ${origin} (PUBLIC_URL)`;
}
