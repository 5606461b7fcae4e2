import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createSignedInMember } from '../../../../test/factories/profiles';
import { createSignedInStaff, type SignedInStaff } from '../../../../test/factories/staff';

let t: TestApp;
let moderator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await createSignedInStaff(t.app, { role: 'moderator' });
});
afterAll(async () => t.close());

const PATHS = ['/api/v1/admin-contacts/messages', '/api/v1/contact/get-contact'];

let nextAddress = 1;
async function sendContactMessage(firstName: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contact/contact',
    remoteAddress: `198.51.100.${nextAddress++}`,
    payload: {
      firstName,
      lastName: 'Visitor',
      email: `${firstName.toLowerCase()}@example.test`,
      country: 'AU',
      phone: { countryCode: '+61', number: '412 345 678' },
      message: `Hello from ${firstName}, a question about plans and verification for my account.`,
      privacyConsent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const viewedRows = () =>
  t.app.db
    .selectFrom('staffAuditLog')
    .selectAll()
    .where('action', '=', 'contact-messages.viewed')
    .orderBy('id')
    .execute();

describe('the contact inbox', () => {
  beforeAll(async () => {
    for (const name of ['Anika', 'Bilal', 'Chen']) {
      await sendContactMessage(name);
      t.clock.advance(60_000);
    }
  });

  it('is 404, like an unknown path, for anonymous visitors and members', async () => {
    const member = await createSignedInMember(t.app);
    for (const url of PATHS) {
      for (const headers of [undefined, member.headers]) {
        const res = await t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          code: 'NOT_FOUND',
          message: 'No such API endpoint.',
          params: { reason: 'endpoint' },
        });
      }
    }
    expect(await viewedRows()).toEqual([]);
  });

  it('shows a moderator the messages newest first, a page at a time, recording each page read once', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: PATHS[0]!,
      query: { limit: '2' },
      headers: moderator.headers,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.messages.map((message: { firstName: string }) => message.firstName)).toEqual(['Chen', 'Bilal']);
    expect(page.messages[0]).toMatchObject({
      lastName: 'Visitor',
      email: 'chen@example.test',
      country: 'AU',
      phone: '+61 412 345 678',
      status: 'new',
      message: expect.stringContaining('Hello from Chen'),
    });
    expect(page.messages[0]).not.toHaveProperty('ipHash');
    expect(first.headers['cache-control']).toBe('no-store');

    const second = await t.app.inject({
      method: 'GET',
      url: PATHS[0]!,
      query: { limit: '2', cursor: page.nextCursor },
      headers: moderator.headers,
    });
    expect(second.json().messages.map((message: { firstName: string }) => message.firstName)).toEqual(['Anika']);
    expect(second.json().nextCursor).toBeNull();

    const rows = await viewedRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: moderator.id, subjectUserId: null, subjectKind: 'contact-messages' });
    expect(rows[0]!.detail).toMatchObject({ count: 2, firstPage: true });
    expect(rows[1]!.detail).toMatchObject({ count: 1, firstPage: false });
    // Ids only: never the words of a message in the audit log.
    expect(JSON.stringify(rows)).not.toContain('Hello from');
  });

  it('answers the reference path contact/get-contact with the same list', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS[1]!, headers: moderator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((message: { firstName: string }) => message.firstName)).toEqual([
      'Chen',
      'Bilal',
      'Anika',
    ]);
  });
});
