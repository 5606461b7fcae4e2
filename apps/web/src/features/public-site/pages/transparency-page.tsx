import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublishedCount, TransparencyAction, TransparencyReport } from '@app/shared/transparency';
import { apiSlice } from '../../../lib/api/api-slice';
import { useTranslation } from '../../../lib/i18n';
import { withMarkup } from '../../../lib/i18n-markup';
import { transparencyMessages } from '../../../locales/transparency';
import { inputClasses } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageHeader } from '../components/page-header';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { numberFormat } from '../../../lib/intl';

/** GET transparency/report (public; the server applies the small-number rule before anything is sent). */
const transparencyApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    transparencyReport: build.query<TransparencyReport, string | null>({
      query: (quarter) => ({ url: 'transparency/report', params: quarter ? { quarter } : {} }),
    }),
  }),
});
const { useTransparencyReportQuery } = transparencyApi;

/** The catalogue's key of each action (message keys cannot hold the action names' dots). */
const ACTION_KEYS = {
  'member.warned': 'memberWarned',
  'photo.removed': 'photoRemoved',
  'about.removed': 'aboutRemoved',
  'photo.rejected': 'photoRejected',
  'member.suspended': 'memberSuspended',
  'member.deleted': 'memberDeleted',
  'report.dismissed': 'reportDismissed',
} as const satisfies Record<TransparencyAction, string>;
const linkClass = 'font-semibold text-accent-700 underline underline-offset-2';

function useCount() {
  const { t } = useTranslation(transparencyMessages);
  return (count: PublishedCount) =>
    typeof count === 'number' ? numberFormat('en-AU').format(count) : t('transparency.fewerThan10');
}

function Section({ heading, explain, children }: { heading: string; explain: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-ink-500/15 pt-6">
      <h2 id={id} className="text-2xl font-bold text-ink-900">
        {heading}
      </h2>
      <p className="text-ink-700">{explain}</p>
      {children}
    </section>
  );
}

/** Headline figures as a definition list: the words, then the figure. */
function Figures({ items }: { items: Array<{ label: string; value: string }> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col gap-1 rounded-xl border border-accent-100 bg-white p-4">
          <dt className="text-sm text-ink-700">{item.label}</dt>
          <dd className="text-2xl font-bold text-ink-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CountTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string];
  rows: Array<[string, string]>;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-accent-100 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-accent-50 text-ink-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {headers[0]}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {headers[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-accent-100">
              <th scope="row" className="px-4 py-2 font-normal text-ink-900">
                {label}
              </th>
              <td className="px-4 py-2 text-right text-ink-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ report }: { report: TransparencyReport }) {
  const { t } = useTranslation(transparencyMessages);
  const count = useCount();
  const median = report.decisions.medianHours;
  return (
    <>
      <Section heading={t('transparency.reports.heading')} explain={t('transparency.reports.explain')}>
        <Figures items={[{ label: t('transparency.reports.total'), value: count(report.reports.total) }]} />
        <CountTable
          caption={t('transparency.reports.caption')}
          headers={[t('transparency.reports.reason'), t('transparency.reports.count')]}
          rows={report.reports.byReason.map((row) => [t(`transparency.reasons.${row.reason}`), count(row.count)])}
        />
      </Section>
      <Section heading={t('transparency.actions.heading')} explain={t('transparency.actions.explain')}>
        <CountTable
          caption={t('transparency.actions.caption')}
          headers={[t('transparency.actions.action'), t('transparency.actions.count')]}
          rows={report.actions.map((row) => [
            t(`transparency.actions.names.${ACTION_KEYS[row.action]}`),
            count(row.count),
          ])}
        />
      </Section>
      <Section heading={t('transparency.decisions.heading')} explain={t('transparency.decisions.explain')}>
        <Figures
          items={[
            { label: t('transparency.decisions.count'), value: count(report.decisions.count) },
            {
              label: t('transparency.decisions.median'),
              value:
                typeof median === 'number'
                  ? t('transparency.hours', { hours: median.toLocaleString('en-AU', { maximumFractionDigits: 1 }) })
                  : t('transparency.fewerThan10Decisions'),
            },
          ]}
        />
      </Section>
      <Section heading={t('transparency.accounts.heading')} explain={t('transparency.accounts.explain')}>
        <Figures
          items={[
            { label: t('transparency.accounts.suspended'), value: count(report.accounts.suspended) },
            { label: t('transparency.accounts.removed'), value: count(report.accounts.removed) },
          ]}
        />
      </Section>
      <Section heading={t('transparency.verification.heading')} explain={t('transparency.verification.explain')}>
        <Figures
          items={[
            { label: t('transparency.verification.submitted'), value: count(report.verification.submitted) },
            { label: t('transparency.verification.approved'), value: count(report.verification.approved) },
            { label: t('transparency.verification.rejected'), value: count(report.verification.rejected) },
          ]}
        />
      </Section>
    </>
  );
}

/** /transparency: one published quarter at a time (`?quarter=2026-Q3`; the latest by default). */
export function TransparencyPage() {
  const { t } = useTranslation(transparencyMessages);
  // The address's query read and written directly: useSearchParams would add about 1.5 KB to the app shell every
  // page loads (ADR 006).
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const quarter = new URLSearchParams(search).get('quarter');
  const { data, error, isLoading, isFetching, refetch } = useTransparencyReportQuery(quarter);
  const selectId = useId();
  const notFound = error && 'status' in error && error.status === 404;

  let body: ReactNode;
  if (notFound) {
    body = (
      <p role="alert" className="text-ink-900">
        {t('transparency.notPublished')}{' '}
        <Link to="/transparency" className={linkClass}>
          {t('transparency.title')}
        </Link>
      </p>
    );
  } else if (error) {
    body = <LoadFailed message={t('transparency.loadFailed')} onRetry={() => void refetch()} />;
  } else if (isLoading || !data) {
    body = (
      <div className="flex flex-col gap-4">
        <p className="sr-only">{t('transparency.loading')}</p>
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-semibold text-ink-900">
              {t('transparency.quarter')}
            </label>
            <select
              id={selectId}
              className={`${inputClasses} appearance-auto sm:w-48`}
              value={data.quarter}
              onChange={(event) => void navigate(`${pathname}?${new URLSearchParams({ quarter: event.target.value })}`)}
            >
              {data.quarters.map((option) => (
                <option key={option} value={option}>
                  {option.replace('-', ' ')}
                </option>
              ))}
            </select>
          </div>
          <p className="pb-2 text-ink-700">{t('transparency.period', data.period)}</p>
        </div>
        <div aria-busy={isFetching || undefined} className="flex flex-col gap-8">
          <Report report={data} />
        </div>
      </>
    );
  }

  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader width="max-w-4xl" title={t('transparency.title')} lead={t('transparency.lead')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
        <p className="rounded-xl bg-accent-50 p-4 text-ink-900">{t('transparency.smallNumbers')}</p>
        {body}
        <p className="text-ink-700">
          {withMarkup(t('transparency.guidelines'), {
            link: <Link to="/community-guidelines" className={linkClass} />,
          })}
        </p>
      </div>
    </main>
  );
}
