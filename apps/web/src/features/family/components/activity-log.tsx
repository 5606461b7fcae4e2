import { useId } from 'react';
import type { FamilyActivity } from '@app/shared/family';
import { FAMILY_ACTIVITY_KINDS } from '@app/shared/family/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation, type MessageKey } from '../../../lib/i18n';
import { familyMessages } from '../../../locales/family';
import { useFamilyActivityInfiniteQuery } from '../api/family-api';
import { cardClasses, FAMILY_RIGHTS, isRelation, useFamilyDates } from './family-text';

type FamilyKey = MessageKey<(typeof familyMessages)['en']>;

/** The kinds with a sentence of their own (the shared list); any other (a kind added later, before this page knows it)
 * reads "… did something for your profile". */
const KINDS = new Set<string>(FAMILY_ACTIVITY_KINDS);

/** One entry as a sentence: who (you, or a helper by name and relation), what, and to whom where it says. */
function useSentence() {
  const { t } = useTranslation(familyMessages);
  return (entry: FamilyActivity) => {
    const { actor, detail } = entry;
    const who = isRelation(actor.relation)
      ? t('family.activity.who', { name: actor.name, relation: t(`family.relationWord.${actor.relation}`) })
      : actor.accountId === null
        ? actor.name || t('family.activity.someone')
        : t('family.activity.you');
    const relation = isRelation(detail.relation)
      ? t(`family.relationWord.${detail.relation}`)
      : t('family.activity.someone');
    const listed: unknown[] = Array.isArray(detail.rights) ? detail.rights : [];
    const rights = FAMILY_RIGHTS.filter((right) => listed.includes(right)).map((right) =>
      t(`family.right.${right}.label`).toLowerCase(),
    );
    const kind = (KINDS.has(entry.kind) ? entry.kind : 'other') as string;
    return t(`family.activity.kind.${kind}` as FamilyKey, {
      who,
      relation,
      rights: rights.length ? rights.join(', ') : t('family.activity.nothing'),
    });
  };
}

/** "Activity": the family's log, newest first, a page at a time ("Show more" starts after the last entry shown). */
export function ActivityLog() {
  const { t } = useTranslation(familyMessages);
  const format = useFamilyDates();
  const sentence = useSentence();
  const titleId = useId();
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useFamilyActivityInfiniteQuery();
  const entries = data?.pages.flat() ?? [];

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('family.activity.loading')}</span>
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  } else if (isError && !data) {
    body = <LoadFailed message={t('family.activity.loadFailed')} onRetry={() => void refetch()} />;
  } else if (!entries.length) {
    body = (
      <EmptyState headingLevel="h3" title={t('family.activity.emptyTitle')} body={t('family.activity.emptyBody')} />
    );
  } else {
    body = (
      <>
        <ol className="flex flex-col divide-y divide-ink-500/15">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={entry.at} className="shrink-0 text-sm text-ink-500 sm:w-44">
                {format(entry.at, true)}
              </time>
              <p className="text-ink-900">{sentence(entry)}</p>
            </li>
          ))}
        </ol>
        {hasNextPage ? (
          <Button
            variant="secondary"
            className="self-stretch sm:self-start"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {t('family.activity.more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('family.activity.title')}
        </h2>
        <p className="text-ink-700">{t('family.activity.intro')}</p>
      </div>
      {body}
    </section>
  );
}
