import { useState } from 'react';
import type { StaffAction, StaffAuditEntry } from '@app/shared/console';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { hasMessage } from '../../../lib/i18n-markup';
import { useAuditLogQuery } from './api';
import { useConsoleDates } from './format';
import { auditMessages } from './messages';

export const AUDIT_PAGE_SIZE = 50;

type ActionKey = `audit.actions.${StaffAction}`;

/**
 * An action in plain words (the catalogue nests them: `member.viewed` is `audit.actions.member.viewed`); an action
 * this page has no words for yet (a newer server) shows its name.
 */
export function useActionLabel() {
  const { t } = useTranslation(auditMessages);
  return (action: string) => {
    const key = `audit.actions.${action}`;
    return hasMessage(key, auditMessages) ? t(key as Extract<ActionKey, Parameters<typeof t>[0]>) : action;
  };
}

function Whom({ entry }: { entry: StaffAuditEntry }) {
  const { t } = useTranslation(auditMessages);
  if (!entry.subjectUserId) return <>{t('audit.nobody')}</>;
  if (entry.subjectKind === 'staff') return <>{t('audit.staffAccount')}</>;
  return (
    <Link
      to={`/admin/members/${entry.subjectUserId}`}
      className="font-mono text-sm text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <span className="sr-only">{t('audit.member')}: </span>
      {entry.subjectUserId.slice(0, 8)}
    </Link>
  );
}

/**
 * The staff audit log as a table (GET admin-audit/log), newest first, a page at a time with "Older" and "Newer".
 * Read-only: the log cannot be changed. Filtered by action and/or member; the parent gives it a `key` per filter so
 * paging starts again from the newest.
 */
export function AuditTable({
  action,
  subjectUserId,
  caption,
  showWhom = true,
}: {
  action?: StaffAction | undefined;
  subjectUserId?: string | undefined;
  caption: string;
  showWhom?: boolean;
}) {
  const { t } = useTranslation(auditMessages);
  const dates = useConsoleDates();
  const actionLabel = useActionLabel();
  // The `before` of each page shown so far: the last is the page on screen (undefined: the newest).
  const [pages, setPages] = useState<Array<number | undefined>>([undefined]);
  const before = pages[pages.length - 1];
  const { data, isError, isFetching, refetch } = useAuditLogQuery({
    before,
    action,
    subjectUserId,
    limit: AUDIT_PAGE_SIZE,
  });

  if (!data) {
    return isError ? (
      <LoadFailed message={t('audit.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('audit.loading')}</span>
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }

  const nextBefore = data.nextBefore;
  return (
    <div className="flex flex-col gap-3">
      {data.entries.length === 0 ? (
        <p className="text-sm text-ink-700">{action ? t('audit.emptyFiltered') : t('audit.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-ink-500/15 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-ink-500/5 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('audit.when')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('audit.who')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('audit.action')}
                </th>
                {showWhom ? (
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('audit.whom')}
                  </th>
                ) : null}
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('audit.reason')}
                </th>
              </tr>
            </thead>
            <tbody aria-busy={isFetching || undefined}>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-ink-500/10 align-top">
                  <td className="whitespace-nowrap px-3 py-2 text-ink-700">
                    <time dateTime={entry.at}>{dates.when(entry.at)}</time>
                  </td>
                  <td className="px-3 py-2 text-ink-900">
                    {entry.actor.id === null ? t('audit.commandLine') : entry.actor.email}{' '}
                    <span className="text-ink-500">
                      (
                      {hasMessage(`audit.roles.${entry.actor.role}`, auditMessages)
                        ? t(`audit.roles.${entry.actor.role as 'admin'}`)
                        : entry.actor.role}
                      )
                    </span>
                  </td>
                  <td className="px-3 py-2 text-ink-900">{actionLabel(entry.action)}</td>
                  {showWhom ? (
                    <td className="px-3 py-2">
                      <Whom entry={entry} />
                    </td>
                  ) : null}
                  <td className="max-w-[24rem] whitespace-pre-line break-words px-3 py-2 text-ink-700">
                    {entry.reason ?? t('audit.noReason')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {pages.length > 1 ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setPages([undefined])}>
              {t('audit.newest')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPages((shown) => shown.slice(0, -1))}>
              {t('audit.newer')}
            </Button>
          </>
        ) : null}
        {nextBefore !== null ? (
          <Button variant="secondary" size="sm" onClick={() => setPages((shown) => [...shown, nextBefore])}>
            {t('audit.older')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
