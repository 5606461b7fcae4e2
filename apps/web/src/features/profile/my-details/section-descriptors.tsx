import type { ReactNode } from 'react';
import { z } from 'zod';
import { isLanguageCode, LANGUAGE_CODES } from '@app/shared/i18n';
import {
  AUSTRALIAN_VISA_STATUSES,
  BODY_TYPES,
  castesFor,
  COMMUNITIES,
  DATE_OF_BIRTH_CORRECTIONS_PER_YEAR,
  COMPLEXIONS,
  DIETS,
  DRINKING_HABITS,
  GOTRAS,
  INCOME_BANDS,
  INCOME_CURRENCIES,
  MARITAL_STATUSES,
  MAX_CHILDREN,
  MAX_MEMBER_AGE,
  MAX_SIBLINGS,
  MOTHER_TONGUES,
  needsVisaStatus,
  OCCUPATION_GROUPS,
  parseHeightCm,
  PARENT_OCCUPATIONS,
  PROFILE_TEXT_LIMITS,
  QUALIFICATION_GROUPS,
  RELIGIONS,
  SMOKING_HABITS,
  UpdateContactInputSchema,
  UpdateDateOfBirthInputSchema,
  UpdateEducationAndFinancialInputSchema,
  UpdateFamilyDetailsInputSchema,
  UpdateInterestsInputSchema,
  UpdateLocationDetailsInputSchema,
  UpdatePersonalBackgroundInputSchema,
  UpdatePersonalDetailsInputSchema,
  UpdateReligiousBackgroundInputSchema,
  WEIGHT_LIMITS_KG,
  WORKING_STATUSES,
  type MyDetails,
} from '@app/shared/profile';
import { MIN_MEMBER_AGE } from '@app/shared/constants';
import type { BirthCity } from '@app/shared/horoscope';
import { HOBBIES } from '@app/shared/questionnaire';
import { Button } from '../../../components/ui/button';
import type { Option } from '../../../components/ui/inputs';
import type { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { HoroscopeFieldsOnDemand } from '../horoscope/on-demand';
import type { OptionLabel, OptionList } from '../../../lib/option-labels';
import type { profileMessages } from '../../../locales/profile';
import type { EditableSection, SectionUpdate } from '../api/update-sections';
import { splitPhone, type FieldSpec, type FormValues } from './section-form';
import type { usePlaces } from './use-places';

/** What My Details edits: the seven sections, the phone number and the date of birth. */
export type EditTarget = EditableSection | 'contactNumber' | 'dateOfBirth';

type ProfileText = ReturnType<typeof useTranslation<(typeof profileMessages)['en']>>['t'];

/** What a descriptor reads while its form is showing. */
export type SectionContext = {
  details: MyDetails;
  /** The form's first values (`read(details)`). */
  defaults: FormValues;
  t: ProfileText;
  /** An option's label in the language shown (`useOptionLabel`); the value sent stays the list's. */
  option: OptionLabel;
  /** The heights offered, labelled in the language shown (`useHeightFormat().options`); values in centimetres. */
  heights: readonly Option[];
  /** A field's label (`profile.fields.<key>`). */
  label: (key: string) => string;
  /** Countries, and the states of the country chosen (fetched only for the location section). */
  places: ReturnType<typeof usePlaces>;
  /** A stored date in words. */
  formatDate: (value: string | null | undefined) => string | null;
  /** Opens another editor in place of this one. */
  onOpen: ((target: EditTarget) => void) | undefined;
};

/** The requests a descriptor saves through (RTK Query triggers). */
export type SectionWriters = {
  updateSection: (update: SectionUpdate) => Promise<unknown>;
  updateContact: (userId: string, body: z.output<typeof UpdateContactInputSchema>) => Promise<unknown>;
  updateDateOfBirth: (body: z.output<typeof UpdateDateOfBirthInputSchema>) => Promise<unknown>;
};

/** One My Details editor as data: its schema, how it reads the current values, its fields and how it saves. */
export type SectionDescriptor<Output = unknown> = {
  schema: z.ZodType<Output>;
  /** The form's values from what is stored. */
  read: (details: MyDetails) => FormValues;
  /** The fields, in order, from the current values (some lists follow another choice). */
  fields: (values: FormValues, context: SectionContext) => readonly FieldSpec[];
  intro?: (context: SectionContext) => ReactNode;
  /** Told the values after each change. */
  onValues?: (values: FormValues, context: SectionContext) => void;
  save: (body: Output, writers: SectionWriters, details: MyDetails) => Promise<unknown>;
  /** The toast after saving (by default "<section name> saved"). */
  savedMessage?: (t: ProfileText) => string;
};

const describe = <Output,>(descriptor: SectionDescriptor<Output>) => descriptor as unknown as SectionDescriptor;

const list = (option: OptionLabel, name: OptionList, values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: option(name, value) }));
const counts = (max: number): Option[] =>
  Array.from({ length: max + 1 }, (_, index) => ({ value: String(index), label: String(index) }));
const str = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A stored value missing from today's list (an older spelling) stays selectable, so the form shows it. */
const withCurrent = (options: Option[], current: unknown): Option[] =>
  typeof current === 'string' && current && !options.some((option) => option.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
const yesNo = (t: ProfileText): Option[] => [
  { value: 'Yes', label: t('profile.common.yes') },
  { value: 'No', label: t('profile.common.no') },
];
/** Saved through the section's own PUT endpoint. */
const toSection =
  <S extends EditableSection>(section: S) =>
  (body: Extract<SectionUpdate, { section: S }>['body'], writers: SectionWriters) =>
    writers.updateSection({ section, body } as SectionUpdate);

/**
 * The personal details' schema, with "No other language" meaning no second about text: its text field is not shown
 * then (nor sent), so choosing it after a language removes the pair as one. A member who has none and chooses none
 * sends neither key.
 */
const personalDetailsForm = z.preprocess((body) => {
  if (!body || typeof body !== 'object') return body;
  const values = body as Record<string, unknown>;
  const none = values.aboutSecondLanguage === '' || values.aboutSecondLanguage === null;
  return none && values.aboutSecond === undefined ? { ...values, aboutSecond: null } : values;
}, UpdatePersonalDetailsInputSchema);

const basicAndLifestyle = describe({
  schema: personalDetailsForm,
  read: ({ basic_and_lifestyle: basic }) => ({
    firstName: str(basic.firstName),
    lastName: str(basic.lastName),
    displayName: str(basic.displayName),
    maritalStatus: str(basic.maritalStatus),
    numberOfChildren: str(basic.numberOfChildren),
    aboutYourSelf: str(basic.about),
    aboutSecondLanguage: str(basic.aboutSecondLanguage),
    aboutSecond: str(basic.aboutSecond),
  }),
  save: toSection('basic_and_lifestyle'),
  fields: (values, { t, label, defaults, option }) => [
    { name: 'firstName', kind: 'text', label: label('firstName'), autoComplete: 'given-name' },
    { name: 'lastName', kind: 'text', label: label('lastName'), autoComplete: 'family-name' },
    {
      name: 'displayName',
      kind: 'text',
      label: label('displayName'),
      blank: 'keep',
      hint: t('profile.hints.displayName'),
      autoComplete: 'nickname',
    },
    {
      name: 'maritalStatus',
      kind: 'select',
      label: label('maritalStatus'),
      options: withCurrent(list(option, 'maritalStatus', MARITAL_STATUSES), defaults.maritalStatus),
    },
    { name: 'numberOfChildren', kind: 'select', label: label('numberOfChildren'), options: counts(MAX_CHILDREN) },
    {
      name: 'aboutYourSelf',
      kind: 'textarea',
      label: label('aboutYourSelf'),
      hint: t('profile.hints.about', {
        count: String(values.aboutYourSelf ?? '').length,
        min: PROFILE_TEXT_LIMITS.aboutMin,
      }),
    },
    ...aboutSecondFields(values, t, label),
  ],
});

/**
 * The about text in a second language (issue 30 point 3): the language, named in its own script, then, once one is
 * chosen, the text, marked as written in it (`lang`: screen readers and spelling follow it).
 */
function aboutSecondFields(values: FormValues, t: ProfileText, label: (key: string) => string): FieldSpec[] {
  const chosen = values.aboutSecondLanguage;
  const language = isLanguageCode(chosen) ? LANGUAGES[chosen] : null;
  return [
    {
      name: 'aboutSecondLanguage',
      kind: 'select',
      label: label('aboutSecondLanguage'),
      blankLabel: t('profile.edit.noSecondLanguage'),
      hint: t('profile.hints.aboutSecondLanguage'),
      options: LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGES[code].label })),
      full: true,
    },
    ...(language
      ? [
          {
            name: 'aboutSecond',
            kind: 'textarea',
            label: t('profile.fields.aboutSecond', { language: language.label }),
            blank: 'null',
            lang: language.htmlLang,
            hint: t('profile.hints.aboutSecond', {
              count: String(values.aboutSecond ?? '').length,
              min: PROFILE_TEXT_LIMITS.aboutMin,
            }),
          } satisfies FieldSpec,
        ]
      : []),
  ];
}

const familyDetails = describe({
  schema: UpdateFamilyDetailsInputSchema,
  read: ({ family_details: family }) => {
    const living = family.livingWithFamily?.toLowerCase();
    return {
      fatherOccupation: str(family.fatherOccupation),
      motherOccupation: str(family.motherOccupation),
      numberOfSiblings: str(family.numberOfSiblings),
      livingWithFamily:
        living === 'yes' || living === 'true' ? 'Yes' : living === 'no' || living === 'false' ? 'No' : '',
    };
  },
  save: toSection('family_details'),
  fields: (_values, { t, label, defaults, option }) => {
    const occupations = list(option, 'parentOccupation', PARENT_OCCUPATIONS);
    return [
      {
        name: 'fatherOccupation',
        kind: 'select',
        label: label('fatherOccupation'),
        blank: 'keep',
        options: withCurrent(occupations, defaults.fatherOccupation),
      },
      {
        name: 'motherOccupation',
        kind: 'select',
        label: label('motherOccupation'),
        blank: 'keep',
        options: withCurrent(occupations, defaults.motherOccupation),
      },
      {
        name: 'numberOfSiblings',
        kind: 'select',
        label: label('numberOfSiblings'),
        blank: 'null',
        options: counts(MAX_SIBLINGS),
      },
      { name: 'livingWithFamily', kind: 'select', label: label('livingWithFamily'), blank: 'null', options: yesNo(t) },
    ];
  },
});

const personalBackground = describe({
  schema: UpdatePersonalBackgroundInputSchema,
  read: ({ personal_background: personal }) => ({
    height: str(personal.heightCm ?? parseHeightCm(personal.height)),
    weight: str(personal.weightKg),
    language: str(personal.language),
    bodyType: str(personal.bodyType),
    smokingHabbit: str(personal.smokingHabbit),
    drinkingHabbit: str(personal.drinkingHabbit),
    diet: str(personal.diet),
    complexion: str(personal.complexion),
  }),
  save: toSection('personal_background'),
  fields: (_values, { t, label, defaults, option, heights }) => {
    const select = (field: string, name: OptionList, values: readonly string[]): FieldSpec => ({
      name: field,
      kind: 'select',
      label: label(field),
      blank: 'keep',
      options: withCurrent(list(option, name, values), defaults[field]),
    });
    return [
      {
        name: 'height',
        kind: 'select',
        label: label('height'),
        blank: 'null',
        options: heights,
      },
      {
        name: 'weight',
        kind: 'number',
        label: label('weightKg'),
        blank: 'null',
        min: WEIGHT_LIMITS_KG.min,
        max: WEIGHT_LIMITS_KG.max,
        hint: t('profile.hints.weight', { min: WEIGHT_LIMITS_KG.min, max: WEIGHT_LIMITS_KG.max }),
      },
      select('language', 'motherTongue', MOTHER_TONGUES),
      select('bodyType', 'bodyType', BODY_TYPES),
      select('smokingHabbit', 'smoking', SMOKING_HABITS),
      select('drinkingHabbit', 'drinking', DRINKING_HABITS),
      select('diet', 'diet', DIETS),
      select('complexion', 'complexion', COMPLEXIONS),
    ];
  },
});

/** The religious background's horoscope fields (issue 31), from a server that sends them. */
const horoscopeOf = (religious: MyDetails['religious_background']) =>
  religious as { horoscopeOptIn?: boolean; cityOfBirth?: BirthCity | null };

const religiousBackground = describe({
  schema: UpdateReligiousBackgroundInputSchema,
  read: ({ religious_background: religious }) => ({
    religion: str(religious.religion),
    community: str(religious.community),
    subCommunity: str(religious.subCommunity),
    caste: str(religious.caste),
    gotra: str(religious.gotra),
    motherTongue: str(religious.motherTongue),
    timeOfBirth: str(religious.timeOfBirth),
    placeOfBirth: str(religious.placeOfBirth),
    horoscopeOptIn: horoscopeOf(religious).horoscopeOptIn === true,
    cityOfBirth: horoscopeOf(religious).cityOfBirth?.id ?? null,
  }),
  save: toSection('religious_background'),
  // The date of birth is shown, not edited here: "Correct date of birth" opens its own editor.
  intro: ({ details, t, label, formatDate, onOpen }) => {
    const dateOfBirth = formatDate(details.religious_background.dateOfBirth);
    return dateOfBirth ? (
      <div className="rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink-700">
        <p>
          <span className="font-semibold text-ink-900">{label('dateOfBirth')}: </span>
          {dateOfBirth}
        </p>
        <p>{t('profile.myDetails.dobNote')}</p>
        {onOpen ? (
          <Button variant="secondary" className="mt-2" onClick={() => onOpen('dateOfBirth')}>
            {t('profile.dateOfBirth.correct')}
          </Button>
        ) : null}
      </div>
    ) : null;
  },
  fields: (values, { t, label, defaults, option, details }) => {
    const castes = castesFor(String(values.religion ?? ''));
    const horoscope = values.horoscopeOptIn === true;
    return [
      {
        name: 'religion',
        kind: 'select',
        label: label('religion'),
        options: withCurrent(list(option, 'religion', RELIGIONS), defaults.religion),
        resets: ['caste'],
      },
      {
        name: 'caste',
        kind: 'select',
        label: label('caste'),
        hint: t('profile.hints.caste'),
        options: withCurrent(
          list(option, 'caste', castes),
          values.religion === defaults.religion ? defaults.caste : '',
        ),
      },
      {
        name: 'community',
        kind: 'select',
        label: label('community'),
        options: withCurrent(list(option, 'community', COMMUNITIES), defaults.community),
      },
      { name: 'subCommunity', kind: 'text', label: label('subCommunity'), blank: 'keep' },
      {
        name: 'gotra',
        kind: 'select',
        label: label('gotra'),
        blank: 'keep',
        options: withCurrent(list(option, 'gotra', GOTRAS), defaults.gotra),
      },
      {
        name: 'motherTongue',
        kind: 'select',
        label: label('motherTongue'),
        options: withCurrent(list(option, 'motherTongue', MOTHER_TONGUES), defaults.motherTongue),
      },
      {
        name: 'timeOfBirth',
        kind: 'time',
        label: label('timeOfBirth'),
        blank: 'keep',
        hint: t('profile.hints.timeOfBirth'),
      },
      // With horoscope matching on, the place of birth is the city chosen from the list (its name is sent with it).
      ...(horoscope
        ? []
        : [{ name: 'placeOfBirth', kind: 'text', label: label('placeOfBirth'), blank: 'keep' } as const]),
      {
        name: 'horoscope',
        kind: 'custom',
        label: '',
        fields: ['horoscopeOptIn', 'cityOfBirth'],
        render: (form, error) => (
          <HoroscopeFieldsOnDemand
            form={form as never}
            error={error}
            city={horoscopeOf(details.religious_background).cityOfBirth ?? null}
          />
        ),
        send: (current) =>
          current.horoscopeOptIn === true
            ? {
                horoscopeOptIn: true,
                cityOfBirth:
                  typeof current.cityOfBirth === 'string' && current.cityOfBirth ? current.cityOfBirth : null,
                placeOfBirth: current.placeOfBirth,
              }
            : { horoscopeOptIn: false },
      },
    ];
  },
});

const locationBackground = describe({
  schema: UpdateLocationDetailsInputSchema,
  read: ({ location_background: location }) => ({
    country: str(location.countryCode),
    state: str(location.state),
    currentLocation: str(location.currentLocation),
    cityOfResidence: str(location.cityOfResidence),
    nationality: str(location.nationalityCode),
    citizenShip: str(location.citizenShipCode),
    austrailanVisaStatus: str(location.austrailanVisaStatus ?? location.residencyVisaStatus),
    plansMoveToAustralia:
      location.plansMoveToAustralia === true ? 'Yes' : location.plansMoveToAustralia === false ? 'No' : '',
  }),
  save: toSection('location_background'),
  // The states follow the country chosen; their list is fetched outside the form.
  onValues: (values, { places }) => places.setCountry(String(values.country ?? '')),
  fields: (values, { t, label, defaults, places, option }) => {
    const country = String(values.country ?? '');
    // The states of the country chosen now (while another country's list is still showing, none).
    const states = places.country === country ? places.states : undefined;
    const stateField: FieldSpec =
      country && states?.length !== 0
        ? {
            name: 'state',
            kind: 'select',
            label: label('state'),
            options: withCurrent(states ?? [], country === defaults.country ? defaults.state : ''),
          }
        : {
            name: 'state',
            kind: 'text',
            label: label('state'),
            hint: country ? undefined : t('profile.hints.stateAfterCountry'),
            autoComplete: 'address-level1',
          };
    return [
      {
        name: 'country',
        kind: 'select',
        label: label('country'),
        options: places.countries,
        resets: ['state'],
        autoComplete: 'country',
      },
      stateField,
      { name: 'cityOfResidence', kind: 'text', label: label('cityOfResidence'), blank: 'keep' },
      { name: 'currentLocation', kind: 'text', label: label('currentLocation'), blank: 'keep' },
      { name: 'nationality', kind: 'select', label: label('nationality'), options: places.countries },
      { name: 'citizenShip', kind: 'select', label: label('citizenShip'), options: places.countries },
      // Members abroad say whether they plan to move; the visa status is asked of those in or moving to Australia.
      ...(country && country !== 'AU'
        ? [
            {
              name: 'plansMoveToAustralia',
              kind: 'select',
              label: label('plansMoveToAustralia'),
              options: yesNo(t),
              full: true,
            } satisfies FieldSpec,
          ]
        : []),
      ...(needsVisaStatus(country, values.plansMoveToAustralia === 'Yes') || defaults.austrailanVisaStatus
        ? [
            {
              name: 'austrailanVisaStatus',
              kind: 'select',
              label: label('austrailanVisaStatus'),
              options: withCurrent(list(option, 'visaStatus', AUSTRALIAN_VISA_STATUSES), defaults.austrailanVisaStatus),
              full: true,
            } satisfies FieldSpec,
          ]
        : []),
    ];
  },
});

const educationAndFinancial = describe({
  schema: UpdateEducationAndFinancialInputSchema,
  read: ({ education_and_financial: education }) => ({
    qualification: str(education.qualification),
    occupation: str(education.occupation),
    currentWorkingStatus: str(education.currentWorkingStatus ?? education.workingStatus),
    income: str(education.income),
    incomeCurrency: str(education.incomeCurrency ?? 'AUD'),
    incomeAmount: str(education.incomeAmount),
  }),
  save: toSection('education_and_financial'),
  fields: (values, { t, label, option }) => [
    {
      name: 'qualification',
      kind: 'select',
      label: label('qualification'),
      full: true,
      groups: QUALIFICATION_GROUPS.map((group) => ({
        label: option('qualificationGroup', group.group),
        options: list(
          option,
          'qualification',
          group.options.map((entry) => entry.value),
        ),
      })),
    },
    {
      name: 'occupation',
      kind: 'select',
      label: label('occupation'),
      full: true,
      groups: OCCUPATION_GROUPS.map((group) => ({
        label: option('occupationGroup', group.group),
        options: list(option, 'occupation', group.options),
      })),
    },
    {
      name: 'currentWorkingStatus',
      kind: 'select',
      label: label('currentWorkingStatus'),
      options: list(
        option,
        'workingStatus',
        WORKING_STATUSES.map((status) => status.value),
      ),
    },
    {
      name: 'incomeCurrency',
      kind: 'select',
      label: label('incomeCurrency'),
      hint: t('profile.hints.incomeCurrency'),
      options: INCOME_CURRENCIES.map((code) => ({ value: code, label: code })),
    },
    // An AUD band, or a yearly amount in another currency (compared in AUD by the server).
    (values.incomeCurrency || 'AUD') === 'AUD'
      ? {
          name: 'income',
          kind: 'select',
          label: label('income'),
          options: list(
            option,
            'income',
            INCOME_BANDS.map((band) => band.value),
          ),
        }
      : {
          name: 'incomeAmount',
          kind: 'number',
          label: t('profile.fields.incomeAmount', { currency: String(values.incomeCurrency) }),
          min: 0,
        },
  ],
});

const interestAndHobbies = describe({
  schema: UpdateInterestsInputSchema,
  // Only hobbies on today's list are offered, so only those start ticked.
  read: (details) => ({
    hobbies: details.interest_and_hobbies.filter((hobby) => (HOBBIES as readonly string[]).includes(hobby)),
  }),
  save: toSection('interest_and_hobbies'),
  fields: (_values, { t, label }) => [
    {
      name: 'hobbies',
      kind: 'checkboxes',
      label: label('hobbies'),
      hint: t('profile.hints.hobbies'),
      options: HOBBIES.map((hobby) => ({ value: hobby, label: t(`profile.hobbies.${hobby}`) })),
    },
  ],
});

const dateOfBirth = describe({
  schema: UpdateDateOfBirthInputSchema,
  read: (details) => ({ dateOfBirth: str(details.religious_background.dateOfBirth) }),
  save: (body, writers) => writers.updateDateOfBirth(body),
  savedMessage: (t) => t('profile.dateOfBirth.saved'),
  intro: ({ t }) => (
    <p className="text-sm text-ink-700">
      {t('profile.dateOfBirth.intro', { count: DATE_OF_BIRTH_CORRECTIONS_PER_YEAR })}
    </p>
  ),
  fields: (_values, { label }) => {
    const thisYear = new Date().getFullYear();
    return [
      {
        name: 'dateOfBirth',
        kind: 'date',
        label: label('dateOfBirth'),
        minYear: thisYear - MAX_MEMBER_AGE - 1,
        maxYear: thisYear - MIN_MEMBER_AGE,
      },
    ];
  },
});

const contactNumber = describe({
  schema: UpdateContactInputSchema,
  read: (details) => ({ contactNumber: splitPhone(details.contactNumber) }),
  save: (body, writers, details) => writers.updateContact(details.userId, body),
  savedMessage: (t) => t('profile.contact.saved'),
  fields: (_values, { t, label }) => [
    { name: 'contactNumber', kind: 'phone', label: label('contactNumber'), hint: t('profile.hints.contactNumber') },
  ],
});

/** Every My Details editor, by what it edits. */
export const SECTION_DESCRIPTORS: Readonly<Record<EditTarget, SectionDescriptor>> = {
  basic_and_lifestyle: basicAndLifestyle,
  family_details: familyDetails,
  personal_background: personalBackground,
  religious_background: religiousBackground,
  location_background: locationBackground,
  education_and_financial: educationAndFinancial,
  interest_and_hobbies: interestAndHobbies,
  dateOfBirth,
  contactNumber,
};
