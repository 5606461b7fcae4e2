import { Suspense, useId, useState } from 'react';
import type { FamilyNote } from '@app/shared/family';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { LoadFailed } from '../../components/ui/load-failed';
import { useTranslation } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import { discoverMessages } from '../../locales/discover';
import { useGetFavProfileQuery } from './api/favourites';
import { CardGridSkeleton } from '../../components/members/card-skeleton';
import { FamilyNotes, useIsOwnNote } from './components/family-notes';
import { MemberCard } from './components/member-card';
import { MemberGrid } from '../../components/members/member-grid';

// The note form (with the shared rules and zod) loads when a note is first reached for, not with the tab: pointing
// at or focusing the button starts the download; if it cannot arrive, the dialog says so and offers to try again.
const FamilyNoteDialog = lazyPage(() => import('./components/family-note-dialog'), 'FamilyNoteDialog', {
  failed: (retry, { member, onClose }) => (
    <NoteDialogUnavailable name={member.name} onRetry={retry} onClose={onClose} />
  ),
});
const preloadNoteDialog = () => void FamilyNoteDialog.preload().catch(() => undefined);

function NoteDialogUnavailable({ name, onRetry, onClose }: { name: string; onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation(discoverMessages);
  return (
    <Dialog open onClose={onClose} title={t('discover.notes.dialog.title', { name })}>
      <LoadFailed onRetry={onRetry} onClose={onClose} />
    </Dialog>
  );
}

type Editing = {
  member: { userId: string; name: string };
  own: FamilyNote | null;
  /** The button that opened the form: the focus goes back to it when the form closes. */
  opener: HTMLElement;
};

/**
 * The Favourites tab: every member the viewer starred, most recent first (GET profile/favorite/getFavProfile). The
 * favourites are the family's shortlist (ADR 017): under each, the notes and reactions of the people on the profile,
 * and a button to add or change the viewer's own.
 */
export function FavouritesTab() {
  const { t } = useTranslation(discoverMessages);
  const titleId = useId();
  const { data, isError, refetch } = useGetFavProfileQuery();
  const isOwn = useIsOwnNote();
  const [editing, setEditing] = useState<Editing | null>(null);

  let content;
  if (!data) {
    content = isError ? (
      <LoadFailed message={t('discover.favourites.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <CardGridSkeleton label={t('discover.favourites.loading')} layout="full" count={4} />
    );
  } else if (data.data.length === 0) {
    content = (
      <div className="rounded-card bg-white shadow-sm">
        <EmptyState
          headingLevel="h3"
          title={t('discover.favourites.emptyTitle')}
          body={t('discover.favourites.emptyBody')}
          action={
            <Link to="/user-dashboard?tab=discover" className={buttonClasses('secondary')}>
              {t('discover.favourites.toDiscover')}
            </Link>
          }
        />
      </div>
    );
  } else {
    content = (
      <MemberGrid layout="full" label={t('discover.favourites.title')}>
        {data.data.map((favourite, position) => {
          const name = favourite.profile.name;
          const own = favourite.notes.find(isOwn) ?? null;
          return (
            <li key={favourite.userId}>
              <MemberCard
                card={favourite.profile}
                position={position}
                actions={
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-haspopup="dialog"
                    aria-label={t(own ? 'discover.notes.editLabel' : 'discover.notes.addLabel', { name })}
                    onPointerEnter={preloadNoteDialog}
                    onFocus={preloadNoteDialog}
                    onClick={(event) => {
                      preloadNoteDialog();
                      setEditing({ member: { userId: favourite.userId, name }, own, opener: event.currentTarget });
                    }}
                  >
                    {t(own ? 'discover.notes.edit' : 'discover.notes.add')}
                  </Button>
                }
              >
                {favourite.notes.length ? <FamilyNotes notes={favourite.notes} name={name} /> : null}
              </MemberCard>
            </li>
          );
        })}
      </MemberGrid>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('discover.favourites.title')}
        </h2>
        <p className="text-ink-700">{t('discover.favourites.lead')}</p>
      </div>
      {content}
      {editing ? (
        <Suspense fallback={null}>
          <FamilyNoteDialog
            key={editing.member.userId}
            member={editing.member}
            own={editing.own}
            onClose={() => {
              setEditing(null);
              editing.opener.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
