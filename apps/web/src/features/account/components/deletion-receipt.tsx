import type { DeletionReceipt as Receipt } from '@app/shared/data-export';
import { useTranslation } from '../../../lib/i18n';
import { dataExportMessages } from '../../../locales/data-export';

/** The deletion receipt: what was deleted (with counts where they mean something) and what is kept, why and how long. */
export function DeletionReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation(dataExportMessages);
  const removed = receipt.removed.filter((line) => line.count === null || line.count > 0);
  return (
    <div className="flex flex-col gap-4 text-sm text-ink-700">
      <section aria-labelledby="receipt-removed" className="flex flex-col gap-2">
        <h3 id="receipt-removed" className="font-bold text-ink-900">
          {t('receipt.removedTitle')}
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {removed.map((line) => (
            <li key={line.what}>
              {line.count === null ? line.what : t('receipt.count', { what: line.what, count: line.count })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="receipt-kept" className="flex flex-col gap-2">
        <h3 id="receipt-kept" className="font-bold text-ink-900">
          {t('receipt.keptTitle')}
        </h3>
        <ul className="flex flex-col gap-3">
          {receipt.kept.map((line) => (
            <li key={line.what} className="flex flex-col gap-0.5">
              <span className="font-semibold text-ink-900">{line.what}</span>
              <span>{line.why}</span>
              <span>{t('receipt.until', { until: line.until })}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
