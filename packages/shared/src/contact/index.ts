import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './form';

export { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, countryName, type CountryCode } from './countries';
export { CONTACT_DEFAULTS, CONTACT_LIMITS, CONTACT_MESSAGES } from './form';

/**
 * The contact form (/contact-us → POST /api/v1/contact/contact). One schema, used by the form (zodResolver) and by
 * the route (fastify-type-provider-zod), so both sides accept and reject exactly the same input.
 */

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong)
    // No control characters (line breaks would let a name spill into e-mail headers or logs), no angle brackets.
    .regex(/^[^\p{Cc}<>]*$/u, CONTACT_MESSAGES.nameCharacters);

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** A calling code such as "+61" and the number as the visitor typed it (digits and spaces). */
export const ContactPhoneSchema = z
  .object({
    countryCode: z
      .string({ error: CONTACT_MESSAGES.phoneCountryCode })
      .regex(/^\+[1-9]\d{0,3}$/, CONTACT_MESSAGES.phoneCountryCode),
    number: z
      .string({ error: CONTACT_MESSAGES.phoneLength })
      .trim()
      .min(1, CONTACT_MESSAGES.phoneLength)
      .max(CONTACT_LIMITS.phoneNumberMaxLength, CONTACT_MESSAGES.phoneLength)
      .regex(/^[\d ]*$/, CONTACT_MESSAGES.phoneCharacters),
  })
  .superRefine((phone, ctx) => {
    if (phone.number === '' || !/^[\d ]*$/.test(phone.number)) return; // already reported
    const total = digitCount(phone.countryCode) + digitCount(phone.number);
    if (total < CONTACT_LIMITS.phoneDigitsMin || total > CONTACT_LIMITS.phoneDigitsMax) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: CONTACT_MESSAGES.phoneLength });
    }
  });
export type ContactPhone = z.infer<typeof ContactPhoneSchema>;

export const ContactInputSchema = z.object({
  firstName: name(CONTACT_MESSAGES.firstNameRequired),
  lastName: name(CONTACT_MESSAGES.lastNameRequired),
  email: z
    .string({ error: CONTACT_MESSAGES.emailInvalid })
    .trim()
    .max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  country: z.enum(COUNTRY_CODES, { error: CONTACT_MESSAGES.countryRequired }),
  phone: ContactPhoneSchema,
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
  privacyConsent: z.literal(true, { error: CONTACT_MESSAGES.privacyConsent }),
});
/** What the form holds and the client sends. */
export type ContactInput = z.input<typeof ContactInputSchema>;
/** What the server works with after validation (trimmed). */
export type ContactMessage = z.output<typeof ContactInputSchema>;

export const ContactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** The phone number as one readable string, e.g. "+61 412 345 678". */
export function formatContactPhone(phone: ContactPhone): string {
  return `${phone.countryCode} ${phone.number.trim().replace(/\s+/g, ' ')}`;
}
