import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  GENDERS,
  LOOKING_FOR_WHOM,
  QUESTIONS,
  questionWording,
  type Question,
  type QuestionWording,
} from '@app/shared/questionnaire/questions';
import { hasMessage } from '../../../lib/i18n-markup';
import { authMessages } from '../../../locales/auth';
import type { DraftAnswers } from '../lib/signup-storage';
import { aboutKey, QuestionField } from './question-field';

function Harness({ question, wording }: { question: Question; wording: QuestionWording }) {
  const form = useForm<DraftAnswers>();
  return <QuestionField question={question} control={form.control} wording={wording} />;
}

const question = (id: number) => QUESTIONS.find((candidate) => candidate.id === id) as Question;

/** Renders question `id` as the questionnaire words it for these answers (q6: who the profile is for; q1: gender). */
function renderQuestion(id: number, forWhom: string, gender?: string) {
  const answers: Record<string, unknown> = { '6': forWhom, ...(gender ? { '1': gender } : {}) };
  return render(<Harness question={question(id)} wording={questionWording(id, answers)} />);
}

/** Every way the questions can be worded: each answer to q6, with each gender from q1 or none yet. */
const WORDINGS = LOOKING_FOR_WHOM.flatMap((forWhom) => [...GENDERS, undefined].map((gender) => ({ forWhom, gender })));

describe('QuestionField: whole sentences about the person the profile is for', () => {
  // Who (q7), whose (q8) and their (q7's summary, q12), for every relation and gender the answers can give.
  it.each([
    ['Child', 'Man', 'your son', 'your son’s', 'his'],
    ['Child', 'Woman', 'your daughter', 'your daughter’s', 'her'],
    ['Child', 'Non-binary', 'your child', 'your child’s', 'their'],
    ['Sibling', 'Man', 'your brother', 'your brother’s', 'his'],
    ['Sibling', 'Woman', 'your sister', 'your sister’s', 'her'],
    ['Sibling', 'Non-binary', 'your sibling', 'your sibling’s', 'their'],
    ['Relative', 'Man', 'your relative', 'your relative’s', 'his'],
    ['Relative', 'Woman', 'your relative', 'your relative’s', 'her'],
    ['Relative', 'Non-binary', 'your relative', 'your relative’s', 'their'],
    ['Friend', 'Man', 'your friend', 'your friend’s', 'his'],
    ['Friend', 'Woman', 'your friend', 'your friend’s', 'her'],
    ['Friend', 'Non-binary', 'your friend', 'your friend’s', 'their'],
  ])('for %s, %s: “How old is %s?”', (forWhom, gender, whom, whose, their) => {
    const age = renderQuestion(7, forWhom, gender);
    expect(screen.getByLabelText(`How old is ${whom}?`)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Members must be 18 or over. You can give ${their} exact date of birth later, and it decides the age we show.`,
      ),
    ).toBeInTheDocument();
    age.unmount();

    const range = renderQuestion(8, forWhom, gender);
    expect(screen.getByText(`What age range would you like ${whose} partner to be in?`)).toBeInTheDocument();
    range.unmount();

    renderQuestion(12, forWhom, gender);
    expect(screen.getByRole('group', { name: `What does ${whom} enjoy in ${their} free time?` })).toBeInTheDocument();
  });

  // Before the gender is given (q1 always, q2 until q1 is answered), the person is named without it.
  it.each([
    ['Child', 'your son or daughter'],
    ['Sibling', 'your brother or sister'],
    ['Relative', 'your relative'],
    ['Friend', 'your friend'],
  ])('for %s with no gender yet: “How would you describe %s?”', (forWhom, whom) => {
    const first = renderQuestion(1, forWhom);
    expect(screen.getByRole('group', { name: `How would you describe ${whom}?` })).toBeInTheDocument();
    expect(screen.getByText(`This helps us introduce ${whom} to the right people.`)).toBeInTheDocument();
    first.unmount();

    renderQuestion(2, forWhom);
    expect(screen.getByRole('group', { name: `And who would ${whom} like to meet?` })).toBeInTheDocument();
    expect(screen.getByText(`We only suggest members who fit what ${whom} is looking for.`)).toBeInTheDocument();
  });

  it('asks the member about themself when the profile is theirs', () => {
    renderQuestion(12, 'Myself', 'Woman');
    expect(screen.getByRole('group', { name: 'What do you enjoy in your free time?' })).toBeInTheDocument();
  });

  it('has a whole sentence for every question, every relation and every gender, never the member’s own wording', () => {
    for (const { forWhom, gender } of WORDINGS) {
      const answers: Record<string, unknown> = { '6': forWhom, ...(gender ? { '1': gender } : {}) };
      for (const { id, key } of QUESTIONS) {
        const wording = questionWording(id, answers);
        if (wording.form === 'self') continue;
        const about = aboutKey(`auth.questionnaire.${key}.questionAbout`, wording);
        const label = `q${id} for ${forWhom}, ${gender ?? 'no gender yet'}`;
        expect(about && hasMessage(about, authMessages), `${label}: ${about}`).toBe(true);
        const summary = aboutKey(`auth.questionnaire.${key}.summaryAbout`, wording);
        if (summary) expect(hasMessage(summary, authMessages), `${label}: ${summary}`).toBe(true);
      }
    }
  });

  it('words “relative” and “friend” by gender where the answers give it, and neutrally where they do not', () => {
    const about = 'auth.questionnaire.q12.questionAbout';
    expect(aboutKey(about, { form: 'about', person: 'relative', pronoun: 'she' })).toBe(`${about}.relative_woman`);
    expect(aboutKey(about, { form: 'about', person: 'friend', pronoun: 'he' })).toBe(`${about}.friend_man`);
    expect(aboutKey(about, { form: 'about', person: 'friend', pronoun: 'they' })).toBe(`${about}.friend`);
    // A relation word that gives the gender has one sentence.
    expect(aboutKey(about, { form: 'about', person: 'son', pronoun: 'he' })).toBe(`${about}.son`);
    // One sentence for everyone, or none (the question's own text then).
    expect(aboutKey('auth.questionnaire.q11.summaryAbout', { form: 'about', person: 'son', pronoun: 'he' })).toBe(
      'auth.questionnaire.q11.summaryAbout',
    );
    expect(aboutKey('auth.questionnaire.q3.summaryAbout', { form: 'about', person: 'son', pronoun: 'he' })).toBe(
      undefined,
    );
  });
});
