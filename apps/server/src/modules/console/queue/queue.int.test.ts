import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QueueDecisionResponseSchema,
  QueueEvidenceResponseSchema,
  QueueItemsResponseSchema,
  QueueSummaryResponseSchema,
  SuspendedUsersResponseSchema,
  type QueueDecisionInput,
  type QueueItem,
} from '@app/shared/console/queue';
import { CheckSuspensionResponseSchema } from '@app/shared/suspension';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createSignedInStaff, type SignedInStaff } from '../../../../test/factories/staff';
import { chatMember, type ChatMember } from '../../chat/test-support';
import { BLUE, jpeg, multipart, png } from '../../photos/test-support';
import { runSuspensionCommand } from '../../safety/suspension-command';
import { runVerificationCommand } from '../../safety/verification-operator';
import { CONTEXT_MESSAGES } from './queue.evidence';

/**
 * The moderation queue (issue 15 points 2 and 4): its order, the evidence it shows (only the reported messages and
 * at most three around each, in their own conversation), every decision's audit entry and the reports it closes,
 * suspension and lifting end to end with the member's side, a self-correction back in the queue.
 */
let t: TestApp;
let moderator: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
  moderator = await createSignedInStaff(t.app, { role: 'moderator' });
});
afterAll(async () => t.close());

const ABOUT = 'I like long walks on the beach and reading good books on rainy afternoons.';
const member = (about = ABOUT) => chatMember(t.app, 'Premium', { about });
const tick = () => t.clock.advance(1000);

async function report(
  reporter: ChatMember,
  reported: { id: string },
  reason: string | string[],
  messageIds?: number[],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/report/report',
    headers: reporter.headers,
    payload: { reportedUserId: reported.id, reason, ...(messageIds ? { messageIds: messageIds.map(String) } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { reportId: string }).reportId;
}

const staffGet = (url: string, headers: Record<string, string> = moderator.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
const staffPost = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: moderator.headers, payload });

async function items(kind = 'all', limit = 200): Promise<QueueItem[]> {
  const all: QueueItem[] = [];
  let cursor: string | null = null;
  do {
    const res = await staffGet(
      `admin-queue/items?kind=${kind}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = QueueItemsResponseSchema.parse(res.json());
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function evidence(kind: string, id: string) {
  const res = await staffGet(`admin-queue/item/${kind}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return QueueEvidenceResponseSchema.parse(res.json());
}

async function decide(input: Omit<QueueDecisionInput, 'reason'> & { reason?: string }) {
  const res = await staffPost('admin-queue/decide', { reason: 'Checked against the guidelines.', ...input });
  expect(res.statusCode, res.body).toBe(200);
  return QueueDecisionResponseSchema.parse(res.json());
}

const reportsAbout = (userId: string) =>
  t.app.db.selectFrom('reports').selectAll().where('reportedUserId', '=', userId).orderBy('createdAt').execute();
const auditAbout = (userId: string) =>
  t.app.db
    .selectFrom('staffAuditLog')
    .selectAll()
    .where('subjectUserId', '=', userId)
    .where('action', '<>', 'member.viewed')
    .orderBy('id')
    .execute();

/** Messages written straight to the table: `count` in one conversation, alternating, the first from `from`. */
async function conversation(from: ChatMember, to: ChatMember, count: number): Promise<number[]> {
  const [low, high] = [from.id, to.id].sort() as [string, string];
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const [sender, recipient] = index % 2 === 0 ? [from, to] : [to, from];
    const row = await t.app.db
      .insertInto('messages')
      .values({
        senderId: sender.id,
        recipientId: recipient.id,
        memberLow: low,
        memberHigh: high,
        text: `message ${index}`,
        clientMessageId: randomUUID(),
        createdAt: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}

describe('GET admin-queue/items', () => {
  it('lists urgent reports first, then everything else oldest first, the same across pages', async () => {
    const [reporter, older, newer, urgent, corrected] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    const olderReport = await report(reporter, older, 'fake-profile');
    tick();
    // A self-correction between the two normal reports.
    await t.app.db
      .insertInto('reviewQueue')
      .values({
        kind: 'self-correction',
        userId: corrected.id,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
        payload: JSON.stringify({ changed: ['about'] }),
      })
      .execute();
    const correctionId = (
      await t.app.db.selectFrom('reviewQueue').select('id').where('userId', '=', corrected.id).executeTakeFirstOrThrow()
    ).id;
    tick();
    const newerReport = await report(reporter, newer, 'harassment');
    tick();
    const urgentReport = await report(reporter, urgent, ['other', 'underage']);

    const ours = new Set([olderReport, newerReport, urgentReport, correctionId]);
    const all = (await items('all')).filter((item) => ours.has(item.id));
    expect(all.map((item) => item.id)).toEqual([urgentReport, olderReport, correctionId, newerReport]);
    expect(all[0]).toMatchObject({ kind: 'report', urgent: true, userId: urgent.id, tags: ['other', 'underage'] });
    expect(all[2]).toMatchObject({ kind: 'self-correction', tags: ['about'] });

    const reports = (await items('report')).filter((item) => ours.has(item.id));
    expect(reports.map((item) => item.id)).toEqual([urgentReport, olderReport, newerReport]);
    // One item a page: the cursor keeps the order.
    const paged = (await items('all', 1)).filter((item) => ours.has(item.id));
    expect(paged.map((item) => item.id)).toEqual(all.map((item) => item.id));
    // Urgent reports come before every other item.
    const everything = await items('all');
    const firstNotUrgent = everything.findIndex((item) => !item.urgent);
    expect(everything.slice(firstNotUrgent).some((item) => item.urgent)).toBe(false);
  });

  it('answers a member 404, like an unknown path', async () => {
    const someone = await member();
    const res = await staffGet('admin-queue/items', someone.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No such API endpoint.',
      params: { reason: 'endpoint' },
    });
  });

  it('refuses a cursor it did not make', async () => {
    expect((await staffGet('admin-queue/items?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('GET admin-queue/item/:kind/:id', () => {
  it('shows the reported messages and at most three around each, in that conversation only', async () => {
    const [reporter, reported, third] = await Promise.all([member(), member(), member()]);
    // 20 messages: even indexes from the reported member.
    const ids = await conversation(reported, reporter, 20);
    const elsewhere = await conversation(reported, third, 6);
    const reportId = await report(reporter, reported, 'scam-or-money', [ids[10]!, ids[2]!]);

    const seen = await evidence('report', reportId);
    expect(seen.conversations).toHaveLength(1);
    const shown = seen.conversations[0]!.messages.map((message) => Number(message.id));
    // Message 2: the two before it (all there are) and three after; message 10: three either side.
    expect(CONTEXT_MESSAGES).toBe(3);
    const expected = [...ids.slice(0, 6), ...ids.slice(7, 14)];
    expect(shown).toEqual(expected);
    expect(shown.some((id) => elsewhere.includes(id))).toBe(false);
    expect(
      seen.conversations[0]!.messages.filter((message) => message.reported).map((message) => Number(message.id)),
    ).toEqual([ids[2], ids[10]]);
    expect(seen.conversations[0]!.members.map((who) => who.userId).sort()).toEqual([reporter.id, reported.id].sort());
    expect(seen.member).toMatchObject({ userId: reported.id, about: ABOUT });
    expect(seen.openReports.map((row) => row.id)).toEqual([reportId]);
    expect(seen.decisions).toEqual(expect.arrayContaining(['dismiss', 'warn', 'remove-about', 'suspend']));
    expect(seen.decisions).not.toContain('lift');
    // Looking is recorded.
    const viewed = await t.app.db
      .selectFrom('staffAuditLog')
      .selectAll()
      .where('subjectUserId', '=', reported.id)
      .where('action', '=', 'member.viewed')
      .execute();
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ actorId: moderator.id, subjectKind: 'report', subjectId: reportId });
  });

  it('answers an unknown item in its own words', async () => {
    const res = await staffGet(`admin-queue/item/report/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That report does not exist.' });
  });
});

describe('POST admin-queue/decide', () => {
  async function reportedTwice() {
    const [one, two, reported] = await Promise.all([member(), member(), member()]);
    const first = await report(one, reported, 'inappropriate-text');
    tick();
    const second = await report(two, reported, 'fake-profile');
    return { reported, first, second };
  }

  async function expectSettled(
    userId: string,
    action: string,
    state: 'actioned' | 'dismissed',
    result: { closedReports: number },
  ) {
    expect(result.closedReports).toBe(2);
    const reports = await reportsAbout(userId);
    expect(reports).toHaveLength(2);
    for (const row of reports) {
      expect(row).toMatchObject({ state, decidedBy: moderator.id, decisionNote: 'Checked against the guidelines.' });
      expect(row.decidedAt).not.toBeNull();
    }
    const audit = await auditAbout(userId);
    expect(audit.map((row) => row.action)).toEqual([action]);
    expect(audit[0]).toMatchObject({ actorId: moderator.id, reason: 'Checked against the guidelines.' });
    expect((audit[0]!.detail as { closedReports: string[] }).closedReports.sort()).toEqual(
      reports.map((row) => row.id).sort(),
    );
  }

  it('dismiss closes every open report about the member as dismissed', async () => {
    const { reported, first } = await reportedTwice();
    const result = await decide({ kind: 'report', id: first, decision: 'dismiss' });
    await expectSettled(reported.id, 'report.dismissed', 'dismissed', result);
    // Gone from the queue, and a second decision on it is refused.
    expect((await items('report')).some((item) => item.userId === reported.id)).toBe(false);
    const again = await staffPost('admin-queue/decide', {
      kind: 'report',
      id: first,
      decision: 'dismiss',
      reason: 'Once more.',
    });
    expect(again.statusCode).toBe(409);
  });

  it('warn e-mails the member the message', async () => {
    const { reported, second } = await reportedTwice();
    const result = await decide({
      kind: 'report',
      id: second,
      decision: 'warn',
      subject: 'About your messages',
      message: 'Please keep your messages polite and respectful.',
    });
    await expectSettled(reported.id, 'member.warned', 'actioned', result);
    const mail = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', reported.email.toLowerCase())
      .where('template', '=', 'staff-warning')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('About your messages');
  });

  it('remove-photo removes that photo only', async () => {
    const { reported, first } = await reportedTwice();
    const photoIds = [randomUUID(), randomUUID()];
    await t.app.db
      .insertInto('photos')
      .values(
        photoIds.map((id, position) => ({
          id,
          userId: reported.id,
          position,
          storageKey: `photos/${reported.id}/${id}`,
          width: 800,
          height: 600,
          bytes: 1000,
          createdAt: t.clock.now(),
        })),
      )
      .execute();
    const result = await decide({ kind: 'report', id: first, decision: 'remove-photo', photoId: photoIds[0] });
    await expectSettled(reported.id, 'photo.removed', 'actioned', result);
    const left = await t.app.db
      .selectFrom('photos')
      .select(['id', 'position'])
      .where('userId', '=', reported.id)
      .execute();
    expect(left).toEqual([{ id: photoIds[1], position: 0 }]);
    const [entry] = await auditAbout(reported.id);
    expect(entry!.detail).toMatchObject({ photoId: photoIds[0], photosLeft: 1 });
  });

  it('remove-photo answers 404 for a photo the member does not have, and removes nothing', async () => {
    const { reported, first } = await reportedTwice();
    const response = await staffPost('admin-queue/decide', {
      kind: 'report',
      id: first,
      decision: 'remove-photo',
      photoId: randomUUID(),
      reason: 'Checked against the guidelines.',
    });
    expect(response.statusCode).toBe(404);
    expect((await reportsAbout(reported.id)).map((row) => row.state)).toEqual(['open', 'open']);
    expect(await auditAbout(reported.id)).toEqual([]);
  });

  it('remove-about removes the about text', async () => {
    const { reported, first } = await reportedTwice();
    const result = await decide({ kind: 'report', id: first, decision: 'remove-about' });
    await expectSettled(reported.id, 'about.removed', 'actioned', result);
    const profile = await t.app.db
      .selectFrom('profiles')
      .select('about')
      .where('userId', '=', reported.id)
      .executeTakeFirst();
    expect(profile?.about).toBeNull();
  });

  it('delete-account deletes the account and records who did it and why', async () => {
    const { reported, first } = await reportedTwice();
    const reportIds = (await reportsAbout(reported.id)).map((row) => row.id).sort();
    const result = await decide({ kind: 'report', id: first, decision: 'delete-account' });
    expect(result.closedReports).toBe(2);
    expect(
      await t.app.db.selectFrom('users').select('id').where('id', '=', reported.id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await auditAbout(reported.id);
    expect(audit.map((row) => row.action)).toEqual(['member.deleted']);
    expect((audit[0]!.detail as { closedReports: string[] }).closedReports.sort()).toEqual(reportIds);
  });

  it('asks for a reason, and the fields the decision needs', async () => {
    const { first } = await reportedTwice();
    const noReason = await staffPost('admin-queue/decide', { kind: 'report', id: first, decision: 'dismiss' });
    expect(noReason.statusCode).toBe(400);
    const noMessage = await staffPost('admin-queue/decide', {
      kind: 'report',
      id: first,
      decision: 'warn',
      reason: 'Rude messages.',
    });
    expect(noMessage.statusCode).toBe(400);
    const wrongKind = await staffPost('admin-queue/decide', {
      kind: 'report',
      id: first,
      decision: 'approve',
      reason: 'Looks right.',
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('dismisses a message flagged by the scam rules', async () => {
    const [writer, reader] = await Promise.all([member(), member()]);
    const [messageId] = await conversation(writer, reader, 1);
    await t.app.db
      .insertInto('messageFlags')
      .values([
        { messageId: messageId!, kind: 'money_request', detail: null, createdAt: t.clock.now() },
        { messageId: messageId!, kind: 'off_platform', detail: null, createdAt: t.clock.now() },
      ])
      .execute();
    const listed = (await items('message-flag')).find((item) => item.id === String(messageId));
    expect(listed).toMatchObject({ userId: writer.id, tags: ['money_request', 'off_platform'] });
    const seen = await evidence('message-flag', String(messageId));
    expect(seen.conversations[0]!.messages.map((message) => Number(message.id))).toEqual([messageId]);
    const result = await decide({ kind: 'message-flag', id: String(messageId), decision: 'dismiss' });
    expect(result.closedReports).toBe(0);
    expect((await items('message-flag')).some((item) => item.id === String(messageId))).toBe(false);
    expect((await auditAbout(writer.id)).map((row) => row.action)).toEqual(['message-flag.dismissed']);
    const flags = await t.app.db.selectFrom('messageFlags').selectAll().where('messageId', '=', messageId!).execute();
    expect(flags.every((flag) => flag.reviewedBy === moderator.id && flag.reviewedAt !== null)).toBe(true);
  });
});

describe('suspension from the queue, the member’s side, the correction, lifting', () => {
  it('suspends with inappropriate-bio, returns the corrected profile to the queue, and lifts', async () => {
    const { reported, first } = await (async () => {
      const [one, two, who] = await Promise.all([member(), member(), member()]);
      const firstId = await report(one, who, 'inappropriate-text');
      await report(two, who, 'inappropriate-text');
      return { reported: who, first: firstId };
    })();
    const result = await decide({
      kind: 'report',
      id: first,
      decision: 'suspend',
      suspensionReason: 'inappropriate-bio',
      unsuspendAt: null,
    });
    expect(result.closedReports).toBe(2);
    expect((await auditAbout(reported.id)).map((row) => row.action)).toEqual(['member.suspended']);
    expect((await reportsAbout(reported.id)).every((row) => row.state === 'actioned')).toBe(true);

    // The member's next sign-in says so, and the suspension screen gives the reason.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: reported.email, password: reported.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ suspended: true });
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const check = await t.app.inject({ method: 'POST', url: '/api/v1/user/check-user-suspension', headers });
    expect(check.statusCode, check.body).toBe(200);
    expect(CheckSuspensionResponseSchema.parse(check.json())).toMatchObject({
      isSuspended: true,
      reason: 'inappropriate-bio',
      unsuspendAt: null,
    });
    const suspended = SuspendedUsersResponseSchema.parse(
      (await staffGet('admin-suspendControl/suspended-users')).json(),
    ).data.find((row) => row.userId === reported.id);
    expect(suspended).toMatchObject({ reason: 'inappropriate-bio', correctionPending: false });

    // They correct the text: the profile is back in the queue as a self-correction.
    tick();
    const body = multipart([
      { name: 'aboutYourSelf', data: 'I enjoy cooking for friends, hiking on weekends and learning new languages.' },
    ]);
    const corrected = await t.app.inject({
      method: 'POST',
      url: '/api/v1/form/update-profile',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const item = (await items('self-correction')).find((entry) => entry.userId === reported.id);
    expect(item).toMatchObject({ kind: 'self-correction', tags: ['about'] });
    const seen = await evidence('self-correction', item!.id);
    expect(seen.member.about).toMatch(/^I enjoy cooking/);
    expect(seen.decisions).toContain('lift');
    expect(seen.history.decisions.map((entry) => entry.action)).toEqual(['member.suspended']);

    // Lifting from the correction: audited, the item closed, the member free again.
    const lifted = await decide({
      kind: 'self-correction',
      id: item!.id,
      decision: 'lift',
      reason: 'The new text is fine.',
    });
    expect(lifted.closedReports).toBe(0);
    const audit = await auditAbout(reported.id);
    expect(audit.map((row) => row.action)).toEqual(['member.suspended', 'suspension.lifted']);
    expect(audit[1]).toMatchObject({
      actorId: moderator.id,
      reason: 'The new text is fine.',
      subjectKind: 'self-correction',
    });
    expect((await items('self-correction')).some((entry) => entry.userId === reported.id)).toBe(false);
    const account = await t.app.db
      .selectFrom('users')
      .select('suspendedAt')
      .where('id', '=', reported.id)
      .executeTakeFirstOrThrow();
    expect(account.suspendedAt).toBeNull();
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/user/check-user-suspension', headers });
    expect(again.json()).toMatchObject({ isSuspended: false });
  });

  it('suspends and lifts on the reference paths, with an end date, audited', async () => {
    const who = await member();
    const until = new Date(t.clock.now().getTime() + 7 * 24 * 3600 * 1000).toISOString();
    const suspended = await staffPost('admin-suspendControl/suspend-user', {
      userId: who.id,
      reason: 'Spamming other members',
      unsuspendAt: until,
      note: 'Many identical messages.',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const row = await t.app.db
      .selectFrom('suspensions')
      .selectAll()
      .where('userId', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 'Spamming other members', suspendedBy: moderator.id });
    expect(row.unsuspendAt?.toISOString()).toBe(until);
    const lifted = await staffPost('admin-suspendControl/unsuspend-user', { userId: who.id, note: 'Talked to them.' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await auditAbout(who.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['member.suspended', 'Many identical messages.'],
      ['suspension.lifted', 'Talked to them.'],
    ]);
    // Not suspended any more: nothing to lift.
    expect(
      (await staffPost('admin-suspendControl/unsuspend-user', { userId: who.id, note: 'Again.' })).statusCode,
    ).toBe(409);
  });
});

describe('GET admin-queue/summary', () => {
  it('counts the waiting items and gives the median time to decision', async () => {
    const res = await staffGet('admin-queue/summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary = QueueSummaryResponseSchema.parse(res.json());
    const listed = await items('all');
    expect(summary.counts.report).toBe(listed.filter((item) => item.kind === 'report').length);
    expect(summary.counts.urgentReport).toBe(listed.filter((item) => item.urgent).length);
    expect(summary.counts['self-correction']).toBe(listed.filter((item) => item.kind === 'self-correction').length);
    expect(summary.decidedLast30Days).toBeGreaterThan(0);
    expect(summary.medianDecisionSeconds).not.toBeNull();
  });
});

describe('verification requests', () => {
  async function requestOf(who: ChatMember): Promise<string> {
    const body = multipart([
      { name: 'document', filename: 'passport.jpg', contentType: 'image/jpeg', data: await jpeg(900, 600) },
      { name: 'selfie', filename: 'selfie.png', contentType: 'image/png', data: await png(480, 640, BLUE) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/submit',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.app.db
      .selectFrom('verificationRequests')
      .select('id')
      .where('userId', '=', who.id)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('shows staff the two images (not cached), and approves with an audit entry', async () => {
    const who = await member();
    const requestId = await requestOf(who);
    expect((await items('verification')).some((item) => item.id === requestId)).toBe(true);
    const seen = await evidence('verification', requestId);
    expect(seen.decisions).toEqual(['approve', 'reject']);
    const image = await t.app.inject({
      method: 'GET',
      url: seen.verification!.documentUrl,
      headers: moderator.headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.length).toBeGreaterThan(100);
    // A member asking for it meets the gate.
    const asMember = await t.app.inject({ method: 'GET', url: seen.verification!.selfieUrl, headers: who.headers });
    expect(asMember.statusCode).toBe(404);

    await decide({ kind: 'verification', id: requestId, decision: 'approve', reason: 'Document and selfie match.' });
    const request = await t.app.db
      .selectFrom('verificationRequests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ state: 'approved', decidedBy: moderator.id, documentKey: null });
    expect((await auditAbout(who.id)).map((row) => [row.action, row.subjectId])).toEqual([
      ['verification.approved', requestId],
    ]);
  });

  it('rejects with a reason for the member', async () => {
    const who = await member();
    const requestId = await requestOf(who);
    const missing = await staffPost('admin-queue/decide', {
      kind: 'verification',
      id: requestId,
      decision: 'reject',
      reason: 'Cannot read it.',
    });
    expect(missing.statusCode).toBe(400);
    await decide({
      kind: 'verification',
      id: requestId,
      decision: 'reject',
      reason: 'Cannot read it.',
      declineReason: 'document-unreadable',
    });
    expect((await auditAbout(who.id)).map((row) => row.action)).toEqual(['verification.rejected']);
  });
});

describe('the operator commands', () => {
  it('write their audit entries as the command line', async () => {
    const who = await member();
    await runSuspensionCommand(
      t.app.db,
      { command: 'suspend', email: who.email, reason: 'inappropriate-image', until: null },
      t.clock,
    );
    await runSuspensionCommand(t.app.db, { command: 'unsuspend', email: who.email, note: 'Fixed.' }, t.clock);
    const requestId = await (async () => {
      const body = multipart([
        { name: 'document', filename: 'passport.jpg', contentType: 'image/jpeg', data: await jpeg(900, 600) },
        { name: 'selfie', filename: 'selfie.png', contentType: 'image/png', data: await png(480, 640, BLUE) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verification/submit',
        headers: { ...who.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (
        await t.app.db
          .selectFrom('verificationRequests')
          .select('id')
          .where('userId', '=', who.id)
          .executeTakeFirstOrThrow()
      ).id;
    })();
    await runVerificationCommand(
      t.app,
      { command: 'decide', email: who.email, decision: 'approve', reason: undefined, note: undefined, by: 'ops' },
      null,
    );
    const audit = await auditAbout(who.id);
    expect(audit.map((row) => [row.action, row.actorEmail, row.actorId])).toEqual([
      ['member.suspended', 'command line', null],
      ['suspension.lifted', 'command line', null],
      ['verification.approved', 'command line', null],
    ]);
    expect(audit[2]!.subjectId).toBe(requestId);
  });
});
