import type { Localized } from '../../../lib/localized';
import { faqs as faqsEn } from '../../content/documents/en/faqs';

export const faqs: Localized<typeof faqsEn> = {
  en: faqsEn,
  hi: () => import('../../content/documents/hi/faqs').then((m) => m.faqs),
  pa: () => import('../../content/documents/pa/faqs').then((m) => m.faqs),
};
