import { z } from 'zod';
import {
  countryCodeField,
  dateOfBirthField,
  incomeField,
  integerField,
  optionalText,
  optionField,
  shortText,
  timeOfBirthField,
  yesNoField,
} from './fields';
import {
  AUSTRALIAN_VISA_STATUSES,
  CASTES,
  COMMUNITIES,
  ETHNICITIES,
  INCOME_AMOUNT_MAX,
  INCOME_CURRENCIES,
  MOTHER_TONGUES,
  OCCUPATIONS,
  QUALIFICATIONS,
  RELIGIONS,
  WORKING_STATUSES,
} from './options';
import { cityOfBirthField, horoscopeOptInField } from './birth';

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

export const incomeCurrency = optionField(INCOME_CURRENCIES, 'Please choose a currency from the list.');
/** A yearly income in whole units; "250,000" and "250 000" are read too. */
export const incomeAmount = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s,]/g, '') : value),
  integerField(0, INCOME_AMOUNT_MAX, 'Please enter a yearly income as a whole number, like 250000.'),
);

/**
 * Income is either an AUD band (`income`, as the reference sends it) or a yearly amount in the member's currency
 * (`incomeCurrency` + `incomeAmount`), which the server converts to AUD and turns into the band. A currency other
 * than AUD needs its amount.
 */
export function checkIncome(
  value: { income?: unknown; incomeCurrency?: string | undefined; incomeAmount?: number | undefined },
  context: z.RefinementCtx,
  required: boolean,
): void {
  if (value.incomeAmount !== undefined && value.incomeCurrency === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['incomeCurrency'],
      message: 'Please choose the currency of your income.',
    });
  } else if (value.incomeCurrency !== undefined && value.incomeCurrency !== 'AUD' && value.incomeAmount === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['incomeAmount'],
      message: `Please enter your yearly income in ${value.incomeCurrency}.`,
    });
  } else if (required && value.incomeAmount === undefined && value.income === undefined) {
    context.addIssue({ code: 'custom', path: ['income'], message: 'Please choose an income range.' });
  }
}

const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

export const QualificationDetailsInputSchema = z
  .strictObject({
    qualification,
    currentWorkingStatus: workingStatus,
    occupation,
    income: z.preprocess(emptyAsAbsent, incomeField.optional()),
    incomeCurrency: z.preprocess(emptyAsAbsent, incomeCurrency.optional()),
    incomeAmount: z.preprocess(emptyAsAbsent, incomeAmount.optional()),
  })
  .superRefine((value, context) => checkIncome(value, context, true))
  // A currency without an amount says nothing (an AUD band was chosen): the body stays the reference's.
  .transform(({ incomeCurrency, ...rest }) =>
    rest.incomeAmount === undefined ? rest : { ...rest, incomeCurrency: incomeCurrency ?? 'AUD' },
  );
export type QualificationDetailsInput = z.input<typeof QualificationDetailsInputSchema>;
export type QualificationDetails = z.output<typeof QualificationDetailsInputSchema>;

/**
 * `country` and `citizenShip` are ISO 3166-1 codes (country names are accepted and converted by the server);
 * `state` is the name of one of that country's states. `austrailanVisaStatus` keeps the reference's spelling;
 * `australianVisaStatus` is accepted too.
 */
export const plansMoveToAustralia = yesNoField('Please say whether you plan to move to Australia.');

/** Australia by its code or its name (the reference sends names). */
export const isAustralia = (country: string | null | undefined): boolean =>
  typeof country === 'string' && ['au', 'australia'].includes(country.trim().toLowerCase());

/** The Australian visa status is asked of members who live in Australia or plan to move there. */
export const needsVisaStatus = (country: string | null | undefined, plansMove: boolean | null | undefined) =>
  isAustralia(country) || plansMove === true;

export const LocationDetailsInputSchema = z
  .strictObject({
    citizenShip: countryCodeField('Please choose your citizenship.'),
    country: countryCodeField('Please choose the country you live in.'),
    state: shortText('your state').min(1, 'Please choose your state or region.'),
    austrailanVisaStatus: z.preprocess(emptyAsAbsent, visaStatus.optional()),
    australianVisaStatus: visaStatus.optional(),
    plansMoveToAustralia: z.preprocess(emptyAsAbsent, plansMoveToAustralia.optional()),
    cityOfResidence: optionalText(shortText('your city')),
  })
  .transform(({ australianVisaStatus, austrailanVisaStatus, ...rest }) => ({
    ...rest,
    austrailanVisaStatus: austrailanVisaStatus ?? australianVisaStatus,
  }))
  .superRefine((value, context) => {
    if (!isAustralia(value.country) && value.plansMoveToAustralia === undefined && !value.austrailanVisaStatus) {
      context.addIssue({
        code: 'custom',
        path: ['plansMoveToAustralia'],
        message: 'Please say whether you plan to move to Australia.',
      });
    } else if (needsVisaStatus(value.country, value.plansMoveToAustralia) && !value.austrailanVisaStatus) {
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
  /** A city's id from `GET dropdown/cities` (null clears it): its name becomes the place of birth. */
  cityOfBirth: cityOfBirthField,
  horoscopeOptIn: horoscopeOptInField.optional(),
  subCommunity: optionalText(shortText('your sub-community')),
  ethnicity: optionalText(optionField(ETHNICITIES, 'Please choose from the list.')),
});
export type OtherDetailsInput = z.input<typeof OtherDetailsInputSchema>;
export type OtherDetails = z.output<typeof OtherDetailsInputSchema>;
