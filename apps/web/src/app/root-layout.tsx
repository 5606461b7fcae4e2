import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Outlet } from 'react-router';
import { DocumentMeta } from '../components/layout/document-meta';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { PageSpinner } from '../components/ui/spinner';
import { useIsExclusive } from '../lib/theme';

// The toaster (and sonner with it) loads just after the page, keeping it out of the first download.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

type RootLayoutProps = { header?: ReactNode; footer?: ReactNode; extras?: ReactNode };

/** Frame of every page: skip link, theme, navigation bar, the page (loaded on demand), footer, toasts. */
export function RootLayout({ header, footer, extras }: RootLayoutProps) {
  const { t } = useTranslation();
  const exclusive = useIsExclusive();
  return (
    <div data-theme={exclusive ? 'exclusive' : 'brand'} className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <DocumentMeta />
      {header}
      <div className="flex-1">
        <Suspense fallback={<PageSpinner exclusive={exclusive} />}>
          <Outlet />
        </Suspense>
      </div>
      {footer}
      {extras}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}
