import { createHash } from 'node:crypto';
import { repeatedTextKey } from './scam-rules';

/**
 * A short, stable fingerprint of a message's text as the repeated-text rule compares it (the scam rules'
 * `repeatedTextKey`: lower-case, Unicode-normalised, whitespace collapsed, punctuation dropped), stored with the
 * message so the rule counts recipients with an index instead of reading texts. Null without text.
 */
export function textFingerprint(text: string | null): string | null {
  if (text === null) return null;
  const key = repeatedTextKey(text);
  if (!key) return null;
  return createHash('sha256').update(key, 'utf8').digest('base64url').slice(0, 32);
}

/** Message ids travel as decimal strings (opaque to clients); null for anything that is not a positive id. */
export function parseMessageId(value: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
