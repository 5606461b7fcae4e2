import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ChatMember, ChatMessage, Conversation as ConversationData } from '@app/shared/chat';
import { lowestTierWhere } from '@app/shared/plans/entitlements';
import { conversationPlanNotice } from '@app/shared/plans/conversation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/link';
import type { MenuItem } from '../../../components/ui/menu';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteConversationMutation, useGetMessagesInfiniteQuery, useMarkReadMutation } from '../../../lib/api/chat';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { useTierNames } from '../../../lib/tier-names';
import { planRequiredOf, type PlanRequired } from '../../../lib/plan-required';
import type { OutgoingMessage } from '../../../lib/realtime/chat-slice';
import type { RootState } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import { chatMessages } from '../../../locales/chat';
import { discardMessage, retryMessage } from '../lib/send';
import { useIsTyping } from '../lib/use-typing';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageThread, type ThreadItem } from './message-thread';
import { SafetyTips } from './safety';

type Tier = PlanRequired['requiredTier'];

export type ConversationProps = {
  /** The other member's id (the conversation's address). */
  userId: string;
  /**
   * Buttons for the header, given the conversation once it has loaded: the place for the calls' Voice and Video
   * buttons, composed by the app (app/routes/chat-page.tsx), since features never import each other.
   */
  actions?: (conversation: ConversationData) => ReactNode;
  /** In place of the composer (or of the whole conversation) when the member's plan does not include chat. */
  upgrade?: (requiredTier: Tier, reason: string) => ReactNode;
  /**
   * The header's "More options", given the conversation once it has loaded: the safety feature's Report and Block
   * or Unblock, composed by the app.
   */
  menu?: (conversation: ConversationData) => readonly MenuItem[];
  /**
   * Report messages of the member (each of their messages' menu, and the warning under a flagged one): the safety
   * feature's report dialog, composed by the app. No Report without it.
   */
  onReport?: (member: ChatMember, messageIds: string[]) => void;
};

const EMPTY_OUTGOING: OutgoingMessage[] = [];
/** The lowest plan that writes to connections (the server's tier table). */
const CHAT_TIER: Tier =
  lowestTierWhere((plan) => plan.startChat || plan.answerChat) === 'Exclusive' ? 'Exclusive' : 'Premium';
const ANNOUNCE_MAX_CHARS = 200;

/**
 * One conversation: the header, the messages (older pages as the member scrolls up), and the composer, or in its
 * place why nothing can be sent: closed (no longer connected, blocked), or the plan. A member I blocked has their
 * thread replaced by one sentence. Messages from the member are read while the page is visible, and new ones are
 * announced to screen readers in a polite live region, as are my messages that failed.
 */
export function Conversation({ userId, actions, upgrade, menu, onReport }: ConversationProps) {
  const { t } = useTranslation(chatMessages);
  const query = useGetMessagesInfiniteQuery(userId);
  const { data, error, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const stored = useMemo(() => data?.pages.flatMap((page) => page.messages) ?? [], [data]);
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (!data?.pages[0]) {
    if (isError) {
      const required = planRequiredOf(error);
      const status = (error as { status?: unknown } | undefined)?.status;
      return (
        <div className="flex flex-1 flex-col">
          <BackBar />
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <h1 className="sr-only">{t('chat.title')}</h1>
            {required ? (
              <UpgradeInPlace upgrade={upgrade} tier={required.requiredTier} reason={required.message} />
            ) : status === 404 || status === 400 ? (
              <>
                <p className="max-w-md text-ink-900">{t('chat.conversation.notFound')}</p>
                <Link to="/chats" className="font-semibold text-accent-700 underline underline-offset-2">
                  {t('chat.conversation.backToChats')}
                </Link>
              </>
            ) : (
              <LoadFailed message={t('chat.conversation.loadFailed')} onRetry={() => void refetch()} />
            )}
          </div>
        </div>
      );
    }
    return (
      <div role="status" className="flex flex-1 flex-col">
        <span className="sr-only">{t('chat.conversation.loading')}</span>
        <div className="flex items-center gap-3 border-b border-ink-500/15 px-4 py-3">
          <Skeleton className="h-10 w-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
        <div className="flex flex-1 flex-col justify-end gap-3 p-4">
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
          <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
          <Skeleton className="h-16 w-3/5 rounded-2xl" />
        </div>
      </div>
    );
  }

  return (
    <LoadedConversation
      userId={userId}
      conversation={data.pages[0].conversation}
      stored={stored}
      hasOlder={hasNextPage}
      loadingOlder={isFetchingNextPage}
      onLoadOlder={loadOlder}
      actions={actions}
      upgrade={upgrade}
      menu={menu}
      onReport={onReport}
    />
  );
}

/** The way back to the list on narrow screens, while there is no header to carry it. */
function BackBar() {
  const { t } = useTranslation(chatMessages);
  return (
    <div className="border-b border-ink-500/15 px-2 py-2 lg:hidden">
      <Link
        to="/chats"
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-accent-700 hover:bg-accent-50"
      >
        <span aria-hidden="true">←</span>
        {t('chat.conversation.back')}
      </Link>
    </div>
  );
}

function UpgradeInPlace({
  upgrade,
  tier,
  reason,
}: {
  upgrade: ConversationProps['upgrade'];
  tier: Tier;
  reason: string;
}) {
  const { t } = useTranslation(chatMessages);
  if (upgrade) return upgrade(tier, reason);
  return (
    <p className="text-ink-700">
      {reason}{' '}
      <Link to="/plan" className="font-semibold text-accent-700 underline underline-offset-2">
        {t('chat.closed.upgradeFallback')}
      </Link>
    </p>
  );
}

type LoadedProps = {
  userId: string;
  conversation: ConversationData;
  /** Newest first, as the pages hold them. */
  stored: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  actions: ConversationProps['actions'];
  upgrade: ConversationProps['upgrade'];
  menu: ConversationProps['menu'];
  onReport: ConversationProps['onReport'];
};

function LoadedConversation({
  userId,
  conversation,
  stored,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  actions,
  upgrade,
  menu,
  onReport,
}: LoadedProps) {
  const { t } = useTranslation(chatMessages);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const { member } = conversation;
  const outgoing = useAppSelector((state) => state.chat?.outgoing[userId]) ?? EMPTY_OUTGOING;
  const usertype = useAppSelector((state) => state.user.user?.usertype);
  const myTier = usertype === 'Premium' || usertype === 'Exclusive' ? usertype : 'Standard';
  // What the plans allow here, said before anything is refused (the other member's tier is on their card already).
  const planNotice = conversationPlanNotice(myTier, member.userType);
  const tierNames = useTierNames();
  const planNoticeText =
    planNotice?.kind === 'upgrade'
      ? t(`chat.plan.upgrade.${planNotice.missing.join('-')}` as Parameters<typeof t>[0], {
          tiers: tierNames.list(planNotice.tiers),
          name: member.name,
        })
      : planNotice
        ? t(`chat.plan.otherCannot.${planNotice.cannot.join('-')}` as Parameters<typeof t>[0], {
            name: member.name,
            tier: tierNames.name(planNotice.tier),
          })
        : null;
  const typing = useIsTyping(userId);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteConversation, deletion] = useDeleteConversationMutation();
  const footerRef = useRef<HTMLDivElement>(null);

  // The safety tips of a first conversation: shown for this visit once the server says so (reading clears it
  // there), until "Got it".
  const [tipsSeen, setTipsSeen] = useState(conversation.showSafetyTips);
  const [tipsDismissed, setTipsDismissed] = useState(false);
  if (conversation.showSafetyTips && !tipsSeen) setTipsSeen(true);

  const items = useMemo(() => {
    const storedIds = new Set(stored.map((message) => message.clientMessageId));
    const list: ThreadItem[] = [];
    for (let index = stored.length - 1; index >= 0; index -= 1) {
      const message = stored[index] as ChatMessage;
      list.push({
        kind: 'stored',
        key: message.messageId,
        senderId: message.senderId === userId ? userId : 'me',
        createdAt: message.createdAt,
        own: message.senderId !== userId,
        message,
      });
    }
    for (const message of outgoing) {
      if (storedIds.has(message.clientMessageId)) continue;
      list.push({
        kind: 'outgoing',
        key: `outgoing-${message.clientMessageId}`,
        senderId: 'me',
        createdAt: message.createdAt,
        own: true,
        message,
      });
    }
    return list;
  }, [stored, outgoing, userId]);

  const seenKey = useMemo(
    () => stored.find((message) => message.senderId !== userId && message.readAt !== null)?.messageId ?? null,
    [stored, userId],
  );

  useReadWhileVisible(userId, conversation, stored);

  // New messages from the member, and my messages that failed, are announced (not those on screen at first, nor
  // older pages).
  const newestStored = stored[0];
  const announced = useRef<string | undefined>(newestStored?.messageId);
  useEffect(() => {
    if (!newestStored || newestStored.messageId === announced.current) return;
    announced.current = newestStored.messageId;
    if (newestStored.senderId !== userId) return;
    const text = newestStored.text
      ? t('chat.conversation.announce.message', {
          name: member.name,
          text:
            newestStored.text.length > ANNOUNCE_MAX_CHARS
              ? `${newestStored.text.slice(0, ANNOUNCE_MAX_CHARS)}…`
              : newestStored.text,
        })
      : t(`chat.conversation.announce.${newestStored.file?.kind === 'pdf' ? 'pdf' : 'photo'}`, { name: member.name });
    setAnnouncement(text);
  }, [newestStored, userId, member.name, t]);
  const failedIds = outgoing.filter((message) => message.status === 'failed').map((m) => m.clientMessageId);
  const failedKey = failedIds.join(',');
  const knownFailed = useRef(new Set<string>());
  useEffect(() => {
    const fresh = failedKey.split(',').filter((one) => one && !knownFailed.current.has(one));
    knownFailed.current = new Set(failedKey.split(',').filter(Boolean));
    if (fresh.length) setAnnouncement(t('chat.conversation.announce.failed'));
  }, [failedKey, t]);

  const session = { dispatch, getState: store.getState };
  const focusComposer = () => footerRef.current?.querySelector('textarea')?.focus();
  // Retry and Remove leave with their message's failure: the composer takes the focus they had.
  const onRetry = (clientMessageId: string) => {
    retryMessage(session, userId, clientMessageId);
    focusComposer();
  };
  const onDiscard = (clientMessageId: string) => {
    discardMessage(session, userId, clientMessageId);
    focusComposer();
  };

  const confirmDelete = async () => {
    try {
      await deleteConversation(userId).unwrap();
      setDeleting(false);
      toast.success(t('chat.conversation.deleted', { name: member.name }));
      void navigate('/chats');
    } catch {
      toast.error(t('chat.conversation.deleteFailed'));
    }
  };

  const closed = conversation.closedReason;
  let footer: ReactNode;
  if (conversation.blockedByMe) footer = null;
  else if (conversation.canSend) {
    footer = (
      <>
        {planNotice?.kind === 'other-cannot-answer' ? <PlanNote>{planNoticeText}</PlanNote> : null}
        <Composer member={member} />
      </>
    );
  } else if (closed) {
    const key = closed === 'not_connected' ? 'notConnected' : closed;
    footer = <Notice>{t(`chat.closed.${key}`, { name: member.name })}</Notice>;
  } else {
    footer = (
      <div className="border-t border-ink-500/15 bg-white p-3 sm:p-4">
        <UpgradeInPlace
          upgrade={upgrade}
          tier={CHAT_TIER}
          reason={planNotice?.kind === 'upgrade' && planNoticeText ? planNoticeText : t('chat.closed.upgrade')}
        />
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader
        member={member}
        actions={actions?.(conversation)}
        onDelete={() => setDeleting(true)}
        menu={menu?.(conversation)}
      />
      {conversation.blockedByMe ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 bg-accent-50/60 p-6 text-center">
          <h2 className="text-xl font-bold text-ink-900">{t('chat.closed.blockedByMeTitle')}</h2>
          <p className="max-w-md text-ink-700">{t('chat.closed.blockedByMe', { name: member.name })}</p>
        </div>
      ) : (
        <MessageThread
          member={member}
          items={items}
          seenKey={seenKey}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={onLoadOlder}
          typing={typing && !closed}
          intro={tipsSeen && !tipsDismissed ? <SafetyTips onDismiss={() => setTipsDismissed(true)} /> : null}
          onRetry={onRetry}
          onDiscard={onDiscard}
          onReportMessage={onReport ? (message) => onReport(member, [message.messageId]) : undefined}
        />
      )}
      <div ref={footerRef}>{footer}</div>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('chat.conversation.deleteConfirm.title')}
        description={t('chat.conversation.deleteConfirm.body', { name: member.name })}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            {t('chat.conversation.deleteConfirm.keep')}
          </Button>
          <Button variant="danger" loading={deletion.isLoading} onClick={() => void confirmDelete()}>
            {t('chat.conversation.deleteConfirm.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** A calm line above the composer about what the other member's plan lets them do. */
function PlanNote({ children }: { children: ReactNode }) {
  const { t } = useTranslation(chatMessages);
  return (
    <p role="note" className="border-t border-ink-500/15 bg-accent-50/70 px-4 py-2 text-sm text-ink-700 sm:px-6">
      {children}{' '}
      <Link to="/plan" className="font-semibold text-accent-700 underline underline-offset-2">
        {t('chat.closed.comparePlans')}
      </Link>
    </p>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="border-t border-ink-500/15 bg-white px-4 py-4 text-center text-ink-700 sm:px-6">{children}</p>;
}

/**
 * Reads the conversation up to its newest message while the page is visible and something from the member is
 * unread (or the safety tips are due, which reading clears): once per newest message, again when one arrives.
 */
function useReadWhileVisible(userId: string, conversation: ConversationData, stored: ChatMessage[]) {
  const [markRead] = useMarkReadMutation();
  // The newest message a read was asked up to (null: none asked yet on this visit).
  const requested = useRef<string | null>(null);
  const newest = stored[0];
  const due =
    newest !== undefined &&
    requested.current !== newest.messageId &&
    (requested.current === null
      ? conversation.unreadCount > 0 ||
        conversation.showSafetyTips ||
        stored.some((message) => message.senderId === userId && message.readAt === null)
      : newest.senderId === userId && newest.readAt === null);
  const read = useCallback(() => {
    if (!newest || !due || requested.current === newest.messageId) return;
    if (document.visibilityState === 'hidden') return;
    requested.current = newest.messageId;
    void markRead({ userId, upToMessageId: newest.messageId });
  }, [markRead, newest, due, userId]);
  useEffect(() => {
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [read]);
}
