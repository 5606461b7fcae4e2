import { useId } from 'react';
import type { ReportState } from '@app/shared/safety';
import { cn } from '../../../components/ui/cn';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { safetyMessages } from '../../../locales/safety';
import { useMyReportsQuery } from '../api/safety-api';
import { dateTimeFormat } from '../../../lib/intl';

const STATE_STYLE: Record<ReportState, string> = {
  open: 'bg-accent-50 text-accent-700',
  'in-review': 'bg-gold-400/30 text-ink-900',
  actioned: 'bg-green-100 text-green-900',
  dismissed: 'bg-ink-500/10 text-ink-700',
};

/**
 * "My reports" (GET report/my-reports, newest first): whom each report was about, its reasons, when it was sent and
 * where it stands, in plain words (received, being looked at, action taken, closed).
 */
export function MyReports({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t, language } = useTranslation(safetyMessages);
  const titleId = useId();
  const { data, isError, refetch } = useMyReportsQuery();
  const Heading = headingLevel;
  const date = dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'medium' });

  let content;
  if (!data) {
    content = isError ? (
      <LoadFailed message={t('safety.reports.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('safety.reports.loading')}</span>
        <Skeleton className="h-20" />
      </div>
    );
  } else if (!data.data.length) {
    content = <p className="text-sm text-ink-700">{t('safety.reports.empty')}</p>;
  } else {
    content = (
      <ul aria-labelledby={titleId} className="flex flex-col gap-3">
        {data.data.map((report) => (
          <li key={report.reportId} className="flex flex-col gap-2 rounded-xl border border-ink-500/15 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-ink-900">{t('safety.reports.about', { name: report.reportedName })}</p>
              <span className={cn('rounded-full px-3 py-0.5 text-sm font-semibold', STATE_STYLE[report.state])}>
                {t(`safety.reports.states.${report.state}`)}
              </span>
            </div>
            <p className="text-sm text-ink-700">{t(`safety.reports.stateBody.${report.state}`)}</p>
            <p className="text-sm text-ink-700">
              <span className="sr-only">{t('safety.reports.reasons')}: </span>
              {report.reason.map((reason) => t(`safety.report.reasons.${reason}`)).join(' · ')}
            </p>
            <p className="flex flex-wrap gap-x-4 text-sm text-ink-500">
              <span>{t('safety.reports.sentOn', { date: date.format(new Date(report.createdAt)) })}</span>
              {report.decidedAt ? (
                <span>{t('safety.reports.decidedOn', { date: date.format(new Date(report.decidedAt)) })}</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="text-lg font-bold text-ink-900">
        {t('safety.reports.title')}
      </Heading>
      <p className="text-sm text-ink-700">{t('safety.reports.intro')}</p>
      {content}
    </section>
  );
}
