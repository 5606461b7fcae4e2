import { useId, type ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { discoverMessages } from '../../locales/discover';
import { useMyViewsQuery } from './api/my-views';
import { CardGridSkeleton } from '../../components/members/card-skeleton';
import { MemberCard } from './components/member-card';
import { MemberGrid } from '../../components/members/member-grid';
import { dateTimeFormat } from '../../lib/intl';

/**
 * Who looked at the member's profile (GET profile-view/my-views; the Connections tab's last list), each visitor as a
 * card with on how many days they looked and when last.
 * A plan that shows only the count gets no visitors and the tier that lists them (`requiredTier`): the count, then
 * `upgrade` (the billing feature's card, composed by the app), or one sentence without it.
 */
export function ViewersList({ upgrade }: { upgrade?: (requiredTier: 'Premium' | 'Exclusive') => ReactNode } = {}) {
  const { t, language } = useTranslation(discoverMessages);
  const titleId = useId();
  const { data, isError, refetch } = useMyViewsQuery();
  const dateFormat = dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'medium' });
  const formatDate = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
  };

  let content;
  if (!data) {
    content = isError ? (
      <LoadFailed message={t('discover.viewers.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <CardGridSkeleton label={t('discover.viewers.loading')} layout="full" count={4} />
    );
  } else if (data.total === 0) {
    content = (
      <div className="rounded-card bg-white shadow-sm">
        <EmptyState headingLevel="h3" title={t('discover.viewers.emptyTitle')} body={t('discover.viewers.emptyBody')} />
      </div>
    );
  } else {
    const notListed = data.total - data.data.length;
    content = (
      <>
        <p className="text-ink-700">{t('discover.viewers.total', { count: data.total })}</p>
        {data.data.length ? (
          <MemberGrid layout="full" label={t('discover.viewers.title')}>
            {data.data.map((view, position) => (
              <li key={view.viewerId}>
                <MemberCard card={view.profile} position={position}>
                  {t('discover.viewers.visits', { count: view.days, date: formatDate(view.viewedAt) })}
                </MemberCard>
              </li>
            ))}
          </MemberGrid>
        ) : null}
        {notListed > 0 && data.requiredTier && upgrade ? (
          upgrade(data.requiredTier === 'Exclusive' ? 'Exclusive' : 'Premium')
        ) : notListed > 0 ? (
          <p className="text-ink-700">{t('discover.viewers.notListed', { count: notListed })}</p>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('discover.viewers.title')}
      </h2>
      {content}
    </section>
  );
}
