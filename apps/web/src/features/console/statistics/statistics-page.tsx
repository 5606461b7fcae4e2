import { useId, useState, type FormEvent } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { STATS_DEFAULT_DAYS, STATS_MAX_DAYS } from '@app/shared/console/statistics';
import { useTranslation } from '../../../lib/i18n';
import { consoleStatisticsMessages } from '../../../locales/console-statistics';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Field, FieldError } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/inputs';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { ChartFrame } from './chart-frame';
import {
  useConnectionDataQuery,
  useGenderRatioQuery,
  useNewUserDataQuery,
  useProfileFillQuery,
  useUserStatsQuery,
} from './api';
import { numberFormat } from '../../../lib/intl';

/**
 * The console's Statistics (issue 15 point 2): headline figures, then members per day, gender, profile completion
 * and connections per day, each drawn with recharts (this lazy section's own chunk) and given as a table too.
 * Every day is a UTC day, as the server counts them.
 */

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const ACCENT = 'var(--color-accent-600)';
const GOLD = 'var(--color-gold-400)';

type Range = { from: string; to: string };

function lastDays(now = new Date()): Range {
  return { from: utcDay(new Date(now.getTime() - (STATS_DEFAULT_DAYS - 1) * DAY_MS)), to: utcDay(now) };
}

function validRange({ from, to }: Range): boolean {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= end && (end - start) / DAY_MS + 1 <= STATS_MAX_DAYS;
}

const formatNumber = (value: number) => numberFormat('en-AU').format(value);
const formatPercent = (value: number) => `${value.toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`;
/** "12 Dec" for chart axes. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function SectionSkeleton() {
  return <Skeleton className="h-72" />;
}

function Totals() {
  const { t } = useTranslation(consoleStatisticsMessages);
  const { data, isLoading, isError, refetch } = useUserStatsQuery();
  if (isError) return <LoadFailed message={t('statistics.loadFailed')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Skeleton className="h-28" />;
  const figures = [
    { label: t('statistics.totals.totalMembers'), value: formatNumber(data.totalMembers) },
    { label: t('statistics.totals.active7'), value: formatNumber(data.activeLast7Days) },
    { label: t('statistics.totals.active30'), value: formatNumber(data.activeLast30Days) },
    { label: t('statistics.totals.paidPremium'), value: formatNumber(data.paidMembersByTier.Premium) },
    { label: t('statistics.totals.paidExclusive'), value: formatNumber(data.paidMembersByTier.Exclusive) },
    { label: t('statistics.totals.everPaid'), value: formatNumber(data.membersEverPaid) },
    { label: t('statistics.totals.conversion'), value: formatPercent(data.paidConversionPercent) },
  ];
  return (
    <section aria-labelledby="statistics-totals" className="flex flex-col gap-2">
      <h2 id="statistics-totals" className="text-lg font-semibold text-ink-900">
        {t('statistics.totals.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse rounded-xl border border-ink-500/15 bg-white p-3">
            <dt className="text-sm text-ink-700">{figure.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums text-ink-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-500">
        {t('statistics.totals.asOf', { time: data.asOf.slice(0, 16).replace('T', ' ') })}.{' '}
        {t('statistics.totals.activeHint')} {t('statistics.totals.conversionHint')}
      </p>
    </section>
  );
}

function RangeForm({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const { t } = useTranslation(consoleStatisticsMessages);
  const [draft, setDraft] = useState(range);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validRange(draft)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(draft);
  };
  return (
    <form onSubmit={submit} noValidate aria-describedby={invalid ? errorId : undefined}>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink-900">{t('statistics.range.legend')}</legend>
        <Field label={t('statistics.range.from')}>
          {(props) => (
            <TextInput
              {...props}
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('statistics.range.to')}>
          {(props) => (
            <TextInput
              {...props}
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          )}
        </Field>
        <Button type="submit">{t('statistics.range.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            const last = lastDays();
            setDraft(last);
            setInvalid(false);
            onChange(last);
          }}
        >
          {t('statistics.range.lastDays')}
        </Button>
      </fieldset>
      <FieldError id={errorId} message={invalid ? t('statistics.range.invalid') : undefined} />
    </form>
  );
}

function MembersPerDay({ range }: { range: Range }) {
  const { t } = useTranslation(consoleStatisticsMessages);
  const { data, isLoading, isError, refetch } = useNewUserDataQuery(range);
  if (isError) return <LoadFailed message={t('statistics.loadFailed')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <SectionSkeleton />;
  return (
    <ChartFrame
      heading={t('statistics.members.heading')}
      caption={t('statistics.members.caption', { from: data.from, to: data.to, total: formatNumber(data.total) })}
      rows={data.data}
      rowKey={(row) => row.date}
      columns={[
        { header: t('statistics.members.date'), cell: (row) => row.date },
        { header: t('statistics.members.count'), cell: (row) => formatNumber(row.count), numeric: true },
      ]}
      chart={({ width, height }) => (
        <BarChart width={width} height={height} data={data.data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={(label) => String(label)} />
          <Bar dataKey="count" name={t('statistics.members.count')} fill={ACCENT} isAnimationActive={false} />
        </BarChart>
      )}
    />
  );
}

function Gender() {
  const { t } = useTranslation(consoleStatisticsMessages);
  const { data, isLoading, isError, refetch } = useGenderRatioQuery();
  if (isError) return <LoadFailed message={t('statistics.loadFailed')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <SectionSkeleton />;
  const rows = data.data.map((row) => ({ ...row, name: t(`statistics.gender.names.${row.gender}`) }));
  return (
    <ChartFrame
      heading={t('statistics.gender.heading')}
      caption={t('statistics.gender.caption', { total: formatNumber(data.total) })}
      rows={rows}
      rowKey={(row) => row.gender}
      columns={[
        { header: t('statistics.gender.gender'), cell: (row) => row.name },
        { header: t('statistics.gender.count'), cell: (row) => formatNumber(row.count), numeric: true },
        { header: t('statistics.gender.percent'), cell: (row) => formatPercent(row.percent), numeric: true },
      ]}
      chart={({ width, height }) => (
        <BarChart width={width} height={height} data={rows} layout="vertical" margin={{ left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={110} />
          <Tooltip />
          <Bar dataKey="count" name={t('statistics.gender.count')} fill={ACCENT} isAnimationActive={false} />
        </BarChart>
      )}
    />
  );
}

function Completion() {
  const { t } = useTranslation(consoleStatisticsMessages);
  const { data, isLoading, isError, refetch } = useProfileFillQuery();
  if (isError) return <LoadFailed message={t('statistics.loadFailed')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <SectionSkeleton />;
  return (
    <ChartFrame
      heading={t('statistics.completion.heading')}
      caption={t('statistics.completion.caption', { total: formatNumber(data.total) })}
      rows={data.data}
      rowKey={(row) => row.bucket}
      columns={[
        { header: t('statistics.completion.bucket'), cell: (row) => row.bucket },
        { header: t('statistics.completion.count'), cell: (row) => formatNumber(row.count), numeric: true },
        { header: t('statistics.completion.percent'), cell: (row) => formatPercent(row.percent), numeric: true },
      ]}
      chart={({ width, height }) => (
        <BarChart width={width} height={height} data={data.data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="bucket" />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Bar dataKey="count" name={t('statistics.completion.count')} fill={ACCENT} isAnimationActive={false} />
        </BarChart>
      )}
    />
  );
}

function ConnectionsPerDay({ range }: { range: Range }) {
  const { t } = useTranslation(consoleStatisticsMessages);
  const { data, isLoading, isError, refetch } = useConnectionDataQuery(range);
  if (isError) return <LoadFailed message={t('statistics.loadFailed')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <SectionSkeleton />;
  return (
    <ChartFrame
      heading={t('statistics.connections.heading')}
      caption={t('statistics.connections.caption', {
        from: data.from,
        to: data.to,
        requests: formatNumber(data.totals.requests),
        acceptances: formatNumber(data.totals.acceptances),
      })}
      rows={data.data}
      rowKey={(row) => row.date}
      columns={[
        { header: t('statistics.connections.date'), cell: (row) => row.date },
        { header: t('statistics.connections.requests'), cell: (row) => formatNumber(row.requests), numeric: true },
        {
          header: t('statistics.connections.acceptances'),
          cell: (row) => formatNumber(row.acceptances),
          numeric: true,
        },
      ]}
      chart={({ width, height }) => (
        <LineChart width={width} height={height} data={data.data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend />
          <Line
            type="monotone"
            dataKey="requests"
            name={t('statistics.connections.requests')}
            stroke={ACCENT}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="acceptances"
            name={t('statistics.connections.acceptances')}
            stroke={GOLD}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    />
  );
}

/** /admin/statistics */
export function StatisticsPage() {
  const { t } = useTranslation(consoleStatisticsMessages);
  useDocumentTitle(t('statistics.title'));
  const [range, setRange] = useState<Range>(() => lastDays());
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink-900">{t('statistics.title')}</h1>
        <p className="text-ink-700">{t('statistics.intro')}</p>
      </header>
      <Totals />
      <RangeForm range={range} onChange={setRange} />
      <div className="grid gap-4 xl:grid-cols-2">
        <MembersPerDay range={range} />
        <ConnectionsPerDay range={range} />
        <Gender />
        <Completion />
      </div>
    </div>
  );
}
