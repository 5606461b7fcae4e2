import { useId, useState } from 'react';
import type { BillingInfo, PlanDto, SubscriptionHistoryItem } from '@app/shared/plans';
import type { UserType } from '@app/shared/constants';
import { formatPlanDate } from '@app/shared/plans/dates';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LoadFailed } from '../../components/ui/load-failed';
import { MessagingLines } from '../../components/members/messaging-lines';
import { usePlanWords } from '../../components/members/plan-words';
import { Link } from '../../components/ui/link';
import { Skeleton } from '../../components/ui/skeleton';
import { useGetAllPlansQuery } from '../../lib/api/plans';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { centsOf, formatAud } from '../../lib/money';
import { billingMessages } from '../../locales/billing';
import { useGetBillingInfoQuery, useGetSubscriptionHistoryQuery } from './api/billing';
import { PurchaseDialog } from './components/purchase-dialog';
import { useReceiptDownload } from './lib/receipt';

const card = 'flex flex-col gap-4 rounded-card bg-white p-5 shadow-sm sm:p-6';

/** The plan's badge: grey for Standard, blue for Premium, purple for Exclusive. */
export const TIER_BADGE: Record<UserType, string> = {
  Standard: 'bg-ink-500/15 text-ink-900',
  Premium: 'bg-brand-600 text-white',
  Exclusive: 'bg-exclusive-600 text-white',
};

/**
 * The dashboard's Plan & Billing tab (in our words): the plan now, until when and how many days are
 * left, a warning when it ends soon, Renew (the same plan again, through the same purchase dialog) and Change plan,
 * then every payment with its receipt.
 */
export function BillingTab() {
  const { t } = useTranslation(billingMessages);
  const titleId = useId();
  const info = useGetBillingInfoQuery();
  // The payments are asked for beside the plan, though drawn below it once it is there.
  useGetSubscriptionHistoryQuery();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={titleId} className={card}>
        <h2 id={titleId} className="text-xl font-bold text-ink-900">
          {t('billing.tab.title')}
        </h2>
        {info.data ? (
          <CurrentPlan info={info.data} />
        ) : info.isError ? (
          <LoadFailed message={t('billing.tab.loadFailed')} onRetry={() => void info.refetch()} />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-3">
            <p role="status" className="sr-only">
              {t('billing.tab.loading')}
            </p>
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-3 w-full" />
          </div>
        )}
      </section>
      {/* Below the plan only once the plan is drawn: the plan's card grows then, and nothing under it moves. */}
      {info.data || info.isError ? <History /> : null}
    </div>
  );
}

function CurrentPlan({ info }: { info: BillingInfo }) {
  const { t, language } = useTranslation(billingMessages);
  const plans = useGetAllPlansQuery(undefined, { skip: !info.planId });
  const [renewing, setRenewing] = useState<PlanDto | null>(null);
  const tier = info.currentPlan;
  const name = t(`common.tiers.${tier}`);
  const renewPlan = info.planId ? plans.data?.find((plan) => plan.id === info.planId) : undefined;
  const cents = centsOf(info.price);
  const locale = LANGUAGES[language].htmlLang;
  // The one plan-date formatter (the company's time zone): the same day as the receipt and the e-mails say.
  const formatDate = (iso: string | null, fallback: string) => (iso ? formatPlanDate(iso) : null) ?? fallback;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-ink-700">{t('billing.tab.currentPlan')}</span>
        <span className={cn('rounded-full px-3 py-1 text-sm font-bold', TIER_BADGE[tier])}>{name}</span>
        {tier !== 'Standard' && cents !== null && info.planType !== 'N/A' ? (
          <span className="text-ink-900">
            {t('billing.tab.price', { price: formatAud(cents, locale), per: t(`billing.per.${info.planType}`) })}
          </span>
        ) : null}
      </div>

      {tier === 'Standard' ? (
        <>
          <p className="text-ink-700">{t('billing.tab.standardBody')}</p>
          <Link to="/plan" className={cn(buttonClasses('primary'), 'self-start')}>
            {t('billing.tab.seePlans')}
          </Link>
        </>
      ) : (
        <>
          <p className="font-semibold text-ink-900">
            {t('billing.tab.activeUntil', { date: formatDate(info.expiresAt, info.expirationDate) })}
          </p>
          <DaysRemaining remaining={info.remainingDays} total={info.totalDays} />
          {info.notification ? (
            <div role="alert" className="rounded-lg border border-gold-400 bg-gold-400/20 px-4 py-3 text-ink-900">
              <p className="font-semibold">{t('billing.tab.endsSoonTitle')}</p>
              <p>{t('billing.tab.endsSoonBody', { plan: name })}</p>
            </div>
          ) : null}
          {info.renewalStartsAt ? (
            <p className="rounded-lg bg-success-600/10 px-4 py-3 text-ink-900">
              {t('billing.tab.renewalQueued', { date: formatDate(info.renewalStartsAt, info.renewalStartsAt) })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {info.planId ? (
              // Not `loading`: its wider label would move Change plan to another line and back.
              <Button disabled={!renewPlan} onClick={() => (renewPlan ? setRenewing(renewPlan) : undefined)}>
                {t('billing.tab.renew', { plan: name })}
              </Button>
            ) : null}
            <Link to="/plan" className={buttonClasses('secondary')}>
              {t('billing.tab.change')}
            </Link>
          </div>
          <p className="text-sm text-ink-500">{t('billing.tab.expiryNote')}</p>
        </>
      )}
      <MessagingLines
        tier={tier}
        title={t('billing.tab.messaging', { plan: name })}
        className="rounded-lg bg-accent-50/60 p-4"
      />
      {renewing ? <PurchaseDialog plan={renewing} onClose={() => setRenewing(null)} /> : null}
    </div>
  );
}

function DaysRemaining({ remaining, total }: { remaining: number; total: number }) {
  const { t } = useTranslation(billingMessages);
  const labelId = useId();
  const max = Math.max(total, remaining, 1);
  const percent = Math.round((remaining / max) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-3 text-sm">
        <span id={labelId} className="font-semibold text-ink-900">
          {t('billing.tab.daysLabel')}
        </span>
        <span className="text-ink-700">{t('billing.tab.daysOf', { remaining, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={remaining}
        aria-valuetext={t('billing.tab.daysOf', { remaining, total })}
        className="h-3 overflow-hidden rounded-full bg-ink-500/15"
      >
        <div className="h-full rounded-full bg-accent-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-ink-700">{t('billing.tab.daysLeft', { count: remaining })}</p>
    </div>
  );
}

function History() {
  const { t } = useTranslation(billingMessages);
  const titleId = useId();
  const history = useGetSubscriptionHistoryQuery();
  let content;
  if (history.data) {
    content = history.data.length ? (
      <HistoryTable items={history.data} captionId={titleId} />
    ) : (
      <p className="text-ink-700">{t('billing.tab.historyEmpty')}</p>
    );
  } else if (history.isError) {
    content = <LoadFailed message={t('billing.tab.historyLoadFailed')} onRetry={() => void history.refetch()} />;
  } else {
    content = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  }
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('billing.tab.historyTitle')}
      </h2>
      {content}
    </section>
  );
}

function HistoryTable({ items, captionId }: { items: SubscriptionHistoryItem[]; captionId: string }) {
  const { t, language } = useTranslation(billingMessages);
  const { download, busy } = useReceiptDownload();
  const words = usePlanWords();
  const locale = LANGUAGES[language].htmlLang;
  const amount = (item: SubscriptionHistoryItem) => {
    if (item.paymentStatus === 'complimentary') return t('billing.tab.complimentary');
    const cents = centsOf(item.amount);
    return cents === null ? item.amount : formatAud(cents, locale);
  };
  const cell = 'px-3 py-2';
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <div
      role="region"
      aria-labelledby={captionId}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1); it holds no control of its own.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-accent-700"
    >
      <table aria-labelledby={captionId} className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2 border-ink-500/20 text-ink-700">
            {(['order', 'plan', 'date', 'amount', 'status', 'receipt'] as const).map((column) => (
              <th key={column} scope="col" className={cn(cell, 'font-semibold')}>
                {t(`billing.tab.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.orderId} className="border-b border-ink-500/10 text-ink-900">
              {/* An order number is a reference, the same in every language. */}
              <th scope="row" translate="no" className={cn(cell, 'font-mono font-medium')}>
                {item.orderId}
              </th>
              <td className={cell}>
                {words.planName(item)}{' '}
                <span className="text-ink-500">({t(`billing.periodName.${item.planType}`)})</span>
              </td>
              <td className={cell}>{formatPlanDate(item.purchasedAt) ?? item.purchaseDate}</td>
              <td className={cell}>{amount(item)}</td>
              <td className={cell}>{t(`billing.tab.status.${item.status}`)}</td>
              <td className={cell}>
                {item.hasReceipt ? (
                  <button
                    type="button"
                    disabled={busy === item.orderId}
                    aria-label={t('billing.tab.receiptFor', { orderId: item.orderId })}
                    onClick={() => void download(item.orderId)}
                    className="font-semibold text-accent-700 underline underline-offset-2 disabled:opacity-60"
                  >
                    {t('billing.tab.receipt')}
                  </button>
                ) : (
                  <span className="text-ink-500">{t('billing.tab.noReceipt')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
