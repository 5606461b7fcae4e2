import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../../lib/session/browser-storage';
import { COMPLETE_ANSWERS } from '../testing/answers';
import { clearQuestionnaire, readDraftAnswers, writeDraftAnswers } from './signup-storage';

// The server sends GET /register straight to /questions unless this cookie says the tab's answers are complete.
const marker = () => readCookie('questionnaire_answered');

afterEach(() => clearQuestionnaire());

describe('the questionnaire_answered marker', () => {
  it('is set once the stored answers are complete, and only then', () => {
    const { '12': _hobbies, ...allButOne } = COMPLETE_ANSWERS;
    writeDraftAnswers(allButOne);
    expect(marker()).toBeNull();
    writeDraftAnswers(COMPLETE_ANSWERS);
    expect(marker()).toBe('1');
    expect(readDraftAnswers()).toEqual(COMPLETE_ANSWERS);
  });

  it('goes when an answer is taken back, and when the questionnaire is cleared (the account exists)', () => {
    writeDraftAnswers(COMPLETE_ANSWERS);
    writeDraftAnswers({ ...COMPLETE_ANSWERS, '7': '17' });
    expect(marker()).toBeNull();
    writeDraftAnswers(COMPLETE_ANSWERS);
    clearQuestionnaire();
    expect(marker()).toBeNull();
    expect(readDraftAnswers()).toEqual({});
  });
});
