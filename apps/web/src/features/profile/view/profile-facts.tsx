import { useMemo, type ReactNode } from 'react';
import type { ProfileSections as Sections } from '@app/shared/profile';
import { INCOME_BANDS } from '@app/shared/profile/options';
import { GENDERS, HOBBIES, LOOKING_FOR_WHOM } from '@app/shared/questionnaire/questions';
import { useTranslation } from '../../../lib/i18n';
import { useHeightFormat } from '../../../lib/height';
import { LANGUAGES } from '../../../lib/language-names';
import { profileMessages } from '../../../locales/profile';
import { formatCalendarDate, numberFormat } from '../../../lib/intl';
import { formatAudDollars } from '../../../lib/money';
import { useOptionLabel, type OptionList } from '../../../lib/option-labels';

/** One labelled value of a profile section; `value` null means the member has not given it. */
export type Fact = { key: string; label: string; value: ReactNode | null };

type FactListProps = {
  facts: readonly Fact[];
  /** Shown for a missing value (the owner's own view); without it, missing values are left out. */
  emptyText?: string;
};

/** A section's facts as a description list: one column on a phone, two from the small breakpoint. */
export function FactList({ facts, emptyText }: FactListProps) {
  const shown = emptyText ? facts : facts.filter((fact) => fact.value !== null && fact.value !== '');
  if (!shown.length) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {shown.map((fact) => (
        <div key={fact.key} className="min-w-0">
          <dt className="text-sm text-ink-500">{fact.label}</dt>
          <dd className="break-words font-medium text-ink-900">
            {fact.value === null || fact.value === '' ? (
              <span className="font-normal italic text-ink-500">{emptyText}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Interests as chips. */
export function InterestChips({ interests }: { interests: readonly string[] }) {
  const { t } = useTranslation(profileMessages);
  return (
    <ul className="flex flex-wrap gap-2">
      {interests.map((interest) => (
        <li key={interest} className="rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700">
          {(HOBBIES as readonly string[]).includes(interest) ? t(`profile.hobbies.${interest as 'Art'}`) : interest}
        </li>
      ))}
    </ul>
  );
}

/** The public profile carries the same sections, some fields absent (birth details, exact location, last name). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };
type Basic = Loose<Sections['basic_and_lifestyle']>;

const text = (value: string | null | undefined) => (value ? value : null);
/**
 * What the member wrote in their own words (names, places, a time of birth): shown as written in every language, and
 * marked so no browser machine-translates it (issue 30: members' own text is never translated).
 */
const written = (value: string | null | undefined) => (value ? <span translate="no">{value}</span> : null);
const number = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));

/**
 * How each profile section reads, for the member's own My Details and for the profile page: the same labels and
 * the same formatting (height as "5 ft 6 in (168 cm)", income as its band, dates in words) everywhere.
 */
export function useProfileFacts() {
  const { t, language } = useTranslation(profileMessages);
  const optionLabel = useOptionLabel();
  const height = useHeightFormat();
  return useMemo(() => {
    /** A value of an option list in the language shown (the stored value when it is not in the list). */
    const option = (list: OptionList, value: string | null | undefined) => (value ? optionLabel(list, value) : null);
    /** A country by its ISO code, in the language shown; the server's English name without a code. */
    const country = (code: string | null | undefined, name: string | null | undefined) =>
      code ? optionLabel('country', code, name ?? undefined) : text(name);
    const date = (value: string | null | undefined) =>
      value ? formatCalendarDate(LANGUAGES[language].htmlLang, value) : null;
    const yesNo = (value: string | null | undefined) => {
      const lower = value?.toLowerCase();
      if (lower === 'yes' || lower === 'true') return t('profile.common.yes');
      if (lower === 'no' || lower === 'false') return t('profile.common.no');
      return text(value);
    };
    const gender = (value: string | null | undefined) =>
      value && (GENDERS as readonly string[]).includes(value) ? t(`profile.genders.${value as 'Man'}`) : text(value);
    const postedBy = (value: string | null | undefined) =>
      value && (LOOKING_FOR_WHOM as readonly string[]).includes(value)
        ? t(`profile.postedBy.${value as 'Myself'}`)
        : text(value);
    const age = (value: number | null | undefined) =>
      value === null || value === undefined ? null : t('profile.common.years', { count: value });
    const label = (key: string) => t(`profile.fields.${key}` as 'profile.fields.name');
    const fact = (key: string, value: ReactNode | null, labelKey = key): Fact => ({
      key,
      label: label(labelKey),
      value,
    });

    /**
     * The income band in the language shown; an amount the member gave in their own currency as "AED 250,000 a year
     * (about AU$70,000)", worded here from the amounts (the server's English `incomeLabel` only from a server that
     * sends no amount).
     */
    const income = (section: Loose<Sections['education_and_financial']>) => {
      const { incomeCurrency: currency, incomeAmount: amount, incomeAud: aud } = section;
      if (currency && typeof amount === 'number') {
        const numbers = numberFormat(LANGUAGES[language].htmlLang);
        const given = `${currency} ${numbers.format(amount)}`;
        return currency === 'AUD' || typeof aud !== 'number'
          ? t('profile.common.incomeAYear', { amount: given })
          : t('profile.common.incomeAYearAbout', {
              amount: given,
              aud: formatAudDollars(aud, LANGUAGES[language].htmlLang),
            });
      }
      const band = INCOME_BANDS.find((entry) => entry.value === section.income);
      if (section.incomeLabel && section.incomeLabel !== band?.label) return section.incomeLabel;
      return option('income', section.income);
    };
    const fullName = (basic: Basic) => [basic.firstName, basic.lastName].filter(Boolean).join(' ') || null;
    /** The name members know the profile by: the display name, else the first name. */
    const shownName = (basic: Basic) => text(basic.displayName) ?? text(basic.firstName) ?? fullName(basic) ?? '';

    return {
      date,
      gender,
      age,
      fullName,
      shownName,
      /** The basic card; `religion` may come from the religious section, which is where it is edited. */
      basic: (basic: Basic, religion?: string | null): Fact[] => [
        fact('name', written(fullName(basic))),
        fact('displayName', written(basic.displayName)),
        fact('gender', gender(basic.gender)),
        fact('age', age(basic.age)),
        fact('religion', option('religion', religion ?? basic.religion)),
        fact('maritalStatus', option('maritalStatus', basic.maritalStatus)),
        fact('numberOfChildren', number(basic.numberOfChildren)),
        fact('postedBy', postedBy(basic.postedBy)),
      ],
      family_details: (section: Loose<Sections['family_details']>): Fact[] => [
        fact('fatherOccupation', option('parentOccupation', section.fatherOccupation)),
        fact('motherOccupation', option('parentOccupation', section.motherOccupation)),
        fact('numberOfSiblings', number(section.numberOfSiblings)),
        fact('livingWithFamily', yesNo(section.livingWithFamily)),
      ],
      personal_background: (section: Loose<Sections['personal_background']>): Fact[] => [
        fact('height', section.heightCm ? height.full(section.heightCm) : text(section.height)),
        fact('weight', section.weightKg ? t('profile.common.kg', { count: section.weightKg }) : text(section.weight)),
        fact('bodyType', option('bodyType', section.bodyType)),
        fact('language', option('motherTongue', section.language)),
        fact('smokingHabbit', option('smoking', section.smokingHabbit)),
        fact('drinkingHabbit', option('drinking', section.drinkingHabbit)),
        fact('diet', option('diet', section.diet)),
        fact('complexion', option('complexion', section.complexion)),
      ],
      /** Birth details are left out when absent from the section (other members who may not see them). */
      religious_background: (section: Loose<Sections['religious_background']>): Fact[] => [
        fact('religion', option('religion', section.religion)),
        fact('community', option('community', section.community)),
        fact('subCommunity', written(section.subCommunity)),
        fact('caste', option('caste', section.caste)),
        fact('gotra', option('gotra', section.gotra)),
        fact('motherTongue', option('motherTongue', section.motherTongue)),
        ...('dateOfBirth' in section ? [fact('dateOfBirth', date(section.dateOfBirth))] : []),
        ...('timeOfBirth' in section ? [fact('timeOfBirth', written(section.timeOfBirth))] : []),
        ...('placeOfBirth' in section ? [fact('placeOfBirth', written(section.placeOfBirth))] : []),
      ],
      location_background: (section: Loose<Sections['location_background']>): Fact[] => [
        fact('country', country(section.countryCode, section.country)),
        fact('state', written(section.state)),
        ...('currentLocation' in section ? [fact('currentLocation', written(section.currentLocation))] : []),
        ...('cityOfResidence' in section ? [fact('cityOfResidence', written(section.cityOfResidence))] : []),
        fact('nationality', country(section.nationalityCode, section.nationality)),
        fact('citizenShip', country(section.citizenShipCode, section.citizenShip)),
        fact('austrailanVisaStatus', option('visaStatus', section.austrailanVisaStatus ?? section.residencyVisaStatus)),
      ],
      education_and_financial: (section: Loose<Sections['education_and_financial']>): Fact[] => {
        const status = section.currentWorkingStatus ?? section.workingStatus;
        return [
          fact('qualification', option('qualification', section.qualification)),
          fact('occupation', option('occupation', section.occupation)),
          fact('currentWorkingStatus', option('workingStatus', status)),
          fact('income', income(section)),
        ];
      },
    };
  }, [t, language, optionLabel, height]);
}
export type ProfileFacts = ReturnType<typeof useProfileFacts>;
