import { describe, expect, it } from 'vitest';
import {
  AnswersSchema,
  fromWireAnswers,
  pageSchema,
  QUESTIONNAIRE_PAGES,
  QUESTIONS,
  questionWording,
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

describe('questionWording: every question is about the person the profile is for', () => {
  it('asks who the profile is for first, before any question about them', () => {
    expect(QUESTIONNAIRE_PAGES[0]).toEqual([6]);
    expect(QUESTIONNAIRE_PAGES.flat().indexOf(1)).toBeGreaterThan(QUESTIONNAIRE_PAGES.flat().indexOf(6));
  });

  it('asks the member about themself for “Myself”, and before q6 is answered', () => {
    for (const answers of [{}, { 6: 'Myself', 1: 'Woman' }]) {
      for (const id of [1, 2, 7, 12]) {
        expect(questionWording(id, answers)).toEqual({ form: 'self', person: 'self', pronoun: 'you' });
      }
    }
  });

  it('asks a parent about their son or daughter, then by the gender given', () => {
    expect(questionWording(1, { 6: 'Child' })).toEqual({ form: 'about', person: 'sonOrDaughter', pronoun: 'they' });
    // q1 keeps its wording once answered (it is the question that gives the gender).
    expect(questionWording(1, { 6: 'Child', 1: 'Man' })).toEqual({
      form: 'about',
      person: 'sonOrDaughter',
      pronoun: 'they',
    });
    expect(questionWording(7, { 6: 'Child', 1: 'Man' })).toEqual({ form: 'about', person: 'son', pronoun: 'he' });
    expect(questionWording(12, { 6: 'Child', 1: 'Woman' })).toEqual({
      form: 'about',
      person: 'daughter',
      pronoun: 'she',
    });
    expect(questionWording(7, { 6: 'Child', 1: 'Non-binary' })).toEqual({
      form: 'about',
      person: 'child',
      pronoun: 'they',
    });
  });

  it('names a brother or sister, a relative and a friend', () => {
    expect(questionWording(2, { 6: 'Sibling' }).person).toBe('brotherOrSister');
    expect(questionWording(2, { 6: 'Sibling', 1: 'Woman' })).toEqual({
      form: 'about',
      person: 'sister',
      pronoun: 'she',
    });
    expect(questionWording(7, { 6: 'Relative', 1: 'Man' })).toEqual({
      form: 'about',
      person: 'relative',
      pronoun: 'he',
    });
    expect(questionWording(7, { 6: 'Friend' })).toEqual({ form: 'about', person: 'friend', pronoun: 'they' });
  });

  it('always asks q6 of the member', () => {
    expect(questionWording(6, { 6: 'Child', 1: 'Man' }).form).toBe('self');
  });
});
