import { describe, expect, it } from 'vitest';
import type { ScamFlagKind } from '@app/shared/chat';
import {
  flagMessage,
  normaliseMessageText,
  OFF_PLATFORM_WINDOW_DAYS,
  REPEATED_TEXT_RECIPIENTS,
  repeatedTextKey,
} from './scam-rules';

/**
 * The scam and safety rules on example messages: what each rule must catch (also disguised), and ordinary
 * messages between members getting to know each other that must earn no warning (a false warning insults them).
 */
const now = new Date('2026-12-01T10:00:00Z');
const DAY = 86_400_000;
/** Connected yesterday: inside the off-platform window. */
const newConnection = new Date(now.getTime() - DAY);
/** Connected a month ago: outside it. */
const oldConnection = new Date(now.getTime() - 30 * DAY);

const flags = (text: string, options: { connectedAt?: Date; sameTextRecipients?: number } = {}) =>
  flagMessage({
    text,
    connectedAt: options.connectedAt ?? newConnection,
    now,
    sameTextRecipients: options.sameTextRecipients ?? 0,
  });

const MONEY_REQUESTS = [
  'Can you send me $500? I will pay you back next week.',
  'I need AUD 2,000 for my visa, please help me',
  'Please wire 1000 dollars to my account today',
  'My mother is in hospital and I urgently need money for the surgery',
  'Could you lend me some money until Friday?',
  'I am stuck at the airport, the customs fees for my parcel are 800 dollars',
  'Can you buy me some iTunes gift cards and send me the codes?',
  'Send it through Western Union to my uncle',
  'Please share your bank account details so I can send the documents',
  'You should invest in this crypto trading platform, guaranteed profits every week',
  'Send 0.05 BTC to my wallet bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  'I need money for my flight ticket to come and see you',
  'pls transfer the amount via paypal to my paypal account',
  'Ｓｅｎｄ ｍｅ $３００ please', // full-width letters and digits
];

const OFF_PLATFORM = [
  'Add me on WhatsApp, it is easier',
  'Let us talk on w h a t s a p p instead',
  'My number is 0412 345 678, call me tonight',
  'Text me on +61 412 345 678',
  'my email is priya.k92@gmail.com',
  'Write to me at priya dot k at gmail dot com',
  'Find me on telegram: @priya_92',
  'We should move to another app, this one is slow',
  'Check my profile at www.example-dating.com',
  'whаtsapp me', // a Cyrillic а
  'Can I have your phone number?',
];

const ORDINARY = [
  'Hi! Thank you for accepting my request. How is your week going?',
  'My father is a doctor and my mother teaches maths at a high school.',
  'The wedding hall my cousin booked cost a lot, but it was beautiful.',
  'I work as a software engineer in Melbourne, and I love cooking on weekends.',
  'We met at the temple festival in 2019 - 2020, I think?',
  'I was born on 12/04/1994 in Chennai.',
  'I earn around 120k a year and I am saving for a house.',
  'Have you been to Sri Lanka? My grandparents lived in Kandy.',
  'I spent money on my visa last year, the process took 8 months.',
  'Would you like to meet for coffee with our families next month?',
  'Haha, yes! Tell me about your favourite books.',
  'My brother is studying to become a lawyer.',
  'I invest in my education and my health, that is what matters to me.',
  'The meeting is from 10.30 - 11.30 tomorrow, I will message you after.',
  'Ok 👍',
  'नमस्ते! आप कैसे हैं?',
];

describe('flagMessage', () => {
  it.each(MONEY_REQUESTS)('flags a money request: %s', (text) => {
    expect(flags(text, { connectedAt: oldConnection })).toContain('money_request');
  });

  it.each(OFF_PLATFORM)('flags moving off the platform in the first days: %s', (text) => {
    expect(flags(text)).toContain('off_platform');
  });

  it.each(OFF_PLATFORM)(`leaves the same alone after ${OFF_PLATFORM_WINDOW_DAYS} days: %s`, (text) => {
    expect(flags(text, { connectedAt: oldConnection })).not.toContain('off_platform');
  });

  it('applies the off-platform window to the minute', () => {
    const text = 'Add me on WhatsApp';
    const edge = now.getTime() - OFF_PLATFORM_WINDOW_DAYS * DAY;
    expect(flags(text, { connectedAt: new Date(edge + 60_000) })).toEqual(['off_platform']);
    expect(flags(text, { connectedAt: new Date(edge) })).toEqual([]);
  });

  it.each(ORDINARY)('does not flag an ordinary message: %s', (text) => {
    expect(flags(text)).toEqual([]);
  });

  it('flags a long text the sender wrote to many members, not a short greeting nor a text sent to a few', () => {
    const script = 'Hello dear, I saw your profile and I feel we have a special connection, please write to me soon';
    expect(flags(script, { connectedAt: oldConnection, sameTextRecipients: REPEATED_TEXT_RECIPIENTS })).toEqual([
      'repeated_text',
    ]);
    expect(flags(script, { connectedAt: oldConnection, sameTextRecipients: REPEATED_TEXT_RECIPIENTS - 1 })).toEqual([]);
    expect(flags('Hi, how are you?', { connectedAt: oldConnection, sameTextRecipients: 50 })).toEqual([]);
  });

  it('answers several flags in the order of SCAM_FLAG_KINDS, and none for a message without text', () => {
    const text = 'Add me on WhatsApp and send me $200 for my ticket, I will explain there';
    const expected: ScamFlagKind[] = ['money_request', 'off_platform'];
    expect(flags(text)).toEqual(expected);
    expect(flagMessage({ text: null, connectedAt: newConnection, now, sameTextRecipients: 99 })).toEqual([]);
  });
});

describe('normalisation', () => {
  it('undoes case, width, accents, look-alike letters and invisible characters', () => {
    expect(normaliseMessageText('ＷＨＡＴＳ\u200BAPP  Café')).toBe('whatsapp cafe');
    expect(normaliseMessageText('whаtsapp')).toBe('whatsapp');
  });

  it('makes one repeated-text key of texts that differ in punctuation, case and spacing', () => {
    expect(repeatedTextKey('Hello   DEAR!!  How are you?')).toBe(repeatedTextKey('hello dear, how are you'));
    expect(repeatedTextKey('Hello dear')).not.toBe(repeatedTextKey('Hello there'));
  });
});
