import type { MatchReason, MemberCard } from '@app/shared/discover';
import { grammaticalGender } from '@app/shared/i18n';
import { HOBBIES } from '@app/shared/questionnaire/questions';
import { useTranslation } from '../../lib/i18n';
import { useOptionLabel, type OptionList } from '../../lib/option-labels';
import english from '../../locales/en/members.json';
import { membersMessages } from '../../locales/members';

/** The values of a reason that are an option of a list, worded by the list (`options.<list>`). */
const OPTION_PARAMS: Readonly<Record<string, OptionList>> = {
  maritalStatus: 'maritalStatus',
  religion: 'religion',
  community: 'community',
  motherTongue: 'motherTongue',
  diet: 'diet',
  smoking: 'smoking',
  drinking: 'drinking',
};

/** English says "Both vegetarian" and "your interest in music": the value mid-sentence, in lower case. */
const LOWER_IN_ENGLISH = new Set(['diet', 'interest']);

const known = (code: string): code is keyof typeof english.members.reasons =>
  Object.hasOwn(english.members.reasons, code);
const isHobby = (value: string): value is Exclude<(typeof HOBBIES)[number], 'None'> =>
  value !== 'None' && (HOBBIES as readonly string[]).includes(value);

/**
 * A match card's reasons (at most three) in the language shown (issue 30): from the codes and values the server
 * sends (`matchReasonCodes`), with the candidate's gender for "her"/"his"; a code this page does not know yet, or a
 * server that sends none, shows the English text of `matchReasons` instead.
 */
export function useMatchReasons(card: Pick<MemberCard, 'gender' | 'matchReasons' | 'matchReasonCodes'>): string[] {
  const { t, language } = useTranslation(membersMessages);
  const option = useOptionLabel();
  const gender = grammaticalGender(card.gender);
  const word = (name: string, value: string | number): string | number => {
    if (typeof value === 'number') return value;
    const list = OPTION_PARAMS[name];
    const label = list
      ? option(list, value)
      : name === 'interest' && isHobby(value)
        ? t(`members.hobbies.${value}`)
        : value;
    return language === 'en' && LOWER_IN_ENGLISH.has(name) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  };
  const reason = ({ code, params }: MatchReason, index: number): string => {
    if (!known(code)) return card.matchReasons[index] ?? '';
    const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, word(name, value)]));
    return t(`members.reasons.${code}`, { ...values, gender });
  };
  const codes = card.matchReasonCodes as MemberCard['matchReasonCodes'] | undefined;
  return (codes && codes.length === card.matchReasons.length ? codes.map(reason) : card.matchReasons)
    .filter(Boolean)
    .slice(0, 3);
}
