import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteAccountResponseSchema } from '@app/shared/data-export';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { chatMember, type ChatMember } from '../chat/test-support';
import { storedKeysOf } from '../files/files.service';
import { variantKeys } from '../photos/photo-files';
import { tempStorage } from '../photos/test-support';
import { LocalDiskStorage } from '../../lib/storage/local-disk-storage';
import { PAYMENT_RECORD_YEARS } from './account-deletion';
import { seedMemberWithEverything, uploadPhoto, type Seeded } from './export-test-support';

/**
 * Account deletion (issue 14 point 5): besides the rows (auth.int.test.ts), the stored files go — photos in every
 * size, chat files on both sides of the member's conversations, copies of their data, verification images — the
 * text of their messages goes, every session ends, and a receipt lists what went and what the law keeps.
 */

/** A disk store whose next `failures` deletions fail, as a storage outage would. */
class FlakyStorage extends LocalDiskStorage {
  failures = 0;
  override async delete(keys: string[]): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('the file store is unavailable');
    }
    return super.delete(keys);
  }
}

let t: TestApp;
let disk: ReturnType<typeof tempStorage>;
let storage: FlakyStorage;

beforeAll(async () => {
  disk = tempStorage();
  storage = new FlakyStorage(disk.storage.root);
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' }, deps: { storage } });
}, 120_000);

afterAll(async () => {
  await t.close();
  disk.cleanup();
});

const deleteAccount = (who: ChatMember) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1/user/delete-user',
    headers: who.headers,
    payload: { password: who.password },
  });

const stored = async (key: string) => (await t.app.storage.get(key)) !== null;

async function photoKeys(userId: string): Promise<string[]> {
  const rows = await t.app.db.selectFrom('photos').select('storageKey').where('userId', '=', userId).execute();
  return rows.flatMap((row) => variantKeys(row.storageKey));
}

async function chatFileKeys(fileIds: string[]): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('chatFiles')
    .select(['storageKey', 'kind'])
    .where('id', 'in', fileIds)
    .execute();
  return rows.flatMap(storedKeysOf);
}

describe('DELETE user/delete-user: files, messages, sessions and the receipt', () => {
  let seeded: Seeded;
  let keys: { photos: string[]; chat: string[]; exportZip: string; verification: string[]; otherPhotos: string[] };

  beforeAll(async () => {
    seeded = await seedMemberWithEverything(t.app);
    await uploadPhoto(t.app, seeded.other);
    // A copy of their data, ready and not yet downloaded, and a verification request waiting with its two images.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/export', headers: seeded.member.headers })).statusCode,
    ).toBe(202);
    await t.app.jobs.drain();
    const exportRow = await t.app.db
      .selectFrom('dataExports')
      .select('storageKey')
      .where('userId', '=', seeded.member.id)
      .executeTakeFirstOrThrow();
    const verification = [`verification/${seeded.member.id}/doc.webp`, `verification/${seeded.member.id}/selfie.webp`];
    for (const key of verification) await t.app.storage.put(key, Buffer.from('identity image'), 'image/webp');
    await t.app.db
      .insertInto('verificationRequests')
      .values({
        userId: seeded.member.id,
        state: 'pending',
        documentKey: verification[0] ?? null,
        selfieKey: verification[1] ?? null,
        createdAt: t.app.clock.now(),
      })
      .execute();
    keys = {
      photos: await photoKeys(seeded.member.id),
      chat: await chatFileKeys([seeded.pdfFileId, seeded.imageFileId]),
      exportZip: exportRow.storageKey ?? '',
      verification,
      otherPhotos: await photoKeys(seeded.other.id),
    };
    expect(keys.photos).toHaveLength(4);
    expect(keys.chat).toHaveLength(3);
    for (const key of [...keys.photos, ...keys.chat, keys.exportZip, ...keys.verification]) {
      expect(await stored(key), key).toBe(true);
    }
  }, 180_000);

  it('removes the stored files, the messages (text included) and the sessions, and keeps payments and reports', async () => {
    const res = await deleteAccount(seeded.member);
    expect(res.statusCode, res.body).toBe(200);
    const { receipt } = DeleteAccountResponseSchema.parse(res.json());

    // Files: the member's photos in every size, both chat files of their conversation, their copy, their images.
    for (const key of [...keys.photos, ...keys.chat, keys.exportZip, ...keys.verification]) {
      expect(await stored(key), key).toBe(false);
    }
    // Nobody else's photos are touched.
    for (const key of keys.otherPhotos) expect(await stored(key), key).toBe(true);

    const db = t.app.db;
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from messages where text in (${seeded.texts.sent}, ${seeded.texts.received})`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(
      await db
        .selectFrom('messages')
        .select('id')
        .where((eb) => eb.or([eb('senderId', '=', seeded.member.id), eb('recipientId', '=', seeded.member.id)]))
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('chatFiles').select('id').where('id', 'in', [seeded.pdfFileId, seeded.imageFileId]).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('sessions').select('id').where('userId', '=', seeded.member.id).execute()).toEqual([]);
    expect(await db.selectFrom('dataExports').select('id').where('userId', '=', seeded.member.id).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('verificationRequests').select('id').where('userId', '=', seeded.member.id).execute(),
    ).toEqual([]);
    // Payment records stay, detached; the report stays without its reporter.
    const subscription = await db
      .selectFrom('subscriptions')
      .select(['userId', 'billingEmail'])
      .where('orderId', '=', seeded.orderId)
      .executeTakeFirstOrThrow();
    expect(subscription.userId).toBeNull();
    const report = await db
      .selectFrom('reports')
      .select(['reporterId', 'details'])
      .where('id', '=', seeded.reportId)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({ reporterId: null, details: seeded.reportDetails });
    // Signed out everywhere.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: seeded.member.headers });
    expect(me.statusCode).toBe(401);

    // The receipt: what went, with counts, and what is kept by law and why.
    const removed = Object.fromEntries(receipt.removed.map((line) => [line.what, line.count]));
    expect(removed['Your photos, every size, from our file store']).toBe(1);
    expect(receipt.removed.find((line) => line.what.startsWith('Messages you sent'))?.count).toBe(2);
    expect(removed['Messages you received']).toBe(2);
    expect(removed['Your sign-in sessions: every device is signed out']).toBeGreaterThanOrEqual(2);
    expect(removed['Copies of your data you asked for']).toBe(1);
    expect(removed['Verification requests']).toBe(2);
    const payments = receipt.kept.find((line) => line.what.startsWith('Payment records'));
    expect(payments?.why).toContain(`${PAYMENT_RECORD_YEARS} years`);
    const deletedAt = new Date(receipt.deletedAt);
    expect(payments?.until).toContain(String(deletedAt.getUTCFullYear() + PAYMENT_RECORD_YEARS));
    expect(receipt.kept.some((line) => line.what.startsWith('Reports you made'))).toBe(true);
    // Each line also by code, for the web to word in the language shown (issue 30).
    expect(receipt.removed.find((line) => line.code === 'photos')?.count).toBe(1);
    expect(payments).toMatchObject({ code: 'payments', params: { years: PAYMENT_RECORD_YEARS } });

    // …and by e-mail, the last one to that address.
    const [mail] = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', seeded.member.email)
      .orderBy('createdAt', 'desc')
      .execute();
    expect(mail?.template).toBe('account-deleted');
    expect(mail?.text).toContain('What we deleted:');
    expect(mail?.text).toContain('Your photos, every size, from our file store (1)');
    expect(mail?.text).toContain('What we keep, and why:');
    expect(mail?.text).toContain(`${PAYMENT_RECORD_YEARS} years`);
  });

  it('the other member keeps their account, and their conversation with the deleted member is gone', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/conversations',
      headers: seeded.other.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain(seeded.member.id);
  });
});

describe('a file the store could not delete', () => {
  it('is retried through the job queue until it is gone', async () => {
    const who = await chatMember(t.app, 'Premium');
    await uploadPhoto(t.app, who);
    const files = await photoKeys(who.id);
    expect(files).toHaveLength(4);
    storage.failures = 1;
    const res = await deleteAccount(who);
    expect(res.statusCode, res.body).toBe(200);
    // The account is gone; the files are still there, and a job is waiting to remove them.
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', who.id).execute()).toEqual([]);
    for (const key of files) expect(await stored(key), key).toBe(true);
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from pgboss.job where name = 'storage.delete-files' and state = 'created'`.execute(t.app.db);
    expect(Number(rows[0]?.n)).toBe(1);

    // The first retry meets the store still down; the next one removes them.
    storage.failures = 1;
    await t.app.jobs.drain();
    for (const key of files) expect(await stored(key), key).toBe(true);
    t.clock.advance(10 * 60 * 1000);
    await t.app.jobs.drain();
    for (const key of files) expect(await stored(key), key).toBe(false);
  });
});
