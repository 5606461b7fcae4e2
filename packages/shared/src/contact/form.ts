import { DEFAULT_COUNTRY } from './countries';

/**
 * What the contact form shows before it checks anything: its limits, the schema's messages (which the web words from
 * its catalogue) and the empty form. Without zod, so /contact-us downloads the schema only when the form is first
 * used (apps/web/src/features/contact/lib/contact-rules.ts); `./index` re-exports these beside the schema.
 */
export const CONTACT_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  phoneDigitsMin: 6,
  phoneDigitsMax: 15,
  phoneNumberMaxLength: 24,
  /** How much of the sender's message the acknowledgement e-mail quotes back. */
  acknowledgementExcerpt: 200,
} as const;

export const CONTACT_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameTooLong: `Please use at most ${CONTACT_LIMITS.nameMax} characters.`,
  nameCharacters: 'Please use letters, spaces and punctuation only.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  countryRequired: 'Please choose your country from the list.',
  phoneCountryCode: 'Please choose a country calling code.',
  phoneCharacters: 'Please use digits and spaces only in the phone number.',
  phoneLength: `Please enter the full phone number: ${CONTACT_LIMITS.phoneDigitsMin} to ${CONTACT_LIMITS.phoneDigitsMax} digits including the country code.`,
  messageTooShort: `Please write a little more: at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Please keep your message under ${CONTACT_LIMITS.messageMax} characters.`,
  privacyConsent: 'Please agree to the Privacy Policy so that we can reply to you.',
} as const;

export const CONTACT_DEFAULTS: {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: { countryCode: string; number: string };
  message: string;
  privacyConsent: boolean;
} = {
  firstName: '',
  lastName: '',
  email: '',
  country: DEFAULT_COUNTRY,
  phone: { countryCode: '+61', number: '' },
  message: '',
  privacyConsent: false,
};

/** What the contact form holds while the visitor types (the consent box starts unticked; the schema demands `true`). */
export type ContactFormValues = typeof CONTACT_DEFAULTS;
