import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fillBrand } from '@app/shared/brand';
import type { TranslatedMeta } from '@app/shared/seo/meta';
import { useBrand } from '../../lib/brand';

/** Each other language's titles and descriptions, loaded only for a page in that language (issue 30 point 5). */
const TRANSLATED: Record<string, () => Promise<TranslatedMeta>> = {
  hi: () => import('@app/shared/seo/hi').then((module) => module.PAGE_META_HI),
  pa: () => import('@app/shared/seo/pa').then((module) => module.PAGE_META_PA),
};

/**
 * Keeps <title>, description and canonical current as the member navigates. The server writes them for the page
 * that was requested, so the table of every page's meta (`@app/shared/seo/meta`, and a page's language's own) loads only with the first
 * navigation.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const brand = useBrand();
  const served = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === served.current) return;
    served.current = null;
    let current = true;
    void import('@app/shared/seo/meta').then(async ({ metaWith, languageOfPath }) => {
      const translated = await TRANSLATED[languageOfPath(pathname)]?.();
      if (!current) return;
      const meta = metaWith(pathname, translated);
      // A page that names itself (page-title.ts) keeps its title.
      if (document.documentElement.dataset.titleFor !== pathname) document.title = fillBrand(meta.title, brand);
      document.querySelector('meta[name="description"]')?.setAttribute('content', fillBrand(meta.description, brand));
      document
        .querySelector('link[rel="canonical"]')
        ?.setAttribute('href', new URL(pathname, brand.siteUrl).toString());
    });
    return () => {
      current = false;
    };
  }, [pathname, brand]);
  return null;
}
