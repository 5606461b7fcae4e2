// The questionnaire's questions, pages and option lists (the one definition; `index.ts` re-exports them beside its
// zod schemas), and whether an answer passes its question's rule, without zod: the sign-up pages draw the questions
// and decide where to resume (and whether the answers are complete) at their first render, before the schema library
// has been downloaded (docs/performance.md). The zod schemas in `index.ts` stay the rule; a test
// (apps/web/src/features/auth/lib/questions.test.ts) checks that these checks agree with them, value by value.
import { MIN_MEMBER_AGE } from '../constants/index';

export const MAX_QUESTIONNAIRE_AGE = 85;
const ages = Array.from({ length: MAX_QUESTIONNAIRE_AGE - MIN_MEMBER_AGE + 1 }, (_, i) => String(MIN_MEMBER_AGE + i));

export const GENDERS = ['Man', 'Woman', 'Non-binary'] as const;
export const TRIED_ONLINE = ['I am new to it', 'Sometimes', 'Prefer not to say'] as const;
export const WEDDING_GOALS = [
  'Serious to get married soon',
  'Should understand each other first',
  'Not sure, just browsing',
] as const;
export const LOOKING_DURATION = ['Just started', "It's been a while", 'Sometimes but not often'] as const;
export const LOOKING_FOR_WHOM = ['Child', 'Myself', 'Sibling', 'Friend', 'Relative'] as const;
export const LIVING_IN_AUSTRALIA = ['Yes', 'No', "Doesn't matter"] as const;
export const IMPORTANCE = ["It's a must", "Doesn't matter", 'Prefer not to say'] as const;
export const HOBBIES = [
  'Sports',
  'Photography',
  'Dancing',
  'Theater',
  'Literature',
  'Art',
  'Music',
  'Cooking',
  'Cinema',
  'History',
  'Craft',
  'Pottery',
  'Carpentry',
  'Collecting',
  'None',
] as const;

/** The hobby no other may be chosen with. */
const NO_HOBBY = 'None';

export type QuestionKind = 'single' | 'age' | 'age-range' | 'multi';
export type Question = {
  id: number;
  kind: QuestionKind;
  /** Catalogue key stem for the question's text, summary and option labels. */
  key: string;
  options: readonly string[];
  /** Partner-preference field this answer feeds, if any. */
  preference?: string;
};

export const QUESTIONS: readonly Question[] = [
  { id: 1, kind: 'single', key: 'q1', options: GENDERS, preference: 'gender' },
  { id: 2, kind: 'single', key: 'q2', options: GENDERS, preference: 'lookingFor' },
  { id: 3, kind: 'single', key: 'q3', options: TRIED_ONLINE },
  { id: 4, kind: 'single', key: 'q4', options: WEDDING_GOALS, preference: 'weddingGoals' },
  { id: 5, kind: 'single', key: 'q5', options: LOOKING_DURATION },
  { id: 6, kind: 'single', key: 'q6', options: LOOKING_FOR_WHOM, preference: 'postedBy' },
  { id: 7, kind: 'age', key: 'q7', options: ages, preference: 'age' },
  { id: 8, kind: 'age-range', key: 'q8', options: ages, preference: 'lookingPartnerAge' },
  { id: 9, kind: 'single', key: 'q9', options: LIVING_IN_AUSTRALIA, preference: 'livingInAustralia' },
  { id: 10, kind: 'single', key: 'q10', options: IMPORTANCE, preference: 'horoscopeMatch' },
  { id: 11, kind: 'single', key: 'q11', options: IMPORTANCE, preference: 'castReligionMatterOrNot' },
  { id: 12, kind: 'multi', key: 'q12', options: HOBBIES, preference: 'interest_and_hobbies' },
];

/**
 * Pages of the questionnaire. Who the profile is for (q6) comes first: every later question is asked about that
 * person (`questionWording`), and their answers are about them. Page 2 asks two questions, every other page one.
 */
export const QUESTIONNAIRE_PAGES: readonly (readonly number[])[] = [
  [6],
  [1, 2],
  [3],
  [4],
  [5],
  [7],
  [8],
  [9],
  [10],
  [11],
  [12],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The age rule: a whole number (strings as the select gives them are read as numbers) within the allowed ages. */
function isValidAge(value: unknown): boolean {
  let age: number;
  try {
    age = Number(value);
  } catch {
    return false;
  }
  return Number.isInteger(age) && age >= MIN_MEMBER_AGE && age <= MAX_QUESTIONNAIRE_AGE;
}

const ANSWER_CHECKS: Record<QuestionKind, (question: Question, value: unknown) => boolean> = {
  single: (question, value) => (question.options as readonly unknown[]).includes(value),
  age: (_question, value) => isValidAge(value),
  'age-range': (_question, value) =>
    isRecord(value) && isValidAge(value.min) && isValidAge(value.max) && Number(value.min) < Number(value.max),
  multi: (question, value) =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => (question.options as readonly unknown[]).includes(item)) &&
    (!value.includes(NO_HOBBY) || value.length === 1) &&
    new Set(value).size === value.length,
};

/** Whether `value` is a valid answer to question `id` (what `ANSWER_SCHEMAS[id]` accepts). */
export function isValidAnswer(id: number, value: unknown): boolean {
  const question = QUESTIONS.find((candidate) => candidate.id === id);
  return question !== undefined && ANSWER_CHECKS[question.kind](question, value);
}

/** Whether `answers` (keyed by question id) answers every question of one page: `pageSchema(ids)` succeeds. */
export function isPageAnswered(questionIds: readonly number[], answers: unknown): boolean {
  return isRecord(answers) && questionIds.every((id) => isValidAnswer(id, answers[String(id)]));
}

/** Whether `answers` answers the whole questionnaire: `AnswersSchema` succeeds. */
export function isQuestionnaireComplete(answers: unknown): boolean {
  return isPageAnswered(
    QUESTIONS.map((question) => question.id),
    answers,
  );
}

// ---- wording: who the questions are about ----------------------------------------------------------------

/**
 * The person the profile is for, as the questions name them: the member themself, or someone by their relation
 * (with the gender from q1 once it is answered: "your son", "your sister"; before it, "your son or daughter").
 */
export type ProfilePerson =
  | 'self'
  | 'son'
  | 'daughter'
  | 'child'
  | 'sonOrDaughter'
  | 'brother'
  | 'sister'
  | 'sibling'
  | 'brotherOrSister'
  | 'relative'
  | 'friend';
/** The pronoun that follows the person in a question ("How old is he?", "her free time"); `you` for oneself. */
export type ProfilePronoun = 'you' | 'he' | 'she' | 'they';

export type QuestionWording = {
  /** `self`: the question's own text ("How old are you?"); `about`: its text about someone else. */
  form: 'self' | 'about';
  person: ProfilePerson;
  pronoun: ProfilePronoun;
};

type Gender = (typeof GENDERS)[number];
const RELATIVE_BY_GENDER: Record<
  Exclude<(typeof LOOKING_FOR_WHOM)[number], 'Myself'>,
  Record<Gender | 'unknown', ProfilePerson>
> = {
  Child: { Man: 'son', Woman: 'daughter', 'Non-binary': 'child', unknown: 'sonOrDaughter' },
  Sibling: { Man: 'brother', Woman: 'sister', 'Non-binary': 'sibling', unknown: 'brotherOrSister' },
  Relative: { Man: 'relative', Woman: 'relative', 'Non-binary': 'relative', unknown: 'relative' },
  Friend: { Man: 'friend', Woman: 'friend', 'Non-binary': 'friend', unknown: 'friend' },
};
const PRONOUN_OF: Record<Gender, ProfilePronoun> = { Man: 'he', Woman: 'she', 'Non-binary': 'they' };

/**
 * How question `id` is worded for these answers (`answers` keyed by question id, as a draft holds them): about the
 * member when the profile is for themself (or q6 is not answered yet), else about the person it is for, named by
 * relation and, once q1 is answered, by gender. q6 itself is always asked of the member. The stored answers keep
 * their ids and values whatever the wording: q1 and q7 are the candidate's gender and age either way.
 */
export function questionWording(id: number, answers: Readonly<Record<string, unknown>>): QuestionWording {
  const postedBy = answers['6'];
  if (id === 6 || typeof postedBy !== 'string' || postedBy === 'Myself' || !(postedBy in RELATIVE_BY_GENDER)) {
    return { form: 'self', person: 'self', pronoun: 'you' };
  }
  const gender = (GENDERS as readonly unknown[]).includes(answers['1']) ? (answers['1'] as Gender) : undefined;
  // q1 asks for the gender, so it names the person without it ("How would you describe your son or daughter?").
  const known = id === 1 ? undefined : gender;
  const person = RELATIVE_BY_GENDER[postedBy as keyof typeof RELATIVE_BY_GENDER][known ?? 'unknown'];
  return { form: 'about', person, pronoun: known ? PRONOUN_OF[known] : 'they' };
}
