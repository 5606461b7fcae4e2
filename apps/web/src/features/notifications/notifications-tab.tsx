import { useEffect, useId, useRef, useState } from 'react';
import type { NotificationItem } from '@app/shared/realtime';
import { useFamilyRelations } from '../../components/members/family';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton } from '../../components/ui/skeleton';
import { readApiFailure } from '../../lib/api/api-failure';
import { useChangeConnectionMutation, useGetConnectionStatusQuery } from '../../lib/api/connections';
import { useChangeContactAccessMutation, useContactAccessStateQuery } from '../../lib/api/contact-details';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useTranslation } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { notificationActions } from '../../lib/realtime/notification-slice';
import { toast } from '../../lib/toast';
import { notificationsMessages } from '../../locales/notifications';
import {
  useDeleteNotificationMutation,
  useGetAllNotificationQuery,
  useMarkAsReadMutation,
  useNotificationSettingsQuery,
} from './api/notifications';
import { EmailSettings } from './components/email-settings';
import { readOfflineCopy } from './lib/offline-copy';
import { dateTimeFormat } from '../../lib/intl';

const NONE: NotificationItem[] = [];

/**
 * The dashboard's Notifications tab (with read and unread): newest first, the unread ones marked
 * New; a request to connect can be accepted or declined here, and a request for my contact details answered
 * (Share, Decline); every item can be removed. Opening the tab marks what it shows as read (the bell goes to zero)
 * while the items keep their New mark for this visit; items that arrive while it is open stay unread until "Mark
 * all as read". When the list cannot be fetched, the last copy
 * is shown with a note. The e-mail settings follow.
 */
export function NotificationsTab() {
  const { t, language } = useTranslation(notificationsMessages);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const query = useGetAllNotificationQuery();
  // The e-mail settings below are asked for beside the list, not after it.
  useNotificationSettingsQuery();
  const items = useAppSelector((state) => state.notification?.notifacations ?? NONE);
  const unreadCount = useAppSelector((state) => state.notification?.notificationCount ?? 0);
  const userId = useAppSelector((state) => state.user.user?.userId);
  const [markAsRead, { isLoading: marking }] = useMarkAsReadMutation();
  const [offlineSince, setOfflineSince] = useState<string | null>(null);
  /** The ones unread when the tab opened: they keep their New mark for this visit although they are now read. */
  const [seenNew, setSeenNew] = useState<ReadonlySet<string> | null>(null);
  const fetched = query.isSuccess && !query.isFetching;

  // A failed fetch shows the last copy kept on this device, when there is one, with when it was saved.
  useEffect(() => {
    if (!query.isError || query.isFetching || query.currentData) return;
    const copy = readOfflineCopy(userId);
    if (!copy) return;
    dispatch(notificationActions.setNotification({ notifications: copy.notifications, unreadCount: copy.unreadCount }));
    setOfflineSince(copy.savedAt);
  }, [query.isError, query.isFetching, query.currentData, userId, dispatch]);
  useEffect(() => {
    if (fetched) setOfflineSince(null);
  }, [fetched]);

  // Opening the tab reads what it shows, once the list has arrived from the server.
  const marked = useRef(false);
  useEffect(() => {
    if (!fetched || marked.current) return;
    marked.current = true;
    const unread = items.filter((item) => !item.isRead).map((item) => item.notificationId);
    setSeenNew(new Set(unread));
    if (unread.length) void markAsRead(unread);
  }, [fetched, items, markAsRead]);

  const markAll = async () => {
    try {
      await markAsRead(undefined).unwrap();
    } catch {
      toast.error(t('notifications.tab.markFailed'));
    }
  };

  const timeFormat = dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'medium', timeStyle: 'short' });
  const formatTime = (iso: string | undefined) => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? timeFormat.format(date) : '';
  };
  const haveList = query.currentData !== undefined || offlineSince !== null || (query.isFetching && items.length > 0);

  let content;
  if (!haveList) {
    content = query.isError ? (
      <LoadFailed message={t('notifications.tab.loadFailed')} onRetry={() => void query.refetch()} />
    ) : (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          {t('notifications.tab.loading')}
        </p>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className="rounded-card bg-white shadow-sm">
        <EmptyState
          headingLevel="h3"
          title={t('notifications.tab.emptyTitle')}
          body={t('notifications.tab.emptyBody')}
        />
      </div>
    );
  } else {
    content = (
      <ul aria-label={t('notifications.tab.listLabel')} className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.notificationId}>
            <NotificationRow
              item={item}
              isNew={!item.isRead || Boolean(seenNew?.has(item.notificationId))}
              time={formatTime(item.createdAt)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="text-xl font-bold text-ink-900">
            {t('notifications.tab.title')}
            {unreadCount > 0 ? (
              <span className="ml-2 text-base font-semibold text-accent-700">
                {t('notifications.tab.unreadCount', { count: unreadCount })}
              </span>
            ) : null}
          </h2>
          {unreadCount > 0 && haveList ? (
            <Button size="sm" variant="secondary" loading={marking} onClick={() => void markAll()}>
              {t('notifications.tab.markAll')}
            </Button>
          ) : null}
        </div>
        {offlineSince ? (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-gold-400/20 px-4 py-3">
            <p className="text-ink-900">
              {t(navigator.onLine ? 'notifications.tab.stale' : 'notifications.tab.offline', {
                time: formatTime(offlineSince),
              })}
            </p>
            <Button size="sm" variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {content}
      </section>
      {/* Below the list only once the list is drawn, so the list's arrival moves nothing under it. */}
      {haveList || query.isError ? <EmailSettings /> : null}
    </div>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.slice(0, 1).toUpperCase())
    .join('');

function NotificationRow({ item, isNew, time }: { item: NotificationItem; isNew: boolean; time: string }) {
  const { t } = useTranslation(notificationsMessages);
  const [remove, { isLoading: removing }] = useDeleteNotificationMutation();
  const name = item.body?.senderName?.trim() || t('notifications.tab.someone');
  const type = item.body?.type;
  const text = type ? t(`notifications.tab.text.${type}`, { name }) : item.message;
  // A relative acted for the member (ADR 017): said in our words under our text. The server's `message` says it too,
  // but it is shown only for a notification of a kind this page does not know, so it is never said twice.
  const relations = useFamilyRelations();
  const actedBy =
    type && item.actedBy
      ? t(`notifications.tab.actedBy.${type}`, { name, relation: relations.word(item.actedBy.relation) })
      : null;
  const senderId = item.body?.senderId;

  const onRemove = async () => {
    try {
      await remove(item.notificationId).unwrap();
      toast.success(t('notifications.tab.removed'));
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t('notifications.tab.removeFailed'));
    }
  };

  return (
    <article
      aria-label={text}
      className={cn(
        'flex flex-col gap-3 rounded-card p-4 shadow-sm sm:flex-row sm:items-center',
        isNew ? 'bg-white ring-2 ring-accent-500/60' : 'bg-white/70 ring-1 ring-ink-500/10',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {item.body?.senderImage ? (
          <img src={item.body.senderImage} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700"
          >
            {initialsOf(name)}
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <p className={cn('break-words text-ink-900', isNew && 'font-semibold')}>
            {isNew ? (
              <span className="mr-2 rounded-full bg-accent-600 px-2 py-0.5 text-xs font-bold uppercase text-white">
                {t('notifications.tab.new')}
              </span>
            ) : null}
            {text}
          </p>
          {actedBy ? <p className="break-words text-sm text-ink-700">{actedBy}</p> : null}
          <p className="flex flex-wrap gap-x-3 text-sm text-ink-500">
            {time ? <time dateTime={item.createdAt}>{time}</time> : null}
            {senderId ? (
              <Link
                to={`/profile/${encodeURIComponent(name)}/${senderId}`}
                className="font-semibold text-accent-700 underline underline-offset-2"
              >
                {t(type === 'contact_granted' ? 'notifications.tab.contact.see' : 'notifications.tab.viewProfile')}
              </Link>
            ) : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {type === 'connection_request' && senderId ? <RequestAnswer senderId={senderId} name={name} /> : null}
        {type === 'contact_request' && senderId ? <ContactRequestAnswer senderId={senderId} name={name} /> : null}
        <Button
          size="sm"
          variant="ghost"
          loading={removing}
          aria-label={t('notifications.tab.removeLabel', { text })}
          onClick={() => void onRemove()}
        >
          {t('notifications.tab.remove')}
        </Button>
      </div>
    </article>
  );
}

/** Accept or Decline a request from its notification, while the request still waits (the live status says). */
function RequestAnswer({ senderId, name }: { senderId: string; name: string }) {
  const { t } = useTranslation(notificationsMessages);
  const [change] = useChangeConnectionMutation();
  // Whether the request still waits: its status is asked once per sender (and kept live by realtime events).
  const status = useGetConnectionStatusQuery(senderId);
  const live = useAppSelector((state) => state.connection?.byUserId[senderId]);
  const inFlight = useRef(false);
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const waiting = !live || (live.connectionStatus === 'pending' && live.connectionType === 'receiver');

  const answer = async (move: 'accept' | 'decline') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(move);
    try {
      await change({ move, userId: senderId }).unwrap();
      toast.success(t(move === 'accept' ? 'notifications.tab.accepted' : 'notifications.tab.declined', { name }));
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(
        failure.kind === 'rejected'
          ? failure.message
          : t(move === 'accept' ? 'notifications.tab.acceptFailed' : 'notifications.tab.declineFailed', { name }),
      );
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  if (!live && !status.isError) return null;
  if (!waiting) {
    return (
      <p className="self-center text-sm font-semibold text-ink-700">
        {t(
          live.connectionStatus === 'accepted'
            ? 'notifications.tab.answered.accepted'
            : 'notifications.tab.answered.closed',
        )}
      </p>
    );
  }
  return (
    <>
      <Button
        size="sm"
        disabled={pending !== null}
        loading={pending === 'accept'}
        onClick={() => void answer('accept')}
      >
        {t('notifications.tab.accept')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={pending !== null}
        loading={pending === 'decline'}
        onClick={() => void answer('decline')}
      >
        {t('notifications.tab.decline')}
      </Button>
    </>
  );
}

/**
 * Share or Decline a request for my contact details from its notification, while it still waits (how it stands is
 * asked once per member, and asked again when the pair changes); afterwards, the answer in words.
 */
function ContactRequestAnswer({ senderId, name }: { senderId: string; name: string }) {
  const { t } = useTranslation(notificationsMessages);
  const [change] = useChangeContactAccessMutation();
  const state = useContactAccessStateQuery(senderId);
  const inFlight = useRef(false);
  const [pending, setPending] = useState<'grant' | 'decline' | null>(null);
  const theirs = state.data?.theirs;

  const answer = async (move: 'grant' | 'decline') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(move);
    try {
      await change({ move, userId: senderId }).unwrap();
      toast.success(
        t(move === 'grant' ? 'notifications.tab.contact.shared' : 'notifications.tab.contact.declined', { name }),
      );
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(
        failure.kind === 'rejected'
          ? failure.message
          : t(move === 'grant' ? 'notifications.tab.contact.shareFailed' : 'notifications.tab.contact.declineFailed', {
              name,
            }),
      );
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  if (!state.data) return null;
  if (theirs !== 'pending') {
    return theirs ? (
      <p className="self-center text-sm font-semibold text-ink-700">
        {t(
          theirs === 'granted'
            ? 'notifications.tab.contact.answered.granted'
            : 'notifications.tab.contact.answered.closed',
        )}
      </p>
    ) : null;
  }
  return (
    <>
      <Button
        size="sm"
        disabled={pending !== null}
        loading={pending === 'grant'}
        aria-label={t('notifications.tab.contact.shareLabel', { name })}
        onClick={() => void answer('grant')}
      >
        {t('notifications.tab.contact.share')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={pending !== null}
        loading={pending === 'decline'}
        aria-label={t('notifications.tab.contact.declineLabel', { name })}
        onClick={() => void answer('decline')}
      >
        {t('notifications.tab.contact.decline')}
      </Button>
    </>
  );
}
