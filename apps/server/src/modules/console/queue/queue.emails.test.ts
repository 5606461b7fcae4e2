import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { PAYMENT_RECORD_YEARS } from '@app/shared/data-export';
import { accountRemovedEmail } from './queue.emails';

/** The closing e-mail says how long payment records are kept with the number the deletion receipt uses. */
describe('the account closed e-mail', () => {
  it.each([
    ['en', `payment records for ${PAYMENT_RECORD_YEARS} years`],
    ['hi', `${PAYMENT_RECORD_YEARS} साल`],
    ['pa', `${PAYMENT_RECORD_YEARS} ਸਾਲ`],
  ] as const)('%s: payment records are kept for PAYMENT_RECORD_YEARS', (language, kept) => {
    const mail = accountRemovedEmail({
      brand: PLACEHOLDER_BRAND,
      publicUrl: 'https://example.com',
      to: 'asha@example.com',
      name: 'Asha',
      language,
    });
    expect(mail.text).toContain(kept);
  });
});
