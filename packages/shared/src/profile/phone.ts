import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';

/*
 * Phone numbers (issue: profile), apart from the other field building blocks: libphonenumber-js and its metadata
 * weigh about 30 KB gzipped in a browser, which only the pages that ask for a phone number should download.
 */

export const PHONE_MESSAGES = {
  required: 'Please enter your contact number.',
  invalid: 'Please enter a valid phone number with its country code, like +61 412 345 678.',
} as const;

/**
 * An international phone number, checked with libphonenumber-js and stored in E.164 form ("+61412345678").
 * The reference's 10-digit numbers without a country code are not enough to call anyone abroad, so a country
 * code is required.
 */
export const contactNumberField = z
  .string({ error: PHONE_MESSAGES.required })
  .trim()
  .min(1, PHONE_MESSAGES.required)
  .max(32, PHONE_MESSAGES.invalid)
  .refine((value) => /^\+?[\d\s().-]+$/.test(value), { message: PHONE_MESSAGES.invalid })
  .transform((value) => (value.startsWith('+') ? value : `+${value}`))
  .refine((value) => isValidPhoneNumber(value), { message: PHONE_MESSAGES.invalid })
  .transform((value) => parsePhoneNumberWithError(value).number as string);

/** "+61 412 345 678" for display. */
export function formatPhoneNumber(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}
