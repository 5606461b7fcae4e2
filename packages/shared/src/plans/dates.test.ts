import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, formatPlanDate, formatPlanDateTime } from './dates';

describe('formatPlanDate: one calendar day for the same instant, wherever it is read', () => {
  it('is the day in Australia, not in UTC nor the reader’s zone, across midnight in summer (AEDT, UTC+11)', () => {
    // 27 December 12:59 UTC is 23:59 in Melbourne; a minute later it is already the 28th there.
    expect(formatPlanDate(new Date('2026-12-27T12:59:00Z'))).toBe('27 December 2026');
    expect(formatPlanDate(new Date('2026-12-27T13:00:00Z'))).toBe('28 December 2026');
    // The evening of the 27th in UTC (and the US) is still the 28th in Australia.
    expect(formatPlanDate('2026-12-27T22:00:00.000Z')).toBe('28 December 2026');
  });

  it('across midnight in winter (AEST, UTC+10)', () => {
    expect(formatPlanDate('2026-06-30T13:59:59Z')).toBe('30 June 2026');
    expect(formatPlanDate('2026-06-30T14:00:00Z')).toBe('1 July 2026');
  });

  it('on the days the clocks change (first Sunday of April and of October)', () => {
    // 5 April 2026, 03:00 AEDT becomes 02:00 AEST: the day still ends at 14:00 UTC.
    expect(formatPlanDate('2026-04-05T13:59:00Z')).toBe('5 April 2026');
    expect(formatPlanDate('2026-04-05T14:00:00Z')).toBe('6 April 2026');
    // 4 October 2026, 02:00 AEST becomes 03:00 AEDT: the next day starts at 13:00 UTC.
    expect(formatPlanDate('2026-10-04T12:59:00Z')).toBe('4 October 2026');
    expect(formatPlanDate('2026-10-04T13:00:00Z')).toBe('5 October 2026');
  });

  it('one format, and null for what is not a date', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Australia/Melbourne');
    expect(formatPlanDate('2027-01-05T00:00:00Z')).toBe('5 January 2027');
    expect(formatPlanDate('N/A')).toBeNull();
  });

  it('with the time of day for staff: the same day, then the time in Melbourne', () => {
    expect(formatPlanDateTime('2026-11-27T13:30:00Z')).toBe('28 November 2026, 12:30 am');
    expect(formatPlanDateTime('2026-06-30T03:05:00Z')).toBe('30 June 2026, 1:05 pm');
    expect(formatPlanDateTime('')).toBeNull();
  });
});
