import { PlannedPage } from '../../components/layout/planned-page';

/** Pages of later releases (profile, discover, connections, plans). Loaded on demand like every page. */
export function PhotoUploadPlanned() {
  return <PlannedPage pageKey="photoUpload" signedIn />;
}
export function ProfilePlanned() {
  return <PlannedPage pageKey="profile" signedIn />;
}
export function PersonalDetailsPlanned() {
  return <PlannedPage pageKey="personalDetails" signedIn />;
}
export function LocationDetailsPlanned() {
  return <PlannedPage pageKey="locationDetails" signedIn />;
}
export function OtherDetailsPlanned() {
  return <PlannedPage pageKey="otherDetails" signedIn />;
}
export function QualificationDetailsPlanned() {
  return <PlannedPage pageKey="qualificationDetails" signedIn />;
}
export function CancelPlanned() {
  return <PlannedPage pageKey="paymentCancelled" signedIn />;
}
export function SuccessPlanned() {
  return <PlannedPage pageKey="profileCreated" signedIn />;
}
export function PaymentSuccessPlanned() {
  return <PlannedPage pageKey="paymentSuccess" signedIn />;
}
export function PaymentSuccessPublicPlanned() {
  return <PlannedPage pageKey="paymentSuccess" />;
}
