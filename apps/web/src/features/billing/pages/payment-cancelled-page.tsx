import { useId } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { billingMessages } from '../../../locales/billing';
import { PaymentFrame } from '../components/payment-frame';

/** /cancel: the member left the payment page (Stripe's, or the local one) without paying. */
export function PaymentCancelledPage() {
  const { t } = useTranslation(billingMessages);
  const titleId = useId();
  return (
    <PaymentFrame labelledBy={titleId}>
      <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {t('billing.cancel.title')}
      </h1>
      <p className="text-ink-700">{t('billing.cancel.body')}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Link to="/plan" className={buttonClasses('primary')}>
          {t('billing.cancel.plans')}
        </Link>
        <Link to="/user-dashboard" className={buttonClasses('secondary')}>
          {t('billing.cancel.dashboard')}
        </Link>
      </div>
    </PaymentFrame>
  );
}
