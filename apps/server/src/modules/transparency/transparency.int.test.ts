import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportReason } from '@app/shared/safety';
import { TransparencyReportSchema, type TransparencyReport } from '@app/shared/transparency';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories/users';

/**
 * The public transparency report against a seeded data set (issue 15 point 4): the small-number rule (1–9 leave the
 * server only as "fewer than 10", 0 stays 0), the median shown only from 10 decisions, the quarters published.
 * The clock stands in 2026-Q4, so 2026-Q3 is the last complete quarter.
 */
const NOW = new Date('2026-12-15T12:00:00.000Z');
const HOUR = 3_600_000;

let t: TestApp;
const users: string[] = [];

const report = (quarter?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/transparency/report', query: quarter ? { quarter } : {} });

async function addReports(
  count: number,
  reasons: ReportReason[],
  createdAt: string,
  decidedAfterHours?: (i: number) => number,
) {
  for (let i = 0; i < count; i += 1) {
    const created = new Date(createdAt);
    const hours = decidedAfterHours?.(i);
    await t.app.db
      .insertInto('reports')
      .values({
        reporterId: null,
        reportedUserId: users[i % users.length] as string,
        reasons,
        urgent: false,
        state: hours === undefined ? 'open' : 'actioned',
        createdAt: created,
        updatedAt: created,
        decidedAt: hours === undefined ? null : new Date(created.getTime() + hours * HOUR),
      })
      .execute();
  }
}

async function addActions(count: number, action: string, at: string) {
  for (let i = 0; i < count; i += 1) {
    await t.app.db
      .insertInto('staffAuditLog')
      .values({
        at: new Date(at),
        actorId: null,
        actorEmail: 'command line',
        actorRole: 'operator',
        action,
        subjectUserId: users[i % users.length] as string,
        detail: JSON.stringify({}),
      })
      .execute();
  }
}

/** Every number anywhere in the body but the median (which is not a count). */
function countsIn(body: unknown, key = ''): number[] {
  if (typeof body === 'number') return key === 'medianHours' ? [] : [body];
  if (Array.isArray(body)) return body.flatMap((item) => countsIn(item));
  if (body && typeof body === 'object') return Object.entries(body).flatMap(([k, v]) => countsIn(v, k));
  return [];
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  for (let i = 0; i < 12; i += 1) users.push((await createUser(t.app)).id);

  // 2026-Q3: 9 reports of fake profiles (9 decided, 2 hours each), 10 of harassment; one more fake profile in Q4.
  await addReports(9, ['fake-profile'], '2026-08-01T10:00:00Z', () => 2);
  await addReports(10, ['harassment'], '2026-09-30T23:59:59Z');
  await addReports(1, ['fake-profile'], '2026-10-01T00:00:00Z');
  // 2026-Q2: 11 scam reports decided after 1, 2, … 11 hours (median 6).
  await addReports(11, ['scam-or-money'], '2026-05-10T00:00:00Z', (i) => i + 1);

  await addActions(10, 'member.suspended', '2026-07-15T00:00:00Z');
  await addActions(3, 'member.warned', '2026-07-15T00:00:00Z');
  await addActions(1, 'member.deleted', '2026-09-01T00:00:00Z');
  // Not counted: not an action the report lists, and an action of Q4.
  await addActions(5, 'member.viewed', '2026-07-15T00:00:00Z');
  await addActions(4, 'photo.removed', '2026-10-02T00:00:00Z');

  // Suspensions in Q3: 12 accounts, one of them twice (lifted, then again).
  for (const [i, userId] of users.entries()) {
    await t.app.db
      .insertInto('suspensions')
      .values({
        userId,
        reason: 'inappropriate-bio',
        suspendedAt: new Date(`2026-08-${String(i + 1).padStart(2, '0')}T00:00:00Z`),
      })
      .execute();
  }
  await t.app.db
    .updateTable('suspensions')
    .set({ liftedAt: new Date('2026-08-20T00:00:00Z') })
    .where('userId', '=', users[0] as string)
    .execute();
  await t.app.db
    .insertInto('suspensions')
    .values({
      userId: users[0] as string,
      reason: 'inappropriate-image',
      suspendedAt: new Date('2026-09-02T00:00:00Z'),
    })
    .execute();

  // Verification in Q3: 10 submitted, 4 of them approved, none rejected.
  for (let i = 0; i < 10; i += 1) {
    const approved = i < 4;
    await t.app.db
      .insertInto('verificationRequests')
      .values({
        userId: users[i] as string,
        state: approved ? 'approved' : 'pending',
        documentKey: approved ? null : `doc-${i}`,
        selfieKey: approved ? null : `selfie-${i}`,
        createdAt: new Date('2026-07-20T00:00:00Z'),
        decidedAt: approved ? new Date('2026-07-21T00:00:00Z') : null,
      })
      .execute();
  }
});
afterAll(async () => t.close());

describe('GET transparency/report', () => {
  it('is public, cached for an hour, and shows the last complete quarter by default', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = TransparencyReportSchema.parse(res.json());
    expect(body.quarter).toBe('2026-Q3');
    expect(body.period).toEqual({ start: '2026-07-01', end: '2026-09-30' });
    expect(body.quarters).toEqual(['2026-Q3', '2026-Q2']);
  });

  it('shows 1–9 as "fewer than 10", 10 and more as numbers, 0 as 0, and never sends a number from 1 to 9', async () => {
    const res = await report('2026-Q3');
    const body = res.json() as TransparencyReport;
    expect(body.reports.total).toBe(19);
    expect(Object.fromEntries(body.reports.byReason.map((row) => [row.reason, row.count]))).toEqual({
      'fake-profile': 'fewer than 10',
      'scam-or-money': 0,
      harassment: 10,
      'inappropriate-photo': 0,
      'inappropriate-text': 0,
      underage: 0,
      'child-abuse-material': 0,
      'married-or-not-serious': 0,
      other: 0,
    });
    expect(Object.fromEntries(body.actions.map((row) => [row.action, row.count]))).toEqual({
      'member.warned': 'fewer than 10',
      'photo.removed': 0,
      'about.removed': 0,
      'photo.rejected': 0,
      'member.suspended': 10,
      'member.deleted': 'fewer than 10',
      'report.dismissed': 0,
    });
    expect(body.decisions).toEqual({ count: 'fewer than 10', medianHours: 'fewer than 10 decisions' });
    expect(body.accounts).toEqual({ suspended: 12, removed: 'fewer than 10' });
    expect(body.verification).toEqual({ submitted: 10, approved: 'fewer than 10', rejected: 0 });

    const numbers = countsIn(body);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((value) => value > 0 && value < 10)).toEqual([]);
    // The raw figures (9 fake-profile reports, 9 decisions, 3 warnings, 1 removal, 4 approvals) appear nowhere.
    expect(res.body).not.toMatch(/[:[,]\s*[1-9]\s*[,}\]]/);
  });

  it('shows the median time to decision once there are 10 decisions or more', async () => {
    const body = (await report('2026-Q2')).json() as TransparencyReport;
    expect(body.decisions).toEqual({ count: 11, medianHours: 6 });
    expect(body.reports.total).toBe(11);
    expect(body.reports.byReason.find((row) => row.reason === 'scam-or-money')?.count).toBe(11);
  });

  it('publishes no quarter that has not ended, none before the first data, and refuses a malformed one', async () => {
    const current = await report('2026-Q4');
    expect(current.statusCode).toBe(404);
    expect(current.json().message).toMatch(/not ended yet/);
    expect((await report('2026-Q1')).statusCode).toBe(404);
    expect((await report('2026-Q5')).statusCode).toBe(400);
    expect((await report('Q3-2026')).statusCode).toBe(400);
  });
});
