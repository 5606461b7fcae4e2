import { z } from 'zod';
import { MIN_MEMBER_AGE } from '../constants/index';
import { MAX_QUESTIONNAIRE_AGE } from '../questionnaire/index';
import {
  COMMUNITIES,
  DIETS,
  HEIGHT_LIMITS_CM,
  INCOME_BANDS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATIONS,
  QUALIFICATIONS,
  RELIGIONS,
  SMOKING_HABITS,
} from '../profile/options';
import { integerField, optionField } from '../profile/fields';
import { MIN_GUNAS_RANGE } from '../horoscope/index';

/**
 * GET profile/filtered-profiles (issue 10): the search's query string. One naming for every filter (the
 * reference mixed `smokingHabbit`/`smokingHabit`, `eatingHabbits`/`eatingHabits` and sent `caste` for
 * communities): ranges as `<name>Min`/`<name>Max`, choices as a repeated key (`religion=Hindu&religion=Sikh`).
 * Every filter narrows the member's mutual matches (both sides' must-haves always apply); none widens them.
 */

export const DISCOVER_PAGE_SIZE = 20;

/** The sorts, by id; the web names them in the language shown (`discover.sort.options`). */
export const DISCOVER_SORTS = ['bestMatch', 'newest', 'recentlyActive'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

/** "Has children": absent means either. The English labels; the web's other languages are in `options.children`. */
export const CHILDREN_FILTERS = ['no', 'yes'] as const;
export const CHILDREN_FILTER_LABELS: Record<(typeof CHILDREN_FILTERS)[number], string> = {
  no: 'No children',
  yes: 'Has children',
};

/** Income bands a minimum can be set at ("Prefer not to say" is not a minimum). */
export const INCOME_FILTER_BANDS = INCOME_BANDS.filter((band) => band.min !== null);
const INCOME_FILTER_VALUES = INCOME_FILTER_BANDS.map((band) => band.value) as unknown as readonly [string, ...string[]];

/**
 * Every filter, in the order the filter panel shows them, by id, with its English name: the words of the API's
 * English `emptyHint.message` (kept for older clients). The web names them in the language shown from its catalogue
 * (`discover.filterNames`, whose English is this).
 */
export const DISCOVER_FILTERS = {
  age: 'Age',
  height: 'Height',
  incomeMin: 'Income',
  children: 'Children',
  religion: 'Religion',
  community: 'Community',
  motherTongue: 'Mother tongue',
  maritalStatus: 'Marital status',
  qualification: 'Qualification',
  occupation: 'Occupation',
  diet: 'Diet',
  smoking: 'Smoking',
  country: 'Country',
  state: 'State',
  verifiedOnly: 'Verified members only',
  minGunas: 'Horoscope match',
} as const;
export type DiscoverFilterKey = keyof typeof DISCOVER_FILTERS;
export const DISCOVER_FILTER_KEYS = Object.keys(DISCOVER_FILTERS) as [DiscoverFilterKey, ...DiscoverFilterKey[]];

/** A repeated query key arrives as a string once and as an array twice or more. */
const repeated = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z
      .array(item)
      .max(max, message)
      .transform((values) => [...new Set(values)]),
  );

const choice = <const T extends readonly string[]>(list: T, message: string) =>
  repeated(optionField(list, message), list.length, message).optional();

const AGE_MESSAGE = `Please choose ages from ${MIN_MEMBER_AGE} to ${MAX_QUESTIONNAIRE_AGE}.`;
const HEIGHT_MESSAGE = `Please choose heights from ${HEIGHT_LIMITS_CM.min} to ${HEIGHT_LIMITS_CM.max} cm.`;
const age = integerField(MIN_MEMBER_AGE, MAX_QUESTIONNAIRE_AGE, AGE_MESSAGE).optional();
const height = integerField(HEIGHT_LIMITS_CM.min, HEIGHT_LIMITS_CM.max, HEIGHT_MESSAGE).optional();

export const DiscoverQuerySchema = z
  .strictObject({
    ageMin: age,
    ageMax: age,
    heightMin: height,
    heightMax: height,
    incomeMin: z.enum(INCOME_FILTER_VALUES, { error: 'Please choose an income from the list.' }).optional(),
    children: z.enum(CHILDREN_FILTERS, { error: 'Please choose whether matches may have children.' }).optional(),
    religion: choice(RELIGIONS, 'Please choose religions from the list.'),
    community: choice(COMMUNITIES, 'Please choose communities from the list.'),
    motherTongue: choice(MOTHER_TONGUES, 'Please choose languages from the list.'),
    maritalStatus: choice(MARITAL_STATUSES, 'Please choose marital statuses from the list.'),
    qualification: choice(QUALIFICATIONS, 'Please choose qualifications from the list.'),
    occupation: choice(OCCUPATIONS, 'Please choose occupations from the list.'),
    diet: choice(DIETS, 'Please choose diets from the list.'),
    smoking: choice(SMOKING_HABITS, 'Please choose smoking habits from the list.'),
    country: repeated(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Please choose countries from the list.')
        .transform((code) => code.toUpperCase()),
      50,
      'Please choose at most 50 countries.',
    ).optional(),
    state: repeated(
      z.string().trim().min(1, 'Please choose states from the list.').max(80, 'Please choose states from the list.'),
      50,
      'Please choose at most 50 states.',
    ).optional(),
    /**
     * Horoscope matching (issue 31): only members whose Guna Milan score with the viewer is at least this many of 36
     * (members who did not opt in are then not shown). The viewer needs a chart that can be matched, else 400
     * VALIDATION_FAILED with `params.reason` `horoscopeNeeded`.
     */
    minGunas: integerField(
      MIN_GUNAS_RANGE.min,
      MIN_GUNAS_RANGE.max,
      `Please choose a horoscope score from ${MIN_GUNAS_RANGE.min} to ${MIN_GUNAS_RANGE.max}.`,
    ).optional(),
    /**
     * Only members whose identity our team verified (the tick). `verifiedOnly=true` in the address; `false` is the
     * same as leaving it out.
     */
    verifiedOnly: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Please say true or false for verified members only.' })
      .transform((value): boolean | undefined => (value === true || value === 'true' ? true : undefined))
      .optional(),
    sortBy: z.enum(DISCOVER_SORTS, { error: 'Please choose how to sort from the list.' }).default('bestMatch'),
    /** The previous page's `nextCursor`; absent for the first page. */
    cursor: z.string().min(1).max(200, 'That page link is not valid; please start again.').optional(),
    pageSize: integerField(1, DISCOVER_PAGE_SIZE, `Please ask for 1 to ${DISCOVER_PAGE_SIZE} profiles.`).optional(),
    /** The reference client's first request sends `page=1`; later pages follow `nextCursor`. */
    page: z.literal('1', { error: 'Please follow nextCursor for the next page.' }).optional(),
  })
  .superRefine((query, context) => {
    if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin > query.ageMax) {
      context.addIssue({ code: 'custom', path: ['ageMax'], message: 'The oldest age must not be below the youngest.' });
    }
    if (query.heightMin !== undefined && query.heightMax !== undefined && query.heightMin > query.heightMax) {
      context.addIssue({
        code: 'custom',
        path: ['heightMax'],
        message: 'The tallest height must not be below the shortest.',
      });
    }
  });
export type DiscoverQuery = z.output<typeof DiscoverQuerySchema>;
export type DiscoverQueryInput = z.input<typeof DiscoverQuerySchema>;

/** The filters a query sets (by panel name: `age` covers ageMin and ageMax). */
export function activeFilters(query: Partial<DiscoverQuery>): DiscoverFilterKey[] {
  const set = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined);
  return DISCOVER_FILTER_KEYS.filter((key) => {
    if (key === 'age') return set(query.ageMin) || set(query.ageMax);
    if (key === 'height') return set(query.heightMin) || set(query.heightMax);
    return set(query[key]);
  });
}

/** The query without one filter (how an empty result finds the filter to loosen). */
export function withoutFilter<Q extends Partial<DiscoverQuery>>(query: Q, key: DiscoverFilterKey): Q {
  const copy = { ...query };
  if (key === 'age') {
    delete copy.ageMin;
    delete copy.ageMax;
  } else if (key === 'height') {
    delete copy.heightMin;
    delete copy.heightMax;
  } else {
    delete copy[key];
  }
  return copy;
}
