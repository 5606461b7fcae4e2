import { useId, useState } from 'react';
import type { NotificationSettings } from '@app/shared/notifications';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { notificationsMessages } from '../../../locales/notifications';
import { useNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../api/notifications';

const SETTINGS = [
  'emailConnectionRequests',
  'emailConnectionAccepted',
  'emailChatMessages',
  'emailDailyDigest',
] as const;

/** Which e-mails the member gets (GET/PUT notifications/settings): one switch each, saved as it is turned. */
export function EmailSettings() {
  const { t } = useTranslation(notificationsMessages);
  const titleId = useId();
  const { data, isError, refetch } = useNotificationSettingsQuery();
  const [update] = useUpdateNotificationSettingsMutation();
  const [saving, setSaving] = useState<keyof NotificationSettings | null>(null);

  const turn = async (key: keyof NotificationSettings, value: boolean) => {
    if (!data || saving) return;
    setSaving(key);
    try {
      await update({ ...data, [key]: value }).unwrap();
      toast.success(t('notifications.settings.saved'));
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t('notifications.settings.saveFailed'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {t('notifications.settings.title')}
      </h2>
      <p className="text-ink-700">{t('notifications.settings.intro')}</p>
      {data ? (
        <ul className="flex flex-col divide-y divide-ink-500/10">
          {SETTINGS.map((key) => (
            <li key={key}>
              <Switch
                layout="row"
                label={t(`notifications.settings.${key}`)}
                checked={data[key]}
                busy={saving === key}
                disabled={saving !== null}
                onChange={(value) => void turn(key, value)}
              />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-ink-700">{t('notifications.settings.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            {t('notifications.settings.loading')}
          </p>
          {SETTINGS.map((key) => (
            <Skeleton key={key} className="h-8" />
          ))}
        </div>
      )}
    </section>
  );
}
