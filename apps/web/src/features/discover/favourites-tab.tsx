import { useId } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { LoadFailed } from '../../components/ui/load-failed';
import { useTranslation } from '../../lib/i18n';
import { discoverMessages } from '../../locales/discover';
import { useGetFavProfileQuery } from './api/favourites';
import { CardGridSkeleton } from '../../components/members/card-skeleton';
import { MemberCard } from './components/member-card';
import { MemberGrid } from '../../components/members/member-grid';

/** The Favourites tab: every member the viewer starred, most recent first (GET profile/favorite/getFavProfile). */
export function FavouritesTab() {
  const { t } = useTranslation(discoverMessages);
  const titleId = useId();
  const { data, isError, refetch } = useGetFavProfileQuery();

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
        {data.data.map((favourite, position) => (
          <li key={favourite.userId}>
            <MemberCard card={favourite.profile} position={position} />
          </li>
        ))}
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
    </section>
  );
}
