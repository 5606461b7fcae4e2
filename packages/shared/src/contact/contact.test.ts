import { describe, expect, it } from 'vitest';
import {
  CONTACT_DEFAULTS,
  CONTACT_MESSAGES,
  COUNTRIES,
  ContactInputSchema,
  DEFAULT_COUNTRY,
  countryName,
  formatContactPhone,
} from './index';

const valid = {
  firstName: 'Asha',
  lastName: 'Kumar',
  email: 'asha@example.com',
  country: 'AU',
  phone: { countryCode: '+61', number: '412 345 678' },
  message: 'I would like to know more about the Exclusive plan.',
  privacyConsent: true,
};

function messagesFor(input: unknown): Record<string, string> {
  const result = ContactInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contact schema', () => {
  it('accepts a complete message and trims the text fields', () => {
    const parsed = ContactInputSchema.parse({ ...valid, firstName: '  Asha ', email: ' asha@example.com ' });
    expect(parsed.firstName).toBe('Asha');
    expect(parsed.email).toBe('asha@example.com');
  });

  it('says what is wrong with each field, in plain words', () => {
    expect(
      messagesFor({
        firstName: ' ',
        lastName: '',
        email: 'not-an-email',
        country: 'XX',
        phone: { countryCode: '+61', number: '' },
        message: 'short',
        privacyConsent: false,
      }),
    ).toEqual({
      firstName: CONTACT_MESSAGES.firstNameRequired,
      lastName: CONTACT_MESSAGES.lastNameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      country: CONTACT_MESSAGES.countryRequired,
      'phone.number': CONTACT_MESSAGES.phoneLength,
      message: CONTACT_MESSAGES.messageTooShort,
      privacyConsent: CONTACT_MESSAGES.privacyConsent,
    });
  });

  it('refuses line breaks and angle brackets in names', () => {
    expect(messagesFor({ ...valid, firstName: 'Asha\r\nBcc: x@example.com' }).firstName).toBe(
      CONTACT_MESSAGES.nameCharacters,
    );
    expect(messagesFor({ ...valid, lastName: '<b>Kumar</b>' }).lastName).toBe(CONTACT_MESSAGES.nameCharacters);
    expect(ContactInputSchema.safeParse({ ...valid, firstName: 'Zoë-Anne', lastName: "O'Brien Nguyễn" }).success).toBe(
      true,
    );
  });

  it('limits names to 80 characters and messages to 10–5000', () => {
    expect(messagesFor({ ...valid, firstName: 'a'.repeat(81) }).firstName).toBe(CONTACT_MESSAGES.nameTooLong);
    expect(ContactInputSchema.safeParse({ ...valid, lastName: 'a'.repeat(80) }).success).toBe(true);
    expect(ContactInputSchema.safeParse({ ...valid, message: 'x'.repeat(10) }).success).toBe(true);
    expect(ContactInputSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(messagesFor({ ...valid, message: 'x'.repeat(5001) }).message).toBe(CONTACT_MESSAGES.messageTooLong);
    // Whitespace does not count towards the minimum.
    expect(messagesFor({ ...valid, message: `   ${'x'.repeat(9)}    ` }).message).toBe(
      CONTACT_MESSAGES.messageTooShort,
    );
  });

  it('takes a phone number as calling code plus digits and spaces, 6 to 15 digits in all', () => {
    const phone = (countryCode: string, number: string) => messagesFor({ ...valid, phone: { countryCode, number } });
    expect(phone('+61', '0412 345 678')).toEqual({});
    expect(phone('+1', '202 555 0143')).toEqual({});
    expect(phone('+880', '1712 345678')).toEqual({});
    expect(phone('+61', '0412-345-678')['phone.number']).toBe(CONTACT_MESSAGES.phoneCharacters);
    expect(phone('+61', '+61 412 345 678')['phone.number']).toBe(CONTACT_MESSAGES.phoneCharacters);
    expect(phone('+61', '123')['phone.number']).toBe(CONTACT_MESSAGES.phoneLength); // 5 digits in all
    expect(phone('+61', '1234')).toEqual({}); // 6 digits in all
    expect(phone('+61', '1234567890123')).toEqual({}); // 15
    expect(phone('+61', '12345678901234')['phone.number']).toBe(CONTACT_MESSAGES.phoneLength); // 16
    expect(phone('61', '412 345 678')['phone.countryCode']).toBe(CONTACT_MESSAGES.phoneCountryCode);
    expect(phone('+0', '412 345 678')['phone.countryCode']).toBe(CONTACT_MESSAGES.phoneCountryCode);
  });

  it('needs the privacy consent to be exactly true', () => {
    for (const privacyConsent of [false, 'true', 1, undefined]) {
      expect(messagesFor({ ...valid, privacyConsent }).privacyConsent).toBe(CONTACT_MESSAGES.privacyConsent);
    }
  });

  it('drops fields it does not know', () => {
    const parsed = ContactInputSchema.parse({ ...valid, status: 'closed', ipHash: 'x' });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('ipHash');
  });

  it('formats the phone number for storage', () => {
    expect(formatContactPhone({ countryCode: '+61', number: ' 412  345 678 ' })).toBe('+61 412 345 678');
  });
});

describe('countries', () => {
  it('lists every ISO 3166-1 country once, sorted by name, with Australia the default', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(DEFAULT_COUNTRY).toBe('AU');
    expect(CONTACT_DEFAULTS.country).toBe('AU');
    expect(countryName('AU')).toBe('Australia');
    expect(countryName('IN')).toBe('India');
    expect(countryName('XX')).toBeUndefined();
  });
});
