import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { dateTimeFormat } from '../../../lib/intl';

/** Dates as the console shows them: "3 Dec 2026, 2:05 pm" (when) and "3 Dec 2026" (day), in the reader's language. */
export function useConsoleDates() {
  const { language } = useTranslation();
  return useMemo(() => {
    const locale = LANGUAGES[language].htmlLang;
    const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const day = dateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      locale,
      when: (iso: string) => when.format(new Date(iso)),
      day: (iso: string) => day.format(new Date(iso)),
    };
  }, [language]);
}
