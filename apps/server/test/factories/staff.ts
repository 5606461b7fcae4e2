import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@app/shared/console';
import { COMMAND_LINE } from '../../src/modules/staff/audit-log';
import { createStaffAccount } from '../../src/modules/staff/staff-auth.service';
import { currentCode } from '../../src/modules/staff/totp';
import { DEFAULT_PASSWORD } from './users';

export type SignedInStaff = {
  id: string;
  email: string;
  role: StaffRole;
  /** The authenticator's secret (base32), to make codes the way the staff member's app would. */
  secret: string;
  accessToken: string;
  headers: { authorization: string };
  cookies: Record<string, string>;
};

const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`;

/** A staff account set up through its link (password + authenticator), not yet signed in. */
export async function createStaff(
  app: FastifyInstance,
  options: { role?: StaffRole; email?: string; password?: string } = {},
): Promise<{ id: string; email: string; role: StaffRole; secret: string; password: string }> {
  const role = options.role ?? 'moderator';
  const email = options.email ?? `staff-${randomBytes(4).toString('hex')}@example.com`;
  const password = options.password ?? DEFAULT_PASSWORD;
  const { userId, link } = await createStaffAccount(
    { db: app.db, now: app.clock.now(), publicUrl: app.config.PUBLIC_URL },
    { email, role, actor: COMMAND_LINE },
  );
  const token = new URL(link).hash.replace(/^#token=/, '');
  const start = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/setup/start', payload: { token } });
  if (start.statusCode !== 200) throw new Error(`setup/start failed: ${start.statusCode} ${start.body}`);
  const { secret } = start.json() as { secret: string };
  const finish = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/setup/finish',
    payload: { token, password, code: currentCode(secret, app.clock.now()) },
  });
  if (finish.statusCode !== 200) throw new Error(`setup/finish failed: ${finish.statusCode} ${finish.body}`);
  return { id: userId, email, role, secret, password };
}

/**
 * Signs a staff account in: password (user/login answers with the challenge), then the next authenticator code
 * (verify-totp). Each code is good once, so the clock moves on a step first when `advanceClock` is given.
 */
export async function signInStaff(
  app: FastifyInstance,
  staff: { email: string; password: string; secret: string },
  at: Date = new Date(app.clock.now().getTime() + 30_000),
): Promise<Omit<SignedInStaff, 'id' | 'email' | 'role' | 'secret'>> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: randomIp(),
    payload: { email: staff.email, password: staff.password },
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.statusCode} ${login.body}`);
  const { challenge } = login.json() as { challenge: string };
  const verify = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/verify-totp',
    remoteAddress: randomIp(),
    payload: { challenge, code: currentCode(staff.secret, at) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify-totp failed: ${verify.statusCode} ${verify.body}`);
  const { accessToken } = verify.json() as { accessToken: string };
  return {
    accessToken,
    headers: { authorization: `Bearer ${accessToken}` },
    cookies: Object.fromEntries(verify.cookies.map((cookie) => [cookie.name, cookie.value])),
  };
}

/** A staff member of `role`, set up and signed in with their second factor. */
export async function createSignedInStaff(
  app: FastifyInstance,
  options: { role?: StaffRole; email?: string } = {},
): Promise<SignedInStaff> {
  const staff = await createStaff(app, options);
  // The set-up used the current step; sign in with the code of the step within the allowed drift after it.
  const signedIn = await signInStaff(app, staff, new Date(app.clock.now().getTime() + 30_000));
  return { id: staff.id, email: staff.email, role: staff.role, secret: staff.secret, ...signedIn };
}
