import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedByMeResponseSchema,
  MyReportsResponseSchema,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES_MAX,
  REPORT_REASONS,
  ReportResponseSchema,
  URGENT_REPORT_REASONS,
} from '@app/shared/safety';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/factories/profiles';
import { api, chatMember, connect, expectError, send, type ChatMember } from '../chat/test-support';
import { PROFILE_NOT_FOUND } from '../privacy/privacy';
import { REPORT_MERGED_DETAILS_MAX, REPORT_MESSAGES } from './report.service';
import { REPORT_RATE_LIMITS } from './report.routes';

/**
 * Reporting over HTTP (issue 14 point 2): validation, one undecided report per reporter and member (a repeat adds
 * to it), urgent marking and its e-mail to the safety address, blocking in the same step, and my reports.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: '0' } });
});
afterAll(async () => t.close());

const member = () => chatMember(t.app);
const report = (who: ChatMember | null, payload: Record<string, unknown>, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/report/report', headers: who?.headers ?? {}, payload });
async function reported(who: ChatMember, payload: Record<string, unknown>) {
  const res = await report(who, payload);
  expect(res.statusCode, res.body).toBe(201);
  return ReportResponseSchema.parse(res.json());
}
async function myReports(who: ChatMember) {
  const res = await api(t.app, who, 'GET', 'report/my-reports');
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: MyReportsResponseSchema.parse(res.json()).data };
}
const reportRows = (reporterId: string) =>
  t.app.db.selectFrom('reports').selectAll().where('reporterId', '=', reporterId).orderBy('createdAt').execute();
const reportedMessages = async (reportId: string) =>
  (
    await t.app.db
      .selectFrom('reportMessages')
      .select('messageId')
      .where('reportId', '=', reportId)
      .orderBy('messageId')
      .execute()
  ).map((row) => String(row.messageId));
const urgentMails = () =>
  t.app.db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('template', '=', 'report-urgent')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
const nameOf = (who: ChatMember) => who.profile.displayName?.trim() || who.profile.firstName;

/** Two connected members, with messages both ways: `fromRavi` are Ravi's to Asha, `fromAsha` hers to him. */
async function conversation() {
  const [asha, ravi] = [await member(), await member()];
  await connect(t.app, asha, ravi);
  const fromRavi = [await send(t.app, ravi, asha, 'Hello Asha'), await send(t.app, ravi, asha, 'Send me money')];
  const fromAsha = [await send(t.app, asha, ravi, 'No thank you')];
  return { asha, ravi, fromRavi: fromRavi.map((m) => m.messageId), fromAsha: fromAsha.map((m) => m.messageId) };
}

describe('a report', () => {
  it('is stored with its reasons, details and messages, and listed only to its reporter', async () => {
    const { asha, ravi, fromRavi } = await conversation();
    const answer = await reported(asha, {
      reportedUserId: ravi.id,
      reason: ['scam-or-money', 'harassment'],
      details: '  He asked me for money twice.  ',
      messageIds: [fromRavi[1]],
    });
    expect(answer).toMatchObject({ success: true, blocked: false });

    const rows = await reportRows(asha.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: answer.reportId,
        reportedUserId: ravi.id,
        reasons: ['scam-or-money', 'harassment'],
        details: 'He asked me for money twice.',
        urgent: false,
        state: 'open',
        decidedAt: null,
      }),
    ]);
    expect(await reportedMessages(answer.reportId)).toEqual([fromRavi[1]]);
    // No block without asking: they can still write to each other.
    expect(
      (
        await api(t.app, ravi, 'POST', `chat/conversations/${asha.id}/messages`, {
          text: 'Still here',
          clientMessageId: randomUUID(),
        })
      ).statusCode,
    ).toBe(201);

    const mine = await myReports(asha);
    expect(mine.data).toEqual([
      {
        reportId: answer.reportId,
        reportedUserId: ravi.id,
        reportedName: nameOf(ravi),
        reason: ['scam-or-money', 'harassment'],
        details: 'He asked me for money twice.',
        state: 'open',
        createdAt: t.clock.now().toISOString(),
        decidedAt: null,
      },
    ]);
    expect(mine.body).not.toContain(ravi.email);
    // The reported member, or anyone else, never sees it.
    expect((await myReports(ravi)).data).toEqual([]);
    expect((await myReports(await member())).data).toEqual([]);
  });

  it('takes one reason as a string or several as an array (each once)', async () => {
    const [asha, ravi, arjun] = [await member(), await member(), await member()];
    const one = await reported(asha, { reportedUserId: ravi.id, reason: 'fake-profile' });
    const many = await reported(asha, { reportedUserId: arjun.id, reason: ['other', 'fake-profile', 'other'] });
    const rows = await reportRows(asha.id);
    expect(rows.map((row) => [row.id, row.reasons, row.details])).toEqual([
      [one.reportId, ['fake-profile'], null],
      [many.reportId, ['other', 'fake-profile'], null],
    ]);
  });

  it('refuses a bad body, naming what is wrong, and stores nothing', async () => {
    const [asha, ravi] = [await member(), await member()];
    const ok = { reportedUserId: ravi.id, reason: 'harassment' };
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ reportedUserId: ravi.id }, 'reason', 'Please choose at least one reason from the list.'],
      [{ ...ok, reason: [] }, 'reason', 'Please choose at least one reason from the list.'],
      [{ ...ok, reason: '' }, 'reason'],
      [{ ...ok, reason: 'spam' }, 'reason'],
      [{ ...ok, reason: ['harassment', 'spam'] }, 'reason'],
      [{ ...ok, reason: 42 }, 'reason'],
      [{ ...ok, reason: { harassment: true } }, 'reason'],
      [
        { ...ok, details: 'x'.repeat(REPORT_DETAILS_MAX + 1) },
        'details',
        `Please keep the details under ${REPORT_DETAILS_MAX} characters.`,
      ],
      [{ ...ok, details: 12 }, 'details'],
      [{ ...ok, reportedUserId: 'not-an-id' }, 'reportedUserId', 'Please say which member this is about.'],
      [{ reason: 'harassment' }, 'reportedUserId', 'Please say which member this is about.'],
      [{ ...ok, messageIds: ['abc'] }, 'messageIds.0', 'Please choose messages from your conversation.'],
      [{ ...ok, messageIds: [randomUUID()] }, 'messageIds.0'],
      [{ ...ok, messageIds: '1' }, 'messageIds'],
      [
        { ...ok, messageIds: Array.from({ length: REPORT_MESSAGES_MAX + 1 }, (_, i) => String(i + 1)) },
        'messageIds',
        `Please point at no more than ${REPORT_MESSAGES_MAX} messages.`,
      ],
      [{ ...ok, block: 'yes' }, 'block'],
      [{ ...ok, urgent: true }, 'urgent'],
    ];
    for (const [payload, path, message] of cases) {
      const body = expectError(await report(asha, payload), 400, 'VALIDATION_FAILED');
      expect(
        body.errors?.map((error) => error.path),
        JSON.stringify(payload),
      ).toContain(path);
      if (message) expect(body.message).toBe(message);
    }
    // Exactly at the limit is fine.
    await reported(asha, { ...ok, details: 'x'.repeat(REPORT_DETAILS_MAX) });
    expect(await reportRows(asha.id)).toHaveLength(1);
  });

  it('refuses oneself (400) and an unknown member (404), as for any profile', async () => {
    const asha = await member();
    const self = expectError(
      await report(asha, { reportedUserId: asha.id, reason: 'other' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(self.message).toBe('You cannot report yourself.');
    expect(self.errors?.[0]?.path).toBe('reportedUserId');
    const unknown = expectError(
      await report(asha, { reportedUserId: randomUUID(), reason: 'other' }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.message).toBe(PROFILE_NOT_FOUND);
    expect(await reportRows(asha.id)).toEqual([]);
  });

  it('points only at messages the reported member sent the reporter', async () => {
    const { asha, ravi, fromRavi, fromAsha } = await conversation();
    const arjun = await member();
    await connect(t.app, ravi, arjun);
    const toArjun = (await send(t.app, ravi, arjun, 'Hi Arjun')).messageId;
    const meera = await member();
    await connect(t.app, meera, asha);
    const fromMeera = (await send(t.app, meera, asha, 'Hi Asha')).messageId;
    for (const messageIds of [
      [toArjun], // Ravi's, but in another conversation
      [fromMeera], // to Asha, but from someone else
      [fromAsha[0]], // this conversation, but the reporter's own
      [fromRavi[0], fromAsha[0]], // one good, one not
      ['999999999'], // no such message
    ]) {
      const res = await report(asha, { reportedUserId: ravi.id, reason: 'harassment', messageIds });
      const body = expectError(res, 400, 'VALIDATION_FAILED');
      expect(body.message).toBe(REPORT_MESSAGES.messagesNotTheirs);
      expect(body.errors?.[0]?.path).toBe('messageIds');
    }
    // Arjun cannot point at messages of Ravi's conversation with Asha either.
    const res = await report(arjun, { reportedUserId: ravi.id, reason: 'harassment', messageIds: [fromRavi[0]] });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await reportRows(asha.id)).toEqual([]);
    expect(await reportRows(arjun.id)).toEqual([]);

    // Both of Ravi's, one given twice: stored once each.
    const ok = await reported(asha, {
      reportedUserId: ravi.id,
      reason: 'harassment',
      messageIds: [fromRavi[1], fromRavi[0], fromRavi[1]],
    });
    expect(await reportedMessages(ok.reportId)).toEqual([...fromRavi].sort((a, b) => Number(a) - Number(b)));
  });

  it('is refused without a session', async () => {
    const ravi = await member();
    expectError(await report(null, { reportedUserId: ravi.id, reason: 'other' }), 401, 'UNAUTHENTICATED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/report/my-reports' }), 401, 'UNAUTHENTICATED');
    expect(await t.app.db.selectFrom('reports').where('reportedUserId', '=', ravi.id).execute()).toEqual([]);
  });
});

describe('urgent reports', () => {
  it('are those with a suspected minor or child sexual abuse material, and only those', async () => {
    expect([...URGENT_REPORT_REASONS].sort()).toEqual(['child-abuse-material', 'underage']);
    const asha = await member();
    for (const reason of REPORT_REASONS) {
      const other = await createMember(t.app);
      const { reportId } = await reported(asha, { reportedUserId: other.id, reason });
      const row = await t.app.db.selectFrom('reports').select('urgent').where('id', '=', reportId).executeTakeFirst();
      expect(row?.urgent, reason).toBe(reason === 'underage' || reason === 'child-abuse-material');
    }
    // One urgent reason among others is enough.
    const other = await createMember(t.app);
    const mixed = await reported(asha, { reportedUserId: other.id, reason: ['fake-profile', 'underage'] });
    expect(
      (await t.app.db.selectFrom('reports').select('urgent').where('id', '=', mixed.reportId).executeTakeFirst())
        ?.urgent,
    ).toBe(true);
  });

  it('e-mail the safety address the report id and reasons, nothing about either member', async () => {
    await t.app.jobs.drain();
    const before = (await urgentMails()).length;
    const [asha, ravi, arjun] = [await member(), await member(), await member()];
    const urgent = await reported(asha, {
      reportedUserId: ravi.id,
      reason: ['child-abuse-material', 'harassment'],
      details: `${nameOf(asha)} here: he sent me pictures.`,
    });
    await reported(asha, { reportedUserId: arjun.id, reason: 'scam-or-money' });
    await t.app.jobs.drain();

    const mails = (await urgentMails()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.toAddress).toBe(t.app.config.brand.supportEmail.toLowerCase());
    expect(mail?.subject).toBe(`Urgent report ${urgent.reportId}`);
    expect(mail?.text).toContain(`Report: ${urgent.reportId}`);
    expect(mail?.text).toContain('Reasons: child-abuse-material, harassment');
    for (const who of [asha, ravi]) {
      for (const secret of [who.id, who.email, nameOf(who), who.profile.firstName]) {
        expect(mail?.text).not.toContain(secret);
        expect(mail?.html).not.toContain(secret);
      }
    }
    expect(mail?.text).not.toContain('pictures');
  });
});

describe('a repeat report', () => {
  it('adds its reasons, details and messages to the undecided report; a decided one is not reopened', async () => {
    await t.app.jobs.drain();
    const before = (await urgentMails()).length;
    const { asha, ravi, fromRavi } = await conversation();
    const first = await reported(asha, {
      reportedUserId: ravi.id,
      reason: 'harassment',
      details: 'He keeps writing.',
      messageIds: [fromRavi[0]],
    });
    t.clock.advance(60_000);
    const second = await reported(asha, {
      reportedUserId: ravi.id,
      reason: ['inappropriate-text', 'harassment'],
      details: 'Now he is rude.',
      messageIds: [fromRavi[1], fromRavi[0]],
    });
    expect(second.reportId).toBe(first.reportId);
    // The same words again add nothing.
    await reported(asha, { reportedUserId: ravi.id, reason: 'harassment', details: 'He keeps writing.' });

    const rows = await reportRows(asha.id);
    expect(rows).toHaveLength(1);
    let row = rows[0];
    expect(row).toMatchObject({
      id: first.reportId,
      reasons: ['harassment', 'inappropriate-text'],
      details: 'He keeps writing.\n\nNow he is rude.',
      urgent: false,
      state: 'open',
    });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? Infinity);
    expect(await reportedMessages(first.reportId)).toHaveLength(2);

    // Being looked at (in review), it still takes additions; an urgent reason makes it urgent and e-mails once.
    await t.app.db.updateTable('reports').set({ state: 'in-review' }).where('id', '=', first.reportId).execute();
    await reported(asha, { reportedUserId: ravi.id, reason: 'underage' });
    await reported(asha, { reportedUserId: ravi.id, reason: 'underage' });
    row = (await reportRows(asha.id))[0];
    expect(row).toMatchObject({ id: first.reportId, urgent: true, state: 'in-review' });
    expect(row?.reasons).toEqual(['harassment', 'inappropriate-text', 'underage']);
    await t.app.jobs.drain();
    const mails = (await urgentMails()).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([`Urgent report ${first.reportId}`]);
    expect(mails[0]?.text).toContain('Reasons: harassment, inappropriate-text, underage');

    // Decided (as the console will), it is closed: the next report is a new one.
    const decidedAt = t.clock.now();
    await t.app.db
      .updateTable('reports')
      .set({ state: 'actioned', decidedAt, decisionNote: 'Warned' })
      .where('id', '=', first.reportId)
      .execute();
    t.clock.advance(60_000);
    const third = await reported(asha, { reportedUserId: ravi.id, reason: 'fake-profile' });
    expect(third.reportId).not.toBe(first.reportId);

    const mine = (await myReports(asha)).data;
    expect(mine.map((entry) => [entry.reportId, entry.state, entry.reason])).toEqual([
      [third.reportId, 'open', ['fake-profile']],
      [first.reportId, 'actioned', ['harassment', 'inappropriate-text', 'underage']],
    ]);
    expect(mine[1]?.decidedAt).toBe(decidedAt.toISOString());
    expect(mine[0]?.decidedAt).toBeNull();
  });

  it(`keeps at most ${REPORT_MERGED_DETAILS_MAX} characters of details, saying so`, async () => {
    const [asha, ravi] = [await member(), await member()];
    const fits = Math.floor(REPORT_MERGED_DETAILS_MAX / (REPORT_DETAILS_MAX + 2));
    for (let i = 0; i < fits; i += 1) {
      await reported(asha, {
        reportedUserId: ravi.id,
        reason: 'harassment',
        details: `${i}`.padEnd(REPORT_DETAILS_MAX, '.'),
      });
    }
    const full = await report(asha, {
      reportedUserId: ravi.id,
      reason: 'underage',
      details: 'x'.repeat(REPORT_DETAILS_MAX),
    });
    const body = expectError(full, 400, 'VALIDATION_FAILED');
    expect(body.message).toBe(REPORT_MESSAGES.detailsFull);
    // Nothing of the refused report was kept; without details it is still taken.
    const [row] = await reportRows(asha.id);
    expect(row?.reasons).toEqual(['harassment']);
    expect(row?.details?.length).toBe(fits * REPORT_DETAILS_MAX + (fits - 1) * 2);
    await reported(asha, { reportedUserId: ravi.id, reason: 'underage' });
    expect((await reportRows(asha.id))[0]?.reasons).toEqual(['harassment', 'underage']);
  });

  it('from another member is a report of its own', async () => {
    const [asha, meera, ravi] = [await member(), await member(), await member()];
    const a = await reported(asha, { reportedUserId: ravi.id, reason: 'fake-profile' });
    const b = await reported(meera, { reportedUserId: ravi.id, reason: 'fake-profile' });
    expect(a.reportId).not.toBe(b.reportId);
    expect((await myReports(asha)).data.map((entry) => entry.reportId)).toEqual([a.reportId]);
    expect((await myReports(meera)).data.map((entry) => entry.reportId)).toEqual([b.reportId]);
  });
});

describe('blocking with a report', () => {
  it('blocks in the same step: the connection ends and the block is listed', async () => {
    const { asha, ravi, fromRavi } = await conversation();
    const answer = await reported(asha, {
      reportedUserId: ravi.id,
      reason: 'harassment',
      messageIds: fromRavi,
      block: true,
    });
    expect(answer).toMatchObject({ blocked: true, message: expect.stringContaining('blocked') });
    const connection = await t.app.db
      .selectFrom('connections')
      .select('status')
      .where((eb) =>
        eb.or([
          eb.and([eb('senderId', '=', asha.id), eb('receiverId', '=', ravi.id)]),
          eb.and([eb('senderId', '=', ravi.id), eb('receiverId', '=', asha.id)]),
        ]),
      )
      .execute();
    expect(connection).toEqual([{ status: 'removed' }]);
    const blocks = await api(t.app, asha, 'GET', 'block/blocked-by-me');
    expect(BlockedByMeResponseSchema.parse(blocks.json()).data.map((entry) => entry.userId)).toEqual([ravi.id]);
    expectError(await api(t.app, ravi, 'POST', 'profile/getUserDetails', { userId: asha.id }), 404, 'NOT_FOUND');

    // Already blocked: reporting again (and asking to block again) is fine, and adds to the report.
    const again = await reported(asha, { reportedUserId: ravi.id, reason: 'scam-or-money', block: true });
    expect(again).toMatchObject({ reportId: answer.reportId, blocked: true });
    expect((await reportRows(asha.id)).map((row) => row.reasons)).toEqual([['harassment', 'scam-or-money']]);
  });

  it('reports a member who blocked the reporter, or whom the reporter blocked, like any other', async () => {
    const { asha, ravi, fromRavi } = await conversation();
    const meera = await member();
    // Ravi blocks Asha after harassing her; Asha blocks Meera.
    expect((await api(t.app, ravi, 'POST', 'block/block', { blockedUserId: asha.id })).statusCode).toBe(201);
    expect((await api(t.app, asha, 'POST', 'block/block', { blockedUserId: meera.id })).statusCode).toBe(201);

    const plain = await report(asha, { reportedUserId: (await member()).id, reason: 'harassment' });
    const byBlocker = await report(asha, { reportedUserId: ravi.id, reason: 'harassment', messageIds: fromRavi });
    const byMe = await report(asha, { reportedUserId: meera.id, reason: 'harassment' });
    for (const res of [byBlocker, byMe]) {
      expect(res.statusCode, res.body).toBe(plain.statusCode);
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(plain.json()).sort());
      expect(res.json()).toMatchObject({ success: true, blocked: false, message: plain.json().message });
    }
    expect((await reportRows(asha.id)).map((row) => row.reportedUserId)).toContain(ravi.id);
    expect(await reportedMessages(ReportResponseSchema.parse(byBlocker.json()).reportId)).toHaveLength(2);
  });
});

describe('at the same moment', () => {
  it('two reports on one member make one report', async () => {
    const [asha, ravi] = [await member(), await member()];
    const [a, b] = await Promise.all([
      reported(asha, { reportedUserId: ravi.id, reason: 'fake-profile' }),
      reported(asha, { reportedUserId: ravi.id, reason: 'other' }),
    ]);
    expect(a.reportId).toBe(b.reportId);
    const rows = await reportRows(asha.id);
    expect(rows).toHaveLength(1);
    expect([...(rows[0]?.reasons ?? [])].sort()).toEqual(['fake-profile', 'other']);
  });
});

describe('the reports table', () => {
  it('holds only known states, with a decision time exactly when decided', async () => {
    const [asha, ravi] = [await member(), await member()];
    const { reportId } = await reported(asha, { reportedUserId: ravi.id, reason: 'fake-profile' });
    const set = (values: { state?: 'open' | 'in-review' | 'actioned' | 'dismissed'; decidedAt?: Date | null }) =>
      t.app.db.updateTable('reports').set(values).where('id', '=', reportId).execute();
    await expect(set({ state: 'closed' as 'open' })).rejects.toThrow();
    await expect(set({ state: 'dismissed' })).rejects.toThrow();
    await expect(set({ decidedAt: t.clock.now() })).rejects.toThrow();
    await set({ state: 'dismissed', decidedAt: t.clock.now() });
    await expect(
      t.app.db
        .insertInto('reports')
        .values({ reporterId: asha.id, reportedUserId: ravi.id, reasons: ['spam' as 'other'], urgent: false })
        .execute(),
    ).rejects.toThrow();
  });

  it('and both endpoints are in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/v1/report/report']).toHaveProperty('post');
    expect(paths['/api/v1/report/my-reports']).toHaveProperty('get');
  });
});

describe('my reports', () => {
  it('name a member without a profile "Member"', async () => {
    const asha = await member();
    const other = await createMember(t.app);
    await reported(asha, { reportedUserId: other.id, reason: 'fake-profile' });
    await t.app.db
      .updateTable('profiles')
      .set({ displayName: null, firstName: '' })
      .where('userId', '=', other.id)
      .execute();
    expect((await myReports(asha)).data.map((entry) => entry.reportedName)).toEqual(['Member']);
  });
});

describe('accounts that go', () => {
  it('keep a report when its reporter leaves; drop it with the reported member', async () => {
    const [asha, ravi, arjun] = [await member(), await member(), await member()];
    const kept = await reported(asha, { reportedUserId: ravi.id, reason: 'underage' });
    const dropped = await reported(arjun, { reportedUserId: asha.id, reason: 'fake-profile' });
    await t.app.db.deleteFrom('users').where('id', '=', asha.id).execute();
    const rows = await t.app.db
      .selectFrom('reports')
      .select(['id', 'reporterId', 'reportedUserId'])
      .where('id', 'in', [kept.reportId, dropped.reportId])
      .execute();
    expect(rows).toEqual([{ id: kept.reportId, reporterId: null, reportedUserId: ravi.id }]);
  });
});

describe('rate limit', () => {
  it(`allows ${REPORT_RATE_LIMITS.report.max} reports a day per member`, async () => {
    const limited = await createTestApp();
    try {
      const [asha, ravi, meera] = [
        await chatMember(limited.app),
        await chatMember(limited.app),
        await chatMember(limited.app),
      ];
      for (let i = 0; i < REPORT_RATE_LIMITS.report.max; i += 1) {
        const res = await report(asha, { reportedUserId: ravi.id, reason: 'harassment' }, limited.app);
        expect(res.statusCode, res.body).toBe(201);
      }
      const refused = await report(asha, { reportedUserId: ravi.id, reason: 'harassment' }, limited.app);
      expectError(refused, 429, 'RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
      // Meera has her own allowance.
      expect((await report(meera, { reportedUserId: ravi.id, reason: 'harassment' }, limited.app)).statusCode).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});
