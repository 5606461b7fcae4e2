import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { usePendingUpgrade } from '../../../lib/plan-required';
import { billingMessages } from '../../../locales/billing';

/**
 * The prompt a feature asked for with `offerUpgrade(error)` (lib/plan-required.ts), as a dialog over the page:
 * the server's reason, what the plan adds, "See plans" or "Not now". Mounted beside every member page.
 */
export function UpgradePromptHost() {
  const { t } = useTranslation(billingMessages);
  const { prompt, dismiss } = usePendingUpgrade();
  const tier = prompt ? t(`common.tiers.${prompt.requiredTier}`) : '';
  return (
    <Dialog open={prompt !== null} onClose={dismiss} title={t('billing.upgrade.title', { tier })}>
      {prompt ? (
        <div className="flex flex-col gap-4">
          {prompt.message ? <p className="text-ink-900">{prompt.message}</p> : null}
          <p className="text-ink-700">{t(`billing.upgrade.${prompt.requiredTier}`)}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={dismiss}>
              {t('billing.upgrade.notNow')}
            </Button>
            <Link to="/plan" className={buttonClasses('primary')} onClick={dismiss}>
              {t('billing.upgrade.seePlans')}
            </Link>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
