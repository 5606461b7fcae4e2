import { routeOfPath } from '../addresses/index';
import { PAGE_META_HI } from './hi';
import { metaWith, type PageMeta, type TranslatedMeta } from './meta';
import { PAGE_META_PA } from './pa';

export * from './meta';

/** Each other language's titles and descriptions of the public pages at its addresses (`/hi/mission`, issue 30). */
const PAGE_META_IN: Readonly<Record<string, TranslatedMeta>> = { hi: PAGE_META_HI, pa: PAGE_META_PA };

/** The meta of the page at `pathname`, in the language of its address. */
export function metaFor(pathname: string): PageMeta {
  return metaWith(pathname, PAGE_META_IN[routeOfPath(pathname).language]);
}
