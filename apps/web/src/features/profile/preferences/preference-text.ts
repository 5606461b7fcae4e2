import { useMemo } from 'react';
import {
  COMMUNITIES,
  DIETS,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  MUST_HAVE_KEYS,
  RELIGIONS,
  SMOKING_HABITS,
  type MustHaveKey,
  type PartnerPreferences,
} from '@app/shared/profile';
import { GENDERS, HOBBIES, IMPORTANCE, LIVING_IN_AUSTRALIA, WEDDING_GOALS } from '@app/shared/questionnaire';
import type { Option } from '../../../components/ui/inputs';
import { useHeightFormat } from '../../../lib/height';
import { useTranslation } from '../../../lib/i18n';
import { useOptionLabel, type OptionLabel, type OptionList } from '../../../lib/option-labels';
import { profileMessages } from '../../../locales/profile';

export type ListKey =
  'maritalStatuses' | 'religions' | 'communities' | 'motherTongues' | 'diets' | 'smoking' | 'drinking' | 'interests';

const labelled = (label: OptionLabel, list: OptionList, values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: label(list, value) }));

/** Whether a preference key may be marked must-have (the shared list decides). */
export const isMustHaveKey = (key: string): key is MustHaveKey => (MUST_HAVE_KEYS as readonly string[]).includes(key);

/** The options of each preference, labelled in plain words in the language shown (the values stay the lists'). */
export function usePreferenceOptions() {
  const { t } = useTranslation(profileMessages);
  const label = useOptionLabel();
  return useMemo(
    () => ({
      genderSought: GENDERS.map((value) => ({ value, label: t(`profile.preferences.genderSought.${value}`) })),
      lists: {
        maritalStatuses: labelled(label, 'maritalStatus', MARITAL_STATUSES),
        religions: labelled(label, 'religion', RELIGIONS),
        communities: labelled(label, 'community', COMMUNITIES),
        motherTongues: labelled(label, 'motherTongue', MOTHER_TONGUES),
        diets: labelled(label, 'diet', DIETS),
        smoking: labelled(label, 'smoking', SMOKING_HABITS),
        drinking: labelled(label, 'drinking', DRINKING_HABITS),
        // "None" describes a member without interests; as a preference it means nothing.
        interests: HOBBIES.filter((hobby) => hobby !== 'None').map((value) => ({
          value,
          label: t(`profile.hobbies.${value}`),
        })),
      } satisfies Record<ListKey, Option[]>,
      educationLevel: labelled(label, 'educationLevel', EDUCATION_LEVELS),
      importance: IMPORTANCE.map((value) => ({ value, label: t(`profile.preferences.importance.${value}`) })),
      livingInAustralia: LIVING_IN_AUSTRALIA.map((value) => ({
        value,
        label: t(`profile.preferences.livingInAustralia.${value}`),
      })),
      weddingGoals: WEDDING_GOALS.map((value) => ({ value, label: t(`profile.preferences.weddingGoals.${value}`) })),
    }),
    [t, label],
  );
}
export type PreferenceOptions = ReturnType<typeof usePreferenceOptions>;

/** Labels of chosen values, in the order of the option list; values no longer listed are shown as they are. */
export function labelsOf(options: readonly Option[], values: readonly string[]): string[] {
  const known = options.filter((option) => values.includes(option.value)).map((option) => option.label);
  const unknown = values.filter((value) => !options.some((option) => option.value === value));
  return [...known, ...unknown];
}

/** "5 ft 2 in (157 cm) to 5 ft 10 in (178 cm)", "… or taller", "Up to …", or null for no preference. */
export function useHeightRangeText() {
  const { t } = useTranslation(profileMessages);
  const { full } = useHeightFormat();
  return (preferences: Pick<PartnerPreferences, 'heightMinCm' | 'heightMaxCm'>) => {
    const { heightMinCm: min, heightMaxCm: max } = preferences;
    if (min && max) return t('profile.preferences.heightRange', { min: full(min), max: full(max) });
    if (min) return t('profile.preferences.heightFrom', { min: full(min) });
    if (max) return t('profile.preferences.heightUpTo', { max: full(max) });
    return null;
  };
}
