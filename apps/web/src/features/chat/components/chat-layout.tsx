import { useRef, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { chatMessages } from '../../../locales/chat';
import { useViewportFit } from '../lib/use-viewport-fit';

type ChatLayoutProps = {
  /** The conversation list with its heading (beside the conversation on wide screens). */
  list: ReactNode;
  /** The open conversation; without it, wide screens show "Choose a conversation" beside the list. */
  conversation?: ReactNode;
};

/**
 * The chat's frame, as tall as what is visible (the on-screen keyboard included) so only the messages scroll and
 * the composer stays in sight. The site's bar and footer stay out of the chat (CHAT_SCREEN_PREFIXES): the list
 * leads back to the dashboard. Narrow screens show one thing: the list on /chats, the conversation on
 * /chat/{userId} (its header leads back to the list). From 1024 px the list stays beside the conversation.
 */
export function ChatLayout({ list, conversation }: ChatLayoutProps) {
  const { t } = useTranslation(chatMessages);
  const ref = useRef<HTMLElement>(null);
  useViewportFit(ref);
  const open = conversation !== undefined;
  return (
    <main id="main" ref={ref} className="flex h-dvh min-h-65 bg-accent-50 lg:px-4 lg:py-4">
      <div className="mx-auto flex min-h-0 w-full max-w-6xl lg:gap-4">
        <div
          className={cn(
            'min-h-0 w-full flex-col overflow-y-auto overscroll-contain p-2 sm:p-4 lg:flex lg:w-96 lg:shrink-0 lg:p-0',
            open ? 'hidden' : 'flex',
          )}
        >
          <Link
            to="/user-dashboard?tab=chats"
            className="mb-2 inline-flex items-center gap-1 self-start rounded-md px-2 py-1 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <span aria-hidden="true">←</span>
            {t('chat.backToDashboard')}
          </Link>
          {list}
        </div>
        <div
          className={cn(
            'min-h-0 min-w-0 flex-1 flex-col overflow-hidden bg-white lg:rounded-card lg:shadow-sm',
            open ? 'flex' : 'hidden lg:flex',
          )}
        >
          {open ? (
            conversation
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
              <ChatIcon />
              <p className="text-xl font-bold text-ink-900">{t('chat.conversation.choose')}</p>
              <p className="max-w-sm text-ink-700">{t('chat.conversation.chooseBody')}</p>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-12 w-12 text-accent-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path strokeLinejoin="round" d="M4 5h16v11H9l-5 4V5z" />
      <path strokeLinecap="round" d="M8 9h8M8 12h5" />
    </svg>
  );
}
