import type { Localized } from '../../../lib/localized';
import { articles as articlesEn } from '../../content/documents/en/advice';

export const articles: Localized<typeof articlesEn> = {
  en: articlesEn,
  hi: () => import('../../content/documents/hi/advice').then((m) => m.articles),
  pa: () => import('../../content/documents/pa/advice').then((m) => m.articles),
};
