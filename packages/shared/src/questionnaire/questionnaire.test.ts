import { describe, expect, it } from 'vitest';
import {
  AnswersSchema,
  fromWireAnswers,
  pageSchema,
  QUESTIONNAIRE_PAGES,
  QUESTIONS,
  toWireAnswers,
  type Answers,
} from './index';

const complete: Answers = {
  1: 'Woman',
  2: 'Man',
  3: 'I am new to it',
  4: 'Serious to get married soon',
  5: 'Just started',
  6: 'Myself',
  7: 29,
  8: { min: 28, max: 35 },
  9: 'Yes',
  10: "Doesn't matter",
  11: "It's a must",
  12: ['Music', 'Cooking'],
};

describe('questionnaire', () => {
  it('has twelve questions on eleven pages, each asked once', () => {
    expect(QUESTIONS).toHaveLength(12);
    expect(QUESTIONNAIRE_PAGES).toHaveLength(11);
    expect(QUESTIONNAIRE_PAGES.flat().sort((a, b) => a - b)).toEqual(QUESTIONS.map((q) => q.id));
  });

  it('round-trips through the wire format by id, whatever the order', () => {
    const wire = toWireAnswers(complete).reverse();
    expect(fromWireAnswers(wire)).toEqual(complete);
  });

  it('rejects anyone under 18', () => {
    expect(AnswersSchema.safeParse({ ...complete, 7: 17 }).success).toBe(false);
  });

  it('needs the youngest partner age below the oldest', () => {
    expect(pageSchema([8]).safeParse({ 8: { min: 30, max: 30 } }).success).toBe(false);
    expect(pageSchema([8]).safeParse({ 8: { min: 25, max: 30 } }).success).toBe(true);
  });

  it('does not combine "None" with other interests', () => {
    expect(pageSchema([12]).safeParse({ 12: ['None', 'Music'] }).success).toBe(false);
    expect(pageSchema([12]).safeParse({ 12: ['None'] }).success).toBe(true);
    expect(pageSchema([12]).safeParse({ 12: [] }).success).toBe(false);
  });

  it('validates only the questions of a page', () => {
    expect(pageSchema([1, 2]).safeParse({ 1: 'Man', 2: 'Woman' }).success).toBe(true);
    expect(pageSchema([1, 2]).safeParse({ 1: 'Man' }).success).toBe(false);
  });
});
