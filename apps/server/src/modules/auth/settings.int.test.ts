import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSettingsResponseSchema } from '@app/shared/languages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember } from '../../../test/factories/profiles';
import { candidateAndMother, codeOf, familyApi } from '../family/test-support';

/** `user/settings` (issue 30): the account's own language, read and changed through the HTTP API. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const languageOf = (res: { json: () => unknown }) => UserSettingsResponseSchema.parse(res.json()).data.language;

describe('user/settings', () => {
  it('is English until the member chooses, then keeps what they chose', async () => {
    const call = familyApi(t.app);
    const member = await createSignedInMember(t.app);
    const first = await call('GET', 'user/settings', member.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(languageOf(first)).toBe('en');

    const changed = await call('PATCH', 'user/settings', member.headers, { language: 'pa' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(languageOf(changed)).toBe('pa');
    expect(languageOf(await call('GET', 'user/settings', member.headers))).toBe('pa');
    // Nothing to change changes nothing.
    expect(languageOf(await call('PATCH', 'user/settings', member.headers, {}))).toBe('pa');
    expect(languageOf(await call('PATCH', 'user/settings', member.headers, { language: 'hi' }))).toBe('hi');
  });

  it('refuses a language the site does not speak, an unknown setting, and a visitor', async () => {
    const call = familyApi(t.app);
    const member = await createSignedInMember(t.app);
    for (const payload of [{ language: 'fr' }, { language: '' }, { language: 3 }, { theme: 'dark' }]) {
      const refused = await call('PATCH', 'user/settings', member.headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(codeOf(refused)).toBe('VALIDATION_FAILED');
    }
    expect(languageOf(await call('GET', 'user/settings', member.headers))).toBe('en');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/user/settings' });
    expect([visitor.statusCode, codeOf(visitor)]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('a family helper acting for a profile changes their own language, never the candidate’s', async () => {
    const call = familyApi(t.app);
    const { candidate, acting } = await candidateAndMother(t.app, []);
    expect(languageOf(await call('PATCH', 'user/settings', acting, { language: 'hi' }))).toBe('hi');
    expect(languageOf(await call('GET', 'user/settings', acting))).toBe('hi');
    expect(languageOf(await call('GET', 'user/settings', candidate.headers))).toBe('en');
  });
});
