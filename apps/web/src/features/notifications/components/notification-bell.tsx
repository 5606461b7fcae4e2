import { Link } from '../../../components/ui/link';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { notificationsMessages } from '../../../locales/notifications';
import { useGetAllNotificationQuery } from '../api/notifications';

/**
 * The dashboard header's bell: how many notifications are unread (live: realtime events change the count), a link
 * to the Notifications tab. The count is part of the link's name, so screen readers hear it too.
 */
export function NotificationBell() {
  const { t } = useTranslation(notificationsMessages);
  useGetAllNotificationQuery();
  const count = useAppSelector((state) => state.notification?.notificationCount ?? 0);
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link
      to="/user-dashboard?tab=notifications"
      aria-label={count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label')}
      className="relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-accent-700 shadow-sm ring-1 ring-ink-500/10 hover:bg-accent-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path strokeLinejoin="round" d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
        <path strokeLinecap="round" d="M10 20.5a2 2 0 0 0 4 0" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="bell-count"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-danger-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
