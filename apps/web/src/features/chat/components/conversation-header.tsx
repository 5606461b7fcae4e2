import type { ReactNode } from 'react';
import type { ChatMember } from '@app/shared/chat';
import { Link } from '../../../components/ui/link';
import { Menu, type MenuItem } from '../../../components/ui/menu';
import { useTranslation } from '../../../lib/i18n';
import { chatMessages } from '../../../locales/chat';
import { Avatar } from './avatar';

/** A member's profile page (`/profile/:name/:userId`: the name is for people, the id decides). */
export const memberProfilePath = (member: Pick<ChatMember, 'name' | 'userId'>) =>
  `/profile/${encodeURIComponent(member.name.split(/\s+/)[0] || 'member')}/${member.userId}`;

type ConversationHeaderProps = {
  member: ChatMember;
  /**
   * Buttons at the header's end, before the menu (or Delete): the place for the calls' Voice and Video buttons
   * (composed by the app, app/routes/chat-page.tsx, since features never import each other).
   */
  actions?: ReactNode;
  /** Asks to delete the conversation (from the caller's list only): the menu's last item, or its own button. */
  onDelete?: () => void;
  /**
   * The "More options" menu at the header's end: the safety feature's Report and Block or Unblock, composed by the
   * app (app/routes/chat-page.tsx); no menu without items.
   */
  menu?: readonly MenuItem[];
};

/**
 * The conversation's top bar: back to all chats (on narrow screens, where the list is not beside it), the member's
 * name as the page's heading and a link to their profile, then the actions and the "More options" menu (or Delete).
 */
export function ConversationHeader({ member, actions, onDelete, menu }: ConversationHeaderProps) {
  const { t } = useTranslation(chatMessages);
  // With a menu, Delete is its last item (a phone's header has room for few buttons); else its own button.
  const items = menu?.length
    ? [
        ...menu,
        ...(onDelete
          ? [{ key: 'delete', label: t('chat.conversation.delete'), onSelect: onDelete, danger: true }]
          : []),
      ]
    : null;
  return (
    <header className="flex items-center gap-2 border-b border-ink-500/15 bg-white px-2 py-2 sm:px-4">
      <Link
        to="/chats"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-accent-700 hover:bg-accent-50 lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M15 5l-7 7 7 7" />
        </svg>
        <span className="sr-only">{t('chat.conversation.back')}</span>
      </Link>
      <h1 className="min-w-0 flex-1">
        <Link
          to={memberProfilePath(member)}
          className="flex min-w-0 items-center gap-3 rounded-xl py-1 pr-2 hover:bg-accent-50"
        >
          <Avatar member={member} size="sm" />
          <span translate="no" className="truncate text-lg font-bold text-ink-900">
            {member.name}
          </span>
        </Link>
      </h1>
      {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
      {items ? (
        <Menu label={t('chat.conversation.more')} items={items} />
      ) : onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-accent-50 hover:text-ink-900"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path strokeLinecap="round" strokeLinejoin="round" d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
          <span className="sr-only">{t('chat.conversation.delete')}</span>
        </button>
      ) : null}
    </header>
  );
}
