import type { FamilyNote, FamilyReaction } from '@app/shared/family';
import { useFamilyRelations } from '../../../components/members/family';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { discoverMessages } from '../../../locales/discover';

/** The picture beside each reaction's words (the words carry the meaning; the picture is hidden from readers). */
export const REACTION_ICONS: Record<FamilyReaction, string> = { like: '👍', unsure: '🤔', dislike: '👎' };

/**
 * Which of a favourite's notes is the viewer's own: the candidate's is `self`; a relative acting for the profile
 * knows theirs by their relation and name (`actingAs`, as the notes name their authors). The notes carry no
 * account, so two relatives of one relation and one name would look alike; the server keeps one note per account
 * whatever this says, so at worst the form starts empty.
 */
export function useIsOwnNote() {
  const acting = useAppSelector((state) => state.user.user?.actingAs ?? null);
  return (note: FamilyNote) =>
    acting
      ? note.authorRelation === acting.relation && note.authorName === acting.name
      : note.authorRelation === 'self';
}

/**
 * The notes and reactions of the people on the profile on one favourite ("Sunita (mother) · 👍 Likes", then the
 * note): the candidate's first, then the relatives' (the server's order); the viewer's own says "You". A reaction
 * is said in words beside its picture, never by the picture or a colour alone. What they wrote, and a name shown
 * alone, are theirs as written (`translate="no"`). Nothing when there are none.
 */
export function FamilyNotes({ notes, name }: { notes: readonly FamilyNote[]; name: string }) {
  const { t } = useTranslation(discoverMessages);
  const relations = useFamilyRelations();
  const isOwn = useIsOwnNote();
  if (notes.length === 0) return null;
  const authorOf = (note: FamilyNote) => {
    if (isOwn(note)) return t('discover.notes.you');
    // The candidate's name alone, as written (a name in a sentence is the sentence's).
    if (note.authorRelation === 'self') return <span translate="no">{note.authorName}</span>;
    return t('discover.notes.author', { name: note.authorName, relation: relations.word(note.authorRelation) });
  };
  return (
    <ul aria-label={t('discover.notes.label', { name })} className="flex flex-col gap-2 text-ink-900">
      {notes.map((note, index) => (
        <li key={`${note.authorRelation}-${note.authorName}-${index}`} className="rounded-lg bg-accent-50 px-3 py-2">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-words font-semibold">{authorOf(note)}</span>
            {note.reaction ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-ink-900 ring-1 ring-ink-500/15">
                <span aria-hidden="true">{REACTION_ICONS[note.reaction]}</span>
                {t(`discover.notes.reaction.${note.reaction}`)}
              </span>
            ) : null}
          </p>
          {note.text ? (
            <p translate="no" className="mt-0.5 whitespace-pre-line break-words text-ink-700">
              {note.text}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
