import { PurchaseDialog } from '../../features/billing/components/purchase-dialog';
import { PlanPage as PricingPage } from '../../features/public-site/pages/plan-page';

/**
 * /plan: the public site's pricing page with the billing feature's purchase dialog (composed here: features never
 * import each other). Named `*-page` so the server preloads its code (page-chunks).
 */
export function PlanPage() {
  return <PricingPage purchase={(plan, close) => <PurchaseDialog plan={plan} onClose={close} />} />;
}
