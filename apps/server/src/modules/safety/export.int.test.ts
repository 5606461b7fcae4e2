import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, ErrorBodySchema } from '@app/shared';
import {
  DataExportRequestResponseSchema,
  DataExportStatusResponseSchema,
  type DataExportRequestResponse,
} from '@app/shared/data-export';
import { signIn } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { chatMember, type ChatMember } from '../chat/test-support';
import { tempStorage } from '../photos/test-support';
import { sha256 } from '../../lib/security/codes';
import { EXPORTED_TABLES, JSON_AREAS, NOT_EXPORTED } from './export-contents';
import { LINK_GONE } from './export.routes';
import { exportLink, MINIMAL_PDF, readZip, seedMemberWithEverything, type Seeded } from './export-test-support';

/**
 * Your data (issue 14 point 5): the copy's contents against a member seeded in every area, the coverage of every
 * table that refers to a member, the one-use 24-hour link, and the request's rules.
 */
let t: TestApp;
let disk: ReturnType<typeof tempStorage>;
let seeded: Seeded;
let zip: Map<string, Buffer>;
let zipBytes: Buffer;
const HOUR = 60 * 60 * 1000;

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers });

async function requestExport(who: ChatMember): Promise<DataExportRequestResponse> {
  const res = await get('user/export', who.headers);
  expect(res.statusCode, res.body).toBe(202);
  return DataExportRequestResponseSchema.parse(res.json());
}

/** What the /your-data page sends: the link's token, with the signed-in member's session (none: signed out). */
const download = (token: string, who: { headers: Record<string, string> } | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/export/download',
    headers: who?.headers ?? {},
    payload: { token },
  });
const expectNothing = (res: Awaited<ReturnType<typeof download>>) => {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(ErrorBodySchema.parse(res.json())).toMatchObject({ code: 'NOT_FOUND', message: LINK_GONE });
};
const text = (name: string) => {
  const entry = zip.get(name);
  if (!entry) throw new Error(`${name} is not in the zip`);
  return entry.toString('utf8');
};
const parsed = <T = unknown>(name: string): T => JSON.parse(text(name)) as T;

async function exportsOf(userId: string) {
  return t.app.db.selectFrom('dataExports').selectAll().where('userId', '=', userId).orderBy('createdAt').execute();
}

beforeAll(async () => {
  disk = tempStorage();
  t = await createTestApp({ deps: { storage: disk.storage } });
  seeded = await seedMemberWithEverything(t.app);
  const asked = await requestExport(seeded.member);
  expect(asked.queued).toBe(true);
  await t.app.jobs.drain();
  const { token } = await exportLink(t.app, seeded.member.email);
  const res = await download(token, seeded.member);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  zipBytes = res.rawPayload;
  zip = await readZip(zipBytes);
}, 180_000);

afterAll(async () => {
  await t.close();
  disk.cleanup();
});

/** Every table of the database that refers to a member: a foreign key to users(id), or a member-id column. */
async function tablesReferringToMembers(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select distinct cls.relname as name
      from pg_constraint con
      join pg_class cls on cls.oid = con.conrelid
      join pg_namespace ns on ns.oid = cls.relnamespace
     where con.contype = 'f' and con.confrelid = 'public.users'::regclass and ns.nspname = 'public'
    union
    select distinct table_name as name
      from information_schema.columns
     where table_schema = 'public'
       and (column_name in ('user_id', 'member_id') or column_name like '%\\_user\\_id' escape '\\')
    order by name`.execute(t.app.db);
  return rows.map((row) => row.name);
}

describe('which tables the copy covers', () => {
  it('decides every table that refers to a member: exported to a named file, or not exported with a reason', async () => {
    const tables = await tablesReferringToMembers();
    // The query does find member tables (a broken query must not pass by finding none).
    expect(tables).toEqual(expect.arrayContaining(['photos', 'messages', 'subscriptions', 'audit_events']));
    const undecided = tables.filter((table) => !(table in EXPORTED_TABLES) && !(table in NOT_EXPORTED));
    expect(undecided, 'tables that hold member data but are neither exported nor listed in NOT_EXPORTED').toEqual([]);
    for (const [table, reason] of Object.entries(NOT_EXPORTED)) {
      expect(table in EXPORTED_TABLES, `${table} is in both maps`).toBe(false);
      expect(reason.length, `${table} needs a reason`).toBeGreaterThan(20);
    }
  });

  it('names only tables that exist, and files that are in the copy', async () => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = 'public'`.execute(t.app.db);
    const existing = new Set(rows.map((row) => row.name));
    for (const table of [...Object.keys(EXPORTED_TABLES), ...Object.keys(NOT_EXPORTED)]) {
      expect(existing.has(table), `${table} is not a table`).toBe(true);
    }
    for (const file of new Set(Object.values(EXPORTED_TABLES))) expect(zip.has(file), file).toBe(true);
  });

  it('puts the seeded member in every exported table, and each table in its file', async () => {
    const m = seeded.member;
    /** One check per exported table: a value seeded into that table, found in the file the map names. */
    const checks: Record<string, () => void> = {
      users: () =>
        expect(parsed<{ email: string; language: string }>('account.json')).toMatchObject({
          email: m.email,
          language: 'en',
        }),
      questionnaire_answers: () => expect(text('questionnaire-answers.json')).toContain('Serious to get married soon'),
      profiles: () => expect(parsed<{ firstName: string }>('profile.json').firstName).toBe('Exportina'),
      partner_preferences: () => expect(parsed<{ ageMin: number }>('partner-preferences.json').ageMin).toBe(27),
      photos: () => {
        const { photos } = parsed<{ photos: Array<{ file: string; width: number }> }>('photos.json');
        expect(photos).toHaveLength(1);
        const image = zip.get(photos[0]!.file);
        expect(image?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      },
      photo_access_requests: () => expect(text('photos.json')).toContain(seeded.other.id),
      connections: () => expect(text('connections.json')).toContain(seeded.other.id),
      contact_access: () => expect(parsed<{ requests: unknown[] }>('contact-details.json').requests).toHaveLength(1),
      contact_access_log: () => expect(parsed<{ views: unknown[] }>('contact-details.json').views).toHaveLength(1),
      favourites: () => expect(text('favourites.json')).toContain(seeded.third.id),
      profile_views: () => expect(text('profile-views.json')).toContain(seeded.third.id),
      messages: () => {
        const { messages } = parsed<{ messages: Array<{ text: string | null; direction: string }> }>('messages.json');
        expect(messages.find((msg) => msg.text === seeded.texts.sent)?.direction).toBe('sent');
        expect(messages.find((msg) => msg.text === seeded.texts.received)?.direction).toBe('received');
        expect(messages).toHaveLength(4);
      },
      conversations: () =>
        expect(parsed<{ conversations: Array<{ otherId: string }> }>('messages.json').conversations[0]?.otherId).toBe(
          seeded.other.id,
        ),
      chat_files: () => {
        const { attachments } = parsed<{ attachments: Array<{ fileId: string; file: string | null }> }>(
          'messages.json',
        );
        const pdf = attachments.find((file) => file.fileId === seeded.pdfFileId);
        const image = attachments.find((file) => file.fileId === seeded.imageFileId);
        expect(zip.get(pdf?.file ?? '')?.equals(MINIMAL_PDF)).toBe(true);
        expect(
          zip
            .get(image?.file ?? '')
            ?.subarray(8, 12)
            .toString('latin1'),
        ).toBe('WEBP');
      },
      calls: () => expect(text('calls.json')).toContain(seeded.callId),
      notifications: () =>
        expect(parsed<{ notifications: Array<{ type: string }> }>('notifications.json').notifications).toContainEqual(
          expect.objectContaining({ type: 'connection_accepted' }),
        ),
      notification_settings: () =>
        expect(
          parsed<{ emailSettings: { emailDailyDigest: boolean } }>('notifications.json').emailSettings.emailDailyDigest,
        ).toBe(false),
      devices: () =>
        expect(parsed<Array<{ endpoint: string }>>('push-subscriptions.json')[0]?.endpoint).toBe(seeded.pushEndpoint),
      subscriptions: () => expect(text('payments.json')).toContain(seeded.orderId),
      checkout_sessions: () => expect(parsed<{ checkouts: unknown[] }>('payments.json').checkouts).toHaveLength(1),
      payment_refunds: () =>
        expect(parsed<{ refunds: Array<{ amountCents: number }> }>('payments.json').refunds).toEqual([
          expect.objectContaining({ orderId: seeded.orderId, amountCents: 1100 }),
        ]),
      consents: () => expect(text('consents.json')).toContain('notice-2026-test'),
      contact_messages: () => expect(text('contact-messages.json')).toContain(seeded.contactMessage),
      reports: () => expect(text('reports.json')).toContain(seeded.reportDetails),
      report_messages: () =>
        expect(parsed<{ reportedMessages: Array<{ reportId: string }> }>('reports.json').reportedMessages).toEqual([
          expect.objectContaining({ reportId: seeded.reportId }),
        ]),
      blocks: () => expect(text('blocks.json')).toContain(seeded.third.id),
      suspensions: () => expect(text('suspensions.json')).toContain(seeded.suspensionReason),
      verification_requests: () => expect(text('verification.json')).toContain(seeded.verificationRequestId),
      sessions: () => expect(text('sessions.json')).toContain(seeded.userAgent),
      audit_events: () => expect(text('security-log.json')).toContain('login.success'),
      data_exports: () => expect(parsed<unknown[]>('data-exports.json')).toHaveLength(1),
      family_members: () =>
        expect(parsed<{ helpers: Array<{ accountId: string }> }>('family.json').helpers).toEqual([
          expect.objectContaining({ accountId: seeded.third.id, relation: 'sister' }),
        ]),
      family_invitations: () =>
        expect(parsed<{ invitationsSent: Array<{ email: string }> }>('family.json').invitationsSent).toEqual([
          expect.objectContaining({ email: seeded.third.email }),
        ]),
      family_activity: () =>
        expect(
          parsed<{ activityOnYourProfile: Array<{ kind: string }> }>('family.json').activityOnYourProfile.map(
            (row) => row.kind,
          ),
        ).toEqual(['invited', 'joined']),
      profile_edits: () =>
        expect(parsed<{ changesToYourProfile: Array<{ id: string }> }>('family.json').changesToYourProfile).toEqual([
          expect.objectContaining({ id: seeded.profileEditId, relation: 'sister', section: 'familyDetails' }),
        ]),
      family_notes: () =>
        expect(parsed<{ notesOnYourShortlist: Array<{ text: string }> }>('family.json').notesOnYourShortlist).toEqual([
          expect.objectContaining({ favouriteUserId: seeded.third.id, text: seeded.familyNote }),
        ]),
    };
    expect(Object.keys(checks).sort(), 'every exported table has a check here').toEqual(
      Object.keys(EXPORTED_TABLES).sort(),
    );
    for (const [table, check] of Object.entries(checks)) {
      expect(() => check(), table).not.toThrow();
    }
  });
});

describe('the zip', () => {
  it('holds a README in plain words that explains every file and how to ask for a correction', () => {
    const readme = text('README.txt');
    for (const area of JSON_AREAS) expect(readme, area.file).toContain(area.file);
    expect(readme).toContain('photos.json and photos/');
    expect(readme).toContain('messages.json and attachments/');
    expect(readme).toContain(t.config.brand.supportEmail);
    expect(readme).toContain('Australian Privacy Principle 13');
    expect(readme).toContain(seeded.member.email);
  });

  it('writes the README in the member’s language (issue 30); file names and the files’ contents stay as stored', async () => {
    const member = await chatMember(t.app, 'Standard');
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/settings',
      headers: member.headers,
      payload: { language: 'pa' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await requestExport(member);
    await t.app.jobs.drain();
    const { token } = await exportLink(t.app, member.email);
    const res = await download(token, member);
    expect(res.statusCode).toBe(200);
    const readme = (await readZip(res.rawPayload)).get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toContain('ਕਿਹੜੀ ਫ਼ਾਈਲ ਵਿੱਚ ਕੀ ਹੈ');
    expect(readme).toContain('photos.json ਅਤੇ photos/');
    expect(readme).toContain('ਉਹ ਮੈਂਬਰ ਜਿਨ੍ਹਾਂ ਨੂੰ ਤੁਸੀਂ ਬਲੌਕ ਕੀਤਾ।');
    for (const area of JSON_AREAS) expect(readme, area.file).toContain(area.file);
    expect(readme).toContain(member.email);
    expect(readme).not.toContain('What each file holds');
    expect(readme).not.toContain('Members you blocked.');
  });

  it('holds nothing of the other members but their ids', () => {
    expect(zipBytes.includes(Buffer.from(seeded.other.email))).toBe(false);
    expect(text('connections.json')).not.toContain(seeded.other.profile.firstName ?? '∅');
  });

  it('never holds a secret: password hash, token hashes, session ids, push keys', async () => {
    const all = [...zip.values()].map((entry) => entry.toString('latin1')).join('\n');
    const user = await t.app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', seeded.member.id)
      .executeTakeFirstOrThrow();
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', seeded.member.id)
      .execute();
    const refresh = await t.app.db
      .selectFrom('refreshTokens')
      .select('tokenHash')
      .where(
        'sessionId',
        'in',
        sessions.map((row) => row.id),
      )
      .execute();
    const [exported] = await exportsOf(seeded.member.id);
    const secrets = [
      user.passwordHash,
      ...sessions.map((row) => row.id),
      ...refresh.map((row) => row.tokenHash),
      exported?.tokenHash ?? 'missing token hash',
      seeded.pushKey,
      'auth-secret-x',
      seeded.member.cookies[COOKIE.refreshSecret] ?? 'missing refresh secret',
    ];
    expect(sessions.length).toBeGreaterThan(0);
    expect(refresh.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(all.includes(secret), secret.slice(0, 12)).toBe(false);
    expect(all).not.toMatch(/passwordHash|tokenHash|p256dh/);
  });
});

describe('GET user/export', () => {
  it('needs a signed-in member', async () => {
    for (const path of ['user/export', 'user/export/status']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(401);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it('queues one copy, says so while it is prepared, and e-mails a link that works once for 24 hours', async () => {
    const who = await chatMember(t.app, 'Standard');
    const statusBefore = DataExportStatusResponseSchema.parse((await get('user/export/status', who.headers)).json());
    expect(statusBefore.export).toBeNull();

    const [first, second] = await Promise.all([requestExport(who), requestExport(who)]);
    expect([first.queued, second.queued].sort()).toEqual([false, true]);
    expect((await exportsOf(who.id)).map((row) => row.state)).toEqual(['queued']);
    const again = await requestExport(who);
    expect(again.queued).toBe(false);
    expect(again.message).toMatch(/already preparing/);

    await t.app.jobs.drain();
    const [row] = await exportsOf(who.id);
    expect(row?.state).toBe('ready');
    expect(row?.expiresAt?.getTime()).toBe((row?.readyAt?.getTime() ?? 0) + 24 * HOUR);
    const ready = await requestExport(who);
    expect(ready.queued).toBe(false);
    expect(ready.export.state).toBe('ready');
    expect(ready.message).toMatch(/e-mailed you a download link/);

    const { url, token } = await exportLink(t.app, who.email);
    expect(url.startsWith(`${t.config.PUBLIC_URL}/your-data#token=`)).toBe(true);
    // Only the token's hash is stored.
    expect(row?.tokenHash).toBe(sha256(token));
    expect(row?.tokenHash).not.toBe(token);
    expect(await t.app.storage.getStream(row?.storageKey ?? '')).not.toBeNull();

    const first200 = await download(token, who);
    expect(first200.statusCode).toBe(200);
    expect(first200.headers['content-type']).toBe('application/zip');
    expect(String(first200.headers['content-disposition'])).toMatch(
      /^attachment; filename=".+-your-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(first200.headers['cache-control']).toBe('no-store');
    expect(JSON.parse((await readZip(first200.rawPayload)).get('account.json')?.toString() ?? '{}').email).toBe(
      who.email,
    );

    // Used: refused, and the file is gone from the store.
    expectNothing(await download(token, who));
    // The file is removed once the answer has gone (after the response, so it may take a moment).
    await expect.poll(async () => (await exportsOf(who.id))[0]?.storageKey).toBeNull();
    const [after] = await exportsOf(who.id);
    expect(after?.state).toBe('downloaded');
    expect(after?.downloadedAt).not.toBeNull();
    expect(await t.app.storage.getStream(row?.storageKey ?? '')).toBeNull();

    const status = DataExportStatusResponseSchema.parse((await get('user/export/status', who.headers)).json());
    expect(status.export?.state).toBe('downloaded');
  });

  it('needs its owner: a leaked link signed out is only sent to the page, another member gets what an unknown link gets, the owner downloads once', async () => {
    const owner = await chatMember(t.app, 'Standard');
    const stranger = await chatMember(t.app, 'Standard');
    await requestExport(owner);
    await t.app.jobs.drain();
    const { url, token } = await exportLink(t.app, owner.email);
    // The e-mailed link is a page of the site; its token is in the fragment, which browsers never send.
    const link = new URL(url);
    expect([link.pathname, link.search]).toEqual(['/your-data', '']);

    // The link in its old form, opened with no session: sent on to the page, never the file.
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/user/export/download?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(url);
    expect(opened.headers['content-type'] ?? '').not.toMatch(/zip/);
    expect(opened.rawPayload.includes(Buffer.from(owner.email))).toBe(false);
    // The page's request without a session: refused.
    const signedOut = await download(token, null);
    expect(signedOut.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(signedOut.json()).code).toBe('UNAUTHENTICATED');
    // Another signed-in member: the very answer an unknown link gets.
    const strangers = await download(token, stranger);
    const unknown = await download(randomBytes(32).toString('base64url'), stranger);
    expectNothing(strangers);
    expectNothing(unknown);
    expect(strangers.body).toBe(unknown.body);
    expect(strangers.rawPayload.includes(Buffer.from(owner.email))).toBe(false);

    // None of that used the link up: its owner, signed in, downloads it, once.
    expect((await exportsOf(owner.id)).map((row) => row.state)).toEqual(['ready']);
    const res = await download(token, owner);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse((await readZip(res.rawPayload)).get('account.json')?.toString() ?? '{}').email).toBe(owner.email);
    expectNothing(await download(token, owner));
  });

  it('refuses a link after 24 hours; the hourly clean-up removes its file', async () => {
    const who = await chatMember(t.app, 'Standard');
    await requestExport(who);
    await t.app.jobs.drain();
    const { token } = await exportLink(t.app, who.email);
    const [row] = await exportsOf(who.id);
    t.clock.advance(24 * HOUR + 1000);
    // A new sign-in: the access token of a day ago has expired.
    const status = DataExportStatusResponseSchema.parse(
      (await get('user/export/status', (await signIn(t.app, who.email)).headers)).json(),
    );
    expect(status.export?.state).toBe('expired');
    expectNothing(await download(token, await signIn(t.app, who.email)));
    expect(await t.app.storage.getStream(row?.storageKey ?? '')).not.toBeNull();

    t.clock.advance(HOUR);
    await t.app.jobs.drain();
    const [after] = await exportsOf(who.id);
    expect(after?.state).toBe('expired');
    expect(after?.storageKey).toBeNull();
    expect(await t.app.storage.getStream(row?.storageKey ?? '')).toBeNull();
    // An expired copy does not stop a new one.
    expect((await requestExport({ ...who, ...(await signIn(t.app, who.email)) })).queued).toBe(true);
  });

  it('fails a copy left unbuilt for hours (its job gave up), so the member may ask again', async () => {
    const who = await chatMember(t.app, 'Standard');
    await t.app.db
      .insertInto('dataExports')
      .values({ userId: who.id, state: 'building', createdAt: new Date(t.app.clock.now().getTime() - 7 * HOUR) })
      .execute();
    t.clock.advance(HOUR);
    await t.app.jobs.drain();
    expect((await exportsOf(who.id)).map((row) => row.state)).toEqual(['failed']);
    expect((await requestExport({ ...who, ...(await signIn(t.app, who.email)) })).queued).toBe(true);
  });

  it("opens only the copy a token was made for: a made-up or stored value opens nothing, another member's link their own", async () => {
    const a = await chatMember(t.app, 'Standard');
    const b = await chatMember(t.app, 'Standard');
    await requestExport(a);
    await requestExport(b);
    await t.app.jobs.drain();
    const tokenA = (await exportLink(t.app, a.email)).token;
    const tokenB = (await exportLink(t.app, b.email)).token;
    const [rowA] = await exportsOf(a.id);
    for (const wrong of [rowA?.tokenHash ?? '', 'x'.repeat(43), '', tokenA.slice(0, -1), `${tokenA}x`]) {
      expectNothing(await download(wrong, a));
    }
    const resB = await download(tokenB, b);
    expect(resB.statusCode).toBe(200);
    const zipB = await readZip(resB.rawPayload);
    expect(JSON.parse(zipB.get('account.json')?.toString() ?? '{}').email).toBe(b.email);
    expect(resB.rawPayload.includes(Buffer.from(a.email))).toBe(false);
    // The wrong attempts did not use up member A's link.
    expect((await download(tokenA, a)).statusCode).toBe(200);
  });

  it('answers a suspended member too (APP 12: access to what we hold does not end with a suspension)', async () => {
    const who = await chatMember(t.app, 'Standard');
    await t.app.db
      .updateTable('users')
      .set({ suspendedAt: t.app.clock.now(), suspensionReason: 'Checking a report' })
      .where('id', '=', who.id)
      .execute();
    expect((await requestExport(who)).queued).toBe(true);
    expect((await get('user/export/status', who.headers)).statusCode).toBe(200);
  });

  it('allows three new copies a day per member', async () => {
    const who = await chatMember(t.app, 'Standard');
    for (let i = 0; i < 3; i += 1) {
      expect((await requestExport(who)).queued).toBe(true);
      await t.app.db.updateTable('dataExports').set({ state: 'failed' }).where('userId', '=', who.id).execute();
    }
    const refused = await get('user/export', who.headers);
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).code).toBe('RATE_LIMITED');
  });
});
