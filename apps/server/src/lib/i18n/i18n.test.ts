import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { planEndingEmail } from '../../modules/plans/plan-emails';
import { receiptEmail } from '../../modules/payments/payment-jobs';
import { formatAud, formatDay, t } from './index';

/** The server's translator: lookups, plurals, and dates and amounts written for the reader's language. */
const END = new Date('2026-11-28T03:00:00Z');

describe('t', () => {
  it('chooses the plural of the language, Hindi counting 1 as one', () => {
    expect(t('en', 'notifications:digest.subject', { count: 1 })).toBe('A new match for you today');
    expect(t('en', 'notifications:digest.subject', { count: 3 })).toBe('3 new matches for you today');
    expect(t('hi', 'notifications:digest.subject', { count: 1 })).toBe('आज आपके लिए 1 नया रिश्ता');
    expect(t('pa', 'notifications:digest.subject', { count: 4 })).toBe('ਅੱਜ ਤੁਹਾਡੇ ਲਈ 4 ਨਵੇਂ ਰਿਸ਼ਤੇ');
  });

  it('throws on a key English does not have, rather than sending it', () => {
    expect(() => t('hi', 'mail:noSuchKey')).toThrow('No server message mail:noSuchKey');
  });
});

describe('dates and amounts', () => {
  it('writes a day in the company’s time zone in each language', () => {
    expect(formatDay('en', END)).toBe('28 November 2026');
    expect(formatDay('hi', END)).toBe('28 नवंबर 2026');
    expect(formatDay('pa', END)).toBe('28 ਨਵੰਬਰ 2026');
  });

  it('keeps A$ and groups the digits as the language does', () => {
    expect(formatAud('en', 12345650)).toBe('A$123,456.50');
    expect(formatAud('hi', 12345650)).toBe('A$1,23,456.50');
    expect(formatAud('pa', 2999)).toBe('A$29.99');
  });

  it('puts them in the e-mails', () => {
    const base = { brand: PLACEHOLDER_BRAND, publicUrl: 'https://example.com', to: 'a@example.com' };
    const ending = planEndingEmail({
      ...base,
      language: 'hi',
      planName: 'Premium',
      endsAt: END,
      tierAfter: 'Standard',
    });
    expect(ending.subject).toBe('आपका Premium प्लान 28 नवंबर 2026 को समाप्त हो रहा है');
    expect(ending.html).toContain('<html lang="hi-IN">');
    const receipt = receiptEmail(
      PLACEHOLDER_BRAND,
      'pa',
      {
        orderId: 'ORD-1',
        planName: 'Premium',
        planType: 'Monthly',
        durationInMonths: 1,
        amountCents: 2999,
        gstCents: 273,
        startsAt: END,
        endsAt: new Date('2026-12-28T03:00:00Z'),
        billingName: 'Harpreet',
        billingEmail: 'h@example.com',
        purchasedFor: '',
        paymentReference: 'pi_1',
        createdAt: END,
      } as Parameters<typeof receiptEmail>[2],
      Buffer.from(''),
    );
    expect(receipt.text).toContain(
      'ਧੰਨਵਾਦ, Harpreet ਜੀ। ਸਾਨੂੰ ਤੁਹਾਡਾ A$29.99 ਦਾ ਭੁਗਤਾਨ ਮਿਲ ਗਿਆ ਹੈ (ਇਸ ਵਿੱਚ GST A$2.73 ਸ਼ਾਮਲ ਹੈ)।',
    );
    expect(receipt.text).toContain('Premium ਪਲਾਨ, ਮਹੀਨਾਵਾਰ (1 ਮਹੀਨਾ): ਤੁਹਾਡਾ ਪਲਾਨ 28 ਨਵੰਬਰ 2026 ਤੋਂ 28 ਦਸੰਬਰ 2026 ਤੱਕ ਚੱਲੇਗਾ।');
    expect(receipt.html).toContain('<html lang="pa-IN">');
  });
});
