import { defineNamespace } from '../lib/i18n';
import en from './en/billing.json';

/** Plans and payments: purchase, payment confirmation, Plan & Billing, upgrade prompts: `useTranslation(billingMessages)`. */
export const billingMessages = defineNamespace({
  en,
  hi: () => import('./hi/billing.json'),
  pa: () => import('./pa/billing.json'),
});
