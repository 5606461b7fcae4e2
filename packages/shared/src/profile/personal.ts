import { z } from 'zod';
import {
  aboutField,
  aboutSecondLanguageField,
  checkAboutSecond,
  integerField,
  nameField,
  optionalText,
  optionField,
  PROFILE_TEXT_LIMITS,
} from './fields';
import { MARITAL_STATUSES, MAX_CHILDREN } from './options';
import { contactNumberField } from './phone';

/**
 * The schemas that hold a phone number or build on those that do (issue: profile), apart from the rest of the
 * profile contracts: the phone check needs libphonenumber-js (about 30 KB gzipped in a browser), so only the pages
 * that ask for a phone number import this module (`@app/shared/profile/personal`); `index.ts` re-exports it.
 */

const maritalStatus = optionField(MARITAL_STATUSES, 'Please choose your marital status.');
const numberOfChildren = integerField(0, MAX_CHILDREN, `Please choose a number from 0 to ${MAX_CHILDREN}.`);

/** Children are asked about only when the member has been married. */
function childrenMatchMaritalStatus(
  value: { maritalStatus?: string | undefined; numberOfChildren?: number | undefined },
  context: z.RefinementCtx,
) {
  if (value.maritalStatus === 'Never Married' && value.numberOfChildren && value.numberOfChildren > 0) {
    context.addIssue({
      code: 'custom',
      path: ['numberOfChildren'],
      message: 'Members who have never married list 0 children here. Please check your marital status.',
    });
  }
}

/** Onboarding step 1 (POST form/personalDetails; GET form/personalDetails returns it in the same shape). */
export const PersonalDetailsInputSchema = z
  .strictObject({
    firstName: nameField('Please enter your first name.'),
    lastName: nameField('Please enter your last name.'),
    displayName: optionalText(
      z
        .string()
        .trim()
        .max(PROFILE_TEXT_LIMITS.displayNameMax, `Please use at most ${PROFILE_TEXT_LIMITS.displayNameMax} characters.`)
        .regex(/^[^\p{Cc}<>]*$/u, 'Please use letters, spaces and punctuation only.'),
    ),
    maritalStatus,
    numberOfChildren: numberOfChildren.default(0),
    contactNumber: contactNumberField,
    aboutYourSelf: aboutField,
  })
  .superRefine(childrenMatchMaritalStatus);
export type PersonalDetailsInput = z.input<typeof PersonalDetailsInputSchema>;
export type PersonalDetails = z.output<typeof PersonalDetailsInputSchema>;

/**
 * PUT profile/updatePersonalDetails (My Details). `aboutSecond` and `aboutSecondLanguage`: the about text in a second
 * language (`checkAboutSecond` in fields.ts), sent together; both null (or empty) removes it.
 */
export const UpdatePersonalDetailsInputSchema = z
  .strictObject({
    firstName: nameField('Please enter your first name.').optional(),
    lastName: nameField('Please enter your last name.').optional(),
    displayName: PersonalDetailsInputSchema.shape.displayName,
    maritalStatus: maritalStatus.optional(),
    numberOfChildren: numberOfChildren.optional(),
    aboutYourSelf: aboutField.optional(),
    aboutSecond: optionalText(aboutField),
    aboutSecondLanguage: optionalText(aboutSecondLanguageField),
  })
  .superRefine((value, context) => {
    childrenMatchMaritalStatus(value, context);
    checkAboutSecond(value, context);
  });

/** PUT profile/contact/{userId}. */
export const UpdateContactInputSchema = z.strictObject({ contactNumber: contactNumberField });
