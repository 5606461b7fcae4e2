import type { UserType } from '@app/shared/constants';
import { useTranslation } from './i18n';
import { listFormat } from './intl';
import { LANGUAGES } from './language-names';

/**
 * The plans' tier names in the reader's language and script (`common.tiers`, in the shell's catalogue so any page
 * can name a tier without loading the plans' own words): one name, or a list joined by the language's own "and"
 * ("Premium and Exclusive", "प्रीमियम और एक्सक्लूसिव").
 */
export function useTierNames() {
  const { t, language } = useTranslation();
  const locale = LANGUAGES[language].htmlLang;
  const name = (tier: UserType) => t(`common.tiers.${tier}`);
  return {
    name,
    list: (tiers: readonly UserType[]) => listFormat(locale, { type: 'conjunction' }).format(tiers.map(name)),
  };
}
