import {
  AUSTRALIAN_VISA_STATUSES,
  BODY_TYPES,
  CASTE_ANY,
  CASTES,
  CASTES_BY_RELIGION,
  COMMUNITIES,
  COMPLEXIONS,
  DIETS,
  DRINKING_HABITS,
  ETHNICITIES,
  GOTRAS,
  HEIGHT_OPTIONS,
  INCOME_BANDS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATION_GROUPS,
  PARENT_OCCUPATIONS,
  QUALIFICATION_GROUPS,
  RELIGIONS,
  SMOKING_HABITS,
  type DropdownItem,
} from '@app/shared/profile';
import { listCountries, type Country } from '../places/index';

/**
 * The reference `dropdown/*` lists, built from the shared option lists and the places module:
 * one table from path to list, so no list is written twice and adding one is one line. `value` is what the
 * forms show and send back; `id` is a stable key (the value itself, the band, the centimetres or the ISO code).
 */

const values = (list: readonly string[]): DropdownItem[] => list.map((value) => ({ id: value, value }));
const countries = (list: readonly Country[]): DropdownItem[] =>
  list.map((country) => ({ id: country.code, value: country.name }));

export const STATIC_DROPDOWNS: Record<string, () => DropdownItem[]> = {
  getIncomeDropdown: () => INCOME_BANDS.map((band) => ({ id: band.value, value: band.label })),
  getFatherOccupationDropdown: () => values(PARENT_OCCUPATIONS),
  getMotherOccupationDropdown: () => values(PARENT_OCCUPATIONS),
  getReligionDropdown: () => values(RELIGIONS),
  getCommunityDropdown: () => values(COMMUNITIES),
  getMotherToungueDropdown: () => values(MOTHER_TONGUES),
  getHeightDropdown: () => HEIGHT_OPTIONS.map((height) => ({ id: height.value, value: height.label })),
  getQualificationDropdown: () =>
    QUALIFICATION_GROUPS.flatMap((group) =>
      group.options.map((option) => ({ id: option.value, value: option.value, group: group.group })),
    ),
  getOccupationDropdown: () =>
    OCCUPATION_GROUPS.flatMap((group) => group.options.map((value) => ({ id: value, value, group: group.group }))),
  getSmokingHabbitDropdown: () => values(SMOKING_HABITS),
  getDrinkingHabbitDropdown: () => values(DRINKING_HABITS),
  getDietDropdown: () => values(DIETS),
  getComplexionDropdown: () => values(COMPLEXIONS),
  getAustralianVisaStatusDropdown: () => values(AUSTRALIAN_VISA_STATUSES),
  getEthnicsDropdown: () => values(ETHNICITIES),
  getMaritalStatusDropdown: () => values(MARITAL_STATUSES),
  getCitizenshipDropdown: () => countries(listCountries()),
  getCountryDropdown: () => countries(listCountries()),
  getBodyTypeDropdown: () => values(BODY_TYPES),
  getGotrasDropdown: () => values(GOTRAS),
};

/** Castes of one religion and the answers open to everyone; every caste without a religion. */
export function casteDropdown(religion?: (typeof RELIGIONS)[number]): DropdownItem[] {
  if (!religion) return values(CASTES);
  const own = (CASTES_BY_RELIGION as Partial<Record<string, readonly string[]>>)[religion] ?? [];
  return values([...new Set([...own, ...CASTE_ANY])]);
}
