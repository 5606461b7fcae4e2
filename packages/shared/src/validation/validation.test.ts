import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordInputSchema,
  DeleteUserInputSchema,
  LoginInputSchema,
  RegistrationInputSchema,
  SetPasswordInputSchema,
} from '../auth/index';
import { ContactInputSchema, CONTACT_MESSAGES } from '../contact/index';
import { FamilyCandidateBodySchema, FamilyInviteBodySchema, FamilyNameBodySchema } from '../family/index';
import { DOB_MESSAGES } from '../profile/fields';
import { PartnerPreferencesSchema } from '../profile/preferences';
import {
  UpdateEducationAndFinancialInputSchema,
  UpdateFamilyDetailsInputSchema,
  UpdateLocationDetailsInputSchema,
  UpdatePersonalBackgroundInputSchema,
  UpdateReligiousBackgroundInputSchema,
} from '../profile/index';
import { PersonalDetailsInputSchema, UpdateContactInputSchema } from '../profile/personal';
import { PHONE_MESSAGES } from '../profile/phone';
import { LocationDetailsInputSchema, OtherDetailsInputSchema, QualificationDetailsInputSchema } from '../profile/steps';
import { AUTH_MESSAGES } from '../auth/index';
import { identifyValidationMessage, validationMessage, VALIDATION_MESSAGES } from './index';

/**
 * Every validation message the web's forms can show has an id in the catalogue (issue 30): the message constants, and
 * what the forms' schemas answer to empty or wrong input. (The messages in the schemas' source are checked by
 * apps/web/src/locales/validation.test.ts.)
 */
describe('the validation messages', () => {
  it('every message constant is identified and worded back the same', () => {
    const constants = [AUTH_MESSAGES, CONTACT_MESSAGES, DOB_MESSAGES, PHONE_MESSAGES].flatMap(
      Object.values,
    ) as string[];
    for (const message of constants) {
      const identified = identifyValidationMessage(message);
      expect(identified, message).toBeDefined();
      expect(validationMessage(identified!.id, identified!.values)).toBe(message);
    }
  });

  it('what the forms’ schemas answer to empty or wrong input is identified', () => {
    const schemas: z.ZodType[] = [
      LoginInputSchema,
      RegistrationInputSchema,
      SetPasswordInputSchema,
      ChangePasswordInputSchema,
      DeleteUserInputSchema,
      FamilyNameBodySchema,
      ContactInputSchema,
      FamilyCandidateBodySchema,
      FamilyInviteBodySchema,
      PersonalDetailsInputSchema,
      UpdateContactInputSchema,
      QualificationDetailsInputSchema,
      LocationDetailsInputSchema,
      OtherDetailsInputSchema,
      PartnerPreferencesSchema,
      UpdateFamilyDetailsInputSchema,
      UpdatePersonalBackgroundInputSchema,
      UpdateReligiousBackgroundInputSchema,
      UpdateLocationDetailsInputSchema,
      UpdateEducationAndFinancialInputSchema,
    ];
    const inputs = [
      {},
      { email: 'x', password: 'x', firstName: '<', lastName: ' ', about: 'short', height: 5, weight: 900 },
    ];
    const unknown: string[] = [];
    let seen = 0;
    for (const schema of schemas) {
      for (const input of inputs) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          seen += 1;
          if (!identifyValidationMessage(issue.message)) unknown.push(`${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });

  it('identifies a message with values, and gives its values back', () => {
    expect(identifyValidationMessage('Use at least 8 characters.')).toEqual({
      id: 'passwordTooShort',
      values: { min: '8' },
    });
    expect(identifyValidationMessage('Please choose at most 50 countries.')).toEqual({
      id: 'atMostCountries',
      values: { max: '50' },
    });
    expect(identifyValidationMessage('Please enter your yearly income in INR.')).toEqual({
      id: 'enterIncomeIn',
      values: { currency: 'INR' },
    });
  });

  it('gives zod’s own messages the id of a plain message', () => {
    expect(identifyValidationMessage('Too big: expected string to have <=128 characters')).toEqual({
      id: 'tooLong',
      values: { max: '128' },
    });
    expect(identifyValidationMessage('Too small: expected string to have >=1 characters')).toEqual({ id: 'required' });
    expect(identifyValidationMessage('Invalid input: expected string, received undefined')).toEqual({ id: 'required' });
    expect(identifyValidationMessage('Invalid option: expected one of "a"|"b"')).toEqual({ id: 'chooseFromList' });
  });

  it('leaves any other text alone', () => {
    expect(identifyValidationMessage('कृपया अपना नाम लिखें।')).toBeUndefined();
    expect(identifyValidationMessage('Something else entirely.')).toBeUndefined();
  });

  it('has one id per message', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
