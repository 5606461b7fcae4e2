import { useCallback } from 'react';
import { FAMILY_RELATIONS, FAMILY_RIGHTS, type FamilyRelation, type FamilyRight } from '@app/shared/family/constants';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { dateTimeFormat } from '../../../lib/intl';
import { familyMessages } from '../../../locales/family';

export { FAMILY_RELATIONS, FAMILY_RIGHTS };

export const isRelation = (value: unknown): value is FamilyRelation =>
  (FAMILY_RELATIONS as readonly unknown[]).includes(value);
export const isRight = (value: unknown): value is FamilyRight => (FAMILY_RIGHTS as readonly unknown[]).includes(value);

/**
 * The rights after one is switched on or off, in the list's order. Changing the profile means reading it (the server
 * refuses `edit` without `browse`): switching Edit on switches Browse on too, and switching Browse off, Edit off.
 */
export function switchRight(rights: readonly FamilyRight[], right: FamilyRight, on: boolean): FamilyRight[] {
  const next = new Set(rights);
  if (on) next.add(right);
  else next.delete(right);
  if (on && right === 'edit') next.add('browse');
  if (!on && right === 'browse') next.delete('edit');
  return FAMILY_RIGHTS.filter((each) => next.has(each));
}

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

/**
 * A refusal of a form that names a person by e-mail and relation (inviting a helper, asking the candidate to
 * confirm): the server's word on the field it names (focused), else above the form; `failed` when it never answered.
 */
export function showEmailRelationRefusal(
  caught: unknown,
  form: {
    setError: (
      field: 'email' | 'relation',
      error: { type: string; message: string },
      options: { shouldFocus: boolean },
    ) => void;
  },
  formError: { show: (message: string) => void },
  failed: string,
): void {
  const failure = readApiFailure(caught);
  if (failure.kind === 'failed') {
    formError.show(failed);
    return;
  }
  const onEmail = fieldMessage(failure, 'email');
  const onRelation = fieldMessage(failure, 'relation');
  if (onEmail) form.setError('email', { type: 'server', message: onEmail }, { shouldFocus: true });
  else if (onRelation) form.setError('relation', { type: 'server', message: onRelation }, { shouldFocus: true });
  else formError.show(failure.message);
}
