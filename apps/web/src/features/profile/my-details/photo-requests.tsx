import { useId } from 'react';
import { toast } from '../../../lib/toast';
import type { PhotoAccessRequestItem } from '@app/shared/photos';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { profileMessages } from '../../../locales/profile';
import { useGetPhotoAccessRequestsQuery, useRespondToPhotoRequestMutation } from '../api/photo-access';

/**
 * For a member whose photos are shared on request: who asked (Allow / Decline) and who may see them now (Stop
 * sharing). The list is fetched again after each answer.
 */
export function PhotoRequests() {
  const { t } = useTranslation(profileMessages);
  const headingId = useId();
  const { data, isLoading, isError } = useGetPhotoAccessRequestsQuery();
  const [respond, { isLoading: responding }] = useRespondToPhotoRequestMutation();

  const answer = async (item: PhotoAccessRequestItem, grant: boolean, name: string) => {
    try {
      await respond({ userId: item.userId, grant }).unwrap();
      const key = grant ? 'allowed' : item.status === 'granted' ? 'revoked' : 'declined';
      toast.success(t(`profile.photoRequests.${key}`, { name }));
    } catch {
      toast.error(t('profile.photoRequests.failed'));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink-900 sm:text-xl">
        {t('profile.photoRequests.title')}
      </h2>
      <p className="text-sm text-ink-700">{t('profile.photoRequests.intro')}</p>
      {isLoading ? (
        <Skeleton className="h-12" />
      ) : isError || !data ? (
        <p className="text-ink-700">{t('profile.photoRequests.loadFailed')}</p>
      ) : data.length === 0 ? (
        <p className="text-ink-700">{t('profile.photoRequests.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-500/15">
          {data.map((item) => {
            const name = item.displayName || item.firstName || t('profile.photoRequests.unnamed');
            return (
              <li key={item.userId} className="flex flex-wrap items-center gap-3 py-3">
                {item.photo ? (
                  <img src={item.photo.thumbUrl} alt="" className="h-10 w-10 rounded-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="h-10 w-10 rounded-full bg-accent-50" />
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/profile/${encodeURIComponent(item.firstName || 'member')}/${item.userId}`}
                    className="break-words font-semibold text-accent-700 underline underline-offset-2"
                  >
                    {name}
                  </Link>
                  <p className="text-sm text-ink-500">
                    {item.status === 'pending'
                      ? t('profile.photoRequests.pending')
                      : t('profile.photoRequests.granted')}
                  </p>
                </div>
                <div className="flex gap-2">
                  {item.status === 'pending' ? (
                    <>
                      <Button
                        size="sm"
                        disabled={responding}
                        aria-label={t('profile.photoRequests.allowLabel', { name })}
                        onClick={() => void answer(item, true, name)}
                      >
                        {t('profile.photoRequests.allow')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={responding}
                        aria-label={t('profile.photoRequests.declineLabel', { name })}
                        onClick={() => void answer(item, false, name)}
                      >
                        {t('profile.photoRequests.decline')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={responding}
                      aria-label={t('profile.photoRequests.revokeLabel', { name })}
                      onClick={() => void answer(item, false, name)}
                    >
                      {t('profile.photoRequests.revoke')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
