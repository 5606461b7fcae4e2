import { useCheckSubscriptionStatusQuery } from '../api/billing';

/**
 * Beside every member page (app/member-pages.tsx): asks the server for the member's plan once per app load (the
 * answer is cached while the member moves between pages) and stores it: the session's usertype, and the
 * `isExclusive` flag that turns the spinner and the theme purple. Renders nothing.
 */
export function SubscriptionStatusCheck() {
  useCheckSubscriptionStatusQuery();
  return null;
}
