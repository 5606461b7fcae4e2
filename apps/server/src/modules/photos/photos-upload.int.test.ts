import { readFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_VARIANTS, type PhotoView } from '@app/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { variantKey } from './photo-files';
import { PHOTO_MESSAGES } from './photo-pipeline';
import {
  animatedGif,
  BLUE,
  checkerboard,
  fetchMedia,
  GREEN,
  isBluish,
  isReddish,
  jpeg,
  meanColour,
  member,
  multipart,
  photoPart,
  png,
  tempStorage,
  upload,
  webp,
  type Member,
} from './test-support';

let t: TestApp;
const disk = tempStorage();

beforeAll(async () => {
  t = await createTestApp({ deps: { storage: disk.storage } });
});
afterAll(async () => {
  await t.close();
  disk.cleanup();
});

type UploadBody = {
  success: boolean;
  message: string;
  code?: string;
  user: { isImageFormFilled: boolean; usertype: string; role: string };
  imageUploadData: { image: string[] };
  data: PhotoView[];
};

const photoRows = (userId: string) =>
  t.app.db.selectFrom('photos').selectAll().where('userId', '=', userId).orderBy('position').execute();

/** Every stored variant of a member's photo, read back from storage. */
async function storedVariants(storageKey: string) {
  const entries = await Promise.all(
    PHOTO_VARIANTS.map(async (variant) => [variant, await disk.storage.get(variantKey(storageKey, variant))] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof PHOTO_VARIANTS)[number], Buffer | null>;
}

/** What a refused upload must leave behind: no row, no file, the flag as it was. */
async function expectNothingStored(who: Member, filesBefore: number) {
  expect(await photoRows(who.id)).toHaveLength(0);
  expect(disk.files()).toHaveLength(filesBefore);
  const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();
  expect(user.isImageFormFilled).toBe(false);
}

/** A PNG whose header declares `width` × `height` pixels but whose pixel data is a few bytes (a pixel flood). */
function floodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo upload: accepted formats', () => {
  it('stores a JPEG as four WebP variants, sets the photo flag and answers with signed URLs', async () => {
    const owner = await member(t.app);
    const filesBefore = disk.files().length;
    const res = await upload(t.app, owner, [photoPart(await jpeg(1200, 900), 'holiday.jpg')]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as UploadBody;
    expect(body).toMatchObject({ success: true, user: { isImageFormFilled: true } });
    expect(body.data).toHaveLength(1);
    const [view] = body.data;
    expect(view).toMatchObject({ isPrimary: true, blurred: false, width: 1200, height: 900 });
    expect(body.imageUploadData.image).toEqual([view?.url]);
    // Four files, all WebP, at the documented sizes (never upscaled: large stays 1200 wide).
    expect(disk.files().length - filesBefore).toBe(4);
    const [row] = await photoRows(owner.id);
    const stored = await storedVariants(row?.storageKey ?? '');
    const sizes = Object.fromEntries(
      await Promise.all(
        PHOTO_VARIANTS.map(async (variant) => {
          const meta = await sharp(stored[variant] ?? Buffer.alloc(0)).metadata();
          expect(meta.format).toBe('webp');
          return [variant, [meta.width, meta.height]];
        }),
      ),
    );
    expect(sizes).toEqual({ thumb: [320, 240], medium: [800, 600], large: [1200, 900], blurred: [96, 72] });
    const flag = await t.app.db
      .selectFrom('users')
      .select('isImageFormFilled')
      .where('id', '=', owner.id)
      .executeTakeFirst();
    expect(flag?.isImageFormFilled).toBe(true);
    // The URLs answer the owner with those files.
    const medium = await fetchMedia(t.app, view?.url ?? '', owner);
    expect(medium.statusCode).toBe(200);
    expect(medium.rawPayload.equals(stored.medium ?? Buffer.alloc(0))).toBe(true);
    const large = await fetchMedia(t.app, view?.largeUrl ?? '', owner);
    expect(large.rawPayload.equals(stored.large ?? Buffer.alloc(0))).toBe(true);
  });

  it('accepts PNG and WebP, several in one request, in the order sent', async () => {
    const owner = await member(t.app);
    const res = await upload(t.app, owner, [
      photoPart(await png(500, 400, BLUE), 'a.png', 'image/png'),
      photoPart(await webp(400, 500, GREEN), 'b.webp', 'image/webp'),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as UploadBody;
    expect(body.data.map((view) => [view.width, view.height, view.isPrimary])).toEqual([
      [500, 400, true],
      [400, 500, false],
    ]);
    expect(body.imageUploadData.image).toHaveLength(2);
    const rows = await photoRows(owner.id);
    expect(
      isBluish(await meanColour((await storedVariants(rows[0]?.storageKey ?? '')).medium ?? Buffer.alloc(0))),
    ).toBe(true);
    const second = await meanColour((await storedVariants(rows[1]?.storageKey ?? '')).medium ?? Buffer.alloc(0));
    expect(second.g).toBeGreaterThan(150);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const owner = await member(t.app);
    const gif = await animatedGif(300, 300, [{ r: 220, g: 30, b: 30 }, BLUE, GREEN]);
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const res = await upload(t.app, owner, [photoPart(gif, 'moving.gif', 'image/gif')]);
    expect(res.statusCode).toBe(200);
    const [row] = await photoRows(owner.id);
    const stored = await storedVariants(row?.storageKey ?? '');
    for (const variant of ['thumb', 'medium', 'large'] as const) {
      const body = stored[variant] ?? Buffer.alloc(0);
      const meta = await sharp(body).metadata();
      expect(meta.pages ?? 1).toBe(1);
      expect([meta.width, meta.height]).toEqual([300, 300]);
      expect(isReddish(await meanColour(body))).toBe(true);
    }
  });

  it('decodes a real HEIC photo (HEVC) through libheif', async () => {
    const owner = await member(t.app);
    // 360 × 240, left half red, right half blue (see fixtures/README.md). Sent with a misleading type on purpose.
    const heic = readFileSync(new URL('./fixtures/two-colours.heic', import.meta.url));
    const res = await upload(t.app, owner, [photoPart(heic, 'IMG_0001.HEIC', 'application/octet-stream')]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as UploadBody).data[0]).toMatchObject({ width: 360, height: 240 });
    const [row] = await photoRows(owner.id);
    const medium = (await storedVariants(row?.storageKey ?? '')).medium ?? Buffer.alloc(0);
    const left = await sharp(medium).extract({ left: 20, top: 20, width: 100, height: 200 }).toBuffer();
    const right = await sharp(medium).extract({ left: 240, top: 20, width: 100, height: 200 }).toBuffer();
    expect(isReddish(await meanColour(left))).toBe(true);
    expect(isBluish(await meanColour(right))).toBe(true);
  });
});

describe('photo upload: nothing of the original file is kept', () => {
  it('strips EXIF (camera, GPS), ICC and XMP from every stored variant and applies the orientation', async () => {
    const owner = await member(t.app);
    // Stored sideways: left half red, right half blue, EXIF Orientation 6 ("rotate 90° clockwise to view").
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: BLUE } })
      .composite([{ input: await png(200, 300), left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'CanonSecretMake', Model: 'EOS 5D Mark IV' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '37/1 48/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '144/1 57/1 0/1',
        },
      })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>XmpSecretName</dc:creator>' +
          '</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    // The input really carries what must go.
    const input = await sharp(sideways).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes('CanonSecretMake')).toBe(true);
    expect(input.icc).toBeDefined();
    expect(input.xmp?.includes('XmpSecretName')).toBe(true);
    expect(exifTags(input.exif ?? Buffer.alloc(0))).toContain(0x8825); // GPS IFD pointer

    const res = await upload(t.app, owner, [photoPart(sideways, 'camera.jpg')]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as UploadBody).data[0]).toMatchObject({ width: 300, height: 400 });
    const [row] = await photoRows(owner.id);
    const stored = await storedVariants(row?.storageKey ?? '');
    for (const variant of PHOTO_VARIANTS) {
      const body = stored[variant];
      expect(body, variant).not.toBeNull();
      const meta = await sharp(body ?? Buffer.alloc(0)).metadata();
      expect(meta.exif, variant).toBeUndefined();
      expect(meta.icc, variant).toBeUndefined();
      expect(meta.xmp, variant).toBeUndefined();
      expect(meta.iptc, variant).toBeUndefined();
      expect(meta.orientation, variant).toBeUndefined();
      // Upright: portrait now.
      expect((meta.height ?? 0) > (meta.width ?? 0), variant).toBe(true);
      for (const secret of ['CanonSecretMake', 'XmpSecretName', 'Exif', 'GPS']) {
        expect(body?.includes(secret), `${variant} contains ${secret}`).toBe(false);
      }
    }
    // Rotated clockwise: what was the left (red) half is now the top.
    const medium = stored.medium ?? Buffer.alloc(0);
    const top = await sharp(medium).extract({ left: 20, top: 20, width: 260, height: 150 }).toBuffer();
    const bottom = await sharp(medium).extract({ left: 20, top: 230, width: 260, height: 150 }).toBuffer();
    expect(isReddish(await meanColour(top))).toBe(true);
    expect(isBluish(await meanColour(bottom))).toBe(true);
  });

  it('re-encodes a JPEG with HTML appended, so the stored files hold pixels only', async () => {
    const owner = await member(t.app);
    const withScript = Buffer.concat([
      await jpeg(400, 400),
      Buffer.from('<html><script>alert(document.cookie)</script>'),
    ]);
    const res = await upload(t.app, owner, [photoPart(withScript, 'trailing.jpg')]);
    expect(res.statusCode).toBe(200);
    const [row] = await photoRows(owner.id);
    const stored = await storedVariants(row?.storageKey ?? '');
    for (const variant of PHOTO_VARIANTS) expect(stored[variant]?.includes('<script')).toBe(false);
  });

  it('makes the blurred variant too coarse to show any detail', async () => {
    const owner = await member(t.app);
    const res = await upload(t.app, owner, [photoPart(await checkerboard(800, 800), 'pattern.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const [row] = await photoRows(owner.id);
    const stored = await storedVariants(row?.storageKey ?? '');
    const deviation = async (body: Buffer | null) =>
      (await sharp(body ?? Buffer.alloc(0)).stats()).channels[0]?.stdev ?? 0;
    // The sharp variants keep the squares (a deviation near 127); the blurred one is an even grey.
    expect(await deviation(stored.medium)).toBeGreaterThan(100);
    expect(await deviation(stored.blurred)).toBeLessThan(10);
    const meta = await sharp(stored.blurred ?? Buffer.alloc(0)).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(96);
  });
});

describe('photo upload: refused files', () => {
  it('refuses an HTML file named .jpg and sent as image/jpeg (415), storing nothing', async () => {
    const owner = await member(t.app);
    const filesBefore = disk.files().length;
    const res = await upload(t.app, owner, [
      photoPart(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'cute.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: `“cute.jpg”: ${PHOTO_MESSAGES.unsupported}`,
    });
    await expectNothingStored(owner, filesBefore);
  });

  it('refuses polyglots: a JPEG header followed by HTML, a GIF header followed by script (415)', async () => {
    const owner = await member(t.app);
    const filesBefore = disk.files().length;
    const real = await jpeg(400, 300);
    const startOfScan = real.indexOf(Buffer.from([0xff, 0xda]));
    const jpegHeaderOnly = real.subarray(0, startOfScan + 2 + real.readUInt16BE(startOfScan + 2));
    const jpegPolyglot = Buffer.concat([
      jpegHeaderOnly,
      Buffer.from('<html><body><script>alert(1)</script></body></html>'),
    ]);
    const gifPolyglot = Buffer.concat([
      Buffer.from('GIF89a/*'),
      Buffer.from('*/=1;alert(document.cookie);//<script>x</script>'),
    ]);
    for (const [data, name] of [
      [jpegPolyglot, 'poly.jpg'],
      [gifPolyglot, 'poly.gif'],
    ] as const) {
      const res = await upload(t.app, owner, [photoPart(data, name)]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: `“${name}”: ${PHOTO_MESSAGES.unreadable}`,
      });
    }
    await expectNothingStored(owner, filesBefore);
  });

  it('refuses formats outside the list even when they are images (SVG, AVIF) (415)', async () => {
    const owner = await member(t.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
    );
    const avif = await sharp({ create: { width: 300, height: 300, channels: 3, background: BLUE } })
      .avif()
      .toBuffer();
    for (const [data, name, type] of [
      [svg, 'vector.jpg', 'image/jpeg'],
      [avif, 'photo.heic', 'image/heic'],
    ] as const) {
      const res = await upload(t.app, owner, [photoPart(data, name, type)]);
      expect(res.statusCode, name).toBe(415);
    }
    expect(await photoRows(owner.id)).toHaveLength(0);
  });

  it('refuses a file over 15 MB (413)', async () => {
    const owner = await member(t.app);
    const filesBefore = disk.files().length;
    const header = await jpeg(400, 300);
    const huge = Buffer.concat([header, Buffer.alloc(PHOTO_LIMITS.maxBytes + 1 - header.length)]);
    const res = await upload(t.app, owner, [photoPart(huge, 'huge.jpg')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: `“huge.jpg”: ${PHOTO_MESSAGES.tooManyBytes}`,
    });
    await expectNothingStored(owner, filesBefore);
  });

  it('refuses a pixel flood from its header, before decoding (413)', async () => {
    const owner = await member(t.app);
    const flood = floodPng(20_000, 20_000);
    expect(flood.length).toBeLessThan(200);
    expect((await sharp(flood, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const res = await upload(t.app, owner, [photoPart(flood, 'flood.png', 'image/png')]);
    // Had the pixels been decoded, the broken pixel data would have answered "could not be read" (415) instead.
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: `“flood.png”: ${PHOTO_MESSAGES.tooManyPixels}`,
    });
    expect(await photoRows(owner.id)).toHaveLength(0);
  });

  it('refuses a photo smaller than 200 px on a side (400)', async () => {
    const owner = await member(t.app);
    const res = await upload(t.app, owner, [photoPart(await jpeg(600, 150), 'strip.jpg')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: `“strip.jpg”: ${PHOTO_MESSAGES.tooSmall}` });
  });

  it('keeps the good files of a batch with a bad one, and names the bad one with why', async () => {
    const owner = await member(t.app);
    const res = await upload(t.app, owner, [
      photoPart(await jpeg(), 'good.jpg'),
      photoPart(Buffer.from('not an image at all'), 'notes.jpg'),
      photoPart(await png(), 'good.png', 'image/png'),
      photoPart(await jpeg(600, 150), 'strip.jpg'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as UploadBody & { refused: Array<{ fileName: string; message: string }> };
    expect(body.data).toHaveLength(2);
    expect(body.imageUploadData.image).toHaveLength(2);
    expect(body.user.isImageFormFilled).toBe(true);
    // Each with its code and reason too, for clients that word it in their reader's language (ADR 018).
    expect(body.refused).toEqual([
      {
        fileName: 'notes.jpg',
        message: expect.any(String),
        code: 'UNSUPPORTED_MEDIA_TYPE',
        params: { reason: expect.stringMatching(/^photo(Format|Unreadable)$/) },
      },
      {
        fileName: 'strip.jpg',
        message: PHOTO_MESSAGES.tooSmall,
        code: 'VALIDATION_FAILED',
        params: { reason: 'photoTooSmall', minSide: PHOTO_LIMITS.minSidePx },
      },
    ]);
    expect(body.refused[0]?.message.length).toBeGreaterThan(10);
    expect(body.message).toMatch(/^Your photos have been added\. /);
    expect(body.message).toContain(
      `2 files were not added: “notes.jpg”: ${body.refused[0]?.message} “strip.jpg”: ${PHOTO_MESSAGES.tooSmall}`,
    );
    // The two good ones are stored, in the order sent.
    const rows = await photoRows(owner.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
  });

  it('a batch whose every file is bad is refused, naming each, and keeps nothing', async () => {
    const owner = await member(t.app);
    const filesBefore = disk.files().length;
    const res = await upload(t.app, owner, [
      photoPart(Buffer.from('not an image at all'), 'notes.jpg'),
      photoPart(await jpeg(600, 150), 'strip.jpg'),
    ]);
    expect(res.statusCode).toBe(415);
    const message = (res.json() as { message: string }).message;
    expect(message).toContain('“notes.jpg”: ');
    expect(message).toContain(`“strip.jpg”: ${PHOTO_MESSAGES.tooSmall}`);
    await expectNothingStored(owner, filesBefore);
  });

  it('a file over 15 MB in a batch is named and set aside; the others are kept', async () => {
    const owner = await member(t.app);
    const res = await upload(t.app, owner, [
      photoPart(Buffer.alloc(PHOTO_LIMITS.maxBytes + 1024, 0xff), 'huge.jpg'),
      photoPart(await jpeg(), 'good.jpg'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as UploadBody & { refused: Array<{ fileName: string; message: string }> };
    expect(body.refused).toEqual([
      {
        fileName: 'huge.jpg',
        message: PHOTO_MESSAGES.tooManyBytes,
        code: 'PAYLOAD_TOO_LARGE',
        params: { reason: 'photoBytes', maxMb: PHOTO_LIMITS.maxBytes / (1024 * 1024) },
      },
    ]);
    expect(await photoRows(owner.id)).toHaveLength(1);
  });

  it('refuses a 7th photo with a clear message and adds nothing', async () => {
    const owner = await member(t.app);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => jpeg(300, 300)));
    expect(
      (
        await upload(
          t.app,
          owner,
          five.map((data) => photoPart(data)),
        )
      ).statusCode,
    ).toBe(200);
    const filesBefore = disk.files().length;
    const res = await upload(t.app, owner, [photoPart(await jpeg()), photoPart(await jpeg())]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'You can have up to 6 photos. You have 5, so you can add 1 more; remove one before adding others.',
    });
    expect(await photoRows(owner.id)).toHaveLength(5);
    expect(disk.files()).toHaveLength(filesBefore);
    // One more is fine; then the 7th alone is refused before anything is read.
    expect((await upload(t.app, owner, [photoPart(await jpeg())])).statusCode).toBe(200);
    const seventh = await upload(t.app, owner, [photoPart(await jpeg())]);
    expect(seventh.statusCode).toBe(400);
    expect(await photoRows(owner.id)).toHaveLength(6);
  });

  it('two uploads at once cannot pass the limit together: one is refused whole, its files removed', async () => {
    const owner = await member(t.app);
    const filesBefore = disk.files().length;
    const four = async () =>
      Promise.all([1, 2, 3, 4].map(() => jpeg(300, 300))).then((files) => files.map((data) => photoPart(data)));
    const [first, second] = await Promise.all([upload(t.app, owner, await four()), upload(t.app, owner, await four())]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 400]);
    expect(await photoRows(owner.id)).toHaveLength(4);
    expect(disk.files().length - filesBefore).toBe(16);
    expect((await photoRows(owner.id)).map((row) => row.position)).toEqual([0, 1, 2, 3]);
  });

  it('refuses seven files in one request and keeps none of them', async () => {
    const owner = await member(t.app);
    const filesBefore = disk.files().length;
    const seven = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => jpeg(300, 300)));
    const res = await upload(
      t.app,
      owner,
      seven.map((data) => photoPart(data)),
    );
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('up to 6 photos');
    await expectNothingStored(owner, filesBefore);
  });

  it('refuses extra fields (mass assignment) and changes nothing about the member', async () => {
    const owner = await member(t.app);
    const before = await t.app.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
    for (const [name, value] of [
      ['usertype', 'Exclusive'],
      ['role', 'admin'],
      ['isImageFormFilled', 'true'],
    ]) {
      const res = await upload(t.app, owner, [{ name: name ?? '', data: value ?? '' }, photoPart(await jpeg())]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ errors: [{ path: name }] });
      // After the photo, too.
      const after = await upload(t.app, owner, [photoPart(await jpeg()), { name: name ?? '', data: value ?? '' }]);
      expect(after.statusCode, name).toBe(400);
    }
    const now = await t.app.db.selectFrom('users').selectAll().where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(now).toEqual(before);
    expect(await photoRows(owner.id)).toHaveLength(0);
  });

  it('refuses a request without photos, a text value in the photo field, and a non-multipart body', async () => {
    const owner = await member(t.app);
    const empty = await upload(t.app, owner, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please choose at least one photo.' });
    const text = await upload(t.app, owner, [{ name: 'profileImage', data: 'https://example.com/me.jpg' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Please choose a photo file.' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form/profileImageUpload',
      headers: owner.session.headers,
      payload: { profileImage: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a signed-in member', async () => {
    const body = multipart([photoPart(await jpeg())]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form/profileImageUpload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits uploads per member (429 after 30 in an hour), whatever they contain', async () => {
    const owner = await member(t.app);
    const other = await member(t.app);
    const junk = photoPart(Buffer.from('junk'), 'junk.jpg');
    for (let i = 0; i < 30; i += 1) expect((await upload(t.app, owner, [junk])).statusCode).toBe(415);
    const limited = await upload(t.app, owner, [junk]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another member is not affected.
    expect((await upload(t.app, other, [junk])).statusCode).toBe(415);
  });
});

/** Tag numbers of IFD0 in an EXIF block (as sharp returns it, starting with "Exif\0\0"). */
function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
}
