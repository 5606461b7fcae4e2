import { useTranslation } from '../../lib/i18n';
import { Button } from './button';

/**
 * In the place of a part whose code did not download (a dropped connection, or a release that replaced the file):
 * says so and offers to try again, and to close when the part is a menu or a panel. Announced to screen readers.
 * `message` names what did not load (data rather than code), in place of the general sentence.
 */
export function LoadFailed({
  onRetry,
  onClose,
  message,
}: {
  onRetry: () => void;
  onClose?: () => void;
  message?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 p-6 text-center text-ink-900">
      <p>{message ?? t('common.loadFailed')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{t('common.retry')}</Button>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
