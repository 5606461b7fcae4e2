import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import { FileUploadResponseSchema } from '@app/shared/chat';
import { setPreferences } from '../../../test/factories/profiles';
import { grantPlan } from '../../../test/factories/subscriptions';
import { chatMember, connect, send, sendRaw, type ChatMember } from '../chat/test-support';
import { jpeg, multipart, photoPart } from '../photos/test-support';

/** Helpers of the data export and account deletion tests (used by *.int.test.ts only). */

/** Every entry of a zip (names and bytes), read with yauzl, the reader that goes with the writer (yazl). */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, file) => {
      if (openError || !file) return reject(openError ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function uploadPhoto(app: FastifyInstance, who: ChatMember): Promise<void> {
  const body = multipart([photoPart(await jpeg(900, 700))]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/form/profileImageUpload',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function uploadChatFile(
  app: FastifyInstance,
  who: ChatMember,
  data: Buffer,
  filename: string,
  contentType: string,
): Promise<string> {
  const body = multipart([{ name: 'file', filename, contentType, data }]);
  const res: LightMyRequestResponse = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return FileUploadResponseSchema.parse(res.json()).fileId;
}

export type Seeded = {
  member: ChatMember;
  other: ChatMember;
  third: ChatMember;
  texts: { sent: string; received: string };
  pdfFileId: string;
  imageFileId: string;
  orderId: string;
  callId: string;
  reportId: string;
  reportDetails: string;
  suspensionReason: string;
  verificationRequestId: string;
  contactMessage: string;
  userAgent: string;
  familyNote: string;
  profileEditId: string;
  pushKey: string;
  pushEndpoint: string;
};

/**
 * A member with data in every area the copy covers: photos (through the upload pipeline), a connection and chat
 * both ways with a PDF and a photo attached, contact-detail requests and views, favourites, profile views, a call,
 * notifications and e-mail settings, a push subscription, a plan and a checkout, consents, a contact-form
 * message, a report with the messages it points at, a block, a past suspension, a verification request and
 * sessions (signed in with a browser name).
 */
export async function seedMemberWithEverything(app: FastifyInstance): Promise<Seeded> {
  const member = await chatMember(app, 'Premium', { firstName: 'Exportina' });
  const other = await chatMember(app, 'Premium');
  const third = await chatMember(app, 'Premium');
  const now = app.clock.now();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  await setPreferences(app, member.id, { ageMin: 27, ageMax: 38 });
  await uploadPhoto(app, member);
  await connect(app, member, other);
  const texts = {
    sent: `Hello from the exporter ${randomUUID()}`,
    received: `A reply to the exporter ${randomUUID()}`,
  };
  await send(app, member, other, texts.sent);
  const received = await send(app, other, member, texts.received);
  const pdfFileId = await uploadChatFile(app, member, MINIMAL_PDF, 'Family tree.pdf', 'application/pdf');
  const sentPdf = await sendRaw(app, member, other, { fileId: pdfFileId, clientMessageId: randomUUID() });
  expect(sentPdf.statusCode, sentPdf.body).toBe(201);
  const imageFileId = await uploadChatFile(app, other, await jpeg(400, 300), 'garden.jpg', 'image/jpeg');
  const sentImage = await sendRaw(app, other, member, { fileId: imageFileId, clientMessageId: randomUUID() });
  expect(sentImage.statusCode, sentImage.body).toBe(201);

  const { orderId, id: subscriptionId } = await grantPlan(app, member.id, 'Premium');
  // A part refund of that order, as the console records one.
  await app.db
    .insertInto('paymentRefunds')
    .values({ subscriptionId, amountCents: 1100, gstCents: 100, reason: 'Goodwill', refundedAt: app.clock.now() })
    .execute();
  await app.db
    .insertInto('checkoutSessions')
    .values({
      id: `cs_local_${randomUUID().replace(/-/g, '')}`,
      provider: 'local',
      userId: member.id,
      planId: 'premium-monthly',
      amountCents: 4_900,
      createdAt: minutesAgo(30),
      expiresAt: minutesAgo(-30),
      updatedAt: minutesAgo(30),
    })
    .execute();

  await app.db
    .insertInto('contactAccess')
    .values({ ownerId: other.id, requesterId: member.id, status: 'granted', requestedAt: minutesAgo(20) })
    .execute();
  await app.db.insertInto('contactAccessLog').values({ ownerId: other.id, viewerId: member.id, seenAt: now }).execute();
  await app.db
    .insertInto('photoAccessRequests')
    .values({ ownerId: other.id, viewerId: member.id, status: 'pending', createdAt: now })
    .execute();
  await app.db
    .insertInto('favourites')
    .values({ userId: member.id, favoritedUserId: third.id, createdAt: now })
    .execute();
  await app.db
    .insertInto('profileViews')
    .values({ viewerId: member.id, viewedId: third.id, viewDay: now.toISOString().slice(0, 10), viewedAt: now })
    .execute();
  const call = await app.db
    .insertInto('calls')
    .values({
      callerId: member.id,
      calleeId: other.id,
      kind: 'video',
      state: 'ended',
      maxSeconds: 3600,
      createdAt: minutesAgo(10),
      answeredAt: minutesAgo(10),
      endedAt: minutesAgo(5),
      endReason: 'ended',
      endedBy: member.id,
      durationSeconds: 300,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('notificationSettings')
    .values({ userId: member.id, emailDailyDigest: false, updatedAt: now })
    .execute();
  const pushKey = `p256dh-secret-${randomUUID()}`;
  const pushEndpoint = `https://push.example.test/send/${randomUUID()}`;
  await app.db
    .insertInto('devices')
    .values({
      userId: member.id,
      fcmToken: JSON.stringify({
        endpoint: pushEndpoint,
        expirationTime: null,
        keys: { p256dh: pushKey, auth: 'auth-secret-x' },
      }),
      uid: member.uid,
      userStatus: 'true',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await app.db
    .insertInto('consents')
    .values({
      userId: member.id,
      email: member.email,
      noticeVersion: 'notice-2026-test',
      acceptedAt: minutesAgo(600),
      ip: null,
    })
    .execute();
  const contactMessage = `Please help me with my plan ${randomUUID()}`;
  await app.db
    .insertInto('contactMessages')
    .values({
      firstName: 'Exportina',
      lastName: 'Member',
      email: member.email,
      country: 'AU',
      phone: '+61400000000',
      message: contactMessage,
      consentAt: now,
      createdAt: now,
    })
    .execute();
  const reportDetails = `They asked me for money ${randomUUID()}`;
  const report = await app.db
    .insertInto('reports')
    .values({
      reporterId: member.id,
      reportedUserId: other.id,
      reasons: ['scam-or-money'],
      details: reportDetails,
      urgent: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('reportMessages')
    .values({ reportId: report.id, messageId: Number(received.messageId) })
    .execute();
  await app.db.insertInto('blocks').values({ blockerId: member.id, blockedId: third.id, createdAt: now }).execute();
  const suspensionReason = `Suspended while we checked a report ${randomUUID().slice(0, 8)}`;
  await app.db
    .insertInto('suspensions')
    .values({
      userId: member.id,
      reason: suspensionReason,
      suspendedAt: minutesAgo(300),
      liftedAt: minutesAgo(200),
      liftNote: 'Checked and lifted',
    })
    .execute();
  const verification = await app.db
    .insertInto('verificationRequests')
    .values({ userId: member.id, state: 'approved', createdAt: minutesAgo(100), decidedAt: minutesAgo(50) })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Family (ADR 017): the member invites the third as a sister, who accepts.
  const invited = await app.inject({
    method: 'POST',
    url: '/api/v1/family/invite',
    headers: member.headers,
    payload: { email: third.email, relation: 'sister', rights: ['browse'] },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const invitation = await app.db
    .selectFrom('emailOutbox')
    .select('text')
    .where('toAddress', '=', third.email)
    .where('template', '=', 'family-invitation')
    .executeTakeFirstOrThrow();
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/v1/family/accept',
    headers: third.headers,
    payload: { token: /#([\w-]+)/.exec(invitation.text)?.[1] },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  // The member's own note on a favourite (the family's shortlist).
  const familyNote = `Good family values ${randomUUID().slice(0, 8)}`;
  await app.db
    .insertInto('familyNotes')
    .values({
      profileId: member.id,
      favouriteUserId: third.id,
      accountId: member.id,
      text: familyNote,
      reaction: 'like',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  // A change the sister made to the member's profile (kept for the member to undo).
  const profileEdit = await app.db
    .insertInto('profileEdits')
    .values({
      profileId: member.id,
      accountId: third.id,
      actorName: 'Sister',
      relation: 'sister',
      section: 'familyDetails',
      changes: JSON.stringify({ 'profile.fatherOccupation': { before: null, after: 'Professional' } }),
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const userAgent = `ExportTestBrowser/${randomUUID().slice(0, 8)}`;
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    headers: { 'user-agent': userAgent },
    payload: { email: member.email, password: member.password },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);

  return {
    member,
    other,
    third,
    texts,
    pdfFileId,
    imageFileId,
    orderId,
    callId: call.id,
    reportId: report.id,
    reportDetails,
    suspensionReason,
    verificationRequestId: verification.id,
    contactMessage,
    userAgent,
    familyNote,
    profileEditId: profileEdit.id,
    pushKey,
    pushEndpoint,
  };
}

/** The link of the latest data-export e-mail to `email`, and its token. */
export async function exportLink(app: FastifyInstance, email: string): Promise<{ url: string; token: string }> {
  const message = await app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', email)
    .where('template', '=', 'data-export-ready')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const url = /https?:\/\/\S+\/your-data#token=[A-Za-z0-9_-]+/.exec(message?.text ?? '')?.[0];
  if (!url) throw new Error(`no data-export e-mail to ${email}`);
  return { url, token: new URLSearchParams(new URL(url).hash.slice(1)).get('token') ?? '' };
}
