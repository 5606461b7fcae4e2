import { useId, useState, type ReactNode } from 'react';
import type { Conversation } from '@app/shared/chat';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useGetConversationsQuery } from '../../../lib/api/chat';
import { useTranslation } from '../../../lib/i18n';
import { planRequiredOf, type PlanRequired } from '../../../lib/plan-required';
import { chatMessages } from '../../../locales/chat';
import { formatListTime } from '../lib/format';
import { Avatar } from './avatar';

type Which = 'connected' | 'blocked';

export type ConversationListProps = {
  /** The conversation open beside the list (desktop), marked as the current one. */
  selectedUserId?: string;
  /** In the place of the list when the member's plan does not include chat (the billing feature's card). */
  upgrade?: (requiredTier: PlanRequired['requiredTier']) => ReactNode;
  /** The level of an empty list's heading in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** A "Chats" heading above the search (the chat pages; the dashboard's tab names the list itself). */
  title?: 'h1' | 'h2';
  /**
   * The Blocked tab's content: the safety feature's list of every member the caller blocked, with Unblock (composed
   * by the app), given the conversations with them and the search. Without it, the blocked conversations.
   */
  blocked?: (props: { conversations: Conversation[]; query: string; headingLevel: 'h2' | 'h3' }) => ReactNode;
};

/**
 * The member's conversations, newest first (the server's order): search by name, Connected and Blocked (members I
 * blocked, whose history I may still read or delete), each row with the photo as sent, the name, the last message
 * ("Photo"/"PDF" for an attachment), its time and the unread count. Live: the socket updates the cached list.
 */
export function ConversationList({
  selectedUserId,
  upgrade,
  headingLevel = 'h2',
  title,
  blocked,
}: ConversationListProps) {
  const { t } = useTranslation(chatMessages);
  const searchId = useId();
  const [which, setWhich] = useState<Which>('connected');
  const [query, setQuery] = useState('');
  const { data, error, isError, refetch } = useGetConversationsQuery();
  const Title = title ?? 'h2';
  const heading = title ? <Title className="px-1 text-2xl font-bold text-ink-900">{t('chat.title')}</Title> : null;

  if (!data) {
    if (isError) {
      const required = planRequiredOf(error);
      if (required) {
        const prompt = upgrade ? (
          upgrade(required.requiredTier)
        ) : (
          <p className="rounded-card bg-white p-5 text-ink-700 shadow-sm">
            {t('chat.list.upgrade')}{' '}
            <Link to="/plan" className="font-semibold text-accent-700 underline underline-offset-2">
              {t('chat.list.seePlans')}
            </Link>
          </p>
        );
        return (
          <div className="flex flex-col gap-3">
            {heading}
            {prompt}
          </div>
        );
      }
      return (
        <div className="flex flex-col gap-3">
          {heading}
          <LoadFailed message={t('chat.list.loadFailed')} onRetry={() => void refetch()} />
        </div>
      );
    }
    return (
      <div role="status" className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-sm">
        {heading}
        <span className="sr-only">{t('chat.list.loading')}</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="h-12 w-12 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  const needle = query.trim().toLocaleLowerCase();
  const shown = (key: Which) =>
    data.conversations.filter(
      (conversation) =>
        conversation.blockedByMe === (key === 'blocked') &&
        (!needle || conversation.member.name.toLocaleLowerCase().includes(needle)),
    );
  const panel = (key: Which) => {
    if (key === 'blocked' && blocked) {
      const conversations = data.conversations.filter((conversation) => conversation.blockedByMe);
      return blocked({ conversations, query, headingLevel });
    }
    const rows = shown(key);
    if (rows.length) {
      return (
        <ul aria-label={t('chat.list.label')} className="flex flex-col divide-y divide-ink-500/10">
          {rows.map((conversation) => (
            <li key={conversation.userId}>
              <ConversationRow conversation={conversation} selected={conversation.userId === selectedUserId} />
            </li>
          ))}
        </ul>
      );
    }
    if (needle) return <p className="p-4 text-ink-700">{t('chat.list.empty.search', { query: query.trim() })}</p>;
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t(`chat.list.empty.${key}.title`)}
        body={t(`chat.list.empty.${key}.body`)}
        action={
          key === 'connected' ? (
            <Link to="/user-dashboard?tab=Connections" className={buttonClasses('secondary')}>
              {t('chat.list.connections')}
            </Link>
          ) : null
        }
      />
    );
  };

  return (
    <div className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-sm sm:p-4">
      {heading}
      <label htmlFor={searchId} className="sr-only">
        {t('chat.list.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('chat.list.search')}
        autoComplete="off"
        className="min-h-11 w-full rounded-full border border-ink-500/30 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-600/30"
      />
      <Tabs
        label={t('chat.list.tabsLabel')}
        active={which}
        onChange={(key) => setWhich(key === 'blocked' ? 'blocked' : 'connected')}
        items={(['connected', 'blocked'] as const).map((key) => ({
          key,
          label: t(`chat.list.${key}`),
          content: panel(key),
        }))}
      />
    </div>
  );
}

/** Where a message's text goes in the catalogue's "You: {{text}}". */
const TEXT_MARK = '\u0000';

function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const { t, language } = useTranslation(chatMessages);
  const { member, lastMessage, unreadCount } = conversation;
  // What a member wrote is shown as written, never machine-translated (`translate="no"`); the rest is ours.
  let what: ReactNode;
  if (conversation.blockedByMe) what = t('chat.closed.blockedByMeTitle');
  else if (lastMessage?.text) what = <span translate="no">{lastMessage.text}</span>;
  else if (lastMessage) what = lastMessage.file?.kind === 'pdf' ? t('chat.list.pdf') : t('chat.list.photo');
  else what = t('chat.list.noMessages');
  let preview = what;
  if (lastMessage && !conversation.blockedByMe && lastMessage.senderId !== conversation.userId) {
    // "You: {{text}}", its text in its place in the sentence.
    const [before = '', after = ''] = t('chat.list.you', { text: TEXT_MARK }).split(TEXT_MARK);
    preview = (
      <>
        {before}
        {what}
        {after}
      </>
    );
  }
  const unread = unreadCount > 0;
  return (
    <Link
      to={`/chat/${conversation.userId}`}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-xl px-2 py-3 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600',
        selected && 'bg-accent-50',
      )}
    >
      <Avatar member={member} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span translate="no" className={cn('truncate text-ink-900', unread ? 'font-bold' : 'font-semibold')}>
            {member.name}
          </span>
          {lastMessage ? (
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-ink-500">
              {formatListTime(lastMessage.createdAt, language)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-semibold text-ink-900' : 'text-ink-700')}>
            {preview}
          </span>
          {unread ? (
            <span className="shrink-0 rounded-full bg-accent-600 px-2 text-xs font-bold leading-5 text-white">
              <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
              <span className="sr-only">{t('chat.list.unread', { count: unreadCount })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
