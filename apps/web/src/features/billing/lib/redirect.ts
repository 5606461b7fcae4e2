/**
 * Leaving the app for the payment page (Stripe Checkout, or the local checkout page): one seam, so tests can see
 * where the browser was sent without leaving the test page.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
