import { createHash } from 'node:crypto';
import cronParser from 'cron-parser';

/** Checks a five-field cron expression (minute hour day month weekday) and its time zone; throws when invalid. */
export function assertCron(cron: string, tz: string): void {
  if (cron.trim().split(/\s+/).length !== 5) {
    throw new Error(`cron "${cron}" must have five fields (minute hour day-of-month month day-of-week)`);
  }
  cronParser.parseExpression(cron, { tz });
}

/** The latest time at or before `now` that `cron` fires (in time zone `tz`). */
export function latestCronTime(cron: string, tz: string, now: Date): Date {
  // `prev()` is strictly before its start, so start one millisecond after `now` to include `now` itself.
  return cronParser
    .parseExpression(cron, { tz, currentDate: new Date(now.getTime() + 1) })
    .prev()
    .toDate();
}

/**
 * A job id derived from its queue name and a key, so that every process computes the same id for the same
 * logical job: the database's primary key then keeps one row however many processes send it.
 */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
