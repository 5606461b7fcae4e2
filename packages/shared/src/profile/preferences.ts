import { z } from 'zod';
import { MIN_MEMBER_AGE } from '../constants/index';
import {
  GENDERS,
  HOBBIES,
  IMPORTANCE,
  LIVING_IN_AUSTRALIA,
  MAX_QUESTIONNAIRE_AGE,
  WEDDING_GOALS,
} from '../questionnaire/index';
import { MIN_GUNAS_RANGE } from '../horoscope/index';
import { integerField, optionField, optionListField } from './fields';
import {
  COMMUNITIES,
  DIETS,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  HEIGHT_LIMITS_CM,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  RELIGIONS,
  SMOKING_HABITS,
} from './options';

/**
 * Partner preferences (GET/PATCH preferences/). One vocabulary, shared with the profile fields: `genderSought`
 * holds the same values as the questionnaire's "I am a", `maritalStatuses` those of the profile's marital status,
 * and so on. This fixes the reference's mismatch, where the Partner Preference modal wrote `lookingFor` as a
 * marital status while the questionnaire and the matcher read it as the gender sought.
 *
 * An empty list means "no preference". Gender sought and the age range always decide who is shown (both ways);
 * each key in `mustHave` does too. Every other preference only ranks (issue: discover).
 */

export const PREFERENCE_AGE_LIMITS = { min: MIN_MEMBER_AGE, max: MAX_QUESTIONNAIRE_AGE } as const;

/** Preferences a member may mark as must-have. */
export const MUST_HAVE_KEYS = [
  'heightRange',
  'maritalStatuses',
  'religions',
  'communities',
  'motherTongues',
  'countries',
  'educationLevel',
  'diets',
  'smoking',
  'drinking',
  'livingInAustralia',
  /** Horoscope matching (issue 31): `minGunas`, the lowest Guna Milan score of 36 (MIN_GUNAS_MUST_HAVE). */
  'minGunas',
] as const;
export type MustHaveKey = (typeof MUST_HAVE_KEYS)[number];

const AGE_MESSAGE = `Please choose ages from ${PREFERENCE_AGE_LIMITS.min} to ${PREFERENCE_AGE_LIMITS.max}.`;
const age = integerField(PREFERENCE_AGE_LIMITS.min, PREFERENCE_AGE_LIMITS.max, AGE_MESSAGE);
const HEIGHT_MESSAGE = `Please choose heights from ${HEIGHT_LIMITS_CM.min} to ${HEIGHT_LIMITS_CM.max} cm.`;
const height = integerField(HEIGHT_LIMITS_CM.min, HEIGHT_LIMITS_CM.max, HEIGHT_MESSAGE);
const MIN_GUNAS_MESSAGE = `Please choose a horoscope match from ${MIN_GUNAS_RANGE.min} to ${MIN_GUNAS_RANGE.max}.`;
const countryCodes = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Please choose countries from the list.')
      .transform((code) => code.toUpperCase()),
  )
  .max(50, 'Please choose at most 50 countries.')
  .transform((codes) => [...new Set(codes)]);

const preferenceFields = {
  genderSought: optionListField(GENDERS, 'Please choose who you are looking for.').refine((list) => list.length > 0, {
    message: 'Please choose who you are looking for.',
  }),
  ageMin: age,
  ageMax: age,
  heightMinCm: height.nullable(),
  heightMaxCm: height.nullable(),
  maritalStatuses: optionListField(MARITAL_STATUSES, 'Please choose marital statuses from the list.'),
  religions: optionListField(RELIGIONS, 'Please choose religions from the list.'),
  communities: optionListField(COMMUNITIES, 'Please choose communities from the list.'),
  motherTongues: optionListField(MOTHER_TONGUES, 'Please choose languages from the list.'),
  countries: countryCodes,
  educationLevel: z.enum(EDUCATION_LEVELS, { error: 'Please choose an education level from the list.' }).nullable(),
  diets: optionListField(DIETS, 'Please choose diets from the list.'),
  smoking: optionListField(SMOKING_HABITS, 'Please choose from the list.'),
  drinking: optionListField(DRINKING_HABITS, 'Please choose from the list.'),
  horoscopeImportance: optionField(IMPORTANCE, 'Please choose how much a horoscope match matters.'),
  /**
   * "A horoscope match of at least N of 36" (issue 31): narrows only as a must-have (`mustHave` holds `minGunas`),
   * and only a member whose own chart can be matched may set it as one. Absent (older clients, older rows): null.
   */
  minGunas: integerField(MIN_GUNAS_RANGE.min, MIN_GUNAS_RANGE.max, MIN_GUNAS_MESSAGE).nullable(),
  casteImportance: optionField(IMPORTANCE, 'Please choose how much religion and caste matter.'),
  livingInAustralia: optionField(LIVING_IN_AUSTRALIA, 'Please say whether your partner should live in Australia.'),
  weddingGoals: optionField(WEDDING_GOALS, 'Please choose your wedding goals.'),
  interests: optionListField(HOBBIES, 'Please choose interests from the list.'),
  mustHave: z
    .array(z.enum(MUST_HAVE_KEYS, { error: 'That preference cannot be a must-have.' }))
    .transform((keys) => [...new Set(keys)]),
};

type Ranges = { ageMin?: number; ageMax?: number; heightMinCm?: number | null; heightMaxCm?: number | null };

function rangesInOrder(value: Ranges, context: z.RefinementCtx) {
  if (value.ageMin !== undefined && value.ageMax !== undefined && value.ageMin > value.ageMax) {
    context.addIssue({ code: 'custom', path: ['ageMax'], message: 'The oldest age must not be below the youngest.' });
  }
  if (value.heightMinCm != null && value.heightMaxCm != null && value.heightMinCm > value.heightMaxCm) {
    context.addIssue({
      code: 'custom',
      path: ['heightMaxCm'],
      message: 'The tallest height must not be below the shortest.',
    });
  }
}

/** Every preference, in the order forms show them (also the stored columns' names). */
export const PREFERENCE_FIELDS = Object.keys(preferenceFields) as ReadonlyArray<keyof typeof preferenceFields>;

/** What a must-have reads: the stored values, or a form's (where "" is no choice). */
type MustHaveSource = {
  heightMinCm?: unknown;
  heightMaxCm?: unknown;
  educationLevel?: unknown;
  livingInAustralia?: unknown;
  minGunas?: unknown;
} & Partial<
  Record<Exclude<MustHaveKey, 'heightRange' | 'educationLevel' | 'livingInAustralia' | 'minGunas'>, readonly unknown[]>
>;

const chosen = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * Whether a must-have has something to insist on: no height, no education level, an empty list or "Doesn't matter"
 * is no preference.
 */
export function mustHaveHasChoice(values: MustHaveSource, key: MustHaveKey): boolean {
  switch (key) {
    case 'heightRange':
      return chosen(values.heightMinCm) || chosen(values.heightMaxCm);
    case 'educationLevel':
      return chosen(values.educationLevel);
    case 'livingInAustralia':
      return chosen(values.livingInAustralia) && values.livingInAustralia !== "Doesn't matter";
    case 'minGunas':
      return chosen(values.minGunas);
    default:
      return (values[key]?.length ?? 0) > 0;
  }
}

/**
 * The complete, stored preferences. A must-have with nothing to insist on is dropped here, so the server stores none
 * whatever a client sends (and a later PATCH that empties a list takes its must-have with it).
 */
export const PartnerPreferencesSchema = z
  .strictObject({ ...preferenceFields, minGunas: preferenceFields.minGunas.default(null) })
  .superRefine(rangesInOrder)
  .transform((preferences) => ({
    ...preferences,
    mustHave: preferences.mustHave.filter((key) => mustHaveHasChoice(preferences, key)),
  }));
export type PartnerPreferences = z.output<typeof PartnerPreferencesSchema>;
export type PartnerPreferencesInput = z.input<typeof PartnerPreferencesSchema>;

/** Reference names and values (Partner Preference modal) mapped to ours. */
const LEGACY_WEDDING_GOALS: Record<string, (typeof WEDDING_GOALS)[number]> = {
  'within 1 year': 'Serious to get married soon',
  'within 2 years': 'Should understand each other first',
  'not decided': 'Not sure, just browsing',
};
const LEGACY_IMPORTANCE: Record<string, (typeof IMPORTANCE)[number]> = {
  yes: "It's a must",
  matter: "It's a must",
  no: "Doesn't matter",
  "doesn't matter": "Doesn't matter",
};
const LEGACY_GENDER: Record<string, (typeof GENDERS)[number]> = { male: 'Man', female: 'Woman' };
/** The modal's marital statuses are ours but one ("Awaiting Divorced"); the others are matched as they are. */
const LEGACY_MARITAL_STATUSES: Record<string, (typeof MARITAL_STATUSES)[number]> = {
  'awaiting divorced': 'Awaiting Divorce',
};

const legacyText = z.string().trim().max(100);

/**
 * PATCH preferences/: any subset of our keys, and the reference's nine keys for the clients that still send them
 * (`gender`, `lookingFor`, `weddingGoals`, `age`, `lookingPartnerAge`, `livingInAustralia`, `horoscopeMatch`,
 * `castReligionMatterOrNot`, `interest_and_hobbies`). The output carries our keys only, plus `ownGender` and
 * `ownAge` when the legacy keys were sent (they describe the member, not the partner: the server accepts them
 * only when they repeat what the profile already says).
 */
const { weddingGoals: _weddingGoals, ...patchableFields } = preferenceFields;
const optionalFields = Object.fromEntries(
  Object.entries(patchableFields).map(([key, schema]) => [key, schema.optional()]),
) as { [K in keyof typeof patchableFields]: z.ZodOptional<(typeof patchableFields)[K]> };

export const PreferencesPatchSchema = z
  .strictObject({
    ...optionalFields,
    weddingGoals: legacyText.optional(),
    gender: legacyText.optional(),
    lookingFor: legacyText.optional(),
    age: z.union([z.number(), legacyText]).optional(),
    lookingPartnerAge: legacyText.optional(),
    horoscopeMatch: legacyText.optional(),
    castReligionMatterOrNot: legacyText.optional(),
    interest_and_hobbies: z.array(legacyText).max(20).optional(),
  })
  .transform((input, context) => {
    const {
      gender,
      lookingFor,
      age: ownAge,
      lookingPartnerAge,
      horoscopeMatch,
      castReligionMatterOrNot,
      interest_and_hobbies,
      weddingGoals,
      ...ours
    } = input;
    const patch: Partial<PartnerPreferences> = { ...ours };
    const fail = (path: string, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };

    if (weddingGoals !== undefined) {
      const mapped =
        WEDDING_GOALS.find((value) => value.toLowerCase() === weddingGoals.toLowerCase()) ??
        LEGACY_WEDDING_GOALS[weddingGoals.toLowerCase()];
      if (!mapped) return fail('weddingGoals', 'Please choose your wedding goals.');
      patch.weddingGoals = mapped;
    }
    if (lookingFor !== undefined) {
      const lower = lookingFor.toLowerCase();
      const genderValue = LEGACY_GENDER[lower] ?? GENDERS.find((value) => value.toLowerCase() === lower);
      const maritalValue =
        MARITAL_STATUSES.find((value) => value.toLowerCase() === lower) ?? LEGACY_MARITAL_STATUSES[lower];
      if (genderValue) patch.genderSought ??= [genderValue];
      else if (maritalValue) patch.maritalStatuses ??= [maritalValue];
      else return fail('lookingFor', 'Please choose who you are looking for.');
    }
    if (lookingPartnerAge !== undefined) {
      const match = /^(\d{2})\s*-\s*(\d{2})$/.exec(lookingPartnerAge);
      if (!match) return fail('lookingPartnerAge', 'Please give an age range like 25-32.');
      patch.ageMin ??= Number(match[1]);
      patch.ageMax ??= Number(match[2]);
      if (patch.ageMin < PREFERENCE_AGE_LIMITS.min || patch.ageMax > PREFERENCE_AGE_LIMITS.max) {
        return fail('lookingPartnerAge', AGE_MESSAGE);
      }
    }
    const importance = (value: string | undefined, path: string) => {
      if (value === undefined) return undefined;
      const direct = IMPORTANCE.find((option) => option.toLowerCase() === value.toLowerCase());
      const mapped = direct ?? LEGACY_IMPORTANCE[value.toLowerCase()];
      if (!mapped) fail(path, 'Please choose from the list.');
      return mapped;
    };
    const horoscope = importance(horoscopeMatch, 'horoscopeMatch');
    if (horoscope) patch.horoscopeImportance ??= horoscope;
    const caste = importance(castReligionMatterOrNot, 'castReligionMatterOrNot');
    if (caste) patch.casteImportance ??= caste;
    if (interest_and_hobbies !== undefined) {
      const known = interest_and_hobbies
        .map((value) => HOBBIES.find((hobby) => hobby.toLowerCase() === value.toLowerCase()))
        .filter((value): value is (typeof HOBBIES)[number] => value !== undefined && value !== 'None');
      patch.interests ??= [...new Set(known)];
    }

    let ownGender: (typeof GENDERS)[number] | undefined;
    if (gender !== undefined) {
      ownGender =
        LEGACY_GENDER[gender.toLowerCase()] ?? GENDERS.find((value) => value.toLowerCase() === gender.toLowerCase());
      if (!ownGender) return fail('gender', 'Please choose a gender from the list.');
    }
    let ownAgeNumber: number | undefined;
    if (ownAge !== undefined) {
      ownAgeNumber = Number(ownAge);
      if (!Number.isInteger(ownAgeNumber)) return fail('age', 'Please give your age as a whole number.');
    }
    return { patch, ownGender, ownAge: ownAgeNumber };
  });
export type PreferencesPatch = z.output<typeof PreferencesPatchSchema>;

/**
 * GET preferences/ answer: our keys, plus the reference's nine keys derived from them so the existing Partner
 * Preference card keeps working.
 */
export const PreferencesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  preferences: z.object({
    ...Object.fromEntries(Object.keys(preferenceFields).map((key) => [key, z.unknown()])),
    gender: z.string().nullable(),
    lookingFor: z.string().nullable(),
    weddingGoals: z.string().nullable(),
    age: z.string().nullable(),
    lookingPartnerAge: z.string(),
    livingInAustralia: z.string().nullable(),
    horoscopeMatch: z.string().nullable(),
    castReligionMatterOrNot: z.string().nullable(),
    interest_and_hobbies: z.array(z.string()),
  }),
});
export type PreferencesResponse = {
  success: true;
  message?: string;
  preferences: PartnerPreferences & LegacyPreferenceKeys;
};
export type LegacyPreferenceKeys = {
  gender: string | null;
  lookingFor: string | null;
  age: string | null;
  lookingPartnerAge: string;
  horoscopeMatch: string | null;
  castReligionMatterOrNot: string | null;
  interest_and_hobbies: string[];
};

/** The reference's nine keys, derived from stored preferences and the member's own gender and age. */
export function legacyPreferenceKeys(
  preferences: PartnerPreferences,
  own: { gender: string | null; age: number | null },
): LegacyPreferenceKeys {
  return {
    gender: own.gender,
    lookingFor: preferences.genderSought[0] ?? null,
    age: own.age === null ? null : String(own.age),
    lookingPartnerAge: `${preferences.ageMin}-${preferences.ageMax}`,
    horoscopeMatch: preferences.horoscopeImportance,
    castReligionMatterOrNot: preferences.casteImportance,
    interest_and_hobbies: preferences.interests,
  };
}
