import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fillBrand } from '@app/shared/brand';
import { useBrand } from '../../lib/brand';

/**
 * Keeps <title>, description and canonical current as the member navigates. The server writes them for the page
 * that was requested, so the table of every page's meta (`@app/shared/seo`) loads only with the first navigation.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const brand = useBrand();
  const served = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === served.current) return;
    served.current = null;
    let current = true;
    void import('@app/shared/seo').then(({ metaFor }) => {
      if (!current) return;
      const meta = metaFor(pathname);
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
