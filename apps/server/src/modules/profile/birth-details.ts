import type { BirthCity, OwnHoroscope } from '@app/shared/horoscope';
import { OwnChartSchema } from '@app/shared/profile';
import { AppError } from '../../lib/app-error';
import { ownChart } from '../horoscope/index';
import { cityPlaceName, findCity } from '../places/index';
import type { ProfileRow } from '../privacy/index';
import type { ProfileColumns } from './profile.repository';

/**
 * The member's birth details for horoscope matching (issue 31, docs/horoscope.md "The opt-in and the stored chart"):
 * the city of birth chosen from `GET dropdown/cities`, kept with its coordinates and zone, and the chart stored from
 * the date, time and city when the member opted in. Every write of one of those (onboarding's step 5, the religious
 * section, the date of birth's correction, a helper's change undone) passes its columns through `withHoroscope`, so
 * the chart is written in the same statement as what it is computed from.
 */

export const UNKNOWN_CITY = 'We do not know that city. Please choose it from the list.';

type PlaceInput = { cityOfBirth?: string | null | undefined; placeOfBirth?: string | null | undefined };

const NO_CITY = { birthCityId: null, birthLatitude: null, birthLongitude: null, birthTimeZone: null } as const;

/**
 * The place-of-birth columns an input writes:
 * - a city's id: the city with its coordinates and zone as the list gives them now, and its name as the place of
 *   birth ("Amritsar, Punjab"), so clients and viewers that know only the text still read it. The id already stored
 *   is kept as it is (a form sent again with it moves nothing, even if a later list no longer has the city);
 * - null: no city (the place text stays, or is the text sent with it);
 * - the place as text only (older clients): the text, and no city any more, unless the text is the one stored
 *   (a form sent again unchanged keeps the city).
 * An id the list does not have is refused (VALIDATION_FAILED, reason `unknownCity`).
 */
export function birthPlaceColumns(input: PlaceInput, current: ProfileRow | null): ProfileColumns {
  const { cityOfBirth, placeOfBirth } = input;
  if (cityOfBirth === null) return { ...NO_CITY, ...(placeOfBirth !== undefined ? { placeOfBirth } : {}) };
  if (cityOfBirth !== undefined) {
    if (cityOfBirth === current?.birthCityId) return {};
    const city = findCity(cityOfBirth);
    if (!city) {
      throw new AppError('VALIDATION_FAILED', UNKNOWN_CITY, {
        reason: 'unknownCity',
        fieldErrors: [{ path: 'cityOfBirth', message: UNKNOWN_CITY }],
      });
    }
    return {
      birthCityId: city.id,
      birthLatitude: city.latitude,
      birthLongitude: city.longitude,
      birthTimeZone: city.timeZone,
      placeOfBirth: cityPlaceName(city),
    };
  }
  if (placeOfBirth === undefined) return {};
  if (placeOfBirth === (current?.placeOfBirth ?? null)) return { placeOfBirth };
  return { placeOfBirth, ...NO_CITY };
}

/** The columns the chart is computed from: a write that sets none of them leaves the chart as it is. */
export const CHART_INPUTS = [
  'horoscopeOptIn',
  'dateOfBirth',
  'timeOfBirth',
  'birthCityId',
  'birthLatitude',
  'birthLongitude',
  'birthTimeZone',
] as const;

type ChartInputs = Pick<ProfileRow, (typeof CHART_INPUTS)[number]>;

/**
 * The stored chart of these birth details: with the opt-in, a date and a city, the chart (`OwnChart`, as JSON) and
 * its Moon's code when the Moon is certain; otherwise none. A stored detail the computation cannot read (a zone this
 * runtime does not know) leaves no chart rather than refusing the member's write.
 */
export function horoscopeColumns(details: ChartInputs): Pick<ProfileColumns, 'horoscopeChart' | 'horoscopeMoon'> {
  const { horoscopeOptIn, dateOfBirth, timeOfBirth, birthLatitude, birthLongitude, birthTimeZone } = details;
  if (!horoscopeOptIn || !dateOfBirth || birthLatitude === null || birthLongitude === null || !birthTimeZone) {
    return { horoscopeChart: null, horoscopeMoon: null };
  }
  try {
    const { chart, moon } = ownChart({
      dateOfBirth,
      timeOfBirth,
      latitude: birthLatitude,
      longitude: birthLongitude,
      timeZone: birthTimeZone,
    });
    return { horoscopeChart: JSON.stringify(chart), horoscopeMoon: moon };
  } catch (error) {
    if (error instanceof RangeError) return { horoscopeChart: null, horoscopeMoon: null };
    throw error;
  }
}

const EMPTY: ChartInputs = {
  horoscopeOptIn: false,
  dateOfBirth: null,
  timeOfBirth: null,
  birthCityId: null,
  birthLatitude: null,
  birthLongitude: null,
  birthTimeZone: null,
};

/** The columns to write, with the chart recomputed when they touch what it is computed from. */
export function withHoroscope(current: ProfileRow | null, columns: ProfileColumns): ProfileColumns {
  if (!CHART_INPUTS.some((column) => columns[column] !== undefined)) return columns;
  const merged = { ...EMPTY } as Record<string, unknown>;
  for (const column of CHART_INPUTS) {
    const value = columns[column] !== undefined ? columns[column] : current?.[column];
    if (value !== undefined) merged[column] = value;
  }
  return { ...columns, ...horoscopeColumns(merged as ChartInputs) };
}

// ---- as the owner sees them ------------------------------------------------------------------------------------

/** The city of birth chosen, with the coordinates and zone kept with the profile; named as the list names it now. */
export function presentBirthCity(profile: ProfileRow | null): BirthCity | null {
  if (!profile?.birthCityId) return null;
  const { birthCityId: id, birthLatitude, birthLongitude, birthTimeZone } = profile;
  if (birthLatitude === null || birthLongitude === null || birthTimeZone === null) return null;
  const listed = findCity(id);
  return {
    id,
    name: listed?.name ?? profile.placeOfBirth ?? id,
    state: listed?.state ?? '',
    country: listed?.country ?? id.slice(0, 2),
    latitude: birthLatitude,
    longitude: birthLongitude,
    timeZone: birthTimeZone,
  };
}

/** `profile/mydetails` `horoscope`: the opt-in and the stored chart (none unless opted in). */
export function presentOwnHoroscope(profile: ProfileRow | null): OwnHoroscope {
  const optIn = profile?.horoscopeOptIn ?? false;
  const chart = optIn && profile?.horoscopeChart ? OwnChartSchema.safeParse(profile.horoscopeChart) : null;
  return { optIn, chart: chart?.success ? chart.data : null };
}
