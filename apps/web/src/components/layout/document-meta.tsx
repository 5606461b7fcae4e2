import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fillBrand } from '@app/shared/brand';
import { useBrand } from '../../lib/brand';

/** A title a page chose for itself (a member's name), for the path it was chosen on. */
let pageTitle: { pathname: string; title: string } | null = null;

/**
 * Sets the page's <title> to `title` – {site name} while the page is shown (`undefined` leaves the usual title).
 * For pages whose title is their content, such as a member's profile; DocumentMeta keeps it when it updates.
 */
export function useDocumentTitle(title: string | undefined) {
  const { pathname } = useLocation();
  const brand = useBrand();
  useEffect(() => {
    if (!title) return;
    const full = `${title} – ${brand.siteName}`;
    pageTitle = { pathname, title: full };
    document.title = full;
    return () => {
      if (pageTitle?.pathname === pathname) pageTitle = null;
    };
  }, [title, pathname, brand.siteName]);
}

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
      document.title = pageTitle?.pathname === pathname ? pageTitle.title : fillBrand(meta.title, brand);
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
