import { defineNamespace } from '../lib/i18n';
import en from './en/plans.json';

/**
 * The plans' own words: tier names, the launch descriptions and card lines (`@app/shared/plans/texts`, by id) and
 * the lines about writing and calling (`messagingLineItems`), for the plan pages, the checkout dialog and the Plan &
 * Billing tab: `useTranslation(planMessages)`. Not on the home page's first load.
 */
export const planMessages = defineNamespace({
  en,
  hi: () => import('./hi/plans.json'),
  pa: () => import('./pa/plans.json'),
});
