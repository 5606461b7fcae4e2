import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, ErrorBodySchema } from '@app/shared';
import { toWireAnswers } from '@app/shared/questionnaire';
import { VALID_ANSWERS, uniqueEmail } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * `PORT=8080 npm start` with no PUBLIC_URL (issue 26 point 18): the site is http://localhost:8080, so a sign-up from
 * its own pages passes the same-origin check, and a page of the old default origin does not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PORT: '8080', PUBLIC_URL: '', RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const fromPage = (origin: string) => ({ origin, 'sec-fetch-site': 'same-origin' });

async function verifiedProof(email: string, origin: string): Promise<string> {
  const headers = fromPage(origin);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/registration',
    headers,
    payload: { email, acceptTerms: true },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const { activationToken } = registered.json() as { activationToken: string };
  const mail = await t.app.db
    .selectFrom('emailOutbox')
    .select('text')
    .where('toAddress', '=', email)
    .executeTakeFirstOrThrow();
  const activationCode = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  const activated = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/activate-user',
    headers,
    payload: { activationToken, activationCode },
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return activated.cookies.find((cookie) => cookie.name === COOKIE.token)?.value ?? '';
}

const setPassword = (proof: string, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/set-password',
    headers: fromPage(origin),
    cookies: { [COOKIE.token]: proof },
    payload: { password: 'tangerine lighthouse 42', answer: toWireAnswers(VALID_ANSWERS) },
  });

describe('no PUBLIC_URL, PORT=8080', () => {
  it('signs up from the pages of http://localhost:8080', async () => {
    expect(t.config.PUBLIC_URL).toBe('http://localhost:8080');
    const email = uniqueEmail();
    const res = await setPassword(await verifiedProof(email, 'http://localhost:8080'), 'http://localhost:8080');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a sign-up sent from another origin, the old default included', async () => {
    const proof = await verifiedProof(uniqueEmail(), 'http://localhost:8080');
    const res = await setPassword(proof, 'http://localhost:3000');
    expect(res.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(res.json()).message).toBe('This request did not come from our site.');
  });
});
