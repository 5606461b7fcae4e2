import { QUESTIONNAIRE_PAGES } from '@app/shared';
import { QUESTIONNAIRE_ANSWERS_KEY, QUESTIONNAIRE_STEP_KEY, type DraftAnswers } from '../lib/signup-storage';

/** A complete questionnaire as the form stores it (strings from the controls). Test data only. */
export const COMPLETE_ANSWERS: DraftAnswers = {
  '1': 'Woman',
  '2': 'Man',
  '3': 'Sometimes',
  '4': 'Serious to get married soon',
  '5': 'Just started',
  '6': 'Myself',
  '7': '29',
  '8': { min: '28', max: '35' },
  '9': 'Yes',
  '10': "Doesn't matter",
  '11': "It's a must",
  '12': ['Music', 'Cooking'],
};

/** Stores the answers of the first `pages` pages, and the page to resume on. */
export function seedQuestionnaire(pages: number, step = pages + 1) {
  const ids = QUESTIONNAIRE_PAGES.slice(0, pages).flat();
  const answers = Object.fromEntries(ids.map((id) => [String(id), COMPLETE_ANSWERS[String(id)]]));
  sessionStorage.setItem(QUESTIONNAIRE_ANSWERS_KEY, JSON.stringify(answers));
  sessionStorage.setItem(QUESTIONNAIRE_STEP_KEY, String(step));
}
