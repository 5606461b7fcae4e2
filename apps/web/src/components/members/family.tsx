import type { FamilyRelation } from '@app/shared/family';
import { useAppSelector } from '../../lib/hooks';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { listFormat } from '../../lib/intl';
import { membersMessages } from '../../locales/members';
import { cn } from '../ui/cn';

/**
 * How a member's relatives are named to others (ADR 017): by their relation to the member only ("mother"), never
 * by name. One copy of the words for every page that says who acted for a profile (cards, the profile page, the
 * requests lists, chat, notifications, the family shortlist).
 */
export function useFamilyRelations() {
  const { t, language } = useTranslation(membersMessages);
  const word = (relation: FamilyRelation) => t(`members.family.relation.${relation}`);
  return {
    word,
    /** The relations as one phrase, in the order given, each once: "mother, brother". */
    list: (relations: readonly FamilyRelation[]) =>
      listFormat(LANGUAGES[language].htmlLang, { type: 'unit', style: 'short' }).format(
        [...new Set(relations)].map(word),
      ),
  };
}

/**
 * Whose relative acted, when a relative acted for the viewer's own profile (a request it sent, a message it wrote):
 * null when the viewer is the candidate ("Sent by your mother"); the profile's name when the viewer is a family
 * manager acting for it ("Sent by Anjali’s mother"). A manager is never told "you": the answers name the relation
 * only, so two relatives with the same relation could not be told apart, and the profile's name is always true.
 */
export function useOwnProfileNameForFamily(): string | null {
  return useAppSelector((state) => state.user.user?.actingAs?.profileName ?? null);
}

/**
 * "Profile managed with family (mother, brother)": on a member's card and profile page when relatives help with
 * the profile (`managedBy`). Said in words (the icon only decorates); nothing when nobody helps.
 */
export function ManagedByFamily({
  relations,
  className,
}: {
  relations: readonly FamilyRelation[] | undefined;
  className?: string;
}) {
  const { t } = useTranslation(membersMessages);
  const { list } = useFamilyRelations();
  if (!relations?.length) return null;
  return (
    <p
      className={cn(
        'inline-flex max-w-full items-start gap-1.5 self-start rounded-2xl bg-accent-50 px-2.5 py-1 text-xs font-medium text-accent-700',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-px h-3.5 w-3.5 shrink-0" fill="currentColor">
        <circle cx="7" cy="5.5" r="2.5" />
        <circle cx="14" cy="7" r="2" />
        <path d="M2.5 15.5c0-2.8 2-4.8 4.5-4.8s4.5 2 4.5 4.8v.5h-9zM12.5 16v-.5c0-1.5-.4-2.8-1.2-3.8.7-.5 1.6-.8 2.7-.8 2 0 3.5 1.6 3.5 3.8v1.3z" />
      </svg>
      <span className="min-w-0 break-words">{t('members.family.managedBy', { relations: list(relations) })}</span>
    </p>
  );
}
