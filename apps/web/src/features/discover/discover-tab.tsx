import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activeFilters, withoutFilter, type DiscoverFilterKey, type DiscoverSort } from '@app/shared/discover';
import { HOROSCOPE_NEEDED_REASON } from '@app/shared/horoscope';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { LoadFailed } from '../../components/ui/load-failed';
import { readApiFailure } from '../../lib/api/api-failure';
import { useTranslation } from '../../lib/i18n';
import { listFormat } from '../../lib/intl';
import { LANGUAGES } from '../../lib/language-names';
import { useMediaQuery } from '../../lib/media-query';
import { discoverMessages } from '../../locales/discover';
import { useFilteredProfilesInfiniteQuery } from './api/filtered-profiles';
import { CardGridSkeleton } from '../../components/members/card-skeleton';
import { FilterPanel, type PanelFilters } from './components/filter-panel';
import { MemberCard } from './components/member-card';
import { MemberGrid } from '../../components/members/member-grid';
import { SortSelect } from './components/sort-select';
import {
  discoverApiQuery,
  readDiscoverFilters,
  writeDiscoverFilters,
  type DiscoverFilters,
} from './lib/discover-query';

/**
 * The Discover tab: the member's mutual matches as cards, filtered and sorted by what the address says (next to
 * `tab=discover`), twenty at a time with "Show more". An empty result says which single filter to remove to see
 * matches again, as the server worked out (`emptyHint.loosen`, worded here; its English `message` is for older
 * clients).
 */
export function DiscoverTab() {
  const { t } = useTranslation(discoverMessages);
  const titleId = useId();
  const panelId = useId();
  // The address read and written directly, as the dashboard does (useSearchParams would weigh on the app shell).
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readDiscoverFilters(search), [search]);
  const { sortBy, ...panelFilters } = filters;
  const active = activeFilters(filters);
  const [panelOpen, setPanelOpen] = useState(false);
  // The panel is beside the results on a wide screen and folded away on a phone. Its hundreds of choices are only
  // drawn once it is shown (on a phone that is most of the tab's first work), then kept, with any unapplied edits.
  const wide = useMediaQuery('(min-width: 1024px)');
  const [panelDrawn, setPanelDrawn] = useState(false);
  if ((wide || panelOpen) && !panelDrawn) setPanelDrawn(true);

  const go = (next: Partial<DiscoverFilters>) => {
    const nextSearch = writeDiscoverFilters(search, next);
    if (nextSearch !== search) void navigate({ pathname, search: nextSearch });
  };
  const apply = (next: PanelFilters) => {
    // On a phone the panel folds away to show the results; focus goes back to the button that opens it.
    if (panelOpen) {
      setPanelOpen(false);
      document.getElementById(`${panelId}-toggle`)?.focus();
    }
    go({ ...next, sortBy });
  };
  const clear = () => go({ sortBy });
  const sort = (next: DiscoverSort) => go({ ...filters, sortBy: next });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-bold text-ink-900">
            {t('discover.tab.title')}
          </h2>
          <p className="text-ink-700">{t('discover.tab.lead')}</p>
          {sortBy === 'bestMatch' ? (
            <p className="max-w-2xl text-sm text-ink-700">{t('discover.tab.bestMatchOrder')}</p>
          ) : null}
        </div>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <Button
            id={`${panelId}-toggle`}
            variant="secondary"
            className="lg:hidden"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {panelOpen ? t('discover.filters.hide') : t('discover.filters.show')}
            {active.length ? (
              <span className="rounded-full bg-accent-600 px-2 text-sm text-white">
                {t('discover.filters.activeCount', { count: active.length })}
              </span>
            ) : null}
          </Button>
          <SortSelect value={sortBy} onChange={sort} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <div
          id={panelId}
          className={cn(panelOpen ? 'block' : 'hidden', 'rounded-card bg-white p-4 shadow-sm lg:block')}
        >
          {panelDrawn ? <FilterPanel filters={panelFilters} onApply={apply} onClear={clear} /> : null}
        </div>
        <div className="min-w-0">
          <Results filters={filters} onFilters={go} />
        </div>
      </div>
    </section>
  );
}

function Results({
  filters,
  onFilters,
}: {
  filters: DiscoverFilters;
  onFilters: (filters: Partial<DiscoverFilters>) => void;
}) {
  const { t, language } = useTranslation(discoverMessages);
  const filterName = (key: DiscoverFilterKey) => t(`discover.filterNames.${key}`);
  const query = useFilteredProfilesInfiniteQuery(discoverApiQuery(filters));
  // `currentData`: while other filters' results load, the previous ones are not shown under them.
  const { currentData, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    query;
  const profiles = useMemo(() => currentData?.pages.flatMap((page) => page.profiles) ?? [], [currentData]);
  const list = useRef<HTMLUListElement>(null);
  // After "Show more", focus goes to the first new card, so keyboard and screen reader users carry on from there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || profiles.length <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [profiles.length]);

  if (!currentData) {
    const failure = isError ? readApiFailure(error) : null;
    if (failure?.kind === 'rejected' && failure.code === 'PROFILE_INCOMPLETE') {
      // The server's own words: matches need a complete, visible profile of one's own.
      return (
        <div className="rounded-card bg-white shadow-sm">
          <EmptyState
            headingLevel="h3"
            title={t('discover.incomplete.title')}
            body={failure.message}
            action={
              <Link to="/user-dashboard?tab=details" className={buttonClasses('primary')}>
                {t('discover.incomplete.action')}
              </Link>
            }
          />
        </div>
      );
    }
    if (failure?.kind === 'rejected' && failure.reason === HOROSCOPE_NEEDED_REASON) {
      // The horoscope filter needs the member's own chart: say so (the server's sentence, in the language shown) and
      // lead to where it is turned on, or take the filter away.
      return (
        <div className="rounded-card bg-white shadow-sm">
          <EmptyState
            headingLevel="h3"
            title={t('discover.horoscopeNeeded.title')}
            body={failure.message}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Link to="/user-dashboard?tab=details" className={buttonClasses('primary')}>
                  {t('discover.horoscopeNeeded.action')}
                </Link>
                <Button variant="secondary" onClick={() => onFilters(withoutFilter(filters, 'minGunas'))}>
                  {t('discover.horoscopeNeeded.remove')}
                </Button>
              </div>
            }
          />
        </div>
      );
    }
    if (isError) return <LoadFailed message={t('discover.tab.loadFailed')} onRetry={() => void refetch()} />;
    return <CardGridSkeleton label={t('discover.tab.loading')} layout="beside-filters" />;
  }

  if (profiles.length === 0) {
    const hint = currentData.pages[0]?.emptyHint ?? null;
    const filtered = activeFilters(filters).length > 0;
    const loosen = (hint?.loosen ?? []).map(filterName);
    const body = !hint
      ? t(filtered ? 'discover.empty.filteredBody' : 'discover.empty.body')
      : !filtered
        ? t('discover.empty.noneAtAll')
        : loosen.length === 0
          ? t('discover.empty.loosenNone')
          : loosen.length === 1
            ? t('discover.empty.loosenOne', { filter: loosen[0] })
            : t('discover.empty.loosenAny', {
                filters: listFormat(LANGUAGES[language].htmlLang, { type: 'unit', style: 'short' }).format(loosen),
              });
    return (
      <div className="rounded-card bg-white shadow-sm">
        <EmptyState
          headingLevel="h3"
          title={filtered ? t('discover.empty.filteredTitle') : t('discover.empty.title')}
          body={body}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {hint?.loosen.map((key) => (
                <Button key={key} variant="secondary" onClick={() => onFilters(withoutFilter(filters, key))}>
                  {t('discover.empty.removeFilter', { label: filterName(key) })}
                </Button>
              ))}
              {filtered ? (
                <Button variant="ghost" onClick={() => onFilters({ sortBy: filters.sortBy })}>
                  {t('discover.empty.clearAll')}
                </Button>
              ) : (
                <Link to="/user-dashboard?tab=details" className={buttonClasses('secondary')}>
                  {t('discover.empty.preferences')}
                </Link>
              )}
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <MemberGrid ref={list} layout="beside-filters" label={t('discover.tab.results')}>
        {profiles.map((card, position) => (
          <li key={card.userId}>
            <MemberCard card={card} position={position} />
          </li>
        ))}
      </MemberGrid>
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {t('discover.tab.moreFailed')}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button
          variant="secondary"
          loading={isFetchingNextPage}
          onClick={() => {
            firstNew.current = profiles.length;
            void fetchNextPage();
          }}
        >
          {t('discover.tab.showMore')}
        </Button>
      ) : currentData.pages.length > 1 ? (
        <p className="text-sm text-ink-500">{t('discover.tab.allShown')}</p>
      ) : null}
    </div>
  );
}
