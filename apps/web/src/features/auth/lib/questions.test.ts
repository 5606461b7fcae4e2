import { describe, expect, it } from 'vitest';
import * as zodQuestionnaire from '@app/shared/questionnaire';
import {
  HOBBIES,
  isPageAnswered,
  isQuestionnaireComplete,
  isValidAnswer,
  QUESTIONNAIRE_PAGES,
  QUESTIONS,
} from '@app/shared/questionnaire/questions';

// The sign-up pages decide at their first render, without zod, what the shared schemas decide after it: the
// zod-free checks in `@app/shared/questionnaire/questions` must agree with `@app/shared/questionnaire`'s schemas
// value by value.
const { ANSWER_SCHEMAS, AnswersSchema, pageSchema, QUESTION_IDS } = zodQuestionnaire;

/** Values a stored draft could hold, valid and not, for any question (the draft is JSON a member's tab wrote). */
const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  true,
  false,
  0,
  1,
  17,
  18,
  30,
  85,
  86,
  18.5,
  -30,
  NaN,
  Infinity,
  -Infinity,
  30n,
  Symbol('answer'),
  '17',
  '18',
  '30',
  '85',
  '86',
  ' 30 ',
  '30.0',
  '30.5',
  '3e1',
  '0x1e',
  '1e400',
  'man',
  'Man ',
  [],
  [30],
  ['30'],
  [1],
  ['music'],
  ['Music', 'Art'],
  ['Music', 'Music'],
  ['Music', 'None'],
  ['None', 'None'],
  [...HOBBIES],
  HOBBIES.filter((hobby) => hobby !== 'None'),
  ...HOBBIES.map((hobby) => [hobby]),
  {},
  new Date(0),
  { min: '20', max: '30' },
  { min: 20, max: 30 },
  { min: '18', max: '85' },
  { min: '30', max: '30' },
  { min: '30', max: '20' },
  { min: '17', max: '30' },
  { min: '20', max: '86' },
  { min: '', max: '' },
  { min: '20' },
  { max: '30' },
  { min: ['20'], max: ['30'] },
  { min: ' 20', max: '3e1' },
  { min: '20.5', max: '30' },
  ...QUESTIONS.flatMap((question) => question.options),
];

const agrees = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/** A small deterministic generator, so a failure can be reproduced. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const VALID: Record<number, unknown> = {
  1: 'Woman',
  2: 'Man',
  3: 'I am new to it',
  4: 'Serious to get married soon',
  5: 'Just started',
  6: 'Myself',
  7: '29',
  8: { min: '28', max: '36' },
  9: 'Yes',
  10: "Doesn't matter",
  11: 'Prefer not to say',
  12: ['Music'],
};

describe('the zod-free questionnaire (@app/shared/questionnaire/questions)', () => {
  it('accepts and refuses each answer as its question’s schema does', () => {
    for (const id of QUESTION_IDS) {
      for (const value of SAMPLES) {
        expect({ id, value, valid: isValidAnswer(id, value) }).toEqual({
          id,
          value,
          valid: agrees(ANSWER_SCHEMAS[id], value),
        });
      }
    }
    // Both sides were exercised: every question has samples it accepts and samples it refuses.
    for (const id of QUESTION_IDS) {
      expect(SAMPLES.some((value) => isValidAnswer(id, value))).toBe(true);
      expect(SAMPLES.some((value) => !isValidAnswer(id, value))).toBe(true);
    }
  });

  it('answers a page as pageSchema does, for drafts that are not objects too', () => {
    for (const ids of QUESTIONNAIRE_PAGES) {
      for (const draft of [null, undefined, 'draft', 12, [], [VALID[1]], {}, VALID]) {
        expect(isPageAnswered(ids, draft)).toBe(agrees(pageSchema(ids), draft));
      }
    }
    expect(isPageAnswered([1, 2], VALID)).toBe(true);
    expect(isPageAnswered([1, 2], { ...VALID, 2: 'Nobody' })).toBe(false);
  });

  it('agrees with AnswersSchema on complete drafts and on each answer spoiled', () => {
    expect(isQuestionnaireComplete(VALID)).toBe(true);
    expect(agrees(AnswersSchema, VALID)).toBe(true);
    for (const id of QUESTION_IDS) {
      for (const value of SAMPLES) {
        const draft = { ...VALID, [id]: value };
        expect(isQuestionnaireComplete(draft)).toBe(agrees(AnswersSchema, draft));
      }
      const { [id]: _left, ...missing } = VALID;
      expect(isQuestionnaireComplete(missing)).toBe(false);
      expect(agrees(AnswersSchema, missing)).toBe(false);
    }
  });

  it('agrees with pageSchema and AnswersSchema on random drafts', () => {
    const next = seeded(9);
    for (let round = 0; round < 200; round += 1) {
      const draft: Record<string, unknown> = {};
      for (const id of QUESTION_IDS) {
        // Mostly valid answers, so that whole drafts pass often enough to matter.
        const roll = next(4);
        if (roll === 0) continue;
        draft[String(id)] = roll === 1 ? SAMPLES[next(SAMPLES.length)] : VALID[id];
      }
      for (const ids of QUESTIONNAIRE_PAGES) expect(isPageAnswered(ids, draft)).toBe(agrees(pageSchema(ids), draft));
      expect(isQuestionnaireComplete(draft)).toBe(agrees(AnswersSchema, draft));
    }
  });
});
