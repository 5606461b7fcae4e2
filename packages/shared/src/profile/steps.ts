import { z } from 'zod';
import {
  countryCodeField,
  dateOfBirthField,
  incomeField,
  optionalText,
  optionField,
  shortText,
  timeOfBirthField,
} from './fields';
import {
  AUSTRALIAN_VISA_STATUSES,
  CASTES,
  COMMUNITIES,
  ETHNICITIES,
  MOTHER_TONGUES,
  OCCUPATIONS,
  QUALIFICATIONS,
  RELIGIONS,
  WORKING_STATUSES,
} from './options';

/**
 * Onboarding steps 2, 3 and 5 (POST form/*; GET form/* returns what is saved, in the same shape), and the option
 * fields the My Details sections share with them. A module of its own, importable as `@app/shared/profile/steps`,
 * that never reaches the phone number code (libphonenumber-js, about 30 KB gzipped): a web page that imports
 * `@app/shared/profile` downloads the whole profile module with it. `index.ts` re-exports the schemas unchanged.
 */

export const WORKING_STATUS_VALUES = WORKING_STATUSES.map((status) => status.value) as unknown as readonly [
  (typeof WORKING_STATUSES)[number]['value'],
  ...(typeof WORKING_STATUSES)[number]['value'][],
];

export const religion = optionField(RELIGIONS, 'Please choose your religion.');
export const community = optionField(COMMUNITIES, 'Please choose your community.');
export const caste = optionField(CASTES, 'Please choose a caste from the list, or “Caste no bar”.');
export const motherTongue = optionField(MOTHER_TONGUES, 'Please choose your mother tongue.');
export const qualification = optionField(QUALIFICATIONS, 'Please choose your highest qualification.');
export const occupation = optionField(OCCUPATIONS, 'Please choose your occupation.');
export const workingStatus = optionField(WORKING_STATUS_VALUES, 'Please choose your working status.');
export const visaStatus = optionField(AUSTRALIAN_VISA_STATUSES, 'Please choose your Australian visa status.');
export const placeOfBirth = shortText('your place of birth');

// ---------------------------------------------------------------------------------------------------------
// Onboarding steps

export const QualificationDetailsInputSchema = z.strictObject({
  qualification,
  currentWorkingStatus: workingStatus,
  occupation,
  income: incomeField,
});
export type QualificationDetailsInput = z.input<typeof QualificationDetailsInputSchema>;
export type QualificationDetails = z.output<typeof QualificationDetailsInputSchema>;

/**
 * `country` and `citizenShip` are ISO 3166-1 codes (country names are accepted and converted by the server);
 * `state` is the name of one of that country's states. `austrailanVisaStatus` keeps the reference's spelling;
 * `australianVisaStatus` is accepted too.
 */
export const LocationDetailsInputSchema = z
  .strictObject({
    citizenShip: countryCodeField('Please choose your citizenship.'),
    country: countryCodeField('Please choose the country you live in.'),
    state: shortText('your state').min(1, 'Please choose your state or region.'),
    austrailanVisaStatus: visaStatus.optional(),
    australianVisaStatus: visaStatus.optional(),
    cityOfResidence: optionalText(shortText('your city')),
  })
  .transform(({ australianVisaStatus, austrailanVisaStatus, ...rest }) => ({
    ...rest,
    austrailanVisaStatus: austrailanVisaStatus ?? australianVisaStatus,
  }))
  .superRefine((value, context) => {
    if (!value.austrailanVisaStatus) {
      context.addIssue({
        code: 'custom',
        path: ['austrailanVisaStatus'],
        message: 'Please choose your Australian visa status (or “Not applicable”).',
      });
    }
  });
export type LocationDetailsInput = z.input<typeof LocationDetailsInputSchema>;
export type LocationDetails = z.output<typeof LocationDetailsInputSchema>;

export const OtherDetailsInputSchema = z.strictObject({
  religion,
  community,
  caste,
  motherTongue,
  dateOfBirth: dateOfBirthField,
  timeOfBirth: optionalText(timeOfBirthField),
  placeOfBirth: optionalText(placeOfBirth),
  subCommunity: optionalText(shortText('your sub-community')),
  ethnicity: optionalText(optionField(ETHNICITIES, 'Please choose from the list.')),
});
export type OtherDetailsInput = z.input<typeof OtherDetailsInputSchema>;
export type OtherDetails = z.output<typeof OtherDetailsInputSchema>;
