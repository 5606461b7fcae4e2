import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { routeOfPath } from '@app/shared/addresses';
import { usePageLanguage } from '../lib/languages';

/**
 * A public page at its address in another language (`/hi/mission`, `/pa`; issue 30): the page, shown in the language
 * of its address. Any other address under a language's prefix, or a prefix that is no language, is not found.
 * Loaded on demand, with the other languages' machinery: an English page's first load carries neither.
 */
export function LanguagePage({ page, notFound }: { page: (route: string) => ReactNode; notFound: ReactNode }) {
  const { pathname } = useLocation();
  const { language, route } = routeOfPath(pathname);
  usePageLanguage(language === 'en' ? null : language);
  return language === 'en' ? notFound : <Fragment key={route}>{page(route)}</Fragment>;
}
