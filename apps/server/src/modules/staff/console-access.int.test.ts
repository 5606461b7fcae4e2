import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { createSignedInStaff, type SignedInStaff } from '../../../test/factories/staff';

/**
 * Every console route, whoever asks (issue 15 point 4): the list is the one the console gate builds as routes are
 * registered (`app.consoleRoutes`), so a route added later is checked here without anyone remembering to.
 */
let t: TestApp;
let member: { headers: Record<string, string> };
let moderator: SignedInStaff;
let admin: SignedInStaff;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  member = await createSignedInMember(t.app);
  moderator = await createSignedInStaff(t.app, { role: 'moderator' });
  admin = await createSignedInStaff(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const GATE_404 = {
  success: false,
  code: 'NOT_FOUND',
  message: 'No such API endpoint.',
  params: { reason: 'endpoint' },
};

async function call(route: { method: string; url: string }, headers?: Record<string, string>) {
  const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID);
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const res = await t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  return { status: res.statusCode, body: res.body };
}
const refusedByGate = (res: { status: number; body: string }) =>
  res.status === 404 && isDeepStrictEqual(JSON.parse(res.body), GATE_404);
const show = (res: { status: number; body: string }) => `${res.status} ${res.body}`;

describe('every console endpoint', () => {
  it('exists (the list is not empty, and holds the sections’ routes)', () => {
    expect(t.app.consoleRoutes.length).toBeGreaterThan(1);
    expect(t.app.consoleRoutes.map((route) => route.url)).toContain('/api/v1/admin/auth/me');
  });

  it('answers anonymous visitors and members 404, like an unknown path', async () => {
    for (const route of t.app.consoleRoutes) {
      const anonymous = await call(route);
      expect(refusedByGate(anonymous), `${route.method} ${route.url} anonymous: ${show(anonymous)}`).toBe(true);
      expect(refusedByGate(await call(route, member.headers)), `${route.method} ${route.url} member`).toBe(true);
    }
  });

  it('lets moderators through to moderator routes only, and admins through to all', async () => {
    for (const route of t.app.consoleRoutes) {
      const asModerator = await call(route, moderator.headers);
      expect(refusedByGate(asModerator), `${route.method} ${route.url} moderator`).toBe(route.staffRole === 'admin');
      expect(refusedByGate(await call(route, admin.headers)), `${route.method} ${route.url} admin`).toBe(false);
    }
  });
});
