import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { DeletionReceiptSchema } from '@app/shared/data-export';
import { deletionReceipt, deletionReceiptEmail, PAYMENT_RECORD_YEARS } from './account-deletion';
import type { AccountCounts } from './account-deletion.repository';

/**
 * The deletion receipt (issue 14 point 5) in the member's language (issue 30): the API answers codes with English
 * words (for older clients), and the e-mail words every line from its code in the recipient's language.
 */
const brand = { ...PLACEHOLDER_BRAND, siteName: 'Sample Site', supportEmail: 'help@example.com' };
const DELETED = new Date('2026-11-28T03:00:00Z');
const counts: AccountCounts = {
  answers: 12,
  photos: 3,
  messagesSent: 2,
  messagesReceived: 0,
  chatFiles: 0,
  connections: 1,
  favourites: 2,
  blocks: 1,
  notifications: 4,
  sessions: 2,
  pushSubscriptions: 0,
  calls: 0,
  exports: 1,
  verificationRequests: 0,
  payments: 2,
  reportsMade: 1,
};
const receipt = deletionReceipt(counts, DELETED);
const body = (text: string) => text.split('\n\n—\n\n')[0]!.split('\n\n').filter(Boolean);

describe('the deletion receipt', () => {
  it('answers each line by code, with the English words older clients show', () => {
    expect(DeletionReceiptSchema.parse(receipt)).toEqual(receipt);
    expect(receipt.removed[2]).toEqual({
      code: 'photos',
      what: 'Your photos, every size, from our file store',
      count: 3,
    });
    expect(receipt.removed.find((line) => line.code === 'favourites')?.count).toBe(3);
    expect(receipt.kept.map((line) => line.code)).toEqual(['payments', 'reports', 'securityRecord']);
    expect(receipt.kept[0]).toEqual({
      code: 'payments',
      params: { count: 2, years: PAYMENT_RECORD_YEARS, until: '2033-11-28T03:00:00.000Z' },
      what: 'Payment records (2 orders): plan, amount, GST, date, and the billing name and e-mail on the tax invoice',
      why: 'Australian company law (the Corporations Act 2001) requires us to keep our financial records, which include these payments, for 7 years. They are no longer linked to an account.',
      until: '28 November 2033',
    });
    expect(receipt.kept[1]?.what).toBe('Reports you made about other members (1), without your name');
  });

  it('e-mails the lines in English as before', () => {
    const mail = deletionReceiptEmail(brand, 'en', 'asha@example.com', receipt);
    const lines = body(mail.text);
    expect(lines).toContain('• Your photos, every size, from our file store (3)');
    expect(lines).toContain('• Your account, sign-in and profile (My Details)');
    // Nothing of what there was none of.
    expect(mail.text).not.toContain('Messages you received');
    expect(lines).toContain(
      '• Payment records (2 orders): plan, amount, GST, date, and the billing name and e-mail on the tax invoice. Australian company law (the Corporations Act 2001) requires us to keep our financial records, which include these payments, for 7 years. They are no longer linked to an account. Kept: 28 November 2033.',
    );
    expect(lines).toContain(
      '• Reports you made about other members (1), without your name. Our team needs them to keep members safe. Kept: Until the team no longer needs them.',
    );
  });

  it.each([
    [
      'hi' as const,
      '• आपकी फ़ोटो, हर साइज़ में, हमारे फ़ाइल स्टोर से (3)',
      '• भुगतान का रिकॉर्ड (2 ऑर्डर): प्लान, रक़म, GST, तारीख़, और टैक्स इनवॉइस पर लिखा बिलिंग का नाम और ईमेल। ऑस्ट्रेलिया का कंपनी क़ानून (कॉरपोरेशन्स एक्ट 2001) हमसे अपने वित्तीय रिकॉर्ड, जिनमें ये भुगतान भी शामिल हैं, 7 साल तक रखने को कहता है। अब ये किसी खाते से जुड़े नहीं हैं। कब तक: 28 नवंबर 2033।',
    ],
    [
      'pa' as const,
      '• ਤੁਹਾਡੀਆਂ ਫੋਟੋਆਂ, ਹਰ ਸਾਈਜ਼ ਵਿੱਚ, ਸਾਡੇ ਫ਼ਾਈਲ ਸਟੋਰ ਤੋਂ (3)',
      '• ਭੁਗਤਾਨ ਦਾ ਰਿਕਾਰਡ (2 ਆਰਡਰ): ਪਲਾਨ, ਰਕਮ, GST, ਤਾਰੀਖ਼, ਅਤੇ ਟੈਕਸ ਇਨਵੌਇਸ ’ਤੇ ਲਿਖਿਆ ਬਿਲਿੰਗ ਦਾ ਨਾਂ ਅਤੇ ਈਮੇਲ। ਆਸਟ੍ਰੇਲੀਆ ਦਾ ਕੰਪਨੀ ਕਾਨੂੰਨ (ਕਾਰਪੋਰੇਸ਼ਨਜ਼ ਐਕਟ 2001) ਸਾਨੂੰ ਆਪਣੇ ਵਿੱਤੀ ਰਿਕਾਰਡ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਇਹ ਭੁਗਤਾਨ ਵੀ ਸ਼ਾਮਲ ਹਨ, 7 ਸਾਲ ਤੱਕ ਰੱਖਣ ਲਈ ਕਹਿੰਦਾ ਹੈ। ਹੁਣ ਇਹ ਕਿਸੇ ਖਾਤੇ ਨਾਲ ਜੁੜੇ ਨਹੀਂ ਹਨ। ਕਦੋਂ ਤੱਕ: 28 ਨਵੰਬਰ 2033।',
    ],
  ])('e-mails every line in the recipient’s language (%s), the day too', (language, photos, payments) => {
    const mail = deletionReceiptEmail(brand, language, 'asha@example.com', receipt);
    const lines = body(mail.text);
    expect(lines).toContain(photos);
    expect(lines).toContain(payments);
    // No English line is left: every line is worded from its code.
    for (const line of [...receipt.removed, ...receipt.kept]) expect(mail.text).not.toContain(line.what);
    expect(mail.text).not.toMatch(/Kept:|Until the team|Up to 12 months/);
  });
});
