/**
 * The option lists that carry their own English label beside a stable id (income bands, working statuses, education
 * levels), in a module of their own: the web's option labels (lib/option-labels.ts) are on every form page, and they
 * should not bring every other list with them (`./options` re-exports these; docs/performance.md).
 */

/** Annual income in Australian dollars: numeric bands (`min` inclusive, `max` exclusive, null = no upper bound). */
export const INCOME_BANDS = [
  { value: '0-25000', min: 0, max: 25_000, label: 'Up to AU$25,000' },
  { value: '25000-50000', min: 25_000, max: 50_000, label: 'AU$25,000 – AU$50,000' },
  { value: '50000-75000', min: 50_000, max: 75_000, label: 'AU$50,000 – AU$75,000' },
  { value: '75000-100000', min: 75_000, max: 100_000, label: 'AU$75,000 – AU$100,000' },
  { value: '100000-150000', min: 100_000, max: 150_000, label: 'AU$100,000 – AU$150,000' },
  { value: '150000-200000', min: 150_000, max: 200_000, label: 'AU$150,000 – AU$200,000' },
  { value: '200000+', min: 200_000, max: null, label: 'More than AU$200,000' },
  { value: 'undisclosed', min: null, max: null, label: 'Prefer not to say' },
] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number]['value'];
export const INCOME_VALUES = INCOME_BANDS.map((band) => band.value) as unknown as readonly [
  IncomeBand,
  ...IncomeBand[],
];

export const WORKING_STATUSES = [
  { value: 'working', label: 'Working' },
  { value: 'selfEmployed', label: 'Self-employed' },
  { value: 'student', label: 'Studying' },
  { value: 'unemployed', label: 'Not working' },
  { value: 'retired', label: 'Retired' },
  { value: 'others', label: 'Other' },
] as const;
export type WorkingStatus = (typeof WORKING_STATUSES)[number]['value'];

/** Education levels in order; `EDUCATION_LEVELS.indexOf` compares them ("at least a bachelor's degree"). */
export const EDUCATION_LEVELS = ['secondary', 'diploma', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  secondary: 'High school',
  diploma: 'Diploma or trade qualification',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};
