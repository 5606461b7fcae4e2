import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '@app/shared';
import { CHAT_LIMITS, FileUploadResponseSchema, SendMessageResponseSchema } from '@app/shared/chat';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jpeg, multipart, type Part } from '../photos/test-support';
import { api, block, chatMember, connect, expectError, page, sendRaw, type ChatMember } from '../chat/test-support';
import { joinFamily } from '../family/test-support';

/**
 * Chat attachments (issue 13): photos through the photo pipeline and PDFs checked by content, uploaded by members
 * whose plan includes chat, readable by the uploader until sent and then only by the two members of the
 * conversation it was sent in, while it is in their history.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const filePart = (data: Buffer | string, filename: string, contentType: string): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

function upload(who: ChatMember, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/files/upload',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
async function uploaded(who: ChatMember, part: Part) {
  const res = await upload(who, [part]);
  expect(res.statusCode, res.body).toBe(200);
  return FileUploadResponseSchema.parse(res.json());
}
/** Fetches a file URL as a browser does: no Authorization header, only the member's media cookie. */
const fetchFile = (url: string, who: ChatMember) =>
  t.app.inject({ method: 'GET', url, cookies: { [COOKIE.mediaSession]: who.cookies[COOKIE.mediaSession] ?? '' } });
async function sendFile(from: ChatMember, to: ChatMember, fileId: string) {
  const res = await sendRaw(t.app, from, to, { fileId, clientMessageId: randomUUID() });
  expect(res.statusCode, res.body).toBe(201);
  return SendMessageResponseSchema.parse(res.json()).data;
}
const fileIn = async (who: ChatMember, other: ChatMember, messageId: string) =>
  (await page(t.app, who, other)).messages.find((m) => m.messageId === messageId)?.file;

describe('uploads', () => {
  it('re-encode a photo and keep a PDF (named as sent, cleaned), each checked by its content', async () => {
    const asha = await chatMember(t.app);
    const photo = await uploaded(asha, filePart(await jpeg(800, 600), 'holiday.jpg', 'image/jpeg'));
    expect(photo.file).toMatchObject({ fileId: photo.fileId, kind: 'image', name: 'Photo', width: 800, height: 600 });
    const image = await fetchFile(photo.file.url, asha);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await fetchFile(photo.file.thumbUrl ?? '', asha)).statusCode).toBe(200);

    const pdf = await uploaded(asha, filePart(PDF, 'My <Horoscope>.pdf', 'application/pdf'));
    expect(pdf.file).toMatchObject({ kind: 'pdf', name: 'My Horoscope.pdf', sizeBytes: PDF.length, thumbUrl: null });
    const document = await fetchFile(pdf.file.url, asha);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toContain('attachment');
    expect(document.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuse other content whatever its name says, an empty file, a PDF over 25 MB, and bad requests', async () => {
    const asha = await chatMember(t.app);
    expectError(await upload(asha, [filePart('hello', 'notes.pdf', 'application/pdf')]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload(asha, [filePart('<svg/>', 'x.png', 'image/png')]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(
      await upload(asha, [filePart(Buffer.alloc(0), 'empty.pdf', 'application/pdf')]),
      400,
      'VALIDATION_FAILED',
    );
    const big = Buffer.concat([PDF, Buffer.alloc(CHAT_LIMITS.pdfMaxBytes + 1 - PDF.length, 0x20)]);
    expectError(await upload(asha, [filePart(big, 'big.pdf', 'application/pdf')]), 413, 'PAYLOAD_TOO_LARGE');
    expectError(await upload(asha, []), 400, 'VALIDATION_FAILED');
    expectError(
      await upload(asha, [filePart(PDF, 'a.pdf', 'application/pdf'), filePart(PDF, 'b.pdf', 'application/pdf')]),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/files/upload',
        headers: asha.headers,
        payload: { file: 'x' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await t.app.db.selectFrom('chatFiles').where('uploaderId', '=', asha.id).execute()).toEqual([]);
  });

  it('need a plan that includes chat (Standard: 403 PLAN_REQUIRED naming Premium)', async () => {
    const standard = await chatMember(t.app, 'Standard');
    const refused = expectError(
      await upload(standard, [filePart(PDF, 'a.pdf', 'application/pdf')]),
      403,
      'PLAN_REQUIRED',
    );
    expect(refused.requiredTier).toBe('Premium');
  });
});

describe('who may read a file', () => {
  it('a family helper with the chat right, acting for the profile: the media route knows the session acts for it', async () => {
    const [asha, ravi, mother] = [await chatMember(t.app), await chatMember(t.app), await chatMember(t.app)];
    await connect(t.app, asha, ravi);
    const { fileId } = await uploaded(ravi, filePart(PDF, 'biodata.pdf', 'application/pdf'));
    const sent = await sendFile(ravi, asha, fileId);
    const { acting } = await joinFamily(t.app, asha, mother, 'mother', ['browse', 'chat']);
    const forAsha = { ...mother, headers: acting };
    const copy = await fileIn(forAsha, ravi, sent.messageId);
    expect((await fetchFile(copy?.url ?? '', mother)).statusCode).toBe(200);
    // Without the chat right, the same cookie reads nothing.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/family/members/${mother.id}`,
      headers: asha.headers,
      payload: { rights: ['browse'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expectError(await fetchFile(copy?.url ?? '', mother), 404, 'NOT_FOUND');
  });

  it('its uploader until sent; then the two members of that conversation only', async () => {
    const [asha, ravi, meera] = [await chatMember(t.app), await chatMember(t.app), await chatMember(t.app)];
    await connect(t.app, asha, ravi);
    await connect(t.app, asha, meera);
    const { fileId, file } = await uploaded(asha, filePart(PDF, 'biodata.pdf', 'application/pdf'));
    // Before it is sent: the uploader only (a URL signed for Asha, with anyone else's cookie, shows nothing).
    expect((await fetchFile(file.url, asha)).statusCode).toBe(200);
    expectError(await fetchFile(file.url, ravi), 404, 'NOT_FOUND');

    const sent = await sendFile(asha, ravi, fileId);
    expect(sent.file?.fileId).toBe(fileId);
    const ravisCopy = await fileIn(ravi, asha, sent.messageId);
    expect((await fetchFile(ravisCopy?.url ?? '', ravi)).statusCode).toBe(200);
    expect((await fetchFile(sent.file?.url ?? '', asha)).statusCode).toBe(200);
    // Meera, connected to Asha but not in this conversation: neither URL, whatever cookie.
    expectError(await fetchFile(ravisCopy?.url ?? '', meera), 404, 'NOT_FOUND');
    expectError(await fetchFile(sent.file?.url ?? '', meera), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: ravisCopy?.url ?? '' }), 404, 'NOT_FOUND');

    // A file goes out once, and only its uploader sends it.
    expectError(await sendRaw(t.app, asha, meera, { fileId, clientMessageId: randomUUID() }), 400, 'VALIDATION_FAILED');
    const ravis = await uploaded(ravi, filePart(PDF, 'mine.pdf', 'application/pdf'));
    expectError(
      await sendRaw(t.app, asha, meera, { fileId: ravis.fileId, clientMessageId: randomUUID() }),
      400,
      'VALIDATION_FAILED',
    );

    // Ravi deletes the conversation: no longer his to read; Asha keeps hers.
    expect((await api(t.app, ravi, 'DELETE', `chat/conversations/${asha.id}`)).statusCode).toBe(200);
    expectError(await fetchFile(ravisCopy?.url ?? '', ravi), 404, 'NOT_FOUND');
    expect((await fetchFile(sent.file?.url ?? '', asha)).statusCode).toBe(200);
  });

  it('after a block: the blocked member still reads it, the blocker no longer', async () => {
    const [asha, ravi] = [await chatMember(t.app), await chatMember(t.app)];
    await connect(t.app, asha, ravi);
    const photo = await uploaded(ravi, filePart(await jpeg(), 'me.jpg', 'image/jpeg'));
    const sent = await sendFile(ravi, asha, photo.fileId);
    const ashasCopy = await fileIn(asha, ravi, sent.messageId);
    expect((await fetchFile(ashasCopy?.url ?? '', asha)).statusCode).toBe(200);
    await block(t.app, asha, ravi);
    expectError(await fetchFile(ashasCopy?.url ?? '', asha), 404, 'NOT_FOUND');
    const ravisCopy = await fileIn(ravi, asha, sent.messageId);
    expect((await fetchFile(ravisCopy?.url ?? '', ravi)).statusCode).toBe(200);
  });
});
