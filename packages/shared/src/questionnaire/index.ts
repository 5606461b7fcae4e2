import { z } from 'zod';
import { MIN_MEMBER_AGE } from '../constants/index';
import {
  GENDERS,
  HOBBIES,
  IMPORTANCE,
  LIVING_IN_AUSTRALIA,
  LOOKING_DURATION,
  LOOKING_FOR_WHOM,
  MAX_QUESTIONNAIRE_AGE,
  TRIED_ONLINE,
  WEDDING_GOALS,
} from './questions';

/**
 * The sign-up questionnaire: twelve questions on eleven pages, identified by question id.
 * Option values are the stored values the current clients send; the UI labels live in the web catalogue
 * (`auth.questionnaire.q<id>`). Answers map to partner preferences by question id, never by position.
 *
 * The questions, pages and option lists live in the zod-free `questions.ts` (the sign-up pages read them before zod
 * is downloaded); the rules here are the schemas every answer is checked with.
 */
export * from './questions';

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
