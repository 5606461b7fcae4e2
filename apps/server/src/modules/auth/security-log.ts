import type { FastifyInstance } from 'fastify';
import { SECURITY_LOG_MONTHS } from '@app/shared/data-export';
import { deleteAuditEventsBefore } from './auth.repository';

declare module '../../lib/jobs/job-queue' {
  interface JobPayloads {
    /** Every day: forget security events older than the privacy policy says they are kept. */
    'security-log.prune': Record<string, never>;
  }
}

export const PRUNE_CRON = '41 3 * * *';

/** The oldest moment a security event is kept at `now`: `SECURITY_LOG_MONTHS` calendar months before it. */
export function securityLogCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - SECURITY_LOG_MONTHS);
  return cutoff;
}

/** `security-log.prune`: deletes the security events (`audit_events`) older than the cutoff; returns how many. */
export async function pruneSecurityLog(app: FastifyInstance): Promise<number> {
  return deleteAuditEventsBefore(app.db, securityLogCutoff(app.clock.now()));
}

/** Registers the handler and its daily schedule (each firing runs once across every server process). */
export function registerSecurityLogJobs(app: FastifyInstance): void {
  app.jobs.work('security-log.prune', async () => {
    await pruneSecurityLog(app);
  });
  app.jobs.schedule('security-log.prune', PRUNE_CRON, {});
}
