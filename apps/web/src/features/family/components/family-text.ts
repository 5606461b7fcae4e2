import { useCallback } from 'react';
import { FAMILY_RELATIONS, FAMILY_RIGHTS, type FamilyRelation, type FamilyRight } from '@app/shared/family';
import { LANGUAGES, useTranslation } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl';
import { familyMessages } from '../../../locales/family';

export { FAMILY_RELATIONS, FAMILY_RIGHTS };

export const isRelation = (value: unknown): value is FamilyRelation =>
  (FAMILY_RELATIONS as readonly unknown[]).includes(value);
export const isRight = (value: unknown): value is FamilyRight => (FAMILY_RIGHTS as readonly unknown[]).includes(value);

/** A date (or a date and time) in the member's language; an empty string for a missing or unreadable one. */
export function useFamilyDates() {
  const { language } = useTranslation(familyMessages);
  const locale = LANGUAGES[language].htmlLang;
  const format = useCallback(
    (iso: string | null | undefined, withTime = false) => {
      const date = iso ? new Date(iso) : null;
      if (!date || Number.isNaN(date.getTime())) return '';
      return dateTimeFormat(
        locale,
        withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
      ).format(date);
    },
    [locale],
  );
  return format;
}

export const cardClasses = 'flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6';
