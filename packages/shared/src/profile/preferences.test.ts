import { describe, expect, it } from 'vitest';
import { PreferencesPatchSchema } from './preferences';

/**
 * PATCH preferences/ with the reference's keys (the Partner Preference modal, and the
 * questionnaire's own vocabulary on the same keys): every value of every legacy path, with what it becomes.
 */
type Row = [key: string, value: unknown, becomes: Record<string, unknown>];

const patchOf = (key: string, value: unknown) => PreferencesPatchSchema.safeParse({ [key]: value });

const LOOKING_FOR: Row[] = [
  // The modal: lookingFor is a marital status.
  ['lookingFor', 'Never Married', { patch: { maritalStatuses: ['Never Married'] } }],
  ['lookingFor', 'Divorced', { patch: { maritalStatuses: ['Divorced'] } }],
  ['lookingFor', 'Widowed', { patch: { maritalStatuses: ['Widowed'] } }],
  ['lookingFor', 'Awaiting Divorced', { patch: { maritalStatuses: ['Awaiting Divorce'] } }],
  // Ours, sent on the same key.
  ['lookingFor', 'Awaiting Divorce', { patch: { maritalStatuses: ['Awaiting Divorce'] } }],
  ['lookingFor', 'Annulled', { patch: { maritalStatuses: ['Annulled'] } }],
  ['lookingFor', 'never married', { patch: { maritalStatuses: ['Never Married'] } }],
  // The questionnaire: lookingFor is the gender sought.
  ['lookingFor', 'Man', { patch: { genderSought: ['Man'] } }],
  ['lookingFor', 'Woman', { patch: { genderSought: ['Woman'] } }],
  ['lookingFor', 'Non-binary', { patch: { genderSought: ['Non-binary'] } }],
  ['lookingFor', 'Male', { patch: { genderSought: ['Man'] } }],
  ['lookingFor', 'Female', { patch: { genderSought: ['Woman'] } }],
];

const WEDDING_GOALS: Row[] = [
  ['weddingGoals', 'Within 1 year', { patch: { weddingGoals: 'Serious to get married soon' } }],
  ['weddingGoals', 'Within 2 years', { patch: { weddingGoals: 'Should understand each other first' } }],
  ['weddingGoals', 'Not decided', { patch: { weddingGoals: 'Not sure, just browsing' } }],
  ['weddingGoals', 'Serious to get married soon', { patch: { weddingGoals: 'Serious to get married soon' } }],
  [
    'weddingGoals',
    'Should understand each other first',
    { patch: { weddingGoals: 'Should understand each other first' } },
  ],
  ['weddingGoals', 'Not sure, just browsing', { patch: { weddingGoals: 'Not sure, just browsing' } }],
];

const importance = (key: string, ours: string): Row[] => [
  [key, 'Yes', { patch: { [ours]: "It's a must" } }],
  [key, 'No', { patch: { [ours]: "Doesn't matter" } }],
  [key, 'Matter', { patch: { [ours]: "It's a must" } }],
  [key, "Doesn't Matter", { patch: { [ours]: "Doesn't matter" } }],
  [key, "It's a must", { patch: { [ours]: "It's a must" } }],
  [key, "Doesn't matter", { patch: { [ours]: "Doesn't matter" } }],
  [key, 'Prefer not to say', { patch: { [ours]: 'Prefer not to say' } }],
];

const RANGES = ['18-25', '26-30', '31-35', '36-40', '41-45', '46-50', '51-55', '56-60', '61-70'];
const PARTNER_AGE: Row[] = RANGES.map((range) => {
  const [min, max] = range.split('-').map(Number);
  return ['lookingPartnerAge', range, { patch: { ageMin: min, ageMax: max } }];
});

const MODAL_HOBBIES = [
  'Collecting',
  'Cinema',
  'Theater',
  'Dancing',
  'Cooking',
  'Carpentry',
  'Pottery',
  'Music',
  'Photography',
  'Sports',
  'Art',
  'Craft',
  'History',
  'Literature',
];
const HOBBIES: Row[] = [
  ...MODAL_HOBBIES.map((hobby): Row => ['interest_and_hobbies', [hobby], { patch: { interests: [hobby] } }]),
  ['interest_and_hobbies', ['cinema', 'Cinema', 'Knitting', 'None'], { patch: { interests: ['Cinema'] } }],
];

const OWN_GENDER: Row[] = [
  ['gender', 'Male', { ownGender: 'Man' }],
  ['gender', 'Female', { ownGender: 'Woman' }],
  ['gender', 'Man', { ownGender: 'Man' }],
  ['gender', 'Woman', { ownGender: 'Woman' }],
  ['gender', 'Non-binary', { ownGender: 'Non-binary' }],
];

/** The modal's "My Age": 18 to 100, as a number or as text. */
const OWN_AGE: Row[] = Array.from({ length: 83 }, (_, i) => 18 + i).flatMap((age): Row[] => [
  ['age', age, { ownAge: age }],
  ['age', String(age), { ownAge: age }],
]);

describe('PreferencesPatchSchema: the reference keys', () => {
  it.each([
    ...LOOKING_FOR,
    ...WEDDING_GOALS,
    ...importance('horoscopeMatch', 'horoscopeImportance'),
    ...importance('castReligionMatterOrNot', 'casteImportance'),
    ...PARTNER_AGE,
    ...HOBBIES,
    ...OWN_GENDER,
    ...OWN_AGE,
  ])('%s %j is accepted', (key, value, becomes) => {
    const result = patchOf(key, value);
    expect(result.error?.issues, JSON.stringify(result.error?.issues)).toBeUndefined();
    expect(result.data).toEqual({ patch: {}, ownGender: undefined, ownAge: undefined, ...becomes });
  });

  it.each([
    ['lookingFor', 'Separated'],
    ['lookingFor', 'Divorce'],
    ['lookingFor', 'Never Marrie'],
    ['weddingGoals', 'Within 3 years'],
    ['horoscopeMatch', 'Maybe'],
    ['castReligionMatterOrNot', 'Sometimes'],
    ['lookingPartnerAge', '25'],
    ['lookingPartnerAge', '17-30'],
    ['gender', 'Other'],
    ['age', 'thirty'],
  ])('%s %j is refused on its own path', (key, value) => {
    const result = patchOf(key, value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([key]);
  });
});
