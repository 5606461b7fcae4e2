import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { COOKIE, type SessionUser } from '@app/shared';
import type { Answers } from '@app/shared/questionnaire';
import type { UsersTable } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';
import { toSessionUser } from '../../src/lib/members/session-user';
import { newUid } from '../../src/modules/auth/sessions.service';

/** A complete, valid questionnaire, keyed by question id. */
export const VALID_ANSWERS: Answers = {
  1: 'Woman',
  2: 'Man',
  3: 'I am new to it',
  4: 'Serious to get married soon',
  5: 'Just started',
  6: 'Myself',
  7: 29,
  8: { min: 28, max: 36 },
  9: 'Yes',
  10: "Doesn't matter",
  11: 'Prefer not to say',
  12: ['Music', 'Cooking'],
};

export const DEFAULT_PASSWORD = 'correct horse battery staple';

export type UserOverrides = Partial<
  Pick<
    Selectable<UsersTable>,
    | 'email'
    | 'uid'
    | 'usertype'
    | 'role'
    | 'isPersonalFormFilled'
    | 'isQualificationFormFilled'
    | 'isOtherFormFilled'
    | 'isLocationFormFilled'
    | 'isImageFormFilled'
    | 'suspendedAt'
    | 'suspensionReason'
    | 'lastActiveAt'
    | 'verifiedAt'
  >
> & {
  password?: string;
  /** Questionnaire answers to store; `false` stores none. Defaults to VALID_ANSWERS. */
  answers?: Partial<Answers> | false;
};

export type CreatedUser = {
  id: string;
  uid: string;
  email: string;
  password: string;
  sessionUser: SessionUser;
  row: Selectable<UsersTable>;
};

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; each distinct test password is hashed once per worker. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;
/** A unique address per call (reserved `.test` domain, never delivered). */
export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(4).toString('hex')}@example.test`;
}

/**
 * Inserts a verified member directly (no e-mail round trip) with a known password — by default
 * "correct horse battery staple" — and a complete questionnaire. Override any column.
 */
export async function createUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const { password = DEFAULT_PASSWORD, answers = VALID_ANSWERS, ...columns } = overrides;
  const email = (columns.email ?? uniqueEmail()).toLowerCase();
  const now = app.clock.now();
  const row = await app.db
    .insertInto('users')
    .values({
      uid: newUid(),
      passwordHash: await cachedHash(password),
      createdAt: now,
      updatedAt: now,
      lastActiveAt: now,
      ...columns,
      email,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (answers) {
    const entries = Object.entries(answers);
    if (entries.length) {
      await app.db
        .insertInto('questionnaireAnswers')
        .values(
          entries.map(([questionId, answer]) => ({
            userId: row.id,
            questionId: Number(questionId),
            answer: JSON.stringify(answer),
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
    }
  }
  return { id: row.id, uid: row.uid, email, password, sessionUser: toSessionUser(row), row };
}

export type SignedIn = {
  accessToken: string;
  /** Cookies set by the login answer, by name (pass as `cookies` to `app.inject`). */
  cookies: Record<string, string>;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
  user: SessionUser;
  sessionId: string;
};

/**
 * Signs in through the real POST /api/v1/user/login. Each call comes from its own address, so test files
 * that sign in often never meet the per-IP login limit (the per-account limit counts failures only).
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = DEFAULT_PASSWORD,
  options: { rememberMe?: boolean } = {},
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`,
    payload: { email, password, ...(options.rememberMe === undefined ? {} : { rememberMe: options.rememberMe }) },
  });
  if (res.statusCode !== 200) throw new Error(`signIn failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { accessToken: string; user: SessionUser };
  const cookies = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
  return {
    accessToken: body.accessToken,
    cookies,
    headers: { authorization: `Bearer ${body.accessToken}` },
    user: body.user,
    sessionId: cookies[COOKIE.refreshToken] ?? '',
  };
}
