import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp({ env: { API_DOCS: '1' } });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(async () => t.close());

/** Every API operation (the site's own files, robots.txt and the like, are not API routes). */
function operations(): Array<{ name: string; operation: Operation }> {
  const api = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/v1/'));
  return api.flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** The error statuses one operation declares, in order. */
function errorStatuses(method: string, path: string): number[] {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method} ${path} is in the document`).toBeDefined();
  return Object.keys(operation?.responses ?? {})
    .map(Number)
    .filter((status) => status >= 400)
    .sort((a, b) => a - b);
}

describe('error responses in the OpenAPI document', () => {
  it('are declared by every operation, each with the error body', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    for (const { name, operation } of all) {
      const errors = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) >= 400);
      expect(errors.length, `${name} declares an error response`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        // Under its route's media type (`produces`: the CSV export lists its errors as text/csv, a limit of the generator).
        const [media] = Object.values(response.content ?? {});
        const properties = media?.schema?.properties ?? {};
        expect(Object.keys(properties), `${name} ${status}`).toEqual(
          expect.arrayContaining(['success', 'message', 'code']),
        );
      }
    }
  });

  it('list exactly what each route can answer', () => {
    // Every route may also answer 500 (a fault) and 503 (the database away for a moment: a restart, a failover).
    const expected: Array<[method: string, path: string, statuses: number[]]> = [
      // auth: a body, the sign-in limits, wrong e-mail or password (400 INVALID_CREDENTIALS); never 401.
      ['post', '/api/v1/user/login', [400, 413, 415, 429, 500, 503]],
      // auth: the refresh cookie, checked for its origin (403), limited, no body.
      ['get', '/api/v1/user/refresh', [401, 403, 429, 500, 503]],
      // auth: behind the sign-in guard only.
      ['get', '/api/v1/user/me', [401, 403, 500, 503]],
      ['post', '/api/v1/user/resend-code', [400, 413, 415, 429, 500, 503]],
      // open to a suspended member: 403 when another member's id is asked for, 404 when the account is gone.
      ['post', '/api/v1/user/check-user-suspension', [400, 401, 403, 404, 413, 415, 429, 500, 503]],
      // open to a suspended member; to a family manager, the family gate's 403.
      ['get', '/api/v1/user/export', [401, 403, 429, 500, 503]],
      // families: the candidate's alone (a manager gets 403), a body, limited, an address already helping (409).
      ['post', '/api/v1/family/invite', [400, 401, 403, 409, 413, 415, 429, 500, 503]],
      ['delete', '/api/v1/family/members/{accountId}', [400, 401, 403, 404, 429, 500, 503]],
      // public, nothing to refuse.
      ['get', '/api/v1/site/config', [500, 503]],
      ['get', '/api/v1/transparency/report', [400, 404, 429, 500, 503]],
      ['post', '/api/v1/call/start', [400, 401, 403, 404, 409, 413, 415, 429, 500, 503]],
      ['post', '/api/v1/call/{callId}/decline', [400, 401, 403, 404, 409, 429, 500, 503]],
      // contact details: refusals are 403 and 409, never 404.
      ['post', '/api/v1/contact-details/getContactDetails', [400, 401, 403, 413, 415, 500, 503]],
      ['get', '/api/v1/contact-details/getAccessLog', [401, 403, 500, 503]],
      ['post', '/api/v1/subscription/createCheckoutSession', [400, 401, 403, 404, 409, 413, 415, 429, 500, 503]],
      ['post', '/api/v1/payment-process/webhook', [400, 413, 500, 503]],
      // the console gate: 404 for everyone but staff.
      ['get', '/api/v1/admin-dashboard/user-stats', [404, 500, 503]],
      ['post', '/api/v1/admin-photos/decide', [400, 404, 409, 413, 415, 500, 503]],
    ];
    for (const [method, path, statuses] of expected) {
      expect(errorStatuses(method, path), `${method.toUpperCase()} ${path}`).toEqual(statuses);
    }
  });

  it('include the status a route really answers', async () => {
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/v1/user/me' });
    const notStaff = await t.app.inject({ method: 'GET', url: '/api/v1/admin-dashboard/user-stats' });
    const noCookie = await t.app.inject({ method: 'GET', url: '/api/v1/user/refresh' });
    for (const [res, method, path] of [
      [wrongPassword, 'post', '/api/v1/user/login'],
      [signedOut, 'get', '/api/v1/user/me'],
      [notStaff, 'get', '/api/v1/admin-dashboard/user-stats'],
      [noCookie, 'get', '/api/v1/user/refresh'],
    ] as const) {
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(errorStatuses(method, path)).toContain(res.statusCode);
    }
  });
});
