import { describe, expect, it } from 'vitest';
import { documentTexts } from './testing/document-texts';
import { PAYMENT_RECORD_YEARS, SECURITY_LOG_MONTHS } from '@app/shared/data-export';

/**
 * The public pages say how long payment records outlive an account, and why, with the number the server keeps them
 * for and writes on the deletion receipt (`PAYMENT_RECORD_YEARS`), in every language; and security logs as long as
 * the server keeps them (`SECURITY_LOG_MONTHS`).
 */
const documents = import.meta.glob<Record<string, unknown>>(
  '../content/documents/*/{delete-account,privacy-policy}.ts',
  { eager: true },
);
const PAYMENT = { en: /payment and invoice records/i, hi: /भुगतान/, pa: /ਭੁਗਤਾਨ/ } as const;
const YEARS = { en: 'years', hi: 'साल', pa: 'ਸਾਲ' } as const;
const SECURITY_LOGS = { en: /security logs/i, hi: /सुरक्षा लॉग/, pa: /ਸੁਰੱਖਿਆ ਲੌਗ/ } as const;
const MONTHS = { en: 'months', hi: 'महीने', pa: 'ਮਹੀਨੇ' } as const;

describe.each(Object.keys(documents))('%s', (file) => {
  const language = /documents\/(\w+)\//.exec(file)?.[1] as keyof typeof PAYMENT;

  it('keeps payment records as long as the server says, for company law’s reason', () => {
    const lines = documentTexts(documents[file]).filter((text) => PAYMENT[language].test(text) && /\d/.test(text));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const numbers = [...line.matchAll(new RegExp(`(\\d+) ${YEARS[language]}`, 'g'))].map((m) => Number(m[1]));
      expect(numbers.length, line).toBeGreaterThan(0);
      expect(new Set(numbers), line).toEqual(new Set([PAYMENT_RECORD_YEARS]));
      // The Corporations Act asks 7 years of a company's financial records; tax law alone asks 5.
      expect(line).toContain('2001');
    }
  });

  it('keeps security logs as long as the server does (it deletes older ones every day)', () => {
    const lines = documentTexts(documents[file]).filter((text) => SECURITY_LOGS[language].test(text));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const numbers = [...line.matchAll(new RegExp(`(\\d+) ${MONTHS[language]}`, 'g'))].map((m) => Number(m[1]));
      expect(new Set(numbers), line).toEqual(new Set([SECURITY_LOG_MONTHS]));
    }
  });
});
