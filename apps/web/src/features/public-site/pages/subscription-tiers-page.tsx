import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { menuMessages } from '../../../locales/menus';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { MessagingLines } from '../../../components/members/messaging-lines';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGetAllPlansQuery } from '../../../lib/api/plans';
import { useAppSelector } from '../../../lib/hooks';
import { PageHeader } from '../components/page-header';
import { PlanTable } from '../components/plan-table';
import { inlineLinkClass } from '../components/rich-text';
import { FOCUS_ON_LIGHT } from '../lib/focus';
import { TIERS } from '../lib/plans';

/** /subscription-tiers: Standard, Premium and Exclusive side by side, monthly and yearly prices, from the server. */
export function SubscriptionTiersPage() {
  const { t } = useTranslation(pageMessages, menuMessages);
  const signedIn = Boolean(useAppSelector((state) => state.user.accessToken));
  const { data: plans, isError, isFetching, refetch } = useGetAllPlansQuery();
  const messagingId = useId();
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader title={t('site.plans.tiersTitle')} lead={t('site.plans.tiersLead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
        {plans ? (
          // A member chooses on the pricing page; a visitor starts by registering.
          <>
            <PlanTable plans={plans} actions={{ to: signedIn ? '/plan' : '/questions' }} />
            <section aria-labelledby={messagingId} className="flex flex-col gap-4">
              <h2 id={messagingId} className="text-xl font-bold text-ink-900">
                {t('site.plans.messagingByPlan')}
              </h2>
              <div className="grid gap-4 md:grid-cols-3">
                {TIERS.map((tier) => (
                  <MessagingLines
                    key={tier}
                    tier={tier}
                    title={t(`common.tiers.${tier}`)}
                    className="rounded-card border border-ink-500/15 bg-white p-4"
                  />
                ))}
              </div>
            </section>
          </>
        ) : isError && !isFetching ? (
          <div className="rounded-card border border-ink-500/15 bg-white">
            <LoadFailed message={t('site.plans.loadFailed')} onRetry={() => void refetch()} />
          </div>
        ) : (
          // A screen high while the plans load: the table is taller than a screen, so what follows starts below the
          // fold and does not jump when it arrives (the benchmark measured a layout shift of 0.21 here).
          <div
            aria-busy="true"
            className="flex min-h-svh flex-col gap-3 rounded-card border border-ink-500/15 bg-white p-4"
          >
            <p role="status" className="sr-only">
              {t('site.plans.loading')}
            </p>
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} className="h-8" />
            ))}
          </div>
        )}
        <div className="flex flex-col gap-4 rounded-card bg-accent-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-700">
            {t('site.plans.exclusiveNote')}{' '}
            <Link to="/exclusive" className={inlineLinkClass}>
              {t('site.plans.checkEligibility')}
            </Link>
          </p>
          {signedIn ? (
            <Link to="/plan" className={buttonClasses('primary')}>
              {t('site.plans.memberChoose')}
            </Link>
          ) : (
            <Link to="/questions" className={buttonClasses('primary')}>
              {t('site.plans.registerFree')}
            </Link>
          )}
        </div>
        <p className="text-sm text-ink-700">
          {t('site.plans.termsNote')}{' '}
          <Link to="/terms-conditions" className={inlineLinkClass}>
            {t('site.nav.termsConditions')}
          </Link>
        </p>
      </div>
    </main>
  );
}
