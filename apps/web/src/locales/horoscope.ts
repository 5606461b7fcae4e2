import { defineNamespace } from '../lib/i18n';
import en from './en/horoscope.json';

/**
 * Horoscope matching (issue 31, docs/horoscope.md): the opt-in and the city of birth, one's own chart, the Guna Milan
 * breakdown on a member's profile, and the names of rashis, nakshatras and kootas: `useTranslation(horoscopeMessages)`.
 */
export const horoscopeMessages = defineNamespace({
  en,
  hi: () => import('./hi/horoscope.json'),
  pa: () => import('./pa/horoscope.json'),
});
