import { MEMBER_DRAFT_PREFIX } from '../../../../lib/session/browser-storage';

/**
 * What a member typed into a step and has not saved yet, kept in sessionStorage (this tab only) per member and
 * step, so a failed save or a reload loses nothing. Only form text is kept (never photos); a successful save
 * removes it, and logout removes every member draft (session-effects).
 */
const key = (userId: string, step: string) => `${MEMBER_DRAFT_PREFIX}onboarding:${userId}:${step}`;

export type Draft = Record<string, string>;

export function readDraft(userId: string | undefined, step: string): Draft | null {
  if (!userId) return null;
  try {
    const raw = sessionStorage.getItem(key(userId, step));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    // Only text values: anything else was not written by this code.
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return entries.length ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string | undefined, step: string, values: Record<string, unknown>): void {
  if (!userId) return;
  const text = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  try {
    sessionStorage.setItem(key(userId, step), JSON.stringify(text));
  } catch {
    // Storage full or blocked: the form still works, it just will not survive a reload.
  }
}

export function clearDraft(userId: string | undefined, step: string): void {
  if (!userId) return;
  try {
    sessionStorage.removeItem(key(userId, step));
  } catch {
    // Nothing was kept then.
  }
}
