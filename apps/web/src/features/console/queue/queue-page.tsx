import { useId, useState, type KeyboardEvent } from 'react';
import { QUEUE_FILTERS, type QueueFilter, type QueueItem } from '@app/shared/console/queue';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { useConsoleDates } from '../audit/format';
import { useQueueItemsInfiniteQuery, useQueueSummaryQuery } from './api';
import { itemPath, useDuration, useTagLabel } from './format';
import { queueMessages } from './messages';
import { ListNotLoaded, LoadMore } from '../shell/paged-list';

const linkClasses =
  'font-semibold text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

function Summary() {
  const { t } = useTranslation(queueMessages);
  const duration = useDuration();
  const { data, isError, refetch } = useQueueSummaryQuery();
  if (!data) {
    return isError ? (
      <LoadFailed message={t('consoleQueue.summary.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <Skeleton className="h-20" />
    );
  }
  const { counts } = data;
  const card = 'flex flex-col gap-1 rounded-xl border border-ink-500/15 bg-white p-3';
  return (
    <dl aria-label={t('consoleQueue.summary.label')} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <div className={card}>
        <dt className="text-sm text-ink-700">{t('consoleQueue.summary.reports')}</dt>
        <dd className="text-2xl font-bold text-ink-900">{counts.report}</dd>
        {counts.urgentReport > 0 ? (
          <dd className="text-sm font-semibold text-danger-600">
            {t('consoleQueue.summary.urgent', { count: counts.urgentReport })}
          </dd>
        ) : null}
      </div>
      <div className={card}>
        <dt className="text-sm text-ink-700">{t('consoleQueue.summary.verification')}</dt>
        <dd className="text-2xl font-bold text-ink-900">{counts.verification}</dd>
      </div>
      <div className={card}>
        <dt className="text-sm text-ink-700">{t('consoleQueue.summary.corrections')}</dt>
        <dd className="text-2xl font-bold text-ink-900">{counts['self-correction']}</dd>
      </div>
      <div className={card}>
        <dt className="text-sm text-ink-700">{t('consoleQueue.summary.flags')}</dt>
        <dd className="text-2xl font-bold text-ink-900">{counts['message-flag']}</dd>
      </div>
      <div className={card}>
        <dt className="text-sm text-ink-700">{t('consoleQueue.summary.photos')}</dt>
        <dd className="text-2xl font-bold text-ink-900">{counts.photos}</dd>
        <dd className="text-sm">
          <Link to="/admin/photos" className={linkClasses}>
            {t('consoleQueue.summary.photosLink')}
          </Link>
        </dd>
      </div>
      <div className={card}>
        <dt className="text-sm text-ink-700">{t('consoleQueue.summary.median')}</dt>
        {data.medianDecisionSeconds === null ? (
          <dd className="text-sm text-ink-700">{t('consoleQueue.summary.medianNone')}</dd>
        ) : (
          <>
            <dd className="text-2xl font-bold text-ink-900">{duration(data.medianDecisionSeconds)}</dd>
            <dd className="text-xs text-ink-500">
              {t('consoleQueue.summary.medianHint', { count: data.decidedLast30Days })}
            </dd>
          </>
        )}
      </div>
    </dl>
  );
}

function ItemRow({ item }: { item: QueueItem }) {
  const { t } = useTranslation(queueMessages);
  const dates = useConsoleDates();
  const tag = useTagLabel();
  return (
    <tr className="border-t border-ink-500/10 align-top">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <Link to={itemPath(item.kind, item.id)} className={linkClasses} data-queue-item="">
          {t(`consoleQueue.kind.${item.kind}`)}
        </Link>
        {item.urgent ? (
          <span className="ml-2 rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold text-white">
            {t('consoleQueue.urgent')}
          </span>
        ) : null}
      </th>
      <td className="px-3 py-2 text-ink-900">
        {item.memberName}
        <span className="block break-all text-ink-500">{item.memberEmail}</span>
      </td>
      <td className="px-3 py-2 text-ink-700">{item.tags.map(tag).join(', ')}</td>
      <td className="whitespace-nowrap px-3 py-2 text-ink-700">{dates.when(item.since)}</td>
    </tr>
  );
}

/** j / k (or the arrow keys) move between the items' links; Enter follows the focused link. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, [role="tablist"]')) return;
  const step =
    event.key === 'j' || event.key === 'ArrowDown' ? 1 : event.key === 'k' || event.key === 'ArrowUp' ? -1 : 0;
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-queue-item]')];
  if (!links.length) return;
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = index === -1 ? (step > 0 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, index + step));
  links[next]?.focus();
  event.preventDefault();
}

function ItemList({ kind }: { kind: QueueFilter }) {
  const { t } = useTranslation(queueMessages);
  const { data, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useQueueItemsInfiniteQuery(kind);
  if (!data) {
    return (
      <ListNotLoaded
        isError={isError}
        loading={t('consoleQueue.loading')}
        failed={t('consoleQueue.loadFailed')}
        onRetry={() => void refetch()}
        className="flex flex-col gap-2 pt-3"
      />
    );
  }
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="py-6 text-ink-700">{t('consoleQueue.empty')}</p>;
  return (
    <div className="flex flex-col gap-3 pt-3">
      <div className="overflow-x-auto rounded-xl border border-ink-500/15 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t('consoleQueue.caption')}</caption>
          <thead className="bg-ink-500/5 text-ink-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('consoleQueue.columns.item')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('consoleQueue.columns.member')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('consoleQueue.columns.about')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('consoleQueue.columns.waiting')}
              </th>
            </tr>
          </thead>
          <tbody aria-busy={isFetching || undefined}>
            {items.map((item) => (
              <ItemRow key={`${item.kind}/${item.id}`} item={item} />
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        hasNextPage={hasNextPage}
        loading={isFetchingNextPage}
        onLoad={() => void fetchNextPage()}
        label={t('consoleQueue.loadMore')}
      />
    </div>
  );
}

/**
 * /admin, the console's home: what is waiting (counts, photos awaiting review, the median time to decision) and the
 * queue itself, by kind. The order is the server's: urgent reports first, then oldest first.
 */
export function QueuePage() {
  const { t } = useTranslation(queueMessages);
  useDocumentTitle(t('consoleQueue.title'));
  const headingId = useId();
  const [kind, setKind] = useState<QueueFilter>('all');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-ink-900">
          {t('consoleQueue.title')}
        </h1>
        <p className="text-sm text-ink-700">{t('consoleQueue.intro')}</p>
      </div>
      <Summary />
      {/* Keyboard shortcuts for the list inside (links stay the real targets). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div onKeyDown={moveFocus}>
        <Tabs
          label={t('consoleQueue.tabs.label')}
          active={kind}
          onChange={(key) => setKind(key as QueueFilter)}
          items={QUEUE_FILTERS.map((filter) => ({
            key: filter,
            label: t(`consoleQueue.tabs.${filter}`),
            content: filter === kind ? <ItemList kind={filter} /> : null,
          }))}
        />
      </div>
    </section>
  );
}
