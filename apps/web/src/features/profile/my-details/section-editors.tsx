import { useMemo } from 'react';
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
  HEIGHT_OPTIONS,
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
import { HOBBIES } from '@app/shared/questionnaire';
import type { Option } from '../../../components/ui/inputs';
import { useTranslation } from '../../../lib/i18n';
import { profileMessages } from '../../../locales/profile';
import { Button } from '../../../components/ui/button';
import { useUpdateContactMutation } from '../api/contact';
import { useUpdateDateOfBirthMutation } from '../api/date-of-birth';
import { useUpdateSectionMutation, type EditableSection, type SectionUpdate } from '../api/update-sections';
import { useProfileFacts } from '../view/profile-facts';
import { SectionForm, splitPhone, type FieldSpec, type FormValues } from './section-form';
import { usePlaces } from './use-places';

/** What My Details edits: the seven sections, the phone number and the date of birth. */
export type EditTarget = EditableSection | 'contactNumber' | 'dateOfBirth';

const list = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
const counts = (max: number): Option[] =>
  Array.from({ length: max + 1 }, (_, index) => ({ value: String(index), label: String(index) }));
const str = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A stored value missing from today's list (an older spelling) stays selectable, so the form shows it. */
const withCurrent = (options: Option[], current: unknown): Option[] =>
  typeof current === 'string' && current && !options.some((option) => option.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;

const ALIASES = {
  about: 'aboutYourSelf',
  smokingHabit: 'smokingHabbit',
  drinkingHabit: 'drinkingHabbit',
  residencyVisaStatus: 'austrailanVisaStatus',
  australianVisaStatus: 'austrailanVisaStatus',
  workingStatus: 'currentWorkingStatus',
  heightCm: 'height',
  weightKg: 'weight',
} as const;

/** A field named by the completion check, as the edit form calls it. */
export function formFieldName(field: string): string {
  return (ALIASES as Record<string, string>)[field] ?? field;
}

type EditorProps = {
  target: EditTarget;
  details: MyDetails;
  focusField?: string | undefined;
  onDone: () => void;
  /** Opens another editor in place of this one (the religious background's "Correct date of birth"). */
  onOpen?: (target: EditTarget) => void;
};

/** The edit form of one My Details section, prefilled from myDetails, saved through that section's endpoint. */
export function SectionEditor({ target, details, focusField, onDone, onOpen }: EditorProps) {
  const { t } = useTranslation(profileMessages);
  const facts = useProfileFacts();
  const [updateSection] = useUpdateSectionMutation();
  const [updateContact] = useUpdateContactMutation();
  const [updateDateOfBirth] = useUpdateDateOfBirthMutation();
  const places = usePlaces(target === 'location_background', str(details.location_background.countryCode));
  const label = (key: string) => t(`profile.fields.${key}` as 'profile.fields.name');
  const name = t(`profile.sectionNames.${target}`);
  const saved = t('profile.edit.saved', { name });
  const save = (section: EditableSection) => (body: unknown) =>
    updateSection({ section, body } as SectionUpdate).unwrap();
  const common = { focusField: focusField && formFieldName(focusField), onDone, aliases: ALIASES, savedMessage: saved };

  const hobbyOptions = useMemo(
    () => HOBBIES.map((hobby) => ({ value: hobby, label: t(`profile.hobbies.${hobby}`) })),
    [t],
  );

  switch (target) {
    case 'basic_and_lifestyle': {
      const basic = details.basic_and_lifestyle;
      const defaults: FormValues = {
        firstName: str(basic.firstName),
        lastName: str(basic.lastName),
        displayName: str(basic.displayName),
        maritalStatus: str(basic.maritalStatus),
        numberOfChildren: str(basic.numberOfChildren),
        aboutYourSelf: str(basic.about),
      };
      return (
        <SectionForm
          {...common}
          schema={UpdatePersonalDetailsInputSchema}
          defaults={defaults}
          onSave={save('basic_and_lifestyle')}
          fields={(values) => [
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
              options: withCurrent(list(MARITAL_STATUSES), defaults.maritalStatus),
            },
            {
              name: 'numberOfChildren',
              kind: 'select',
              label: label('numberOfChildren'),
              options: counts(MAX_CHILDREN),
            },
            {
              name: 'aboutYourSelf',
              kind: 'textarea',
              label: label('aboutYourSelf'),
              hint: t('profile.hints.about', {
                count: String(values.aboutYourSelf ?? '').length,
                min: PROFILE_TEXT_LIMITS.aboutMin,
              }),
            },
          ]}
        />
      );
    }
    case 'family_details': {
      const family = details.family_details;
      const living = family.livingWithFamily?.toLowerCase();
      const defaults: FormValues = {
        fatherOccupation: str(family.fatherOccupation),
        motherOccupation: str(family.motherOccupation),
        numberOfSiblings: str(family.numberOfSiblings),
        livingWithFamily:
          living === 'yes' || living === 'true' ? 'Yes' : living === 'no' || living === 'false' ? 'No' : '',
      };
      const occupations = list(PARENT_OCCUPATIONS);
      return (
        <SectionForm
          {...common}
          schema={UpdateFamilyDetailsInputSchema}
          defaults={defaults}
          onSave={save('family_details')}
          fields={() => [
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
            {
              name: 'livingWithFamily',
              kind: 'select',
              label: label('livingWithFamily'),
              blank: 'null',
              options: [
                { value: 'Yes', label: t('profile.common.yes') },
                { value: 'No', label: t('profile.common.no') },
              ],
            },
          ]}
        />
      );
    }
    case 'personal_background': {
      const personal = details.personal_background;
      const defaults: FormValues = {
        height: str(personal.heightCm ?? parseHeightCm(personal.height)),
        weight: str(personal.weightKg),
        language: str(personal.language),
        bodyType: str(personal.bodyType),
        smokingHabbit: str(personal.smokingHabbit),
        drinkingHabbit: str(personal.drinkingHabbit),
        diet: str(personal.diet),
        complexion: str(personal.complexion),
      };
      const select = (field: string, values: readonly string[]): FieldSpec => ({
        name: field,
        kind: 'select',
        label: label(field),
        blank: 'keep',
        options: withCurrent(list(values), defaults[field]),
      });
      return (
        <SectionForm
          {...common}
          schema={UpdatePersonalBackgroundInputSchema}
          defaults={defaults}
          onSave={save('personal_background')}
          fields={() => [
            {
              name: 'height',
              kind: 'select',
              label: label('height'),
              blank: 'null',
              options: HEIGHT_OPTIONS.map((option) => ({ value: String(option.value), label: option.label })),
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
            select('language', MOTHER_TONGUES),
            select('bodyType', BODY_TYPES),
            select('smokingHabbit', SMOKING_HABITS),
            select('drinkingHabbit', DRINKING_HABITS),
            select('diet', DIETS),
            select('complexion', COMPLEXIONS),
          ]}
        />
      );
    }
    case 'religious_background': {
      const religious = details.religious_background;
      const defaults: FormValues = {
        religion: str(religious.religion),
        community: str(religious.community),
        subCommunity: str(religious.subCommunity),
        caste: str(religious.caste),
        gotra: str(religious.gotra),
        motherTongue: str(religious.motherTongue),
        timeOfBirth: str(religious.timeOfBirth),
        placeOfBirth: str(religious.placeOfBirth),
      };
      const dateOfBirth = facts.date(religious.dateOfBirth);
      return (
        <SectionForm
          {...common}
          schema={UpdateReligiousBackgroundInputSchema}
          defaults={defaults}
          onSave={save('religious_background')}
          intro={
            dateOfBirth ? (
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
            ) : null
          }
          fields={(values) => {
            const castes = castesFor(String(values.religion ?? ''));
            return [
              {
                name: 'religion',
                kind: 'select',
                label: label('religion'),
                options: withCurrent(list(RELIGIONS), defaults.religion),
                resets: ['caste'],
              },
              {
                name: 'caste',
                kind: 'select',
                label: label('caste'),
                hint: t('profile.hints.caste'),
                options: withCurrent(list(castes), values.religion === defaults.religion ? defaults.caste : ''),
              },
              {
                name: 'community',
                kind: 'select',
                label: label('community'),
                options: withCurrent(list(COMMUNITIES), defaults.community),
              },
              { name: 'subCommunity', kind: 'text', label: label('subCommunity'), blank: 'keep' },
              {
                name: 'gotra',
                kind: 'select',
                label: label('gotra'),
                blank: 'keep',
                options: withCurrent(list(GOTRAS), defaults.gotra),
              },
              {
                name: 'motherTongue',
                kind: 'select',
                label: label('motherTongue'),
                options: withCurrent(list(MOTHER_TONGUES), defaults.motherTongue),
              },
              {
                name: 'timeOfBirth',
                kind: 'time',
                label: label('timeOfBirth'),
                blank: 'keep',
                hint: t('profile.hints.timeOfBirth'),
              },
              { name: 'placeOfBirth', kind: 'text', label: label('placeOfBirth'), blank: 'keep' },
            ];
          }}
        />
      );
    }
    case 'location_background': {
      const location = details.location_background;
      const defaults: FormValues = {
        country: str(location.countryCode),
        state: str(location.state),
        currentLocation: str(location.currentLocation),
        cityOfResidence: str(location.cityOfResidence),
        nationality: str(location.nationalityCode),
        citizenShip: str(location.citizenShipCode),
        austrailanVisaStatus: str(location.austrailanVisaStatus ?? location.residencyVisaStatus),
        plansMoveToAustralia:
          location.plansMoveToAustralia === true ? 'Yes' : location.plansMoveToAustralia === false ? 'No' : '',
      };
      return (
        <SectionForm
          {...common}
          schema={UpdateLocationDetailsInputSchema}
          defaults={defaults}
          onSave={save('location_background')}
          onValues={(values) => places.setCountry(String(values.country ?? ''))}
          fields={(values) => {
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
                      options: [
                        { value: 'Yes', label: t('profile.common.yes') },
                        { value: 'No', label: t('profile.common.no') },
                      ],
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
                      options: withCurrent(list(AUSTRALIAN_VISA_STATUSES), defaults.austrailanVisaStatus),
                      full: true,
                    } satisfies FieldSpec,
                  ]
                : []),
            ];
          }}
        />
      );
    }
    case 'education_and_financial': {
      const education = details.education_and_financial;
      const defaults: FormValues = {
        qualification: str(education.qualification),
        occupation: str(education.occupation),
        currentWorkingStatus: str(education.currentWorkingStatus ?? education.workingStatus),
        income: str(education.income),
        incomeCurrency: str(education.incomeCurrency ?? 'AUD'),
        incomeAmount: str(education.incomeAmount),
      };
      return (
        <SectionForm
          {...common}
          schema={UpdateEducationAndFinancialInputSchema}
          defaults={defaults}
          onSave={save('education_and_financial')}
          fields={(values) => [
            {
              name: 'qualification',
              kind: 'select',
              label: label('qualification'),
              full: true,
              groups: QUALIFICATION_GROUPS.map((group) => ({
                label: group.group,
                options: group.options.map((option) => ({ value: option.value, label: option.value })),
              })),
            },
            {
              name: 'occupation',
              kind: 'select',
              label: label('occupation'),
              full: true,
              groups: OCCUPATION_GROUPS.map((group) => ({ label: group.group, options: list(group.options) })),
            },
            {
              name: 'currentWorkingStatus',
              kind: 'select',
              label: label('currentWorkingStatus'),
              options: WORKING_STATUSES.map((status) => ({ value: status.value, label: status.label })),
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
                  options: INCOME_BANDS.map((band) => ({ value: band.value, label: band.label })),
                }
              : {
                  name: 'incomeAmount',
                  kind: 'number',
                  label: t('profile.fields.incomeAmount', { currency: String(values.incomeCurrency) }),
                  min: 0,
                },
          ]}
        />
      );
    }
    case 'interest_and_hobbies': {
      const known = details.interest_and_hobbies.filter((hobby) => (HOBBIES as readonly string[]).includes(hobby));
      return (
        <SectionForm
          {...common}
          schema={UpdateInterestsInputSchema}
          defaults={{ hobbies: known }}
          onSave={save('interest_and_hobbies')}
          fields={() => [
            {
              name: 'hobbies',
              kind: 'checkboxes',
              label: label('hobbies'),
              hint: t('profile.hints.hobbies'),
              options: hobbyOptions,
            },
          ]}
        />
      );
    }
    case 'dateOfBirth': {
      const thisYear = new Date().getFullYear();
      return (
        <SectionForm
          {...common}
          savedMessage={t('profile.dateOfBirth.saved')}
          schema={UpdateDateOfBirthInputSchema}
          defaults={{ dateOfBirth: str(details.religious_background.dateOfBirth) }}
          onSave={(body) => updateDateOfBirth(body).unwrap()}
          intro={
            <p className="text-sm text-ink-700">
              {t('profile.dateOfBirth.intro', { count: DATE_OF_BIRTH_CORRECTIONS_PER_YEAR })}
            </p>
          }
          fields={() => [
            {
              name: 'dateOfBirth',
              kind: 'date',
              label: label('dateOfBirth'),
              minYear: thisYear - MAX_MEMBER_AGE - 1,
              maxYear: thisYear - MIN_MEMBER_AGE,
            },
          ]}
        />
      );
    }
    case 'contactNumber':
      return (
        <SectionForm
          {...common}
          savedMessage={t('profile.contact.saved')}
          schema={UpdateContactInputSchema}
          defaults={{ contactNumber: splitPhone(details.contactNumber) }}
          onSave={(body) => updateContact({ userId: details.userId, body }).unwrap()}
          fields={() => [
            {
              name: 'contactNumber',
              kind: 'phone',
              label: label('contactNumber'),
              hint: t('profile.hints.contactNumber'),
            },
          ]}
        />
      );
  }
}
