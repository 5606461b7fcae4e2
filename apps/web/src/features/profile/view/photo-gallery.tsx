import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { PublicProfile } from '@app/shared/profile';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { profileMessages } from '../../../locales/profile';
import { useRequestPhotoAccessMutation } from '../api/photo-access';

type PhotoGalleryProps = Pick<PublicProfile, 'photos' | 'photoAccess' | 'userId' | 'isSelf'> & { name: string };

/**
 * A member's photos: the chosen one large (the primary first), the others as thumbnails to choose from. Photos the
 * viewer may not see clearly arrive blurred from the server; they are marked, with the owner's reason, and where
 * the owner shares on request, a button to ask.
 */
export function PhotoGallery({ photos, photoAccess, userId, isSelf, name }: PhotoGalleryProps) {
  const { t } = useTranslation(profileMessages);
  const primary = Math.max(
    0,
    photos.findIndex((photo) => photo.isPrimary),
  );
  const [chosen, setChosen] = useState(primary);
  const shown = photos[chosen] ?? photos[0];
  const [requestAccess, { isLoading: asking }] = useRequestPhotoAccessMutation();
  const anyBlurred = photos.some((photo) => photo.blurred);

  const ask = async () => {
    try {
      await requestAccess({ userId }).unwrap();
      toast.success(t('profile.view.requestSentToast', { name }));
    } catch (error) {
      const failure = readApiFailure(error);
      toast.error(failure.kind === 'rejected' ? failure.message : t('profile.view.requestFailed'));
    }
  };

  if (!shown) {
    return (
      <div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 rounded-card bg-accent-100 text-accent-700">
        <span aria-hidden="true" className="text-6xl font-bold">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <p className="font-medium">{t('profile.view.noPhotos')}</p>
      </div>
    );
  }

  const reason = (() => {
    if (isSelf || photoAccess.granted || !anyBlurred) return null;
    if (photoAccess.reason === 'on_request' && photoAccess.requestStatus === 'declined') {
      return t('profile.view.photoReasons.declined', { name });
    }
    return photoAccess.reason ? t(`profile.view.photoReasons.${photoAccess.reason}`, { name }) : null;
  })();
  const index = photos.indexOf(shown) + 1;

  return (
    <div role="group" aria-label={t('profile.view.photosLabel', { name })} className="flex flex-col gap-3">
      <figure className="relative overflow-hidden rounded-card bg-ink-500/10">
        <img
          src={shown.blurred ? shown.url : (shown.largeUrl ?? shown.url)}
          // A phone gets the 800-pixel copy and a wide or sharp screen the large one: the main photo is the page's
          // largest paint, and the large copy alone weighs several times the page's code on a phone's network.
          srcSet={!shown.blurred && shown.largeUrl ? `${shown.url} 800w, ${shown.largeUrl} 1600w` : undefined}
          sizes={
            !shown.blurred && shown.largeUrl ? '(min-width: 1024px) 400px, (min-width: 768px) 40vw, 100vw' : undefined
          }
          alt={
            shown.blurred ? t('profile.view.blurredAlt', { index, name }) : t('profile.view.photoAlt', { index, name })
          }
          width={shown.width}
          height={shown.height}
          className={cn('aspect-[4/5] w-full object-cover', shown.blurred && 'scale-105 blur-md')}
        />
        {shown.blurred ? (
          <figcaption className="absolute left-3 top-3 rounded-full bg-ink-900/80 px-3 py-1 text-sm font-semibold text-white">
            {t('profile.view.blurredBadge')}
          </figcaption>
        ) : null}
      </figure>
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, position) => (
            <li key={photo.photoId}>
              <button
                type="button"
                aria-label={t('profile.view.showPhoto', { index: position + 1 })}
                aria-pressed={photo === shown}
                onClick={() => setChosen(position)}
                className={cn(
                  'block h-16 w-16 overflow-hidden rounded-lg border-2 sm:h-20 sm:w-20',
                  photo === shown ? 'border-accent-600' : 'border-transparent',
                )}
              >
                <img
                  src={photo.blurred ? photo.url : photo.thumbUrl}
                  alt=""
                  className={cn('h-full w-full object-cover', photo.blurred && 'blur-sm')}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {reason ? (
        <div className="flex flex-col gap-2 rounded-lg bg-white p-3 text-sm text-ink-700 shadow-sm">
          <p>{reason}</p>
          {photoAccess.reason === 'on_request' ? (
            photoAccess.requestStatus === 'pending' ? (
              <p role="status" className="font-medium text-accent-700">
                {t('profile.view.requestSent', { name })}
              </p>
            ) : photoAccess.requestStatus === null ? (
              <Button size="sm" className="self-start" loading={asking} onClick={() => void ask()}>
                {t('profile.view.askPhotos')}
              </Button>
            ) : null
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
