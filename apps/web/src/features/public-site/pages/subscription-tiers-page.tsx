import { useTranslation } from '../../../lib/i18n';
import { menuMessages } from '../../../locales/menus';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../components/page-header';
import { PlanTable } from '../components/plan-table';
import { inlineLinkClass } from '../components/rich-text';
import { FOCUS_ON_LIGHT } from '../lib/focus';

/** /subscription-tiers: Standard, Premium and Exclusive side by side, monthly and yearly prices. */
export function SubscriptionTiersPage() {
  const { t } = useTranslation(pageMessages, menuMessages);
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <PageHeader title={t('site.plans.tiersTitle')} lead={t('site.plans.tiersLead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
        <PlanTable />
        <div className="flex flex-col gap-4 rounded-card bg-accent-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-700">
            {t('site.plans.exclusiveNote')}{' '}
            <Link to="/exclusive" className={inlineLinkClass}>
              {t('site.plans.checkEligibility')}
            </Link>
          </p>
          <Link to="/questions" className={buttonClasses('primary')}>
            {t('site.plans.registerFree')}
          </Link>
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
