import { NAKSHATRA_IDS, RASHI_IDS, type OwnChart } from '@app/shared/horoscope';
import { birthMoment } from './birth-moment';
import { computeChart } from './chart';

/**
 * A member's own chart as it is stored and answered (`profiles.horoscope_chart`, `profile/mydetails`
 * `horoscope.chart`): the computation's indices turned into the contract's ids (`@app/shared/horoscope`), and the
 * Moon Guna Milan reads (`horoscope_moon`, `nakshatra * 12 + rashi`) when it is certain.
 */

export type OwnBirthDetails = {
  /** YYYY-MM-DD, local. */
  dateOfBirth: string;
  /** HH:MM, local; null when unknown. */
  timeOfBirth: string | null;
  latitude: number;
  longitude: number;
  /** IANA zone of the place of birth. */
  timeZone: string;
};

/** The Manglik status a stored chart (`profiles.horoscope_chart`) holds: null when unknown or when there is no chart. */
export function storedManglik(chart: unknown): boolean | null {
  const manglik = typeof chart === 'object' && chart !== null ? (chart as { manglik?: unknown }).manglik : null;
  return typeof manglik === 'boolean' ? manglik : null;
}

/**
 * The English sentence of a `horoscopeNeeded` refusal (a horoscope filter or preference from a member without a chart
 * that can be matched); the web words the reason in the language shown.
 */
export const HOROSCOPE_NEEDED =
  'A horoscope match needs your own birth details: turn on horoscope matching with your date, time and city of birth first.';

/** `nakshatra * 12 + rashi`: the key of Guna Milan's table (0–323; 36 values occur). */
export const moonCode = (moon: { nakshatra: number; rashi: number }) => moon.nakshatra * 12 + moon.rashi;

/**
 * The chart of these birth details, and its Moon's code when the Moon's rashi and nakshatra are certain (null when an
 * unknown time leaves either open). Throws a RangeError for a date, time or zone that cannot be read.
 */
export function ownChart(details: OwnBirthDetails): { chart: OwnChart; moon: number | null } {
  const moment = birthMoment({ date: details.dateOfBirth, time: details.timeOfBirth, timeZone: details.timeZone });
  const chart = computeChart({
    utc: moment.utc,
    latitude: details.latitude,
    longitude: details.longitude,
    timeKnown: moment.timeKnown,
    localDay: moment.localDay,
  });
  const { moon, certainty } = chart;
  const matchable = certainty.rashiCertain && certainty.nakshatraCertain;
  const own: OwnChart = {
    rashi: RASHI_IDS[moon.rashi]!,
    nakshatra: NAKSHATRA_IDS[moon.nakshatra]!,
    pada: moon.pada,
    moonLongitude: moon.longitude,
    ...(chart.ascendant
      ? { ascendant: { longitude: chart.ascendant.longitude, rashi: RASHI_IDS[chart.ascendant.rashi]! } }
      : {}),
    manglik: chart.manglik?.manglik ?? null,
    timeKnown: moment.timeKnown,
    certainty: {
      rashiCertain: certainty.rashiCertain,
      nakshatraCertain: certainty.nakshatraCertain,
      padaCertain: certainty.padaCertain,
      rashisOfDay: certainty.rashisOfDay.map((index) => RASHI_IDS[index]!),
      nakshatrasOfDay: certainty.nakshatrasOfDay.map((index) => NAKSHATRA_IDS[index]!),
    },
    matchable,
  };
  return { chart: own, moon: matchable ? moonCode(moon) : null };
}
