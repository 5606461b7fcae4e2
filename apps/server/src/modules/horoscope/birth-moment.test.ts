import { describe, expect, it } from 'vitest';
import { birthMoment } from './birth-moment';

const iso = (date: Date) => date.toISOString();

describe('birthMoment', () => {
  it('uses the offset in force at that date and place, historical ones included (Kolkata)', () => {
    // India: war time +06:30 from October 1941 to 1942 May 15 and from 1942 September to 1945 October 15.
    expect(birthMoment({ date: '1942-01-01', time: '12:00', timeZone: 'Asia/Kolkata' }).offsetSeconds).toBe(6.5 * 3600);
    const june1942 = birthMoment({ date: '1942-06-01', time: '12:00', timeZone: 'Asia/Kolkata' });
    expect(iso(june1942.utc)).toBe('1942-06-01T06:30:00.000Z');
    expect(june1942.offsetSeconds).toBe(5.5 * 3600);
    const december1942 = birthMoment({ date: '1942-12-01', time: '12:00', timeZone: 'Asia/Kolkata' });
    expect(iso(december1942.utc)).toBe('1942-12-01T05:30:00.000Z');
    expect(december1942.offsetSeconds).toBe(6.5 * 3600);
    // Madras time (+05:21:10) from 1870 to 1905, and Calcutta local mean time (+05:53:28) before 1854.
    const year1900 = birthMoment({ date: '1900-01-01', time: '06:00', timeZone: 'Asia/Kolkata' });
    expect(iso(year1900.utc)).toBe('1900-01-01T00:38:50.000Z');
    expect(year1900.offsetSeconds).toBe(5 * 3600 + 21 * 60 + 10);
    const year1850 = birthMoment({ date: '1850-01-01', time: '06:00', timeZone: 'Asia/Kolkata' });
    expect(year1850.offsetSeconds).toBe(5 * 3600 + 53 * 60 + 28);
    expect(birthMoment({ date: '1975-05-10', time: '23:15', timeZone: 'Asia/Kolkata' }).utc).toEqual(
      new Date('1975-05-10T17:45:00Z'),
    );
  });

  it("follows a zone's changes of standard time (Kathmandu: +05:30 until 1985, +05:45 since 1986)", () => {
    expect(birthMoment({ date: '1980-01-01', time: '12:00', timeZone: 'Asia/Kathmandu' }).offsetSeconds).toBe(19800);
    expect(birthMoment({ date: '1990-01-01', time: '12:00', timeZone: 'Asia/Kathmandu' }).offsetSeconds).toBe(20700);
  });

  it("follows Sydney's daylight-saving history", () => {
    // War-time daylight saving in 1942: +11 on 1 January, +10 in July.
    expect(birthMoment({ date: '1942-01-01', time: '12:00', timeZone: 'Australia/Sydney' }).offsetSeconds).toBe(
      11 * 3600,
    );
    expect(birthMoment({ date: '1942-07-01', time: '12:00', timeZone: 'Australia/Sydney' }).offsetSeconds).toBe(
      10 * 3600,
    );
    // Across the change of 2023 October 1 (02:00 AEST → 03:00 AEDT).
    const before = birthMoment({ date: '2023-10-01', time: '01:59', timeZone: 'Australia/Sydney' });
    const after = birthMoment({ date: '2023-10-01', time: '03:00', timeZone: 'Australia/Sydney' });
    expect(iso(before.utc)).toBe('2023-09-30T15:59:00.000Z');
    expect(iso(after.utc)).toBe('2023-09-30T16:00:00.000Z');
    expect([before.reading, after.reading]).toEqual(['exact', 'exact']);
  });

  it('reads a time in a daylight-saving gap with the offset before the change: it lands as far past the gap', () => {
    // 2023 October 1, Sydney: the clocks went from 02:00 to 03:00, so 02:30 never showed; it is read as 02:30 AEST,
    // which is 03:30 AEDT.
    const gap = birthMoment({ date: '2023-10-01', time: '02:30', timeZone: 'Australia/Sydney' });
    expect(iso(gap.utc)).toBe('2023-09-30T16:30:00.000Z');
    expect(gap.reading).toBe('gap');
    expect(gap.offsetSeconds).toBe(11 * 3600);
    // 2021 March 14, New York: 02:30 never showed; read as 02:30 EST = 03:30 EDT.
    const newYork = birthMoment({ date: '2021-03-14', time: '02:30', timeZone: 'America/New_York' });
    expect(iso(newYork.utc)).toBe('2021-03-14T07:30:00.000Z');
    expect(newYork.reading).toBe('gap');
  });

  it('takes the earlier instant for a time shown twice (an overlap)', () => {
    // 2023 April 2, Sydney: the clocks went back from 03:00 AEDT to 02:00 AEST; 02:30 showed twice.
    const overlap = birthMoment({ date: '2023-04-02', time: '02:30', timeZone: 'Australia/Sydney' });
    expect(iso(overlap.utc)).toBe('2023-04-01T15:30:00.000Z');
    expect(overlap.reading).toBe('overlap');
    expect(overlap.offsetSeconds).toBe(11 * 3600);
    // 2021 November 7, New York: 01:30 showed in EDT and then in EST; the EDT one is taken.
    const newYork = birthMoment({ date: '2021-11-07', time: '01:30', timeZone: 'America/New_York' });
    expect(iso(newYork.utc)).toBe('2021-11-07T05:30:00.000Z');
    expect(newYork.reading).toBe('overlap');
  });

  it('reads an unknown time as local noon and gives the whole local day', () => {
    const unknown = birthMoment({ date: '1942-12-01', time: null, timeZone: 'Asia/Kolkata' });
    expect(unknown.timeKnown).toBe(false);
    expect(iso(unknown.utc)).toBe('1942-12-01T05:30:00.000Z');
    expect(iso(unknown.localDay.start)).toBe('1942-11-30T17:30:00.000Z');
    expect(iso(unknown.localDay.end)).toBe('1942-12-01T17:30:00.000Z');
    // The day the clocks go forward in Sydney has 23 hours.
    const short = birthMoment({ date: '2023-10-01', time: null, timeZone: 'Australia/Sydney' });
    expect(short.localDay.end.getTime() - short.localDay.start.getTime()).toBe(23 * 3_600_000);
    expect(iso(short.utc)).toBe('2023-10-01T01:00:00.000Z');
  });

  it('accepts parts as well as text, with seconds', () => {
    const moment = birthMoment({
      date: { year: 1969, month: 7, day: 21 },
      time: { hour: 2, minute: 56, second: 15 },
      timeZone: 'UTC',
    });
    expect(iso(moment.utc)).toBe('1969-07-21T02:56:15.000Z');
    expect(moment.timeKnown).toBe(true);
    expect(iso(birthMoment({ date: '1969-07-21', time: '02:56:15', timeZone: 'Etc/UTC' }).utc)).toBe(
      '1969-07-21T02:56:15.000Z',
    );
  });

  it('refuses a date, time or zone that does not exist', () => {
    expect(() => birthMoment({ date: '2023-02-29', time: null, timeZone: 'Asia/Kolkata' })).toThrow(RangeError);
    expect(() => birthMoment({ date: '2023-13-01', time: null, timeZone: 'Asia/Kolkata' })).toThrow(RangeError);
    expect(() => birthMoment({ date: '1.2.2023', time: null, timeZone: 'Asia/Kolkata' })).toThrow(RangeError);
    expect(() => birthMoment({ date: '2023-01-01', time: '24:00', timeZone: 'Asia/Kolkata' })).toThrow(RangeError);
    expect(() => birthMoment({ date: '2023-01-01', time: 'noon', timeZone: 'Asia/Kolkata' })).toThrow(RangeError);
    expect(() => birthMoment({ date: '2023-01-01', time: '12:00', timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
