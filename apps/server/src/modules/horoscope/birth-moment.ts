/**
 * The birth moment: a local civil date and time (or an unknown time) at a place whose clock follows an IANA time zone,
 * turned into a UTC instant by the zone's rules in force on that date. The rules come from the runtime's ICU time-zone
 * data (Node ships full ICU with the IANA database), so historical offsets are included: local mean time before a
 * country adopted a standard time (Kolkata +05:53:28 before 1854, Madras time +05:21:10 until 1906), war time (India
 * +06:30 in 1942–1945), and every daylight-saving rule a zone has had.
 *
 * A local time the clocks skipped (a daylight-saving gap) or showed twice (an overlap) is read the way RFC 5545 and
 * the ECMAScript Temporal proposal's `compatible` disambiguation read it:
 * - in a gap, the time is read with the offset in force before the change, so it lands after the gap by as much as
 *   it fell into it (02:30 on a night the clocks go from 02:00 to 03:00 is 03:30 of the new time);
 * - in an overlap, the earlier of the two instants is taken (the first time the clock showed it).
 * The result says which of the two happened, so a caller can tell the member.
 *
 * An unknown time is read as local noon (the usual convention for a chart without a time), and the result carries the
 * local day (its first instant and the first instant of the next day) so a chart can say what the whole day allows.
 */

export type CivilDate = { year: number; month: number; day: number };
export type CivilTime = { hour: number; minute: number; second?: number };

export type BirthDetails = {
  /** The local calendar date, as `YYYY-MM-DD` or its parts. */
  date: string | CivilDate;
  /** The local clock time, as `HH:MM` / `HH:MM:SS` or its parts; null when unknown. */
  time: string | CivilTime | null;
  /** The IANA zone whose rules the place's clocks followed, e.g. `Asia/Kolkata`. */
  timeZone: string;
};

/** How the local time was read: as written, moved past a gap, or the earlier of two instants in an overlap. */
export type LocalTimeReading = 'exact' | 'gap' | 'overlap';

export type BirthMoment = {
  /** The instant: the birth time, or local noon when the time is unknown. */
  utc: Date;
  timeKnown: boolean;
  /** The zone's offset from UTC at that instant, in seconds (local mean times have seconds). */
  offsetSeconds: number;
  reading: LocalTimeReading;
  /** The local day of birth: its first instant and the first instant of the next day. */
  localDay: { start: Date; end: Date };
};

const SECOND = 1000;
const DAY = 86_400 * SECOND;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a zone the runtime does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds of a wall-clock reading counted as if it were UTC (years 1–9999, proleptic Gregorian). */
function wallMs(date: CivilDate, hour: number, minute: number, second: number): number {
  const at = new Date(0);
  at.setUTCFullYear(date.year, date.month - 1, date.day);
  at.setUTCHours(hour, minute, second, 0);
  return at.getTime();
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds). */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / SECOND) * SECOND;
  const parts = formatterFor(timeZone).formatToParts(new Date(whole));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const era = parts.find((part) => part.type === 'era')?.value;
  const year = era === 'BC' || era === 'B' ? 1 - value('year') : value('year');
  const local = wallMs(
    { year, month: value('month'), day: value('day') },
    value('hour'),
    value('minute'),
    value('second'),
  );
  return local - whole;
}

function parseDate(date: string | CivilDate): CivilDate {
  if (typeof date !== 'string') return date;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function parseTime(time: string | CivilTime): Required<CivilTime> {
  if (typeof time !== 'string') return { second: 0, ...time };
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) throw new RangeError(`Not a time (HH:MM): ${time}`);
  return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
}

function checkDate(date: CivilDate): void {
  const { year, month, day } = date;
  const valid =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    new Date(wallMs(date, 12, 0, 0)).getUTCDate() === day;
  if (!valid) throw new RangeError(`No such date: ${year}-${month}-${day}`);
}

function checkTime(time: Required<CivilTime>): void {
  const { hour, minute, second } = time;
  const valid =
    Number.isInteger(hour) &&
    Number.isInteger(minute) &&
    Number.isInteger(second) &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59;
  if (!valid) throw new RangeError(`No such time: ${hour}:${minute}:${second}`);
}

/**
 * The instant a local wall-clock reading denotes in a zone, with the gap and overlap rule above. The candidates are
 * the offsets in force a day before and a day after the reading (no zone has changed its clocks twice within two days
 * around a reading); a candidate is valid when the zone really shows that offset at the instant it gives.
 */
export function localToUtc(timeZone: string, wall: number): { utcMs: number; reading: LocalTimeReading } {
  const before = zoneOffsetMs(timeZone, wall - DAY);
  const after = zoneOffsetMs(timeZone, wall + DAY);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - instant === zoneOffsetMs(timeZone, instant))
    .sort((a, b) => a - b);
  const [earliest] = valid;
  if (earliest === undefined) return { utcMs: wall - before, reading: 'gap' };
  return { utcMs: earliest, reading: valid.length > 1 ? 'overlap' : 'exact' };
}

/** The birth moment in UTC from the local date, time (or null) and IANA zone; throws a RangeError on bad input. */
export function birthMoment(details: BirthDetails): BirthMoment {
  const date = parseDate(details.date);
  checkDate(date);
  formatterFor(details.timeZone);
  const time = details.time === null ? null : parseTime(details.time);
  if (time) checkTime(time);

  const dayStart = localToUtc(details.timeZone, wallMs(date, 0, 0, 0)).utcMs;
  const next = new Date(wallMs(date, 12, 0, 0) + DAY);
  const nextDate = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  const dayEnd = localToUtc(details.timeZone, wallMs(nextDate, 0, 0, 0)).utcMs;

  const clock = time ?? { hour: 12, minute: 0, second: 0 };
  const { utcMs, reading } = localToUtc(details.timeZone, wallMs(date, clock.hour, clock.minute, clock.second));
  return {
    utc: new Date(utcMs),
    timeKnown: time !== null,
    offsetSeconds: zoneOffsetMs(details.timeZone, utcMs) / SECOND,
    reading,
    localDay: { start: new Date(dayStart), end: new Date(dayEnd) },
  };
}
