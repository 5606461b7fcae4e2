import { useGetConversationsQuery } from '../../../lib/api/chat';
import { useTranslation } from '../../../lib/i18n';
import { chatMessages } from '../../../locales/chat';

/**
 * Beside the Chats tab's name: how many conversations have unread messages (live: the socket updates the cached
 * list), nothing when none. Screen readers hear the count as part of the tab's name.
 */
export function ChatsBadge() {
  const { t } = useTranslation(chatMessages);
  const { data } = useGetConversationsQuery();
  const count = data?.unreadConversations ?? 0;
  if (count <= 0) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-xs font-bold leading-5 text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{`, ${t('chat.badgeLabel', { count })}`}</span>
    </span>
  );
}
