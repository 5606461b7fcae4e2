/**
 * The validation messages a member can see, each with a stable id (issue 30: every message in the member's language).
 *
 * The schemas keep writing their messages in English (the server answers with them and tests assert them), and every
 * one of them is here as a template: `{{name}}` stands for a value (a length, an age, a currency). The web words a
 * message through its `validation` namespace (apps/web/src/locales/validation.ts), whose English is this object:
 * English message → `identifyValidationMessage` → id and values → `t('validation.<id>', values)`.
 * A message of zod's own (a field without a message of its own) is given the id of a plain message too.
 *
 * A new message in a schema needs its line here and in the web's catalogue (a test in this folder lists every
 * message the schemas write and fails on one that is not here; docs/translating.md).
 */
export const VALIDATION_MESSAGES = {
  // Sign-in, sign-up, passwords
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  anErrorOccurred: 'An error occurred',
  enterPassword: 'Please enter a password.',
  passwordTooShort: 'Use at least {{min}} characters.',
  passwordTooLong: 'Use at most {{max}} characters.',
  enterCode: 'Enter the 6-digit code from the e-mail.',
  acceptTerms: 'Please accept the terms, privacy policy and cookies policy to continue.',
  answerQuestions: 'Please answer the questions.',
  enterCurrentPassword: 'Enter your current password.',
  enterPasswordToConfirm: 'Enter your password to confirm.',
  enterYourName: 'Please enter your name.',
  helperNameTooLong: 'Please use at most {{max}} characters for your name.',
  // The questionnaire
  chooseAnswer: 'Please choose an answer to continue.',
  chooseYourAge: 'Please choose your age.',
  underAgeToJoin: 'You must be {{age}} or over to join.',
  youngestBelowOldest: 'The youngest age must be lower than the oldest.',
  chooseAtLeastOneOrNone: 'Choose at least one, or “None”.',
  interestOnce: 'Each interest can be chosen once.',
  // Names and text
  enterFirstName: 'Please enter your first name.',
  enterLastName: 'Please enter your last name.',
  tooLong: 'Please use at most {{max}} characters.',
  lettersOnly: 'Please use letters, spaces and punctuation only.',
  lettersAndNumbersOnly: 'Please use letters, numbers, spaces and punctuation only.',
  enterSubCommunity: 'Please enter your sub-community.',
  enterCurrentLocation: 'Please enter where you live now.',
  enterCity: 'Please enter your city.',
  enterState: 'Please enter your state.',
  enterPlaceOfBirth: 'Please enter your place of birth.',
  chooseCityOfBirth: 'Please choose your city of birth from the list.',
  sayHoroscopeOptIn: 'Please say whether to use your birth details for horoscope matching.',
  writeAbout: 'Please write a few lines about yourself.',
  aboutTooShort: 'Please write a little more about yourself: at least {{min}} characters.',
  keepItUnder: 'Please keep it under {{max}} characters.',
  plainTextOnly: 'Please use plain text only (no angle brackets or control characters).',
  // The about text in a second language (issue 30 point 3)
  aboutSecondLanguageFromList: 'Please choose the language of your second text from the list.',
  aboutSecondTogether: 'Please send your second about text and its language together.',
  aboutSecondText: 'Please write your text in the language you chose, or choose no second language.',
  aboutSecondLanguage: 'Please choose the language your second text is written in.',
  aboutSecondSameAsAbout: 'This is your about text again. Please write it in the other language, in your own words.',
  aboutSecondNeedsAbout: 'Please write your about text first: the second text goes beside it.',
  // Profile details
  chooseIncomeRange: 'Please choose an income range.',
  chooseIncomeRangeFromList: 'Please choose an income range from the list.',
  heightBetween: 'Please choose a height between {{min}} and {{max}} cm.',
  weightBetween: 'Please enter a weight between {{min}} and {{max}} kg.',
  enterDateOfBirth: 'Please enter your date of birth.',
  realDate: 'Please enter a real date, like 1994-08-21.',
  underAgeToUse: 'You must be {{age}} or over to use this site.',
  checkBirthYear: 'Please check the year of your date of birth.',
  timeOfBirth: 'Please enter a time like 14:30, or leave it empty.',
  chooseFatherOccupation: "Please choose your father's occupation.",
  chooseMotherOccupation: "Please choose your mother's occupation.",
  numberFromZero: 'Please choose a number from 0 to {{max}}.',
  answerYesOrNo: 'Please answer yes or no.',
  chooseBodyType: 'Please choose a body type from the list.',
  chooseFromList: 'Please choose from the list.',
  chooseDiet: 'Please choose a diet from the list.',
  chooseGotra: 'Please choose a gotra from the list.',
  chooseCountryYouLiveIn: 'Please choose the country you live in.',
  chooseStateOrRegion: 'Please choose your state or region.',
  chooseNationality: 'Please choose your nationality.',
  chooseCitizenship: 'Please choose your citizenship.',
  countryAndStateTogether: 'Please choose the country and the state together.',
  sectionDoesNotExist: 'That section does not exist.',
  sectionVisible: 'Please say whether the section is visible (true) or hidden (false).',
  profileDoesNotExist: 'That profile does not exist.',
  chooseMaritalStatus: 'Please choose your marital status.',
  neverMarriedChildren: 'Members who have never married list 0 children here. Please check your marital status.',
  enterContactNumber: 'Please enter your contact number.',
  validPhoneNumber: 'Please enter a valid phone number with its country code, like +61 412 345 678.',
  chooseReligion: 'Please choose your religion.',
  chooseCommunity: 'Please choose your community.',
  chooseCaste: 'Please choose a caste from the list, or “Caste no bar”.',
  chooseMotherTongue: 'Please choose your mother tongue.',
  chooseQualification: 'Please choose your highest qualification.',
  chooseOccupation: 'Please choose your occupation.',
  chooseWorkingStatus: 'Please choose your working status.',
  chooseVisaStatus: 'Please choose your Australian visa status.',
  chooseVisaStatusOrNotApplicable: 'Please choose your Australian visa status (or “Not applicable”).',
  chooseCurrency: 'Please choose a currency from the list.',
  incomeWholeNumber: 'Please enter a yearly income as a whole number, like 250000.',
  chooseIncomeCurrency: 'Please choose the currency of your income.',
  enterIncomeIn: 'Please enter your yearly income in {{currency}}.',
  planToMove: 'Please say whether you plan to move to Australia.',
  // Partner preferences
  agesFromTo: 'Please choose ages from {{min}} to {{max}}.',
  heightsFromTo: 'Please choose heights from {{min}} to {{max}} cm.',
  horoscopeMatchFromTo: 'Please choose a horoscope match from {{min}} to {{max}}.',
  chooseCountries: 'Please choose countries from the list.',
  atMostCountries: 'Please choose at most {{max}} countries.',
  chooseWhoYouAreLookingFor: 'Please choose who you are looking for.',
  chooseMaritalStatuses: 'Please choose marital statuses from the list.',
  chooseReligions: 'Please choose religions from the list.',
  chooseCommunities: 'Please choose communities from the list.',
  chooseLanguages: 'Please choose languages from the list.',
  chooseEducationLevel: 'Please choose an education level from the list.',
  chooseDiets: 'Please choose diets from the list.',
  chooseHoroscopeImportance: 'Please choose how much a horoscope match matters.',
  chooseCasteImportance: 'Please choose how much religion and caste matter.',
  partnerInAustralia: 'Please say whether your partner should live in Australia.',
  chooseWeddingGoals: 'Please choose your wedding goals.',
  chooseInterests: 'Please choose interests from the list.',
  notAMustHave: 'That preference cannot be a must-have.',
  oldestNotBelowYoungest: 'The oldest age must not be below the youngest.',
  tallestNotBelowShortest: 'The tallest height must not be below the shortest.',
  ageRangeLike: 'Please give an age range like 25-32.',
  chooseGender: 'Please choose a gender from the list.',
  ageWholeNumber: 'Please give your age as a whole number.',
  // The contact form
  validEmail: 'Please enter a valid e-mail address, like name@example.com.',
  chooseYourCountry: 'Please choose your country from the list.',
  chooseCallingCode: 'Please choose a country calling code.',
  phoneDigitsOnly: 'Please use digits and spaces only in the phone number.',
  fullPhoneNumber: 'Please enter the full phone number: {{min}} to {{max}} digits including the country code.',
  writeALittleMore: 'Please write a little more: at least {{min}} characters.',
  messageTooLong: 'Please keep your message under {{max}} characters.',
  privacyConsent: 'Please agree to the Privacy Policy so that we can reply to you.',
  // Family accounts
  editNeedsBrowse: 'To change the profile they need to see it: choose Browse too.',
  chooseRights: 'Please choose what they may do from the list.',
  chooseTheirRelation: 'Please choose how they are related to you.',
  openInvitationLink: 'Please open the link from the invitation e-mail.',
  chooseYourRelation: 'Please choose how you are related to them.',
  openLinkAgain: 'Please open the link from the e-mail again.',
  confirmProfile: 'Please say whether you confirm the profile.',
  chooseProfile: 'Please choose a profile.',
  noteAbout: 'Please say which shortlisted member the note is about.',
  writeNote: 'Please write a note (it may be empty).',
  noteTooLong: 'Please keep the note to {{max}} characters.',
  chooseReaction: 'Please choose like, unsure or dislike (or nothing).',
  // For zod's own messages (a field without a message of its own)
  required: 'Please fill this in.',
  tooShort: 'Please enter at least {{min}} characters.',
  tooMany: 'Please choose at most {{max}}.',
  tooFew: 'Please choose at least {{min}}.',
  numberAtMost: 'Please enter a number no bigger than {{max}}.',
  numberAtLeast: 'Please enter a number no smaller than {{min}}.',
  invalid: 'Please check this answer.',
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

/** A message identified: its id and the values of its placeholders. */
export type IdentifiedMessage = { id: ValidationMessageId; values?: Record<string, string> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EXACT = new Map<string, ValidationMessageId>();
const TEMPLATES: Array<{ id: ValidationMessageId; pattern: RegExp; names: string[] }> = [];
for (const [id, template] of Object.entries(VALIDATION_MESSAGES) as Array<[ValidationMessageId, string]>) {
  const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string);
  if (names.length === 0) {
    EXACT.set(template, id);
    continue;
  }
  const source = template
    .split(/\{\{\w+\}\}/)
    .map(escape)
    .join('(\\S+)');
  TEMPLATES.push({ id, pattern: new RegExp(`^${source}$`), names });
}

/** zod's own English messages (its `en` locale), for fields without a message of their own. */
const ZOD_DEFAULTS: Array<{ pattern: RegExp; id: (match: RegExpExecArray) => IdentifiedMessage }> = [
  {
    pattern: /^Too small: expected string to have >=?(\d+) characters?$/,
    id: (match) => (match[1] === '1' ? { id: 'required' } : { id: 'tooShort', values: { min: match[1] as string } }),
  },
  {
    pattern: /^Too big: expected string to have <=?(\d+) characters?$/,
    id: (match) => ({ id: 'tooLong', values: { max: match[1] as string } }),
  },
  {
    pattern: /^Too small: expected (?:array|set) to have >=?(\d+) (?:items?|elements?)$/,
    id: (match) => ({ id: 'tooFew', values: { min: match[1] as string } }),
  },
  {
    pattern: /^Too big: expected (?:array|set) to have <=?(\d+) (?:items?|elements?)$/,
    id: (match) => ({ id: 'tooMany', values: { max: match[1] as string } }),
  },
  {
    pattern: /^Too small: expected (?:number|int|bigint) to be >=?(-?[\d.]+)$/,
    id: (match) => ({ id: 'numberAtLeast', values: { min: match[1] as string } }),
  },
  {
    pattern: /^Too big: expected (?:number|int|bigint) to be <=?(-?[\d.]+)$/,
    id: (match) => ({ id: 'numberAtMost', values: { max: match[1] as string } }),
  },
  { pattern: /^Invalid input: expected \w+, received (?:undefined|null)$/, id: () => ({ id: 'required' }) },
  { pattern: /^Invalid option: /, id: () => ({ id: 'chooseFromList' }) },
  { pattern: /^(?:Invalid|Too big|Too small|Unrecognized key)/, id: () => ({ id: 'invalid' }) },
];

/**
 * The id (and values) of a validation message in English, whether a schema's own or zod's; undefined for any other
 * text (a message already worded in the member's language, a server's answer that is not a validation message).
 */
export function identifyValidationMessage(message: string): IdentifiedMessage | undefined {
  const exact = EXACT.get(message);
  if (exact) return { id: exact };
  for (const { id, pattern, names } of TEMPLATES) {
    const match = pattern.exec(message);
    if (match)
      return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string])) };
  }
  for (const { pattern, id } of ZOD_DEFAULTS) {
    const match = pattern.exec(message);
    if (match) return id(match);
  }
  return undefined;
}

/** A message's English from its id and values (what the schemas write). */
export function validationMessage(id: ValidationMessageId, values?: Record<string, string | number>): string {
  const template: string = VALIDATION_MESSAGES[id];
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    values && Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
