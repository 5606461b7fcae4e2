import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ErrorBodySchema } from '@app/shared';
import { DiscoverResponseSchema } from '@app/shared/discover';
import { PublicProfileResponseSchema } from '@app/shared/profile';
import {
  VerificationStatusResponseSchema,
  VerificationSubmitResponseSchema,
  type VerificationStatus,
} from '@app/shared/verification';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInMember, type SignedInMember } from '../../../test/factories/profiles';
import { VALID_ANSWERS } from '../../../test/factories/users';
import { expectMatchTableAgreesWithSources } from '../../../test/match-table';
import { BLUE, jpeg, multipart, png, type Part } from '../photos/test-support';
import { CliError, CliUsageError } from '../../lib/cli/database';
import { parseVerificationArgs, runVerificationCommand } from './verification-operator';
import {
  collectVerificationFileKeys,
  decideVerification,
  deleteVerificationFiles,
  listPendingVerifications,
  readVerificationImages,
  VERIFICATION_MESSAGES,
} from './verification.service';

/**
 * The verified tick over HTTP and through the service our team's console (issue 15) and command line call: a
 * member sends a document photo and a selfie; the decision sets `verified` (cards, profile, the search filter) or
 * not, deletes both images from storage at once (read back: gone), and e-mails the member.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

type Member = SignedInMember;
/** A man of 31 seeking a woman, living in `country`. */
const man = (country = 'NZ') =>
  createSignedInMember(t.app, {
    answers: { ...VALID_ANSWERS, 1: 'Man', 2: 'Woman', 7: 31, 8: { min: 24, max: 32 } },
    profile: { country },
  });
/** A woman of 29 seeking a man, who must live in `country`; Premium (sees the men's profiles in full). */
const woman = (country = 'NZ') =>
  createSignedInMember(t.app, {
    usertype: 'Premium',
    profile: { country },
    preferences: { countries: [country], mustHave: ['countries'] },
  });

const documentPart = (data: Buffer, filename = 'passport.jpg'): Part => ({
  name: 'document',
  filename,
  contentType: 'image/jpeg',
  data,
});
const selfiePart = (data: Buffer, filename = 'selfie.jpg'): Part => ({
  name: 'selfie',
  filename,
  contentType: 'image/jpeg',
  data,
});

function submit(who: Member | null, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/verification/submit',
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}
async function submitOk(who: Member): Promise<VerificationStatus> {
  const res = await submit(who, [documentPart(await jpeg(900, 600)), selfiePart(await png(480, 640, BLUE))]);
  expect(res.statusCode, res.body).toBe(201);
  return VerificationSubmitResponseSchema.parse(res.json()).data;
}
async function status(who: Member): Promise<VerificationStatus> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/verification/status', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return VerificationStatusResponseSchema.parse(res.json()).data;
}
function expectError(res: { statusCode: number; json: () => unknown }, statusCode: number, code: string) {
  expect(res.statusCode).toBe(statusCode);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  return body;
}
const requestRows = (who: Member) =>
  t.app.db.selectFrom('verificationRequests').selectAll().where('userId', '=', who.id).orderBy('createdAt').execute();
const pendingRow = async (who: Member) => {
  const rows = await requestRows(who);
  const row = rows.find((entry) => entry.state === 'pending');
  expect(row).toBeDefined();
  return row!;
};
const outbox = (who: Member, template: string) =>
  t.app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', who.email.toLowerCase())
    .where('template', '=', template)
    .execute();
async function cardOf(viewer: Member, member: Member, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/profile/filtered-profiles?${query}`,
    headers: viewer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return DiscoverResponseSchema.parse(res.json()).profiles.find((card) => card.userId === member.id);
}
async function profileOf(viewer: Member, member: Member) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/getUserDetails',
    headers: viewer.headers,
    payload: { userId: member.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PublicProfileResponseSchema.parse(res.json()).data[0]!;
}

describe('sending the photos', () => {
  it('needs a signed-in member', async () => {
    expectError(await submit(null, [documentPart(await jpeg()), selfiePart(await jpeg())]), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/verification/status' }), 401, 'UNAUTHENTICATED');
  });

  it('starts at none, stores both images re-encoded and private, and answers pending', async () => {
    const me = await man();
    expect(await status(me)).toEqual({
      state: 'none',
      submittedAt: null,
      decidedAt: null,
      verifiedAt: null,
      reason: null,
      note: null,
    });
    // A JPEG with EXIF (camera, GPS-like description): nothing of it may survive.
    const withExif = await sharp(await jpeg(1200, 800))
      .withMetadata({ exif: { IFD0: { ImageDescription: 'GPS 51.5N 0.1W', Make: 'SecretCam' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await submit(me, [documentPart(withExif), selfiePart(await png(480, 640, BLUE))]);
    expect(res.statusCode, res.body).toBe(201);
    const body = VerificationSubmitResponseSchema.parse(res.json());
    expect(body.message).toBe(VERIFICATION_MESSAGES.submitted);
    expect(body.data).toMatchObject({ state: 'pending', decidedAt: null, verifiedAt: null, reason: null });
    expect(body.data.submittedAt).toBe(t.clock.now().toISOString());
    expect(await status(me)).toEqual(body.data);

    const row = await pendingRow(me);
    expect(row.documentKey).toBe(`verification/${me.id}/${row.id}/document.webp`);
    expect(row.selfieKey).toBe(`verification/${me.id}/${row.id}/selfie.webp`);
    for (const key of [row.documentKey!, row.selfieKey!]) {
      const stored = await t.app.storage.get(key);
      expect(stored).not.toBeNull();
      const metadata = await sharp(stored!).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored!.includes(Buffer.from('SecretCam'))).toBe(false);
    }
    // Kept at most 1600 px on the longest side.
    expect((await sharp((await t.app.storage.get(row.documentKey!))!).metadata()).width).toBe(1200);
  });

  it('refuses a missing file, a file that is not an image, a file too large, extra fields and a second request', async () => {
    const me = await man();
    const image = await jpeg();
    const missingSelfie = expectError(await submit(me, [documentPart(image)]), 400, 'VALIDATION_FAILED');
    expect(missingSelfie.errors?.[0]?.path).toBe('selfie');
    const missingDocument = expectError(await submit(me, [selfiePart(image)]), 400, 'VALIDATION_FAILED');
    expect(missingDocument.errors?.[0]?.path).toBe('document');

    const notImage = expectError(
      await submit(me, [documentPart(Buffer.from('%PDF-1.7 not a photo'), 'passport.pdf'), selfiePart(image)]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(notImage.message).toMatch(/identity document/);
    expect(notImage.errors?.[0]?.path).toBe('document');

    const tiny = expectError(
      await submit(me, [documentPart(image), selfiePart(await jpeg(120, 120))]),
      400,
      'VALIDATION_FAILED',
    );
    expect(tiny.errors?.[0]?.path).toBe('selfie');

    const huge = Buffer.concat([image, Buffer.alloc(15 * 1024 * 1024 + 1)]);
    expectError(await submit(me, [documentPart(huge), selfiePart(image)]), 413, 'PAYLOAD_TOO_LARGE');

    const extra = expectError(
      await submit(me, [documentPart(image), selfiePart(image), { name: 'verified', data: 'true' }]),
      400,
      'VALIDATION_FAILED',
    );
    expect(extra.errors?.[0]?.path).toBe('verified');
    const twice = expectError(
      await submit(me, [documentPart(image), documentPart(image), selfiePart(image)]),
      400,
      'VALIDATION_FAILED',
    );
    expect(twice.errors?.[0]?.path).toBe('document');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/submit',
      headers: me.headers,
      payload: { document: 'x', selfie: 'y' },
    });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');

    // Nothing was kept of any refused request.
    expect(await requestRows(me)).toEqual([]);
    expect((await status(me)).state).toBe('none');

    await submitOk(me);
    const second = expectError(await submit(me, [documentPart(image), selfiePart(image)]), 409, 'CONFLICT');
    expect(second.message).toBe(VERIFICATION_MESSAGES.pending);
    expect(await requestRows(me)).toHaveLength(1);
  });
});

describe("our team's decision", () => {
  it('approval: verified on cards, the profile and the match table; both images deleted; the member e-mailed', async () => {
    const me = await man('IE');
    const viewer = await woman('IE');
    expect((await cardOf(viewer, me))?.verified).toBe(false);
    expect((await profileOf(viewer, me)).verified).toBe(false);

    await submitOk(me);
    const row = await pendingRow(me);
    const pending = await listPendingVerifications(t.app);
    expect(pending.find((item) => item.userId === me.id)).toMatchObject({
      requestId: row.id,
      email: me.email,
      submittedAt: row.createdAt.toISOString(),
    });
    // Our team's view of the two images, while the request waits.
    const images = await readVerificationImages(t.app, row.id);
    expect(images.document.equals((await t.app.storage.get(row.documentKey!))!)).toBe(true);
    expect(images.selfie.equals((await t.app.storage.get(row.selfieKey!))!)).toBe(true);

    t.clock.advance(60_000);
    const decided = await decideVerification(t.app, { requestId: row.id, decision: 'approve', by: null });
    expect(decided).toMatchObject({ state: 'approved', userId: me.id, filesDeleted: 2 });

    // Read back from storage: both images are gone, and the row forgets where they were.
    expect(await t.app.storage.get(row.documentKey!)).toBeNull();
    expect(await t.app.storage.get(row.selfieKey!)).toBeNull();
    const after = (await requestRows(me))[0]!;
    expect(after).toMatchObject({ state: 'approved', documentKey: null, selfieKey: null, decisionReason: null });
    await expect(readVerificationImages(t.app, row.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await listPendingVerifications(t.app)).some((item) => item.userId === me.id)).toBe(false);

    expect(await status(me)).toMatchObject({
      state: 'approved',
      verifiedAt: t.clock.now().toISOString(),
      decidedAt: t.clock.now().toISOString(),
    });
    expect((await cardOf(viewer, me))?.verified).toBe(true);
    expect((await profileOf(viewer, me)).verified).toBe(true);
    expect((await profileOf(me, me)).verified).toBe(true);
    const matchRow = await t.app.db
      .selectFrom('matchProfiles')
      .select('verified')
      .where('userId', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(matchRow.verified).toBe(true);
    await expectMatchTableAgreesWithSources(t.app.db, t.clock.now());

    // The e-mail goes through the job queue.
    expect(await outbox(me, 'verification-approved')).toHaveLength(0);
    await t.app.jobs.drain();
    const [mail] = await outbox(me, 'verification-approved');
    expect(mail?.subject).toMatch(/verified/);
    expect(mail?.text).toMatch(/deleted/);

    // Decided once; a verified member has nothing more to send.
    await expect(
      decideVerification(t.app, { requestId: row.id, decision: 'decline', reason: 'other', by: null }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const again = expectError(
      await submit(me, [documentPart(await jpeg()), selfiePart(await jpeg())]),
      409,
      'CONFLICT',
    );
    expect(again.message).toBe(VERIFICATION_MESSAGES.alreadyVerified);
  });

  it('decline: not verified, the reason and note shown to the member, images deleted, e-mailed, and they may try again', async () => {
    const me = await man('IS');
    const viewer = await woman('IS');
    await submitOk(me);
    const row = await pendingRow(me);

    await expect(decideVerification(t.app, { requestId: row.id, decision: 'decline', by: null })).rejects.toMatchObject(
      {
        code: 'VALIDATION_FAILED',
      },
    );
    await decideVerification(t.app, {
      requestId: row.id,
      decision: 'decline',
      reason: 'faces-do-not-match',
      note: 'Please take the selfie without sunglasses.',
      by: 'operator-jo',
    });
    expect(await t.app.storage.get(row.documentKey!)).toBeNull();
    expect(await t.app.storage.get(row.selfieKey!)).toBeNull();
    expect((await requestRows(me))[0]).toMatchObject({ state: 'declined', documentKey: null, selfieKey: null });
    expect(await status(me)).toMatchObject({
      state: 'declined',
      verifiedAt: null,
      reason: 'faces-do-not-match',
      note: 'Please take the selfie without sunglasses.',
    });
    expect((await cardOf(viewer, me))?.verified).toBe(false);
    expect((await profileOf(viewer, me)).verified).toBe(false);
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select(['type', 'detail'])
      .where('userId', '=', me.id)
      .where('type', 'like', 'verification.%')
      .execute();
    expect(audit).toEqual([
      { type: 'verification.declined', detail: { requestId: row.id, by: 'operator-jo', reason: 'faces-do-not-match' } },
    ]);

    await t.app.jobs.drain();
    const [mail] = await outbox(me, 'verification-declined');
    expect(mail?.text).toMatch(/did not clearly match/);
    expect(mail?.text).toMatch(/without sunglasses/);
    expect(mail?.text).toMatch(/deleted/);

    // A declined member may send new photos.
    expect((await submitOk(me)).state).toBe('pending');
    expect(await requestRows(me)).toHaveLength(2);
  });

  it('refuses an unknown request', async () => {
    await expect(
      decideVerification(t.app, { requestId: '00000000-0000-4000-8000-000000000000', decision: 'approve', by: null }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(readVerificationImages(t.app, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('search', () => {
  it('"verified members only" keeps verified members and nobody else; an empty result names the filter', async () => {
    const viewer = await woman('LU');
    const plain = await man('LU');
    const verified = await man('LU');
    const ids = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/profile/filtered-profiles?${query}`,
        headers: viewer.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return DiscoverResponseSchema.parse(res.json());
    };
    const none = await ids('verifiedOnly=true');
    expect(none.profiles).toEqual([]);
    expect(none.emptyHint?.loosen).toEqual(['verifiedOnly']);

    await submitOk(verified);
    await decideVerification(t.app, { requestId: (await pendingRow(verified)).id, decision: 'approve', by: null });
    expect((await ids('verifiedOnly=true')).profiles.map((card) => card.userId)).toEqual([verified.id]);
    expect((await ids('verifiedOnly=true&sortBy=newest')).profiles.map((card) => card.userId)).toEqual([verified.id]);
    expect(new Set((await ids('')).profiles.map((card) => card.userId))).toEqual(new Set([plain.id, verified.id]));
    expect(new Set((await ids('verifiedOnly=false')).profiles.map((card) => card.userId))).toEqual(
      new Set([plain.id, verified.id]),
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile/filtered-profiles?verifiedOnly=maybe',
      headers: viewer.headers,
    });
    expect(JSON.stringify(expectError(bad, 400, 'VALIDATION_FAILED'))).toContain('verifiedOnly');
  });
});

describe('account deletion', () => {
  it('finds and deletes the images of a waiting request', async () => {
    const me = await man();
    await submitOk(me);
    const row = await pendingRow(me);
    expect(new Set(await collectVerificationFileKeys(t.app.db, me.id))).toEqual(
      new Set([row.documentKey, row.selfieKey]),
    );
    expect(await deleteVerificationFiles(t.app, me.id)).toBe(2);
    expect(await t.app.storage.get(row.documentKey!)).toBeNull();
    expect(await t.app.storage.get(row.selfieKey!)).toBeNull();
    expect(await requestRows(me)).toEqual([]);
    expect(await collectVerificationFileKeys(t.app.db, me.id)).toEqual([]);
  });
});

describe('the operator command line', () => {
  it('reads its arguments, refusing what is unclear', () => {
    expect(parseVerificationArgs(['list'])).toEqual({ command: 'list' });
    expect(parseVerificationArgs(['decide', '--email', 'A@B.co', '--approve'])).toEqual({
      command: 'decide',
      email: 'a@b.co',
      decision: 'approve',
      reason: undefined,
      note: undefined,
      by: null,
    });
    expect(
      parseVerificationArgs(['decide', '--email=a@b.co', '--decline', '--reason', 'document-unreadable']),
    ).toMatchObject({
      decision: 'decline',
      reason: 'document-unreadable',
    });
    for (const argv of [
      [],
      ['decide', '--approve'],
      ['decide', '--email', 'a@b.co'],
      ['decide', '--email', 'a@b.co', '--approve', '--decline'],
      ['decide', '--email', 'a@b.co', '--decline'],
      ['decide', '--email', 'a@b.co', '--decline', '--reason', 'ugly'],
      ['decide', '--email', 'a@b.co', '--approve', '--reason', 'other'],
      ['decide', '--email', 'a@b.co', '--approve', '--colour', 'red'],
      ['show', '--email', 'a@b.co'],
    ]) {
      expect(() => parseVerificationArgs(argv), argv.join(' ')).toThrow(CliUsageError);
    }
  });

  it('lists the waiting requests and decides one by e-mail', async () => {
    const me = await man();
    await submitOk(me);
    const row = await pendingRow(me);
    expect(await runVerificationCommand(t.app, { command: 'list' }, null)).toContain(me.email);
    // The operator writes the two images to a private folder to compare them: exactly what is stored.
    const out = await mkdtemp(path.join(tmpdir(), 'verification-show-'));
    try {
      const shown = await runVerificationCommand(
        t.app,
        parseVerificationArgs(['show', '--email', me.email, '--out', path.join(out, 'case')]),
        null,
      );
      expect(shown).toContain('identity-document.webp');
      const document = await readFile(path.join(out, 'case', 'identity-document.webp'));
      expect(document.equals((await t.app.storage.get(row.documentKey!))!)).toBe(true);
      const selfie = await readFile(path.join(out, 'case', 'selfie.webp'));
      expect(selfie.equals((await t.app.storage.get(row.selfieKey!))!)).toBe(true);
      expect((await stat(path.join(out, 'case', 'selfie.webp'))).mode & 0o077).toBe(0);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
    const printed = await runVerificationCommand(
      t.app,
      parseVerificationArgs(['decide', '--email', me.email, '--decline', '--reason', 'document-not-accepted']),
      'jo',
    );
    expect(printed).toMatch(/Declined/);
    expect(await t.app.storage.get(row.documentKey!)).toBeNull();
    expect((await status(me)).reason).toBe('document-not-accepted');
    await expect(
      runVerificationCommand(t.app, parseVerificationArgs(['decide', '--email', me.email, '--approve']), 'jo'),
    ).rejects.toThrow(CliError);
    await expect(
      runVerificationCommand(
        t.app,
        parseVerificationArgs(['decide', '--email', 'nobody@example.com', '--approve']),
        'jo',
      ),
    ).rejects.toThrow(/No member/);
  });
});
