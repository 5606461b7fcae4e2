import { COOKIE } from '@app/shared/constants';
import { isQuestionnaireComplete } from '@app/shared/questionnaire/questions';
import { removeCookie, writeCookie } from '../../../lib/session/browser-storage';

/**
 * Sign-up progress kept in sessionStorage (this tab only, gone when it closes), never in localStorage: the
 * signed-out start-up empties localStorage, and the answers must survive a reload until the account exists.
 */
export const QUESTIONNAIRE_ANSWERS_KEY = 'questionnaireAnswers';
export const QUESTIONNAIRE_STEP_KEY = 'questionnaireStep';
export const PENDING_EMAIL_KEY = 'pendingEmail';

/** Answers as the form holds them (strings from the controls), keyed by question id. */
export type DraftAnswers = Record<string, unknown>;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the flow still works within this page.
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}

export function readDraftAnswers(): DraftAnswers {
  const raw = read(QUESTIONNAIRE_ANSWERS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as DraftAnswers) : {};
  } catch {
    return {};
  }
}

export function writeDraftAnswers(draft: DraftAnswers): void {
  write(QUESTIONNAIRE_ANSWERS_KEY, JSON.stringify(draft));
  markQuestionnaireAnswered(isQuestionnaireComplete(draft));
}

/**
 * Tells the server whether this visitor's answers are complete (`questionnaire_answered`, a browser-session cookie
 * holding only `1`): without it, GET /register goes straight to /questions instead of loading a page that would
 * only send the visitor there. Lax, so a link from another site to /register still carries it.
 */
export function markQuestionnaireAnswered(answered: boolean): void {
  try {
    if (answered) writeCookie(COOKIE.questionnaireAnswered, '1', 'lax');
    else removeCookie(COOKIE.questionnaireAnswered);
  } catch {
    // Cookies blocked: /register then loads its page, which sends the visitor on as before.
  }
}

/** The questionnaire page to resume on (0 = welcome). */
export function readQuestionnaireStep(): number {
  const value = Number(read(QUESTIONNAIRE_STEP_KEY));
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

export function writeQuestionnaireStep(step: number): void {
  write(QUESTIONNAIRE_STEP_KEY, String(step));
}

export function clearQuestionnaire(): void {
  remove(QUESTIONNAIRE_ANSWERS_KEY);
  remove(QUESTIONNAIRE_STEP_KEY);
  markQuestionnaireAnswered(false);
}

/** The address the code was sent to, for display on the code screens only. */
export function readPendingEmail(): string | null {
  return read(PENDING_EMAIL_KEY);
}

export function writePendingEmail(email: string): void {
  write(PENDING_EMAIL_KEY, email);
}

export function clearPendingEmail(): void {
  remove(PENDING_EMAIL_KEY);
}
