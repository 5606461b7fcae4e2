import type { DeletionReceipt as Receipt, KeptItem, ReceiptItem } from '@app/shared/data-export';
import { BUSINESS_TIME_ZONE } from '@app/shared/plans/dates';
import { useTranslation } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl';
import { LANGUAGES } from '../../../lib/language-names';
import english from '../../../locales/en/data-export.json';
import { dataExportMessages } from '../../../locales/data-export';

const knownRemoved = (code: string): code is keyof typeof english.receipt.removed =>
  Object.hasOwn(english.receipt.removed, code);
const knownKept = (code: string): code is keyof typeof english.receipt.kept =>
  Object.hasOwn(english.receipt.kept, code);

/**
 * The deletion receipt: what was deleted (with counts where they mean something) and what is kept, why and how long,
 * in the language shown, from each line's code (issue 30); a line whose code this page does not know shows the
 * server's English words.
 */
export function DeletionReceipt({ receipt }: { receipt: Receipt }) {
  const { t, language } = useTranslation(dataExportMessages);
  const removed = receipt.removed.filter((line) => line.count === null || line.count > 0);
  const removedWhat = (line: ReceiptItem) => (knownRemoved(line.code) ? t(`receipt.removed.${line.code}`) : line.what);
  const keptWords = (line: KeptItem) => {
    if (!knownKept(line.code)) return line;
    const { count, years, until } = line.params;
    const values = { count: typeof count === 'number' ? count : undefined, years };
    const day =
      typeof until === 'string'
        ? dateTimeFormat(LANGUAGES[language].htmlLang, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: BUSINESS_TIME_ZONE,
          }).format(new Date(until))
        : undefined;
    return {
      what: t(`receipt.kept.${line.code}.what`, values),
      why: t(`receipt.kept.${line.code}.why`, values),
      until: day ?? (line.code === 'payments' ? line.until : t(`receipt.kept.${line.code}.until`)),
    };
  };
  return (
    <div className="flex flex-col gap-4 text-sm text-ink-700">
      <section aria-labelledby="receipt-removed" className="flex flex-col gap-2">
        <h3 id="receipt-removed" className="font-bold text-ink-900">
          {t('receipt.removedTitle')}
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {removed.map((line) => (
            <li key={line.code}>
              {line.count === null
                ? removedWhat(line)
                : t('receipt.count', { what: removedWhat(line), count: line.count })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="receipt-kept" className="flex flex-col gap-2">
        <h3 id="receipt-kept" className="font-bold text-ink-900">
          {t('receipt.keptTitle')}
        </h3>
        <ul className="flex flex-col gap-3">
          {receipt.kept.map((line) => {
            const words = keptWords(line);
            return (
              <li key={line.code} className="flex flex-col gap-0.5">
                <span className="font-semibold text-ink-900">{words.what}</span>
                <span>{words.why}</span>
                <span>{t('receipt.until', { until: words.until })}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
