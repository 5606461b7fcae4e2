import { useEffect, useId, useRef, useState } from 'react';
import type { PhotoView } from '@app/shared/photos';
import { PHOTO_LIMITS } from '@app/shared/photos/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { photosMessages } from '../../../locales/photos';
import { useAppSelector } from '../../../lib/hooks';
import { useProfileAccess } from '../../../lib/session/profile-access';
import {
  useApprovePhotoMutation,
  useDeletePhotoMutation,
  useGetMyPhotosQuery,
  useReorderPhotosMutation,
  useSetPrimaryPhotoMutation,
} from '../api/photos';
import { PhotoGrid, type PhotoAction } from './components/photo-grid';
import { PhotoUploader } from './components/photo-uploader';
import { PhotoVisibility } from './components/photo-visibility';

export type PhotoManagerProps = {
  /** The member's photos, each time they change (loaded, uploaded, reordered, deleted). */
  onChange?: (photos: readonly PhotoView[]) => void;
  /** How many chosen files are waiting to be uploaded. */
  onPendingChange?: (count: number) => void;
  /** The level of the manager's section headings in the page around it. */
  headingLevel?: 'h2' | 'h3';
  /**
   * How many photos the page already knows the member has (My Details has them): the loading placeholders draw as
   * many cards, so what follows does not move when the photos arrive. Two when unknown.
   */
  expectedCount?: number;
};

/**
 * The member's own photos (onboarding photo step and My Details): the list in order with the main photo, moving
 * and deleting, adding new ones with previews and a progress bar, and who may see them. Every change is announced
 * to screen readers in one polite live region.
 */
export function PhotoManager({ onChange, onPendingChange, headingLevel = 'h2', expectedCount }: PhotoManagerProps) {
  const { t } = useTranslation(photosMessages);
  const id = useId();
  const Heading = headingLevel;
  const query = useGetMyPhotosQuery();
  const [reorder, reorderState] = useReorderPhotosMutation();
  const [setPrimary, primaryState] = useSetPrimaryPhotoMutation();
  const [deletePhoto, deleteState] = useDeletePhotoMutation();
  const [approvePhoto, approveState] = useApprovePhotoMutation();
  // A family helper of a profile its candidate has confirmed (issue 29): the order, the main photo and who sees the
  // photos are the candidate's; the photos the helper adds wait for the candidate's approval.
  const helperFor = useAppSelector((state) =>
    state.user.user?.actingAs && !state.user.user.awaitingConfirmation ? state.user.user.actingAs.profileName : null,
  );
  // A helper without the edit right only looks.
  const { canEdit } = useProfileAccess();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ photoId: string; action: PhotoAction } | null>(null);
  const [confirming, setConfirming] = useState<PhotoView | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a delete, focus moves to the list's heading once the dialog has closed (a child's effect, so it has run
  // by the time this one does): the photo whose button opened the dialog is gone.
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList) headingRef.current?.focus();
  }, [focusList]);

  const photos = query.data?.data;
  const list = photos ?? [];
  const busy = reorderState.isLoading || primaryState.isLoading || deleteState.isLoading || approveState.isLoading;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (photos) onChangeRef.current?.(photos);
  }, [photos]);

  const failed = (error: unknown) => {
    const failure = readApiFailure(error);
    return failure.kind === 'rejected' ? failure.message : t('photos.list.actionFailed');
  };

  const move = async (photoId: string, toIndex: number) => {
    const from = list.findIndex((photo) => photo.photoId === photoId);
    if (busy || from < 0 || toIndex < 0 || toIndex >= list.length || from === toIndex) return;
    const ids = list.map((photo) => photo.photoId);
    ids.splice(from, 1);
    ids.splice(toIndex, 0, photoId);
    setProblem(null);
    setFocusRequest({ photoId, action: toIndex < from ? 'earlier' : 'later' });
    setAnnouncement(t('photos.list.moved', { position: toIndex + 1, count: list.length }));
    try {
      await reorder({ photoIds: ids }).unwrap();
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const makeMain = async (photo: PhotoView) => {
    if (busy) return;
    setProblem(null);
    try {
      await setPrimary({ photoId: photo.photoId }).unwrap();
      // The main photo usually moves to the front: focus follows it to its controls.
      setFocusRequest({ photoId: photo.photoId, action: 'later' });
      setAnnouncement(t('photos.list.mainChanged'));
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const approve = async (photo: PhotoView) => {
    if (busy) return;
    setProblem(null);
    try {
      await approvePhoto({ photoId: photo.photoId }).unwrap();
      setFocusRequest({ photoId: photo.photoId, action: 'main' });
      setAnnouncement(t('photos.list.approved'));
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleteProblem(null);
    try {
      await deletePhoto({ photoId: confirming.photoId }).unwrap();
      setConfirming(null);
      setAnnouncement(t('photos.list.deleted'));
      setFocusList((count) => count + 1);
    } catch (error) {
      setDeleteProblem(failed(error));
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${id}-list`} className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <Heading
            id={`${id}-list`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold text-ink-900 focus:outline-none"
          >
            {t('photos.list.title')}
          </Heading>
          {photos ? (
            <span className="text-sm font-semibold text-ink-700">
              {t('photos.list.count', { count: photos.length, max: PHOTO_LIMITS.maxPhotos })}
            </span>
          ) : null}
        </div>
        {query.isLoading && expectedCount === 0 ? (
          <Skeleton className="h-11" />
        ) : query.isLoading ? (
          <>
            {/* The reorder hint, when the list will have one: it is the same whatever the photos. */}
            {(expectedCount ?? 0) > 1 ? <p className="text-sm text-ink-700">{t('photos.list.reorderHint')}</p> : null}
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true">
              <span className="sr-only">{t('photos.list.loading')}</span>
              {/* As tall as a photo's card with its controls, so what follows does not move when the photos arrive. */}
              {Array.from({ length: expectedCount ?? 2 }, (_, key) => (
                <div key={key} className="flex flex-col gap-2">
                  <Skeleton className="aspect-square" />
                  <Skeleton className="h-32" />
                </div>
              ))}
            </div>
          </>
        ) : query.isError && !photos ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-600">
            <p>{t('photos.list.loadFailed')}</p>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('photos.list.retry')}
            </Button>
          </div>
        ) : list.length ? (
          <>
            {helperFor ? (
              canEdit ? (
                <p className="text-sm text-ink-700">{t('photos.list.helperHint', { name: helperFor })}</p>
              ) : null
            ) : list.length > 1 ? (
              <p className="text-sm text-ink-700">{t('photos.list.reorderHint')}</p>
            ) : null}
            <PhotoGrid
              photos={list}
              busy={busy}
              helperFor={helperFor}
              readOnly={!canEdit}
              onApprove={helperFor ? undefined : (photo) => void approve(photo)}
              focusRequest={focusRequest}
              onMove={(photoId, toIndex) => void move(photoId, toIndex)}
              onMakeMain={(photo) => void makeMain(photo)}
              onDelete={(photo) => {
                setDeleteProblem(null);
                setConfirming(photo);
              }}
            />
          </>
        ) : (
          <p className="rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink-700">{t('photos.list.empty')}</p>
        )}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {problem}
          </p>
        ) : null}
      </section>

      {canEdit ? (
        <PhotoUploader
          uploadedCount={list.length}
          announce={setAnnouncement}
          onPendingChange={onPendingChange}
          headingLevel={headingLevel}
        />
      ) : null}

      {helperFor ? null : <PhotoVisibility value={query.data?.photoVisibility} />}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('photos.confirmDelete.title')}
        description={t('photos.confirmDelete.body')}
      >
        {confirming ? (
          <img
            src={confirming.thumbUrl}
            alt=""
            width={confirming.width}
            height={confirming.height}
            className="mx-auto aspect-square w-32 rounded-lg object-cover"
          />
        ) : null}
        {deleteProblem ? (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {deleteProblem}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('photos.confirmDelete.cancel')}
          </Button>
          <Button variant="danger" loading={deleteState.isLoading} onClick={() => void confirmDelete()}>
            {t('photos.confirmDelete.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
