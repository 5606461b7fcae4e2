import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="px-4 py-16">
      <EmptyState
        title={t('errorBoundary.title')}
        body={t('errorBoundary.body')}
        action={<Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>}
      />
    </main>
  );
}
