import { PlannedPage } from '../../components/layout/planned-page';

/** Pages of later releases (profile, discover, connections, plans). Loaded on demand like every page. */
export function CancelPlanned() {
  return <PlannedPage pageKey="paymentCancelled" signedIn />;
}
export function PaymentSuccessPlanned() {
  return <PlannedPage pageKey="paymentSuccess" signedIn />;
}
export function PaymentSuccessPublicPlanned() {
  return <PlannedPage pageKey="paymentSuccess" />;
}
