import { Body, Ecliptic, EclipticGeoMoon, GeoVector, MakeTime, SiderealTime, e_tilt } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';

/**
 * The sidereal (nirayana) chart of a birth moment, computed from astronomy rather than looked up:
 * - the Moon's and Mars's geocentric apparent ecliptic longitudes of date (nutation included; Mars also with light
 *   time and aberration) from `astronomy-engine`, and Greenwich apparent sidereal time from the same package;
 * - minus the Lahiri (Chitrapaksha) ayanamsa, true (with nutation in longitude, as the apparent longitudes are);
 * - the ascendant (lagna) from local apparent sidereal time, the latitude and the true obliquity of the ecliptic.
 * Rashis and houses are whole signs of 30° from 0° sidereal Aries; nakshatras are 27 equal parts of 13°20′ from the
 * same point, each in four padas of 3°20′. Indices are numbers (rashi 0 = Mesha … 11 = Meena; nakshatra 0 = Ashvini
 * … 26 = Revati; pada 1–4); their names live elsewhere.
 */

const DEG = Math.PI / 180;
const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = NAKSHATRA_SPAN / 4;

/**
 * Lahiri ayanamsa, as the Indian Calendar Reform Committee (1955) defined it and the Indian Astronomical Ephemeris
 * publishes it: the initial point of the nirayana zodiac is the point of the ecliptic whose true tropical longitude
 * was 23°15′00″ on 1956 March 21, 0h. The Swiss Ephemeris (SE_SIDM_LAHIRI) keeps that epoch (JD 2435553.5) and the
 * value 23°15′00.658″ with the nutation of that moment (16.77″) taken out, so the mean ayanamsa at the epoch is
 * 23.250182778° − 0.004658035°; the mean ayanamsa at another moment adds the general precession in longitude
 * accumulated since the epoch (IAU 1976, Lieske et al. 1977: p_A = 5029.0966″T + 1.11113″T² − 0.000006″T³, T in
 * Julian centuries of TT from J2000), and the true ayanamsa adds the nutation in longitude Δψ of the moment.
 */
export const LAHIRI_EPOCH_JD_TT = 2435553.5;
export const LAHIRI_MEAN_AT_EPOCH = 23.250182778 - 0.004658035;
const J2000 = 2451545.0;

/** General precession in longitude from J2000 (IAU 1976), arcseconds, T in Julian centuries of TT. */
function precessionFromJ2000(T: number): number {
  return ((-0.000006 * T + 1.11113) * T + 5029.0966) * T;
}

/** The mean Lahiri ayanamsa (no nutation) in degrees, for days of TT since J2000 (`AstroTime.tt`). */
export function meanLahiriAyanamsa(ttDays: number): number {
  const T = ttDays / 36525;
  const T0 = (LAHIRI_EPOCH_JD_TT - J2000) / 36525;
  return LAHIRI_MEAN_AT_EPOCH + (precessionFromJ2000(T) - precessionFromJ2000(T0)) / 3600;
}

/** The true Lahiri ayanamsa (mean plus nutation in longitude) in degrees at an instant. */
export function lahiriAyanamsa(utc: Date | AstroTime): number {
  const time = MakeTime(utc);
  return meanLahiriAyanamsa(time.tt) + e_tilt(time).dpsi / 3600;
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

export const rashiOf = (siderealLongitude: number) => Math.floor(normalize(siderealLongitude) / 30);
export const nakshatraOf = (siderealLongitude: number) =>
  Math.min(26, Math.floor(normalize(siderealLongitude) / NAKSHATRA_SPAN));
export const padaOf = (siderealLongitude: number) => (Math.floor(normalize(siderealLongitude) / PADA_SPAN) % 4) + 1;

/** Whole-sign house (1–12) of a rashi counted from another rashi (the ascendant's or the Moon's). */
export const houseFrom = (fromRashi: number, rashi: number) => ((rashi - fromRashi + 12) % 12) + 1;

/** The Moon's sidereal longitude at an instant, degrees [0, 360). */
export function moonSiderealLongitude(utc: Date | AstroTime): number {
  const time = MakeTime(utc);
  return normalize(EclipticGeoMoon(time).lon - lahiriAyanamsa(time));
}

/** Mars's sidereal longitude at an instant (geocentric, apparent), degrees [0, 360). */
export function marsSiderealLongitude(utc: Date | AstroTime): number {
  const time = MakeTime(utc);
  return normalize(Ecliptic(GeoVector(Body.Mars, time, true)).elon - lahiriAyanamsa(time));
}

/**
 * The tropical ascendant: the ecliptic point rising on the eastern horizon, from the local apparent sidereal time
 * θ (right ascension of the meridian), the geographic latitude φ and the true obliquity ε:
 * λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε)). Beyond the polar circles part of the ecliptic never rises, and the
 * formula gives the point on the horizon that is east of the meridian only where the ecliptic crosses it.
 */
export function tropicalAscendant(utc: Date | AstroTime, latitude: number, longitude: number): number {
  const time = MakeTime(utc);
  const theta = (SiderealTime(time) * 15 + longitude) * DEG;
  const epsilon = e_tilt(time).tobl * DEG;
  const phi = latitude * DEG;
  const ascendant = Math.atan2(
    Math.cos(theta),
    -(Math.sin(theta) * Math.cos(epsilon) + Math.tan(phi) * Math.sin(epsilon)),
  );
  return normalize(ascendant / DEG);
}

/** Houses counted from the ascendant (and, reported beside it, from the Moon) that make Mars "Manglik". */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

export type ChartInput = {
  /** The birth instant; with an unknown time, local noon of the day of birth. */
  utc: Date;
  /** Degrees north (+) / south (−). */
  latitude: number;
  /** Degrees east (+) / west (−). */
  longitude: number;
  timeKnown: boolean;
  /** The local day of birth (from `birthMoment`); with an unknown time it decides what is certain. Default: utc ± 12 h. */
  localDay?: { start: Date; end: Date };
};

export type MoonPlacement = {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** 0–11 from Mesha. */
  rashi: number;
  /** 0–26 from Ashvini. */
  nakshatra: number;
  /** 1–4. */
  pada: number;
};

export type Chart = {
  /** The true Lahiri ayanamsa used, degrees. */
  ayanamsa: number;
  moon: MoonPlacement;
  /**
   * With an unknown time: whether the Moon kept the same rashi / nakshatra / pada for the whole local day, and the
   * rashis and nakshatras it was in that day, in order. With a known time all are certain and the lists hold one.
   */
  certainty: {
    rashiCertain: boolean;
    nakshatraCertain: boolean;
    padaCertain: boolean;
    rashisOfDay: number[];
    nakshatrasOfDay: number[];
  };
  /** Only with a known time. */
  ascendant: { longitude: number; rashi: number } | null;
  /** Only with a known time. */
  mars: { longitude: number; rashi: number; houseFromAscendant: number; houseFromMoon: number } | null;
  /**
   * Only with a known time. The rule: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th whole-sign house counted from the
   * ascendant makes the chart Manglik (`manglik`); the same count from the Moon's rashi is reported beside it
   * (`fromMoon`) and does not change `manglik`. No cancellations are applied.
   */
  manglik: { manglik: boolean; fromAscendant: boolean; fromMoon: boolean } | null;
};

function placement(longitude: number): MoonPlacement {
  return { longitude, rashi: rashiOf(longitude), nakshatra: nakshatraOf(longitude), pada: padaOf(longitude) };
}

/** Indices from `first` to `last` going forward round a circle of `size` (the Moon only moves forward). */
function forwardRange(first: number, last: number, size: number): number[] {
  const indices = [first];
  for (let index = first; index !== last;) {
    index = (index + 1) % size;
    indices.push(index);
  }
  return indices;
}

function checkInput(input: ChartInput): void {
  if (!(input.utc instanceof Date) || Number.isNaN(input.utc.getTime())) throw new RangeError('Not an instant');
  if (!(Math.abs(input.latitude) < 90)) throw new RangeError(`Latitude out of range: ${input.latitude}`);
  if (!(Math.abs(input.longitude) <= 180)) throw new RangeError(`Longitude out of range: ${input.longitude}`);
}

export function computeChart(input: ChartInput): Chart {
  checkInput(input);
  const time = MakeTime(input.utc);
  const ayanamsa = lahiriAyanamsa(time);
  const moon = placement(moonSiderealLongitude(time));

  let certainty: Chart['certainty'];
  if (input.timeKnown) {
    certainty = {
      rashiCertain: true,
      nakshatraCertain: true,
      padaCertain: true,
      rashisOfDay: [moon.rashi],
      nakshatrasOfDay: [moon.nakshatra],
    };
  } else {
    const day = input.localDay ?? {
      start: new Date(input.utc.getTime() - 43_200_000),
      end: new Date(input.utc.getTime() + 43_200_000),
    };
    // The Moon moves forward 12–15° a day, less than a full turn, so equal indices at both ends mean no boundary
    // was crossed in between. The day's last instant is a millisecond before the next day starts.
    const first = placement(moonSiderealLongitude(day.start));
    const last = placement(moonSiderealLongitude(new Date(day.end.getTime() - 1)));
    const padaIndex = (place: MoonPlacement) => place.nakshatra * 4 + place.pada - 1;
    certainty = {
      rashiCertain: first.rashi === last.rashi,
      nakshatraCertain: first.nakshatra === last.nakshatra,
      padaCertain: padaIndex(first) === padaIndex(last),
      rashisOfDay: forwardRange(first.rashi, last.rashi, 12),
      nakshatrasOfDay: forwardRange(first.nakshatra, last.nakshatra, 27),
    };
  }

  if (!input.timeKnown) return { ayanamsa, moon, certainty, ascendant: null, mars: null, manglik: null };

  const ascendantLongitude = normalize(tropicalAscendant(time, input.latitude, input.longitude) - ayanamsa);
  const ascendant = { longitude: ascendantLongitude, rashi: rashiOf(ascendantLongitude) };
  const marsLongitude = marsSiderealLongitude(time);
  const marsRashi = rashiOf(marsLongitude);
  const mars = {
    longitude: marsLongitude,
    rashi: marsRashi,
    houseFromAscendant: houseFrom(ascendant.rashi, marsRashi),
    houseFromMoon: houseFrom(moon.rashi, marsRashi),
  };
  const fromAscendant = MANGLIK_HOUSES.includes(mars.houseFromAscendant);
  const fromMoon = MANGLIK_HOUSES.includes(mars.houseFromMoon);
  return { ayanamsa, moon, certainty, ascendant, mars, manglik: { manglik: fromAscendant, fromAscendant, fromMoon } };
}
