import { describe, expect, it } from 'vitest';
import { parseMessageId, textFingerprint } from './chat-text';

describe('the repeated-text fingerprint', () => {
  it('is the same for texts that differ only in case and spacing', () => {
    expect(textFingerprint('Hello dear friend, how are you?')).toBe(
      textFingerprint('hello  DEAR friend,\nhow are you?'),
    );
    expect(textFingerprint('  Hello   Dear\n\tFriend ')).toBe(textFingerprint('hello dear friend'));
  });

  it('differs for different texts, and is null without text', () => {
    expect(textFingerprint('Hello dear friend')).not.toBe(textFingerprint('Hello dear friends'));
    expect(textFingerprint(null)).toBeNull();
    expect(textFingerprint('   ')).toBeNull();
  });
});

describe('message ids', () => {
  it('accept positive decimal ids only', () => {
    expect(parseMessageId('1')).toBe(1);
    expect(parseMessageId('9007199254740991')).toBe(9007199254740991);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '1e3', '99999999999999999']) {
      expect(parseMessageId(bad), bad).toBeNull();
    }
  });
});
