import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jpeg, member, multipart, photoPart, tempStorage, type Member, type Part } from './test-support';

/**
 * Uploads over a real socket (app.inject hands the whole body over at once and cannot show this): a request
 * refused part-way must still be answered, with its message, and the server must go on serving.
 */
let t: TestApp;
let origin: string;
const disk = tempStorage();

beforeAll(async () => {
  t = await createTestApp({ deps: { storage: disk.storage } });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  disk.cleanup();
});

async function post(who: Member, parts: Part[]) {
  const body = multipart(parts);
  const res = await fetch(`${origin}/api/v1/form/profileImageUpload`, {
    method: 'POST',
    headers: { ...who.session.headers, ...body.headers },
    body: body.payload,
  });
  return { status: res.status, body: (await res.json()) as { message: string; code?: string } };
}

describe('photo upload over HTTP', () => {
  it('answers refusals that come before the end of the body, and keeps serving', async () => {
    const who = await member(t.app);
    // Large enough to fill every buffer between client and server.
    const big = Buffer.concat([await jpeg(), Buffer.alloc(8 * 1024 * 1024)]);
    const junk = photoPart(Buffer.from('not a photo'), 'junk.jpg');
    // As large, and not a photo: refused by name like the junk (a batch keeps its good files; these have none).
    const bigJunk = () => photoPart(Buffer.alloc(8 * 1024 * 1024, 0x20), 'blank.jpg');

    const first = await post(who, [junk, bigJunk(), bigJunk()]);
    expect(first).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(first.body.message).toContain('“junk.jpg”');
    expect(first.body.message).toContain('“blank.jpg”');

    const field = await post(who, [{ name: 'role', data: 'admin' }, photoPart(big), photoPart(big)]);
    expect(field).toMatchObject({ status: 400, body: { message: '“role” is not something that can be set here.' } });

    const oversize = await post(who, [photoPart(Buffer.concat([big, big])), bigJunk()]);
    expect(oversize).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });

    const seven = await post(
      who,
      Array.from({ length: 7 }, () => photoPart(big)),
    );
    expect(seven.status).toBe(400);
    expect(seven.body.message).toContain('up to 6 photos');

    const ok = await post(who, [photoPart(await jpeg())]);
    expect(ok.status).toBe(200);
    expect(await t.app.db.selectFrom('photos').select('id').where('userId', '=', who.id).execute()).toHaveLength(1);

    // Refused before the body is read at all (six photos already).
    const small = await Promise.all([1, 2, 3, 4, 5].map(() => jpeg(300, 300)));
    expect(
      (
        await post(
          who,
          small.map((data) => photoPart(data)),
        )
      ).status,
    ).toBe(200);
    const full = await post(who, [photoPart(big), photoPart(big)]);
    expect(full.status).toBe(400);
    expect(full.body.message).toContain('You have 6');
    expect((await post(who, [junk])).status).toBe(400);
  });
});
