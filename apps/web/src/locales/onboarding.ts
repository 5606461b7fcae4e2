import { defineNamespace } from '../lib/i18n';
import en from './en/onboarding.json';

/** The onboarding steps' text (/personal-details … /success): `useTranslation(onboardingMessages)`. */
export const onboardingMessages = defineNamespace({
  en,
  hi: () => import('./hi/onboarding.json'),
  pa: () => import('./pa/onboarding.json'),
});
