import type { QueueKind } from '@app/shared/console/queue';
import { SCAM_FLAG_KINDS } from '@app/shared/chat/constants';
import { REPORT_REASONS } from '@app/shared/safety';
import { useTranslation } from '../../../lib/i18n';
import { queueMessages } from './messages';

/** Report reasons, scam-rule kinds and what a correction changed (about, photos) in plain words; unknown ones as written. */
export function useTagLabel() {
  const { t } = useTranslation(queueMessages);
  const known = new Set<string>([...REPORT_REASONS, ...SCAM_FLAG_KINDS, 'about', 'photos']);
  return (tag: string) =>
    known.has(tag) ? t(`consoleQueue.tags.${tag}` as 'consoleQueue.tags.other') : tag.replace(/[-_]/g, ' ');
}

/** A span of seconds as "12 minutes", "3 h 5 min" or "2 d 4 h". */
export function useDuration() {
  const { t } = useTranslation(queueMessages);
  return (seconds: number) => {
    const minutes = Math.max(0, Math.round(seconds / 60));
    if (minutes < 60) return t('consoleQueue.duration.minutes', { count: minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return t('consoleQueue.duration.hours', { hours, minutes: minutes % 60 });
    return t('consoleQueue.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
  };
}

export const itemPath = (kind: QueueKind, id: string) =>
  `/admin/queue/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
