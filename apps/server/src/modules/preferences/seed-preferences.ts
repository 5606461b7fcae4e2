import { PartnerPreferencesSchema, PREFERENCE_AGE_LIMITS, type PartnerPreferences } from '@app/shared/profile';
import { GENDERS } from '@app/shared/questionnaire';
import { presentInterests } from '../profile/index';
import type { MemberAnswers } from '../profile/index';

const OPPOSITE_GENDER: Partial<Record<(typeof GENDERS)[number], (typeof GENDERS)[number]>> = {
  Man: 'Woman',
  Woman: 'Man',
};
/** Without a questionnaire answer: ages around the member's own, within the limits. */
const DEFAULT_AGE_SPREAD = 5;

const clampAge = (age: number) => Math.min(PREFERENCE_AGE_LIMITS.max, Math.max(PREFERENCE_AGE_LIMITS.min, age));

/** First preferences from the questionnaire (by question id), with neutral defaults for what was not answered. */
export function seedPreferences(answers: MemberAnswers, ownAge: number | null): PartnerPreferences {
  const opposite = answers.gender ? OPPOSITE_GENDER[answers.gender] : undefined;
  const ageRange =
    answers.partnerAge ??
    (ownAge === null
      ? { min: PREFERENCE_AGE_LIMITS.min, max: PREFERENCE_AGE_LIMITS.max }
      : { min: clampAge(ownAge - DEFAULT_AGE_SPREAD), max: clampAge(ownAge + DEFAULT_AGE_SPREAD) });
  return PartnerPreferencesSchema.parse({
    genderSought: answers.genderSought ? [answers.genderSought] : opposite ? [opposite] : [...GENDERS],
    ageMin: ageRange.min,
    ageMax: ageRange.max,
    heightMinCm: null,
    heightMaxCm: null,
    maritalStatuses: [],
    religions: [],
    communities: [],
    motherTongues: [],
    countries: [],
    educationLevel: null,
    diets: [],
    smoking: [],
    drinking: [],
    horoscopeImportance: answers.horoscopeImportance ?? "Doesn't matter",
    casteImportance: answers.casteImportance ?? "Doesn't matter",
    livingInAustralia: answers.livingInAustralia ?? "Doesn't matter",
    weddingGoals: answers.weddingGoals ?? 'Should understand each other first',
    interests: presentInterests(answers),
    mustHave: [],
  });
}
