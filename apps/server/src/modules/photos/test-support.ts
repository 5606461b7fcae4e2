import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { COOKIE } from '@app/shared';
import { createUser, signIn, type CreatedUser, type SignedIn, type UserOverrides } from '../../../test/factories/users';
import { LocalDiskStorage } from '../../lib/storage/local-disk-storage';

/** Helpers for the photo tests (used by *.int.test.ts only): images made with sharp, multipart bodies, members. */

export type Part = { name: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body, written by hand so a test can send anything (wrong types, extra fields…). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----photo-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One photo file in the upload field. */
export const photoPart = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'profileImage',
  filename,
  contentType,
  data,
});

type Colour = { r: number; g: number; b: number };
export const RED: Colour = { r: 220, g: 30, b: 30 };
export const BLUE: Colour = { r: 30, g: 30, b: 220 };
export const GREEN: Colour = { r: 30, g: 200, b: 30 };

export const solid = (width: number, height: number, colour: Colour = RED) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

export const jpeg = (width = 640, height = 480, colour: Colour = RED) => solid(width, height, colour).jpeg().toBuffer();
export const png = (width = 640, height = 480, colour: Colour = RED) => solid(width, height, colour).png().toBuffer();
export const webp = (width = 640, height = 480, colour: Colour = RED) => solid(width, height, colour).webp().toBuffer();

/** An animated GIF whose frames have the colours given, in order. */
export async function animatedGif(width: number, height: number, colours: Colour[]): Promise<Buffer> {
  const frames = await Promise.all(colours.map((colour) => solid(width, height, colour).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: colours.map(() => 100), loop: 0 })
    .toBuffer();
}

/** Black and white squares: the sharpest detail a photo can have (to show the blurred variant keeps none). */
export async function checkerboard(width: number, height: number, square = 8): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      pixels[y * width + x] = (Math.floor(x / square) + Math.floor(y / square)) % 2 ? 255 : 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** The average colour of an image (any format sharp reads). */
export async function meanColour(image: Buffer): Promise<Colour> {
  const { channels } = await sharp(image).stats();
  return { r: channels[0]?.mean ?? 0, g: channels[1]?.mean ?? 0, b: channels[2]?.mean ?? 0 };
}

export const isReddish = (c: Colour) => c.r > 150 && c.g < 90 && c.b < 90;
export const isBluish = (c: Colour) => c.b > 150 && c.r < 90 && c.g < 90;

/** A storage folder of its own for one test file (removed by `cleanup`). */
export function tempStorage(): { storage: LocalDiskStorage; files: () => string[]; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'photos-test-'));
  const storage = new LocalDiskStorage(root);
  return {
    storage,
    files: () => listFiles(root).map((file) => path.relative(root, file)),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

export type Member = CreatedUser & { session: SignedIn };

/**
 * A member whose profile others may see (personal step saved: flag and profile row with names), signed in.
 * `started: false` leaves the profile unstarted. Premium unless `usertype` says otherwise: a Premium viewer sees
 * Standard and Premium members' sharp photos, so the owner's own setting is what these tests see decide.
 */
export async function member(
  app: FastifyInstance,
  options: {
    firstName?: string;
    started?: boolean;
    photoVisibility?: 'members' | 'connections' | 'on_request';
  } & UserOverrides = {},
): Promise<Member> {
  const { firstName = 'Asha', started = true, photoVisibility, ...overrides } = options;
  const user = await createUser(app, { isPersonalFormFilled: started, usertype: 'Premium', ...overrides });
  if (started || photoVisibility) {
    await app.db
      .insertInto('profiles')
      .values({
        userId: user.id,
        firstName: started ? firstName : null,
        displayName: started ? `${firstName} K.` : null,
        ...(photoVisibility ? { photoVisibility } : {}),
        createdAt: app.clock.now(),
        updatedAt: app.clock.now(),
      })
      .execute();
  }
  return { ...user, session: await signIn(app, user.email) };
}

export function upload(app: FastifyInstance, who: Member, parts: Part[]): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/form/profileImageUpload',
    headers: { ...who.session.headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * Marks every photo of the member approved, as a moderator's approval in the console does (photo review, issue 15:
 * with PHOTO_REVIEW=before, the default, a new photo is shown to its owner only until then). For tests about what
 * others may see of approved photos; photo review itself is tested in console/photos.
 */
export async function approvePhotos(app: FastifyInstance, who: { id: string }): Promise<void> {
  await app.db
    .updateTable('photos')
    .set({ reviewStatus: 'approved', reviewedAt: app.clock.now() })
    .where('userId', '=', who.id)
    .execute();
}

export function api(
  app: FastifyInstance,
  who: Member,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: who.session.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Fetches a photo URL the way an <img> does: no Authorization header, only the browser's cookies for the path. */
export function fetchMedia(app: FastifyInstance, url: string, who?: Member | null): Promise<LightMyRequestResponse> {
  const cookie = who?.session.cookies[COOKIE.mediaSession];
  return app.inject({ method: 'GET', url, ...(cookie ? { cookies: { [COOKIE.mediaSession]: cookie } } : {}) });
}

/** Inserts an accepted connection (no endpoint writes them yet). */
export async function connect(app: FastifyInstance, a: { id: string }, b: { id: string }, status = 'accepted') {
  await app.db
    .insertInto('connections')
    .values({
      senderId: a.id,
      receiverId: b.id,
      status: status as 'accepted',
      createdAt: app.clock.now(),
      updatedAt: app.clock.now(),
    })
    .execute();
}

export async function block(app: FastifyInstance, blocker: { id: string }, blocked: { id: string }) {
  await app.db
    .insertInto('blocks')
    .values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: app.clock.now() })
    .execute();
}
