import { useId, useState } from 'react';
import type { DataExportStatus } from '@app/shared/data-export';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { dataExportMessages } from '../../../locales/data-export';
import { useGetDataExportStatusQuery, useRequestDataExportMutation } from '../api/data-export';
import { dateTimeFormat } from '../../../lib/intl';

/** A copy is on its way (being prepared, or e-mailed and its link still works): asking again would add nothing. */
function isOnItsWay(status: DataExportStatus | null | undefined, now: number): boolean {
  if (!status) return false;
  if (status.state === 'queued' || status.state === 'building') return true;
  return status.state === 'ready' && status.expiresAt !== null && Date.parse(status.expiresAt) > now;
}

/**
 * "Your data" in My Details (issue 14 point 5, APP 12 and 13): what a copy holds and how it arrives, where the latest
 * request stands (being prepared, e-mailed with until when, downloaded), a button to ask, and how to get something
 * corrected. The server answers every request with a message in plain words, shown here as it is.
 */
export function YourDataCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t, language } = useTranslation(dataExportMessages);
  const brand = useBrand();
  const titleId = useId();
  const Heading = headingLevel;
  const { data, isError, isLoading, refetch } = useGetDataExportStatusQuery();
  const [requestExport, { isLoading: isRequesting }] = useRequestDataExportMutation();
  const [answer, setAnswer] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const status = data?.export ?? null;
  const format = (iso: string | null) =>
    iso
      ? dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))
      : '';
  const onItsWay = isOnItsWay(status, Date.now());

  const handleRequest = async () => {
    setAnswer(null);
    try {
      const result = await requestExport().unwrap();
      // Worded here from what the answer says (the server's `message` is English).
      const text = result.queued
        ? t('dataExport.answer.queued')
        : result.export.state === 'ready' && result.export.expiresAt
          ? t('dataExport.answer.alreadySent', { until: format(result.export.expiresAt) })
          : t('dataExport.answer.alreadyPreparing');
      setAnswer({ tone: 'info', text });
    } catch (caught) {
      const failure = readApiFailure(caught);
      setAnswer({ tone: 'error', text: failure.kind === 'rejected' ? failure.message : t('dataExport.failed') });
    }
  };

  let state = null;
  if (isLoading) {
    state = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('dataExport.loading')}</span>
        <Skeleton className="h-6" />
      </div>
    );
  } else if (isError && !data) {
    state = <LoadFailed message={t('dataExport.loadFailed')} onRetry={() => void refetch()} />;
  } else if (status) {
    const when = status.state === 'ready' || status.state === 'expired' ? status.readyAt : status.requestedAt;
    const date = status.state === 'downloaded' ? status.downloadedAt : when;
    state = (
      <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-ink-900">
        {t(`dataExport.state.${status.state}`, {
          date: format(date ?? status.requestedAt),
          until: format(status.expiresAt),
        })}
      </p>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id={titleId} className="text-xl font-bold text-ink-900">
        {t('dataExport.title')}
      </Heading>
      <div className="flex flex-col gap-2 text-ink-700">
        <p>{t('dataExport.intro')}</p>
        <p>{t('dataExport.how')}</p>
      </div>
      {state}
      <div aria-live="polite" className="empty:hidden">
        {answer ? (
          <p className={answer.tone === 'error' ? 'text-sm font-semibold text-danger-600' : 'text-sm text-ink-900'}>
            {answer.text}
          </p>
        ) : null}
      </div>
      {onItsWay ? null : (
        <Button
          variant="secondary"
          className="self-stretch sm:self-start"
          loading={isRequesting}
          disabled={isLoading}
          onClick={() => void handleRequest()}
        >
          {status ? t('dataExport.requestAgain') : t('dataExport.request')}
        </Button>
      )}
      <p className="text-sm text-ink-700">{t('dataExport.correct', { email: brand.supportEmail })}</p>
    </section>
  );
}
