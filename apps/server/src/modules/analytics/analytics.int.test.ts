import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@app/shared';
import { FUNNEL_STEPS, type FunnelStep } from '@app/shared/analytics';
import { createTestApp, freshDatabase, type TestApp } from '../../../test/test-app';
import { formatSummary, pruneMeasurement, summariseMeasurement } from './analytics-summary';
import { OTHER_PATH } from './analytics.service';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (
  payload: unknown,
  headers: Record<string, string> = { 'user-agent': BROWSER },
  remoteAddress = '192.0.2.10',
) =>
  t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', payload: payload as object, headers, remoteAddress });

describe('POST /api/v1/analytics/events', () => {
  it('stores a batch and answers 204 with no body', async () => {
    const visitorId = randomUUID();
    const res = await send({
      visitorId,
      events: [
        { type: 'page_view', path: '/contact-us' },
        { type: 'page_view', path: '/profile/:name/:userId' },
        { type: 'funnel', step: 'questionnaire_started' },
      ],
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await t.app.db
      .selectFrom('analyticsEvents')
      .select(['visitorId', 'type', 'path', 'step'])
      .where('visitorId', '=', visitorId)
      .orderBy('type', 'desc')
      .orderBy('path')
      .execute();
    expect(rows).toEqual([
      { visitorId, type: 'page_view', path: '/contact-us', step: null },
      { visitorId, type: 'page_view', path: '/profile/:name/:userId', step: null },
      { visitorId, type: 'funnel', path: null, step: 'questionnaire_started' },
    ]);
  });

  it('never stores a query string, a hash or anything that is not a route pattern', async () => {
    const visitorId = randomUUID();
    const res = await send({
      visitorId,
      events: [
        { type: 'page_view', path: '/login?email=asha@example.com' },
        { type: 'page_view', path: '/asha@example.com' },
        { type: 'page_view', path: '/help#section' },
      ],
    });
    expect(res.statusCode).toBe(204);
    const paths = await t.app.db
      .selectFrom('analyticsEvents')
      .select('path')
      .where('visitorId', '=', visitorId)
      .orderBy('path')
      .execute();
    expect(paths.map((row) => row.path)).toEqual([OTHER_PATH, '/help', '/login'].sort());
  });

  it('rejects a bad batch with 400', async () => {
    for (const payload of [
      { visitorId: 'not-a-uuid', events: [{ type: 'page_view', path: '/' }] },
      { visitorId: randomUUID(), events: [] },
      { visitorId: randomUUID(), events: [{ type: 'funnel', step: 'made_up_step' }] },
      { visitorId: randomUUID(), events: [{ type: 'page_view', path: 'no-leading-slash' }] },
      { visitorId: randomUUID(), events: Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' })) },
    ]) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
    }
  });

  it('accepts but drops batches from crawlers and clients without a user agent', async () => {
    const visitorId = randomUUID();
    for (const headers of [{ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, { 'user-agent': '' }]) {
      expect((await send({ visitorId, events: [{ type: 'page_view', path: '/' }] }, headers)).statusCode).toBe(204);
    }
    const rows = await t.app.db.selectFrom('analyticsEvents').select('id').where('visitorId', '=', visitorId).execute();
    expect(rows).toEqual([]);
  });

  it('is rate-limited per address (120 batches a minute)', async () => {
    const batch = { visitorId: randomUUID(), events: [{ type: 'page_view', path: '/' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1)
      statuses.push((await send(batch, { 'user-agent': BROWSER }, '192.0.2.99')).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('measurement summary', () => {
  it('counts page views per path and the funnel in order, with conversion from the previous step', async () => {
    const database = await freshDatabase();
    const db = database.db;
    try {
      const base = new Date('2026-10-01T00:00:00Z');
      const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
      const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const funnel = (visitorId: string, step: FunnelStep, minutes: number) => ({
        visitorId,
        type: 'funnel' as const,
        path: null,
        step,
        createdAt: at(minutes),
      });
      const view = (visitorId: string, path: string, minutes: number) => ({
        visitorId,
        type: 'page_view' as const,
        path,
        step: null,
        createdAt: at(minutes),
      });
      await db
        .insertInto('analyticsEvents')
        .values([
          // Page views: "/" 3 views by 2 visitors, "/questions" 1 view.
          view(a, '/', 0),
          view(a, '/', 1),
          view(b, '/', 2),
          view(b, '/questions', 3),
          // A: the first three steps, in order (questionnaire_started twice: counted once).
          funnel(a, 'questionnaire_started', 10),
          funnel(a, 'questionnaire_started', 11),
          funnel(a, 'questionnaire_completed', 12),
          funnel(a, 'registration_submitted', 13),
          // B: the first two steps in order.
          funnel(b, 'questionnaire_started', 10),
          funnel(b, 'questionnaire_completed', 20),
          // C: starts, then registers without completing the questionnaire (not "in order" for registration).
          funnel(c, 'questionnaire_started', 10),
          funnel(c, 'registration_submitted', 15),
          // D: completed before started (out of order): counted as a visitor of the step, not in order.
          funnel(d, 'questionnaire_completed', 5),
          funnel(d, 'questionnaire_started', 6),
          // Outside the period: ignored.
          view(a, '/', -60),
          funnel(d, 'registration_submitted', 24 * 60 + 1),
        ])
        .execute();

      const summary = await summariseMeasurement(db, { from: base, to: at(24 * 60) });
      expect(summary.totals).toEqual({ pageViews: 4, visitors: 4 });
      expect(summary.pageViews).toEqual([
        { path: '/', views: 3, visitors: 2 },
        { path: '/questions', views: 1, visitors: 1 },
      ]);
      expect(summary.funnel.map((row) => row.step)).toEqual([...FUNNEL_STEPS]);
      const [started, completed, registered, verified] = summary.funnel;
      expect(started).toEqual({ step: 'questionnaire_started', visitors: 4, inOrder: 4, conversionFromPrevious: null });
      expect(completed).toEqual({
        step: 'questionnaire_completed',
        visitors: 3,
        inOrder: 2,
        conversionFromPrevious: 0.5,
      });
      expect(registered).toEqual({
        step: 'registration_submitted',
        visitors: 2,
        inOrder: 1,
        conversionFromPrevious: 0.5,
      });
      expect(verified).toEqual({ step: 'email_verified', visitors: 0, inOrder: 0, conversionFromPrevious: 0 });
      expect(summary.funnel.at(-1)?.conversionFromPrevious).toBeNull(); // 0 of 0

      const printed = formatSummary(summary);
      expect(printed).toContain('Page views per path');
      expect(printed).toMatch(/questionnaire_completed\s+3\s+2\s+50\.0%/);

      // Retention: events older than 13 months go, newer ones stay.
      const now = new Date('2027-11-15T00:00:00Z');
      const deleted = await pruneMeasurement(db, now);
      expect(deleted).toBe(16); // everything above is from Oct 2026, older than 15 Oct 2026
      await db
        .insertInto('analyticsEvents')
        .values([view(a, '/', 0)])
        .execute();
      expect(await pruneMeasurement(db, new Date('2027-10-31T00:00:00Z'))).toBe(0);
    } finally {
      await database.close();
    }
  });
});
