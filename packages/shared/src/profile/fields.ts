import { z } from 'zod';
import { MIN_MEMBER_AGE } from '../constants/index';
import { LANGUAGE_CODES } from '../i18n/index';
import {
  canonicalOption,
  HEIGHT_LIMITS_CM,
  INCOME_BANDS,
  parseHeightCm,
  WEIGHT_LIMITS_KG,
  type IncomeBand,
} from './options';
import { MAX_MEMBER_AGE, PROFILE_TEXT_LIMITS } from './limits';

export { DATE_OF_BIRTH_CORRECTIONS_PER_YEAR, MAX_MEMBER_AGE, PROFILE_TEXT_LIMITS } from './limits';

/**
 * Field building blocks shared by the onboarding steps and the My Details section updates. The phone number field
 * is in `phone.ts`, so that importing these never brings libphonenumber-js along.
 */

/** No control characters (except line breaks in long text) and no angle brackets: member text is plain text. */
const PLAIN_LINE = /^[^\p{Cc}<>]*$/u;
const PLAIN_TEXT = /^(?:[^\p{Cc}<>]|[\n\r\t])*$/u;

export const nameField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(PROFILE_TEXT_LIMITS.nameMax, `Please use at most ${PROFILE_TEXT_LIMITS.nameMax} characters.`)
    .regex(PLAIN_LINE, 'Please use letters, spaces and punctuation only.');

export const shortText = (label: string) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .max(PROFILE_TEXT_LIMITS.shortTextMax, `Please use at most ${PROFILE_TEXT_LIMITS.shortTextMax} characters.`)
    .regex(PLAIN_LINE, 'Please use letters, numbers, spaces and punctuation only.');

export const aboutField = z
  .string({ error: 'Please write a few lines about yourself.' })
  .trim()
  .min(
    PROFILE_TEXT_LIMITS.aboutMin,
    `Please write a little more about yourself: at least ${PROFILE_TEXT_LIMITS.aboutMin} characters.`,
  )
  .max(PROFILE_TEXT_LIMITS.aboutMax, `Please keep it under ${PROFILE_TEXT_LIMITS.aboutMax} characters.`)
  .regex(PLAIN_TEXT, 'Please use plain text only (no angle brackets or control characters).');

/**
 * The about text in a second language (issue 30 point 3). Free text is never machine-translated: a member may write
 * their about text once more, themselves, in another language of the site, and viewers who read the site in that
 * language are shown it. It is the about text in every other way: the same field rules (`aboutField`: length, plain
 * text), the same moderation (removed with the about text), shown wherever the about text is shown.
 *
 * Two flat keys, `aboutSecond` and `aboutSecondLanguage`, like `incomeCurrency` and `incomeAmount`: the profile's
 * schemas are flat, and a flat key is one form field with its own error. They go together: both set, or both null.
 * The main about text carries no language (members wrote it before languages, in any language), so there is no
 * "same language as the main text" rule; a second text that is the main text again is refused instead.
 */
export const aboutSecondLanguageField = z.enum(LANGUAGE_CODES, {
  error: 'Please choose the language of your second text from the list.',
});

export const ABOUT_SECOND_MESSAGES = {
  together: 'Please send your second about text and its language together.',
  text: 'Please write your text in the language you chose, or choose no second language.',
  language: 'Please choose the language your second text is written in.',
  sameAsAbout: 'This is your about text again. Please write it in the other language, in your own words.',
  needsAbout: 'Please write your about text first: the second text goes beside it.',
} as const;

/** Whether two about texts say the same (spaces and letter case aside): then the second is no other language. */
export function sameAboutText(a: string, b: string): boolean {
  const plain = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
  return plain(a) === plain(b);
}

/**
 * The pair's own rules, for a body that may carry the about text too: both keys or neither, both null or both set,
 * and not the about text again. The server checks the stored about text as well (`needsAbout`, `sameAsAbout`).
 */
export function checkAboutSecond(
  value: {
    aboutYourSelf?: string | undefined;
    aboutSecond?: string | null | undefined;
    aboutSecondLanguage?: string | null | undefined;
  },
  context: z.RefinementCtx,
): void {
  const { aboutSecond: text, aboutSecondLanguage: language } = value;
  if ((text === undefined) !== (language === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [text === undefined ? 'aboutSecond' : 'aboutSecondLanguage'],
      message: ABOUT_SECOND_MESSAGES.together,
    });
    return;
  }
  if (text === undefined) return;
  if (text === null && language !== null) {
    context.addIssue({ code: 'custom', path: ['aboutSecond'], message: ABOUT_SECOND_MESSAGES.text });
  } else if (text !== null && language === null) {
    context.addIssue({ code: 'custom', path: ['aboutSecondLanguage'], message: ABOUT_SECOND_MESSAGES.language });
  } else if (text !== null && value.aboutYourSelf !== undefined && sameAboutText(text, value.aboutYourSelf)) {
    context.addIssue({ code: 'custom', path: ['aboutSecond'], message: ABOUT_SECOND_MESSAGES.sameAsAbout });
  }
}

/** One value of an option list; legacy spellings and any letter case are accepted and stored canonically. */
export function optionField<const T extends readonly string[]>(list: T, message: string) {
  return z
    .string({ error: message })
    .transform((value) => canonicalOption(list, value) ?? value)
    .refine((value): value is T[number] => (list as readonly string[]).includes(value), { message });
}

/** A list of distinct option values (empty means "no preference"). */
export function optionListField<const T extends readonly string[]>(list: T, message: string, max = list.length) {
  return z
    .array(optionField(list, message), { error: message })
    .max(max, message)
    .transform((values) => [...new Set(values)] as T[number][]);
}

export const integerField = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** A yes/no that the reference clients send as "Yes"/"No". */
export const yesNoField = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const lower = value.trim().toLowerCase();
      return lower === 'yes' || lower === 'true' ? true : lower === 'no' || lower === 'false' ? false : value;
    },
    z.boolean({ error: message }),
  );

const INCOME_BY_LABEL = new Map<string, IncomeBand>(INCOME_BANDS.map((band) => [band.label.toLowerCase(), band.value]));
const INCOME_VALUES_LIST: readonly string[] = INCOME_BANDS.map((band) => band.value);

/** An income band value; the reference's labels (with their typos) and our labels are accepted too. */
export const incomeField = z
  .string({ error: 'Please choose an income range.' })
  .transform((value) => {
    const text = value.trim();
    return INCOME_BY_LABEL.get(text.toLowerCase()) ?? canonicalOption(INCOME_VALUES_LIST, text) ?? text;
  })
  .refine((value): value is IncomeBand => INCOME_VALUES_LIST.includes(value), {
    message: 'Please choose an income range from the list.',
  });

const HEIGHT_MESSAGE = `Please choose a height between ${HEIGHT_LIMITS_CM.min} and ${HEIGHT_LIMITS_CM.max} cm.`;
/** Height in whole centimetres; "5ft 6in / 167 cms" and "5ft 6in" are read too. */
export const heightField = z.preprocess(
  (value) => parseHeightCm(value) ?? value,
  z
    .number({ error: HEIGHT_MESSAGE })
    .int(HEIGHT_MESSAGE)
    .min(HEIGHT_LIMITS_CM.min, HEIGHT_MESSAGE)
    .max(HEIGHT_LIMITS_CM.max, HEIGHT_MESSAGE),
);

const WEIGHT_MESSAGE = `Please enter a weight between ${WEIGHT_LIMITS_KG.min} and ${WEIGHT_LIMITS_KG.max} kg.`;
/** Weight in whole kilograms; "60 kg" is read too. */
export const weightField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const match = /^\s*(\d{2,3})\s*(?:kg|kgs)?\s*$/i.exec(value);
    return match ? Number(match[1]) : value;
  },
  z
    .number({ error: WEIGHT_MESSAGE })
    .int(WEIGHT_MESSAGE)
    .min(WEIGHT_LIMITS_KG.min, WEIGHT_MESSAGE)
    .max(WEIGHT_LIMITS_KG.max, WEIGHT_MESSAGE),
);

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole years between a date of birth (YYYY-MM-DD) and a day. */
export function ageOn(dateOfBirth: string, on: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - year;
  const beforeBirthday = on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const DOB_MESSAGES = {
  required: 'Please enter your date of birth.',
  invalid: 'Please enter a real date, like 1994-08-21.',
  underAge: `You must be ${MIN_MEMBER_AGE} or over to use this site.`,
  tooOld: 'Please check the year of your date of birth.',
} as const;

/** Date of birth: a real date, 18 or over today, not absurdly old. Consistency with the questionnaire is checked on the server. */
export const dateOfBirthField = z
  .string({ error: DOB_MESSAGES.required })
  .trim()
  .min(1, DOB_MESSAGES.required)
  .refine(isRealDate, { message: DOB_MESSAGES.invalid })
  .superRefine((value, context) => {
    if (!isRealDate(value)) return;
    const age = ageOn(value, new Date());
    if (age < MIN_MEMBER_AGE) context.addIssue({ code: 'custom', message: DOB_MESSAGES.underAge });
    else if (age > MAX_MEMBER_AGE) context.addIssue({ code: 'custom', message: DOB_MESSAGES.tooOld });
  });

/** Time of birth as HH:MM (24-hour); any time of day, whatever the clock says now. */
export const timeOfBirthField = z
  .string({ error: 'Please enter a time like 14:30, or leave it empty.' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Please enter a time like 14:30, or leave it empty.')
  .transform((value) => value.slice(0, 5));

/** ISO 3166-1 alpha-2 code; the server checks it names a country (and the state belongs to it). */
export const countryCodeField = (message: string) =>
  z.string({ error: message }).trim().min(2, message).max(60, message).regex(PLAIN_LINE, message);

/** Optional text: empty strings become null (clears the value). */
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );
