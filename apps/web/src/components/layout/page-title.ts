import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '../../lib/brand';

/**
 * Sets the page's <title> to `title` – {site name} while the page is shown (`undefined` leaves the usual title), for
 * pages whose title is their content, such as a member's profile. The root element's `data-title-for` names the path
 * it was set for, so DocumentMeta (which sets every other page's title) leaves it alone. Kept out of DocumentMeta's
 * module: the app shell every page loads carries only that one check (ADR 006).
 */
export function useDocumentTitle(title: string | undefined) {
  const { pathname } = useLocation();
  const brand = useBrand();
  useEffect(() => {
    if (!title) return;
    const root = document.documentElement;
    root.dataset.titleFor = pathname;
    document.title = `${title} – ${brand.siteName}`;
    return () => {
      if (root.dataset.titleFor === pathname) delete root.dataset.titleFor;
    };
  }, [title, pathname, brand.siteName]);
}
