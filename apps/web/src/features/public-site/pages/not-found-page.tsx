import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="px-4 py-16">
      <EmptyState
        icon="🧭"
        headingLevel="h1"
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/" className={buttonClasses('primary')}>
              {t('notFound.home')}
            </Link>
            <Link to="/help" className={buttonClasses('secondary')}>
              {t('notFound.help')}
            </Link>
          </div>
        }
      />
    </main>
  );
}
