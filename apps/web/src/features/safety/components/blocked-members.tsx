import { useRef, useState } from 'react';
import type { Conversation } from '@app/shared/chat';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { safetyMessages } from '../../../locales/safety';
import { useBlockedByMeQuery } from '../api/safety-api';
import { UnblockDialog, type SafetyMember } from './block-dialog';
import { dateTimeFormat } from '../../../lib/intl';

export type BlockedMembersProps = {
  /** The caller's conversations with members they blocked (each row links to its conversation, to delete it). */
  conversations: readonly Conversation[];
  /** The list's search: only names that contain it. */
  query: string;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The Blocked tab: every member the caller blocked (GET block/blocked-by-me, by name only, newest first), whether
 * they ever wrote or not, each with when and Unblock (after a confirmation that says the connection does not come
 * back); a member with a conversation links to it, where it can be deleted.
 */
export function BlockedMembers({ conversations, query, headingLevel = 'h2' }: BlockedMembersProps) {
  const { t, language } = useTranslation(safetyMessages);
  const { data, isError, refetch } = useBlockedByMeQuery();
  const [unblocking, setUnblocking] = useState<SafetyMember | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  if (!data) {
    if (isError) return <LoadFailed message={t('safety.blocked.loadFailed')} onRetry={() => void refetch()} />;
    return (
      <div role="status" className="flex flex-col gap-3 p-2">
        <span className="sr-only">{t('safety.blocked.loading')}</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }

  const withChat = new Set(conversations.map((conversation) => conversation.userId));
  const needle = query.trim().toLocaleLowerCase();
  const rows = data.data.filter((member) => !needle || member.name.toLocaleLowerCase().includes(needle));
  const date = dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'medium' });

  let content;
  if (rows.length) {
    content = (
      <ul aria-label={t('safety.blocked.label')} className="flex flex-col divide-y divide-ink-500/10">
        {rows.map((member) => (
          <li
            key={member.userId}
            className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-2 px-2 py-3"
          >
            <span className="flex min-w-0 flex-1 flex-col">
              {withChat.has(member.userId) ? (
                <Link
                  to={`/chat/${member.userId}`}
                  aria-label={t('safety.blocked.openChat', { name: member.name })}
                  className="truncate font-semibold text-ink-900 underline decoration-ink-500/40 underline-offset-4 hover:decoration-ink-900"
                >
                  {member.name}
                </Link>
              ) : (
                <span className="truncate font-semibold text-ink-900">{member.name}</span>
              )}
              <span className="text-sm text-ink-500">
                {t('safety.blocked.since', { date: date.format(new Date(member.blockedAt)) })}
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              className="min-h-11 px-4"
              aria-haspopup="dialog"
              aria-label={t('safety.actions.unblockLabel', { name: member.name })}
              onClick={() => setUnblocking({ userId: member.userId, name: member.name })}
            >
              {t('safety.actions.unblock')}
            </Button>
          </li>
        ))}
      </ul>
    );
  } else if (needle) {
    content = <p className="p-4 text-ink-700">{t('safety.blocked.noMatch', { query: query.trim() })}</p>;
  } else {
    content = (
      <EmptyState
        headingLevel={headingLevel}
        title={t('safety.blocked.empty.title')}
        body={t('safety.blocked.empty.body')}
      />
    );
  }

  return (
    <div ref={wrapper} tabIndex={-1} className="focus:outline-none">
      {content}
      {unblocking ? (
        <UnblockDialog
          open
          member={unblocking}
          onClose={() => setUnblocking(null)}
          // The row (and its button) is gone: the focus stays in the list rather than nowhere.
          onDone={() => wrapper.current?.focus()}
        />
      ) : null}
    </div>
  );
}
