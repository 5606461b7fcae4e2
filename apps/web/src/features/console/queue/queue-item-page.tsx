import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isLanguageCode } from '@app/shared/i18n';
import {
  QUEUE_KINDS,
  type EvidenceReport,
  type QueueEvidenceResponse,
  type QueueKind,
} from '@app/shared/console/queue';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { useConsoleDates } from '../audit/format';
import { useQueueItemQuery } from './api';
import { DecisionForm } from './decision-form';
import { useTagLabel } from './format';
import { queueMessages } from './messages';
import { StaffImage } from './staff-image';

/** A language code as staff read it: its name in its own script and the code ("हिन्दी (hi)"). */
function languageName(code: string | null): string {
  return isLanguageCode(code) ? `${LANGUAGES[code].label} (${code})` : (code ?? '');
}

const linkClasses =
  'font-semibold text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';
const card = 'flex flex-col gap-3 rounded-xl border border-ink-500/15 bg-white p-4';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <div>
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {hint ? <p className="text-sm text-ink-500">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

function ReportList({ reports, empty }: { reports: EvidenceReport[]; empty: string }) {
  const { t } = useTranslation(queueMessages);
  const dates = useConsoleDates();
  const tag = useTagLabel();
  if (!reports.length) return <p className="text-ink-700">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reports.map((report) => (
        <li key={report.id} className="flex flex-col gap-1 border-t border-ink-500/10 pt-2 first:border-t-0 first:pt-0">
          <p className="font-semibold text-ink-900">
            {report.urgent ? (
              <span className="mr-2 rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold text-white">
                {t('consoleQueue.urgent')}
              </span>
            ) : null}
            {report.reasons.map(tag).join(', ')}
            <span className="ml-2 text-sm font-normal text-ink-500">
              {t(`consoleQueue.item.history.state.${report.state as 'open'}`)}
            </span>
          </p>
          <p className="text-sm text-ink-700">
            {report.reporterName
              ? t('consoleQueue.item.reports.by', { name: report.reporterName, when: dates.when(report.createdAt) })
              : t('consoleQueue.item.reports.byGone', { when: dates.when(report.createdAt) })}
          </p>
          {report.details ? (
            <blockquote className="whitespace-pre-wrap border-l-4 border-ink-500/20 pl-3 text-ink-900">
              <span className="sr-only">{t('consoleQueue.item.reports.details')}: </span>
              {report.details}
            </blockquote>
          ) : null}
          {report.decisionNote ? <p className="text-sm text-ink-500">{report.decisionNote}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Conversations({ evidence }: { evidence: QueueEvidenceResponse }) {
  const { t } = useTranslation(queueMessages);
  const dates = useConsoleDates();
  const tag = useTagLabel();
  if (!evidence.conversations.length) return null;
  return (
    <Section title={t('consoleQueue.item.messages.title')} hint={t('consoleQueue.item.messages.hint')}>
      {evidence.conversations.map((conversation) => {
        const names = new Map(conversation.members.map((who) => [who.userId, who.name]));
        const [first, second] = conversation.members;
        return (
          <div key={conversation.members.map((who) => who.userId).join(':')} className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink-900">
              {t('consoleQueue.item.messages.conversation', { first: first?.name ?? '', second: second?.name ?? '' })}
            </h3>
            <ol className="flex flex-col gap-2">
              {conversation.messages.map((message) => (
                <li
                  key={message.id}
                  className={
                    message.reported
                      ? 'rounded-lg border-2 border-danger-600 bg-danger-600/5 p-2'
                      : 'rounded-lg border border-ink-500/15 p-2'
                  }
                >
                  <p className="text-xs text-ink-500">
                    {t('consoleQueue.item.messages.from', {
                      name: names.get(message.senderId) ?? '',
                      when: dates.when(message.createdAt),
                    })}
                    {message.reported ? (
                      <strong className="ml-2 text-danger-600">{t('consoleQueue.item.messages.reported')}</strong>
                    ) : null}
                    {message.flags.length ? (
                      <span className="ml-2 text-danger-600">
                        {t('consoleQueue.item.messages.flagged', { flags: message.flags.map(tag).join(', ') })}
                      </span>
                    ) : null}
                  </p>
                  <p className="whitespace-pre-wrap text-ink-900">
                    {message.text ?? t('consoleQueue.item.messages.noText')}
                  </p>
                  {message.hasFile ? (
                    <p className="text-sm text-ink-500">{t('consoleQueue.item.messages.file')}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </Section>
  );
}

function Profile({ evidence }: { evidence: QueueEvidenceResponse }) {
  const { t } = useTranslation(queueMessages);
  const dates = useConsoleDates();
  const { member } = evidence;
  return (
    <Section title={t('consoleQueue.item.profile.title')}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">{t('consoleQueue.item.profile.email')}</dt>
        <dd className="break-all text-ink-900">{member.email}</dd>
        <dt className="text-ink-500">{t('consoleQueue.item.profile.plan')}</dt>
        <dd className="text-ink-900">{member.usertype}</dd>
        <dt className="text-ink-500">{t('consoleQueue.item.profile.joined')}</dt>
        <dd className="text-ink-900">{dates.day(member.createdAt)}</dd>
      </dl>
      {member.suspension ? (
        <p className="rounded-lg bg-danger-600/10 p-2 text-sm text-danger-600">
          {t('consoleQueue.item.profile.suspended', {
            when: dates.when(member.suspension.suspendedAt),
            reason: member.suspension.reason,
          })}{' '}
          {member.suspension.unsuspendAt
            ? t('consoleQueue.item.profile.until', { when: dates.day(member.suspension.unsuspendAt) })
            : t('consoleQueue.item.profile.untilLifted')}
        </p>
      ) : null}
      <h3 className="font-semibold text-ink-900">{t('consoleQueue.item.profile.about')}</h3>
      {member.about ? (
        <p className="whitespace-pre-wrap text-ink-900">{member.about}</p>
      ) : (
        <p className="text-ink-500">{t('consoleQueue.item.profile.noAbout')}</p>
      )}
      {member.aboutSecond ? (
        <>
          <h3 className="font-semibold text-ink-900">
            {t('consoleQueue.item.profile.aboutSecond', { language: languageName(member.aboutSecondLanguage) })}
          </h3>
          <p
            lang={
              isLanguageCode(member.aboutSecondLanguage) ? LANGUAGES[member.aboutSecondLanguage].htmlLang : undefined
            }
            className="whitespace-pre-wrap text-ink-900"
          >
            {member.aboutSecond}
          </p>
        </>
      ) : null}
      <h3 className="font-semibold text-ink-900">{t('consoleQueue.item.profile.photos')}</h3>
      {member.photos.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {member.photos.map((photo) => (
            <li key={photo.photoId} className="flex flex-col gap-1">
              {/* Signed for this staff member: the members' media route serves it (staff/staff-photos.ts). */}
              <img
                src={photo.url}
                alt={t('consoleQueue.item.profile.photo', { position: photo.position + 1 })}
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-ink-500/10 object-cover"
              />
              <span className="text-xs text-ink-700">
                {t('consoleQueue.item.profile.photo', { position: photo.position + 1 })}
                {photo.reviewStatus === 'pending' ? ` · ${t('consoleQueue.item.profile.pending')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-500">{t('consoleQueue.item.profile.noPhotos')}</p>
      )}
      <p>
        <Link to={`/admin/members/${member.userId}`} className={linkClasses}>
          {t('consoleQueue.item.profile.memberPage')}
        </Link>
      </p>
    </Section>
  );
}

function History({ evidence }: { evidence: QueueEvidenceResponse }) {
  const { t } = useTranslation(queueMessages);
  const dates = useConsoleDates();
  const { history } = evidence;
  const actionLabel = (action: string) =>
    t(`consoleQueue.item.actions.${action as 'member.warned'}`, {}) === `consoleQueue.item.actions.${action}`
      ? action
      : t(`consoleQueue.item.actions.${action as 'member.warned'}`);
  return (
    <Section title={t('consoleQueue.item.history.title')}>
      <h3 className="font-semibold text-ink-900">{t('consoleQueue.item.history.decisions')}</h3>
      {history.decisions.length ? (
        <ul className="flex flex-col gap-2 text-sm">
          {history.decisions.map((entry) => (
            <li key={entry.id}>
              <p className="text-ink-900">
                {t('consoleQueue.item.history.decision', {
                  action: actionLabel(entry.action),
                  who: entry.actor.email,
                  when: dates.when(entry.at),
                })}
              </p>
              {entry.reason ? <p className="text-ink-500">{entry.reason}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-500">{t('consoleQueue.item.history.noDecisions')}</p>
      )}
      <h3 className="font-semibold text-ink-900">{t('consoleQueue.item.history.suspensions')}</h3>
      {history.suspensions.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {history.suspensions.map((row) => (
            <li key={row.id} className="text-ink-900">
              {t('consoleQueue.item.history.suspension', { reason: row.reason, from: dates.day(row.suspendedAt) })},{' '}
              {row.liftedAt
                ? t('consoleQueue.item.history.lifted', { when: dates.day(row.liftedAt) })
                : t('consoleQueue.item.history.ongoing')}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-500">{t('consoleQueue.item.history.noSuspensions')}</p>
      )}
      <h3 className="font-semibold text-ink-900">{t('consoleQueue.item.history.reports')}</h3>
      <ReportList reports={history.reports} empty={t('consoleQueue.item.history.noReports')} />
    </Section>
  );
}

function Evidence({ evidence }: { evidence: QueueEvidenceResponse }) {
  const { t } = useTranslation(queueMessages);
  const dates = useConsoleDates();
  const tag = useTagLabel();
  const { item, correction, verification } = evidence;
  return (
    <div className="flex flex-col gap-4">
      {verification ? (
        <Section title={t('consoleQueue.item.verification.title')} hint={t('consoleQueue.item.verification.hint')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <figure className="flex flex-col gap-1">
              <StaffImage
                src={verification.documentUrl}
                alt={t('consoleQueue.item.verification.document')}
                className="w-full"
              />
              <figcaption className="text-sm text-ink-700">{t('consoleQueue.item.verification.document')}</figcaption>
            </figure>
            <figure className="flex flex-col gap-1">
              <StaffImage
                src={verification.selfieUrl}
                alt={t('consoleQueue.item.verification.selfie')}
                className="w-full"
              />
              <figcaption className="text-sm text-ink-700">{t('consoleQueue.item.verification.selfie')}</figcaption>
            </figure>
          </div>
        </Section>
      ) : null}
      {correction ? (
        <Section title={t('consoleQueue.item.correction.title')}>
          <ul className="list-disc pl-5 text-ink-900">
            {correction.changed.map((change) => (
              <li key={change}>
                {change === 'photos'
                  ? t('consoleQueue.item.correction.photos', { count: correction.photoCount ?? 0 })
                  : change === 'about'
                    ? t('consoleQueue.item.correction.about')
                    : tag(change)}
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-500">
            {t('consoleQueue.item.correction.at', { when: dates.when(correction.at) })}
          </p>
        </Section>
      ) : null}
      {item.kind !== 'verification' ? (
        <Section title={t('consoleQueue.item.reports.title')} hint={t('consoleQueue.item.reports.hint')}>
          <ReportList reports={evidence.openReports} empty={t('consoleQueue.item.reports.none')} />
        </Section>
      ) : null}
      <Conversations evidence={evidence} />
      <Profile evidence={evidence} />
    </div>
  );
}

function isKind(value: string | undefined): value is QueueKind {
  return (QUEUE_KINDS as readonly string[]).includes(value ?? '');
}

function Loaded({ kind, id }: { kind: QueueKind; id: string }) {
  const { t } = useTranslation(queueMessages);
  const dates = useConsoleDates();
  const tag = useTagLabel();
  const headingId = useId();
  const { data, error, isError, refetch } = useQueueItemQuery({ kind, id });
  const name = data?.item.memberName ?? '';
  useDocumentTitle(data ? t(`consoleQueue.item.title.${kind}`, { name }) : t('consoleQueue.title'));
  if (!data) {
    if (isError) {
      const failure = readApiFailure(error);
      return failure.kind === 'rejected' && failure.status === 404 ? (
        <p role="alert" className="text-ink-900">
          {t('consoleQueue.item.notFound')}
        </p>
      ) : (
        <LoadFailed message={t('consoleQueue.item.loadFailed')} onRetry={() => void refetch()} />
      );
    }
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('consoleQueue.item.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  const { item } = data;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-ink-900">
          {t(`consoleQueue.item.title.${kind}`, { name })}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          {item.urgent ? (
            <span className="rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold text-white">
              {t('consoleQueue.urgent')}
            </span>
          ) : null}
          <span>{t('consoleQueue.item.waiting', { when: dates.when(item.since) })}</span>
          {item.tags.length ? <span>· {item.tags.map(tag).join(', ')}</span> : null}
        </p>
        {!item.open ? (
          <p role="status" className="rounded-lg bg-gold-400/20 p-2 text-sm text-ink-900">
            {t('consoleQueue.item.closed')}
          </p>
        ) : null}
      </header>
      {/* Evidence on the left, history and the decision on the right; stacked below 1024 px (tablets). */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <h2 className="sr-only">{t('consoleQueue.item.evidence')}</h2>
          <Evidence evidence={data} />
        </div>
        <div className="flex flex-col gap-4">
          <div className={card}>
            <DecisionForm key={`${kind}/${id}`} evidence={data} />
          </div>
          <History evidence={data} />
        </div>
      </div>
    </article>
  );
}

/** /admin/queue/:kind/:id: one item's evidence, the member's history, and the decision. */
export function QueueItemPage() {
  const { t } = useTranslation(queueMessages);
  const { kind, id } = useParams();
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link to="/admin" className={linkClasses}>
          {t('consoleQueue.item.back')}
        </Link>
      </p>
      {isKind(kind) && id ? (
        <Loaded key={`${kind}/${id}`} kind={kind} id={id} />
      ) : (
        <p role="alert" className="text-ink-900">
          {t('consoleQueue.item.unknownKind')}
        </p>
      )}
    </div>
  );
}
