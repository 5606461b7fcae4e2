import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_LOG_MONTHS } from '@app/shared/data-export';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordAudit } from './auth.repository';
import { securityLogCutoff } from './security-log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('security log retention', () => {
  it(`keeps security events ${SECURITY_LOG_MONTHS} months, then the daily job deletes them, the account's or not`, async () => {
    const now = t.app.clock.now();
    const cutoff = securityLogCutoff(now);
    expect(cutoff.getUTCFullYear() * 12 + cutoff.getUTCMonth()).toBe(
      now.getUTCFullYear() * 12 + now.getUTCMonth() - SECURITY_LOG_MONTHS,
    );
    await recordAudit(t.app.db, { userId: null, type: 'login.failure', ip: '192.0.2.1' });
    const [fresh] = await t.app.db
      .selectFrom('auditEvents')
      .select('id')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .execute();
    const at = (time: number) =>
      t.app.db
        .insertInto('auditEvents')
        .values({ userId: null, type: 'login.success', ip: '192.0.2.2', detail: '{}', createdAt: new Date(time) })
        .returning('id')
        .executeTakeFirstOrThrow();
    // A day past the cutoff, a day inside it (as the next run, a day later, sees them).
    const old = await at(cutoff.getTime() - DAY);
    const kept = await at(cutoff.getTime() + 2 * DAY);

    t.clock.advance(DAY);
    await t.app.jobs.send('security-log.prune', {});
    await t.app.jobs.drain();

    const ids = (await t.app.db.selectFrom('auditEvents').select('id').execute()).map((row) => row.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(kept.id);
    expect(ids).toContain(fresh?.id);
  });
});
