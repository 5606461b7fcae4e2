import { z } from 'zod';
import { MIN_MEMBER_AGE } from '../constants/index';

/**
 * The sign-up questionnaire (reference §4.1): twelve questions on eleven pages, identified by question id.
 * Option values are the stored values the current clients send; the UI labels live in the web catalogue
 * (`auth.questionnaire.q<id>`). Answers map to partner preferences by question id, never by position.
 */
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

/** Pages of the questionnaire: page 1 asks two questions, every other page one. */
export const QUESTIONNAIRE_PAGES: readonly (readonly number[])[] = [
  [1, 2],
  [3],
  [4],
  [5],
  [6],
  [7],
  [8],
  [9],
  [10],
  [11],
  [12],
];

const single = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'Please choose an answer to continue.' });

const ageSchema = z.coerce
  .number({ error: 'Please choose your age.' })
  .int()
  .min(MIN_MEMBER_AGE, `You must be ${MIN_MEMBER_AGE} or over to join.`)
  .max(MAX_QUESTIONNAIRE_AGE);

export const AgeRangeSchema = z.object({ min: ageSchema, max: ageSchema }).refine((range) => range.min < range.max, {
  message: 'The youngest age must be lower than the oldest.',
  path: ['max'],
});

export const HobbiesSchema = z
  .array(z.enum(HOBBIES))
  .min(1, 'Choose at least one, or “None”.')
  .refine((list) => !list.includes('None') || list.length === 1, {
    message: '“None” cannot be combined with other interests.',
  })
  .refine((list) => new Set(list).size === list.length, { message: 'Each interest can be chosen once.' });

/** One schema per question id; a page validates the questions it shows. */
export const ANSWER_SCHEMAS = {
  1: single(GENDERS),
  2: single(GENDERS),
  3: single(TRIED_ONLINE),
  4: single(WEDDING_GOALS),
  5: single(LOOKING_DURATION),
  6: single(LOOKING_FOR_WHOM),
  7: ageSchema,
  8: AgeRangeSchema,
  9: single(LIVING_IN_AUSTRALIA),
  10: single(IMPORTANCE),
  11: single(IMPORTANCE),
  12: HobbiesSchema,
} as const;
export type QuestionId = keyof typeof ANSWER_SCHEMAS;
export const QUESTION_IDS = Object.keys(ANSWER_SCHEMAS).map(Number) as QuestionId[];

export type Answers = { [K in QuestionId]: z.output<(typeof ANSWER_SCHEMAS)[K]> };

/** Schema of one questionnaire page, built from the ids it shows. */
export function pageSchema(questionIds: readonly number[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const id of questionIds) shape[String(id)] = ANSWER_SCHEMAS[id as QuestionId];
  return z.object(shape);
}

/** The whole questionnaire, keyed by question id. */
export const AnswersSchema = pageSchema(QUESTION_IDS);

/**
 * Wire format of the reference API (`answer: [{ questionId, answerValue }]`). The age range travels as
 * "min-max", hobbies as an array. `toWireAnswers` and `fromWireAnswers` convert both ways, by id.
 */
export const WireAnswerSchema = z.object({
  questionId: z.coerce.number().int().min(1).max(12),
  answerValue: z.union([z.string(), z.number(), z.array(z.string())]),
});
export type WireAnswer = z.infer<typeof WireAnswerSchema>;

export function toWireAnswers(answers: Answers): WireAnswer[] {
  return QUESTION_IDS.map((id) => {
    const value = answers[id];
    if (id === 8) {
      const range = value as Answers[8];
      return { questionId: id, answerValue: `${range.min}-${range.max}` };
    }
    return { questionId: id, answerValue: value as WireAnswer['answerValue'] };
  });
}

/** Parses wire answers (any order) into validated answers keyed by id; throws a ZodError when invalid. */
export function fromWireAnswers(wire: readonly WireAnswer[]): Answers {
  const byId: Record<string, unknown> = {};
  for (const item of wire) {
    if (item.questionId === 8 && typeof item.answerValue === 'string') {
      const [min, max] = item.answerValue.split('-');
      byId['8'] = { min, max };
    } else {
      byId[String(item.questionId)] = item.answerValue;
    }
  }
  return AnswersSchema.parse(byId) as unknown as Answers;
}
