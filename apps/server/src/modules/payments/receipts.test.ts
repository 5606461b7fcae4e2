import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { pdfText } from './pdf-text';
import { purchasedForWords, receiptPdf, type ReceiptInput } from './receipts';

/**
 * The tax invoice in the buyer's language (issue 30): English as before; Hindi and Punjabi in their script (Noto
 * embedded), with the tax office's English beside the headings and labels the law asks for.
 */
const brand = {
  ...PLACEHOLDER_BRAND,
  siteName: 'Sample Site',
  supportEmail: 'help@example.com',
  abn: '12 345 678 901',
};
const row: ReceiptInput = {
  orderId: 'WL-2026-000123',
  planName: 'Premium',
  planType: 'Monthly',
  durationInMonths: 1,
  amountCents: 2999,
  gstCents: 273,
  startsAt: new Date('2026-11-28T01:00:00Z'),
  endsAt: new Date('2026-12-28T01:00:00Z'),
  billingName: 'Harpreet Kaur',
  billingEmail: 'harpreet@example.com',
  purchasedFor: 'the profile of Anjali (member no. 10042)',
  paymentReference: 'pi_3QXabc123',
  createdAt: new Date('2026-11-28T01:00:00Z'),
} as ReceiptInput;

const text = async (language: 'en' | 'hi' | 'pa', compress = false) =>
  pdfText(await receiptPdf(brand, language, row, { compress }));

describe('the tax invoice', () => {
  it('reads in English as before', async () => {
    const english = await text('en');
    for (const words of [
      'Tax invoice',
      'Sample Site receipt',
      'ABN 12 345 678 901',
      'Invoice number',
      'Date of issue',
      '28 November 2026',
      'Bill to',
      'For the profile of Anjali (member no. 10042)',
      'Premium plan, Monthly (1 month)',
      'Service from 28 November 2026 to 28 December 2026',
      'Price (incl. GST)',
      'Total (GST included)',
      'A$29.99',
      'GST included: A$2.73',
      'Paid in full by card on 28 November 2026. Payment reference: pi_3QXabc123.',
    ]) {
      expect(english).toContain(words);
    }
    expect(english).not.toMatch(/[\u0900-\u0A7F]/);
  });

  it.each([
    [
      'hi' as const,
      [
        'टैक्स इनवॉइस',
        'इनवॉइस नंबर',
        'जारी करने की तारीख़',
        '28 नवंबर 2026',
        'बिल किसके नाम',
        'मुद्रा',
        'शामिल ',
        'सेवा 28 नवंबर 2026 से 28 दिसंबर 2026 तक',
        // In the order it is written, though a reph and an i-matra are drawn elsewhere (each run's /ActualText).
        '28 नवंबर 2026 को कार्ड से पूरा भुगतान हो गया।',
      ],
    ],
    ['pa' as const, ['ਟੈਕਸ ਇਨਵੌਇਸ', 'ਇਨਵੌਇਸ ਨੰਬਰ', '28 ਨਵੰਬਰ 2026', 'ਮੁਦਰਾ', 'ਸੇਵਾ 28 ਨਵੰਬਰ 2026 ਤੋਂ 28 ਦਸੰਬਰ 2026 ਤੱਕ']],
  ])('reads in %s, with the tax office’s English beside the legal words', async (language, words) => {
    for (const compress of [false, true]) {
      const shown = await text(language, compress);
      for (const expected of words) expect(shown).toContain(expected);
      // What the law asks for, in English too.
      for (const english of [
        'Tax invoice',
        'Invoice number',
        'Date of issue',
        'Total (GST included)',
        'ABN 12 345 678 901',
      ]) {
        expect(shown).toContain(english);
      }
      expect(shown).toContain('All items on this invoice are taxable supplies. The total price includes GST of A$2.73');
      expect(shown).toContain('A$29.99');
      expect(shown).toContain('Harpreet Kaur');
      // The member's words, not English ones, everywhere else.
      expect(shown).not.toContain('Service from');
      expect(shown).not.toContain('Questions about this invoice');
    }
  });

  it('embeds the script’s font only where it is needed', async () => {
    const english = (await receiptPdf(brand, 'en', row, { compress: false })).toString('latin1');
    expect(english).not.toContain('FontFile2');
    const hindi = (await receiptPdf(brand, 'hi', row, { compress: false })).toString('latin1');
    expect(hindi).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(hindi).toContain('/Lang (hi)');
    const punjabi = (await receiptPdf(brand, 'pa', row, { compress: false })).toString('latin1');
    expect(punjabi).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansGurmukhi/);
  });
});

describe('purchasedForWords', () => {
  it('words the stored profile again in the language, and leaves anything else as stored', () => {
    expect(purchasedForWords('en', 'the profile of Anjali (member no. 10042)')).toBe(
      'the profile of Anjali (member no. 10042)',
    );
    expect(purchasedForWords('hi', 'the profile of Anjali (member no. 10042)')).toBe(
      'Anjali की प्रोफ़ाइल (मेंबर नंबर 10042)',
    );
    expect(purchasedForWords('pa', 'someone')).toBe('someone');
  });
});
