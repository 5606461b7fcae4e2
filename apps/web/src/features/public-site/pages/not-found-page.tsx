import { useDocumentTitle } from '../../../components/layout/page-title';
import { useTranslation } from '../../../lib/i18n';
import { pageMessages } from '../../../locales/pages';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { BrandMark } from '../components/brand-logo';
import { FOCUS_ON_LIGHT } from '../lib/focus';

/**
 * Any path the app does not know (the server answers such an address 404, with this page's title and noindex). The
 * bar and footer stay, so every way on is still there.
 */
export function NotFoundPage() {
  const { t } = useTranslation(pageMessages);
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <main id="main" className={FOCUS_ON_LIGHT}>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <BrandMark className="h-16 w-16" />
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{t('site.notFound.code')}</p>
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('notFound.title')}</h1>
        <p className="text-lg text-ink-700">{t('notFound.body')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary')}>
            {t('notFound.home')}
          </Link>
          <Link to="/help" className={buttonClasses('secondary')}>
            {t('notFound.help')}
          </Link>
        </div>
      </div>
    </main>
  );
}
