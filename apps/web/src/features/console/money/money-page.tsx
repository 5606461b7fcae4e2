import { useId, useState, type FormEvent } from 'react';
import {
  PAYMENT_MONEY_STATUSES,
  type FinancialReportResponse,
  type MoneyFigures,
  type PaymentEntry,
  type PaymentMoneyStatus,
} from '@app/shared/console/money';
import { BUSINESS_TIME_ZONE, formatPlanDateTime } from '@app/shared/plans/dates';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select, TextInput } from '../../../components/ui/inputs';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { formatAud } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { moneySearch, useBillingInfoQuery, useFinancialReportQuery } from './api';
import { useCsvDownload } from './download';
import { moneyMessages } from './messages';
import { RefundButton } from './refund-dialog';
import { dateTimeFormat } from '../../../lib/intl';

/** Payments per page of the list. */
export const PAYMENTS_PAGE = 25;

const TIME_ZONE = BUSINESS_TIME_ZONE;

/** "2026-11" for now, in the company's time zone (as the server counts months). */
function thisMonth(now = new Date()): string {
  const parts = dateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
}

function shiftMonth(month: string, count: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + monthNumber - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const isStatus = (value: string): value is PaymentMoneyStatus =>
  (PAYMENT_MONEY_STATUSES as readonly string[]).includes(value);

function useMoneyFormat() {
  const { language } = useTranslation(moneyMessages);
  const locale = LANGUAGES[language].htmlLang;
  const month = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    aud: (cents: number) => formatAud(cents, locale),
    // A payment's moment as every plan date reads (the shared formatter), with the time there.
    date: (iso: string) => formatPlanDateTime(iso) ?? iso,
    month: (key: string) => month.format(new Date(`${key}-01T00:00:00Z`)),
  };
}

/**
 * /admin/money (admins): monthly revenue by plan with GST and net, the payments and refunds list with paging, and
 * CSV downloads of both. The month range applies to both; the list filters by status too.
 */
export function MoneyPage() {
  const { t } = useTranslation(moneyMessages);
  const headingId = useId();
  const [range, setRange] = useState(() => {
    const to = thisMonth();
    return { from: shiftMonth(to, -11), to };
  });
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState<string | undefined>(undefined);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isMonth(draft.from) || !isMonth(draft.to) || draft.to < draft.from) {
      setRangeError(t('money.rangeBackwards'));
      return;
    }
    setRangeError(undefined);
    setRange(draft);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-ink-900">
          {t('money.title')}
        </h1>
        <p className="max-w-prose text-sm text-ink-700">{t('money.intro')}</p>
      </div>
      <form onSubmit={apply} aria-label={t('money.rangeLegend')} className="flex flex-wrap items-end gap-3">
        <Field label={t('money.from')} className="w-44">
          {(props) => (
            <TextInput
              {...props}
              type="month"
              value={draft.from}
              onChange={(event) => setDraft((value) => ({ ...value, from: event.target.value }))}
            />
          )}
        </Field>
        <Field label={t('money.to')} error={rangeError} className="w-44">
          {(props) => (
            <TextInput
              {...props}
              type="month"
              value={draft.to}
              onChange={(event) => setDraft((value) => ({ ...value, to: event.target.value }))}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t('money.show')}
        </Button>
      </form>
      <RevenueReport from={range.from} to={range.to} />
      <PaymentsList key={`${range.from}|${range.to}`} from={range.from} to={range.to} />
    </section>
  );
}

function Figures({ row, strong }: { row: MoneyFigures; strong?: boolean }) {
  const { aud } = useMoneyFormat();
  const cell = strong ? 'px-3 py-2 text-right font-semibold tabular-nums' : 'px-3 py-2 text-right tabular-nums';
  return (
    <>
      <td className={cell}>{row.payments}</td>
      <td className={cell}>{aud(row.grossCents)}</td>
      <td className={cell}>{aud(row.gstCents)}</td>
      <td className={cell}>{aud(row.netCents)}</td>
      <td className={cell}>{row.refunds ? `${aud(row.refundCents)} (${row.refunds})` : aud(0)}</td>
      <td className={cell}>{aud(row.netAfterRefundsCents)}</td>
    </>
  );
}

function ReportTable({ report }: { report: FinancialReportResponse }) {
  const { t } = useTranslation(moneyMessages);
  const format = useMoneyFormat();
  const head = 'px-3 py-2 text-right font-semibold';
  const planLabel = (row: { tier: string; planType: 'Monthly' | 'Yearly' }) =>
    `${row.tier} ${t(`money.payments.periods.${row.planType}`)}`;
  return (
    <div className="overflow-x-auto rounded-card border border-ink-500/15 bg-surface">
      <table className="w-full min-w-[56rem] border-collapse text-sm text-ink-900">
        <caption className="sr-only">
          {t('money.report.caption', { from: format.month(report.from), to: format.month(report.to) })}
        </caption>
        <thead className="bg-ink-500/10">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('money.report.month')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('money.report.plan')}
            </th>
            <th scope="col" className={head}>
              {t('money.report.payments')}
            </th>
            <th scope="col" className={head}>
              {t('money.report.gross')}
            </th>
            <th scope="col" className={head}>
              {t('money.report.gst')}
            </th>
            <th scope="col" className={head}>
              {t('money.report.net')}
            </th>
            <th scope="col" className={head}>
              {t('money.report.refunds')}
            </th>
            <th scope="col" className={head}>
              {t('money.report.netAfterRefunds')}
            </th>
          </tr>
        </thead>
        {report.months.map((month) => (
          <tbody key={month.month} className="border-t border-ink-500/15">
            {month.plans.map((row, index) => (
              <tr key={`${row.tier}-${row.planType}`}>
                {index === 0 ? (
                  <th scope="rowgroup" rowSpan={month.plans.length + 1} className="px-3 py-2 text-left align-top">
                    {format.month(month.month)}
                  </th>
                ) : null}
                <td className="px-3 py-2">{planLabel(row)}</td>
                <Figures row={row} />
              </tr>
            ))}
            <tr className="bg-ink-500/5">
              {month.plans.length === 0 ? (
                <th scope="rowgroup" className="px-3 py-2 text-left align-top">
                  {format.month(month.month)}
                </th>
              ) : null}
              <td className="px-3 py-2 font-semibold">
                {month.plans.length === 0 ? t('money.report.noPayments') : t('money.report.monthTotal')}
              </td>
              <Figures row={month.totals} strong />
            </tr>
          </tbody>
        ))}
        <tfoot className="border-t-2 border-ink-500/40">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2 text-left font-bold">
              {t('money.report.rangeTotal', { from: format.month(report.from), to: format.month(report.to) })}
            </th>
            <Figures row={report.totals} strong />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function DownloadButton({ label, path, filename }: { label: string; path: string; filename: string }) {
  const { t } = useTranslation(moneyMessages);
  const { download, busy } = useCsvDownload();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={() => {
        void download(path, filename).then((ok) => {
          if (!ok) toast.error(t('money.downloadFailed'));
        });
      }}
    >
      {label}
    </Button>
  );
}

function RevenueReport({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation(moneyMessages);
  const headingId = useId();
  const { data, isError, refetch } = useFinancialReportQuery({ from, to });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink-900">
          {t('money.report.heading')}
        </h2>
        <DownloadButton
          label={t('money.report.download')}
          path={`admin-transaction/export.csv${moneySearch({ kind: 'report', from, to })}`}
          filename={`revenue-${from}-to-${to}.csv`}
        />
      </div>
      {data ? (
        <ReportTable report={data} />
      ) : isError ? (
        <LoadFailed message={t('money.report.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <div role="status" aria-label={t('money.report.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      )}
    </section>
  );
}

function PaymentRow({ payment }: { payment: PaymentEntry }) {
  const { t } = useTranslation(moneyMessages);
  const format = useMoneyFormat();
  const cell = 'px-3 py-2 align-top';
  const money = 'px-3 py-2 text-right align-top tabular-nums';
  return (
    <tr className="border-t border-ink-500/15">
      <td className={cell}>{format.date(payment.paidAt)}</td>
      <td className={`${cell} font-mono text-xs`}>{payment.orderId}</td>
      <td className={`${cell} break-all`}>
        {payment.member.id ? (
          <Link to={`/admin/members/${payment.member.id}`}>{payment.member.email}</Link>
        ) : (
          t('money.payments.deletedAccount', { email: payment.member.email })
        )}
      </td>
      <td className={cell}>
        {payment.plan.name} ({t(`money.payments.periods.${payment.plan.planType}`)})
      </td>
      <td className={money}>{format.aud(payment.amountCents)}</td>
      <td className={money}>{format.aud(payment.gstCents)}</td>
      <td className={cell}>{t(`money.payments.statuses.${payment.status}`)}</td>
      <td className={cell}>
        {payment.refundedAt
          ? t('money.payments.refundedOn', {
              amount: format.aud(payment.refundedCents),
              date: format.date(payment.refundedAt),
            })
          : t('money.payments.none')}
      </td>
      <td className={`${cell} break-all font-mono text-xs`}>{payment.providerReference ?? t('money.payments.none')}</td>
      <td className={cell}>{payment.status === 'refunded' ? null : <RefundButton payment={payment} />}</td>
    </tr>
  );
}

function PaymentsList({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation(moneyMessages);
  const headingId = useId();
  const [choice, setChoice] = useState('');
  const status = isStatus(choice) ? choice : undefined;
  // The cursor of each page shown so far: the last is the page on screen (undefined: the newest).
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  const cursor = pages[pages.length - 1];
  const { data, isError, isFetching, refetch } = useBillingInfoQuery({
    from,
    to,
    status,
    cursor,
    limit: PAYMENTS_PAGE,
  });
  const head = 'px-3 py-2 text-left font-semibold';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink-900">
          {t('money.payments.heading')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('money.payments.status')} className="w-52">
            {(props) => (
              <Select
                {...props}
                value={choice}
                onChange={(event) => {
                  setChoice(event.target.value);
                  setPages([undefined]);
                }}
                options={[
                  { value: '', label: t('money.payments.allStatuses') },
                  ...PAYMENT_MONEY_STATUSES.map((value) => ({ value, label: t(`money.payments.statuses.${value}`) })),
                ]}
              />
            )}
          </Field>
          <DownloadButton
            label={t('money.payments.download')}
            path={`admin-transaction/export.csv${moneySearch({ kind: 'payments', from, to, status })}`}
            filename={`payments-${from}-to-${to}.csv`}
          />
        </div>
      </div>
      {!data ? (
        isError ? (
          <LoadFailed message={t('money.payments.loadFailed')} onRetry={() => void refetch()} />
        ) : (
          <div role="status" aria-label={t('money.payments.loading')} className="flex flex-col gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        )
      ) : data.payments.length === 0 ? (
        <p className="rounded-card border border-ink-500/15 bg-surface p-4 text-ink-700">{t('money.payments.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-ink-500/15 bg-surface" aria-busy={isFetching}>
          <table className="w-full min-w-[64rem] border-collapse text-sm text-ink-900">
            <caption className="sr-only">{t('money.payments.caption')}</caption>
            <thead className="bg-ink-500/10">
              <tr>
                <th scope="col" className={head}>
                  {t('money.payments.date')}
                </th>
                <th scope="col" className={head}>
                  {t('money.payments.order')}
                </th>
                <th scope="col" className={head}>
                  {t('money.payments.member')}
                </th>
                <th scope="col" className={head}>
                  {t('money.payments.plan')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('money.payments.amount')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('money.payments.gst')}
                </th>
                <th scope="col" className={head}>
                  {t('money.payments.status')}
                </th>
                <th scope="col" className={head}>
                  {t('money.payments.refunded')}
                </th>
                <th scope="col" className={head}>
                  {t('money.payments.reference')}
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">{t('money.payments.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {pages.length > 1 ? (
          <Button variant="ghost" size="sm" onClick={() => setPages([undefined])}>
            {t('money.payments.newest')}
          </Button>
        ) : null}
        {data?.nextCursor ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={isFetching}
            onClick={() => {
              const next = data.nextCursor ?? undefined;
              setPages((shown) => [...shown, next]);
            }}
          >
            {t('money.payments.older')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
