import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fillBrand } from '@app/shared/brand';
import { metaFor } from '@app/shared/seo';
import { useBrand } from '../../lib/brand';

/** Keeps <title>, description and canonical current as the member navigates (the server sets them first). */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const brand = useBrand();
  useEffect(() => {
    const meta = metaFor(pathname);
    document.title = fillBrand(meta.title, brand);
    document.querySelector('meta[name="description"]')?.setAttribute('content', fillBrand(meta.description, brand));
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', new URL(pathname, brand.siteUrl).toString());
  }, [pathname, brand]);
  return null;
}
