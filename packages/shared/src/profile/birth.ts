import { z } from 'zod';
import { NAKSHATRA_IDS, RASHI_IDS, type BirthCity, type OwnChart, type OwnHoroscope } from '../horoscope/index';

/**
 * Horoscope matching's part of the profile (issue 31, docs/horoscope.md "The opt-in and the stored chart"): the
 * opt-in and the city of birth a member sends (`form/otherDetails`, the religious section's update), and the zod
 * schemas of what the server answers (`GET dropdown/cities`, `profile/mydetails`). The shapes are the contract's
 * (`@app/shared/horoscope`); these schemas only check them.
 */

/** "Use my birth details for horoscope matching": off until the member turns it on. */
export const horoscopeOptInField = z.boolean({
  error: 'Please say whether to use your birth details for horoscope matching.',
});

export const CITY_ID_MAX = 200;

/** A city's id from `GET dropdown/cities`; null (or '') clears the city chosen. The server checks it is one. */
export const cityOfBirthField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'Please choose your city of birth from the list.' })
    .trim()
    .max(CITY_ID_MAX, 'Please choose your city of birth from the list.')
    .nullable()
    .optional(),
);

/** `GET dropdown/cities?country=XX&q=…`: the query's limits. */
export const CITY_QUERY_MAX = 60;

export const BirthCitySchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
}) satisfies z.ZodType<BirthCity>;

export const BirthCitiesResponseSchema = z.object({ success: z.literal(true), data: z.array(BirthCitySchema) });

const rashi = z.enum(RASHI_IDS);
const nakshatra = z.enum(NAKSHATRA_IDS);

export const OwnChartSchema = z.object({
  rashi,
  nakshatra,
  pada: z.number().int().min(1).max(4),
  moonLongitude: z.number().min(0).max(360),
  ascendant: z.object({ longitude: z.number().min(0).max(360), rashi }).optional(),
  manglik: z.boolean().nullable(),
  timeKnown: z.boolean(),
  certainty: z.object({
    rashiCertain: z.boolean(),
    nakshatraCertain: z.boolean(),
    padaCertain: z.boolean(),
    rashisOfDay: z.array(rashi),
    nakshatrasOfDay: z.array(nakshatra),
  }),
  matchable: z.boolean(),
}) satisfies z.ZodType<OwnChart>;

export const OwnHoroscopeSchema = z.object({
  optIn: z.boolean(),
  chart: OwnChartSchema.nullable(),
}) satisfies z.ZodType<OwnHoroscope>;
