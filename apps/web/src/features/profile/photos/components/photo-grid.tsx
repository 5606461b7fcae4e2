import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { PhotoView } from '@app/shared/photos';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/i18n';
import { familyMessages } from '../../../../locales/family';
import { photosMessages } from '../../../../locales/photos';

export type PhotoAction = 'earlier' | 'later' | 'main' | 'delete' | 'approve';

type PhotoGridProps = {
  photos: readonly PhotoView[];
  /** A change is being saved: dragging waits (the buttons stay enabled, so focus is never dropped). */
  busy: boolean;
  onMove: (photoId: string, toIndex: number) => void;
  onMakeMain: (photo: PhotoView) => void;
  onDelete: (photo: PhotoView) => void;
  /** After a move, focus goes back to the moved photo's controls (its DOM node moved, which loses focus). */
  focusRequest: { photoId: string; action: PhotoAction } | null;
  /**
   * A family helper of a confirmed profile (issue 29): the name of the person it is for. The order and the main photo
   * are theirs, so the helper gets no controls but removing a photo that still waits for that person's approval.
   */
  helperFor?: string | null;
  /** The candidate approves a photo a family helper added (absent for a helper). */
  onApprove?: (photo: PhotoView) => void;
  /** A family helper without the edit right: no controls at all. */
  readOnly?: boolean;
};

const DRAG_TYPE = 'application/x-profile-photo';
const FOCUS_FALLBACK: PhotoAction[] = ['earlier', 'later', 'main', 'approve', 'delete'];

const iconButton =
  'flex h-11 min-w-11 items-center justify-center rounded-full border border-ink-500/30 bg-white px-3 text-base font-semibold text-ink-900 hover:bg-accent-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The member's photos in order, the main one marked. Every change works by button, so by keyboard and touch:
 * move earlier / later, make main, delete. On a desktop a photo can also be dragged to its new place.
 */
export function PhotoGrid({
  photos,
  busy,
  onMove,
  onMakeMain,
  onDelete,
  focusRequest,
  helperFor = null,
  onApprove,
  readOnly = false,
}: PhotoGridProps) {
  const { t } = useTranslation(photosMessages);
  const { t: tf } = useTranslation(familyMessages);
  const arrange = helperFor === null && !readOnly;
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const count = photos.length;

  useEffect(() => {
    if (!focusRequest) return;
    const item = listRef.current?.querySelector(`[data-photo-id="${CSS.escape(focusRequest.photoId)}"]`);
    if (!item) return;
    const order = [focusRequest.action, ...FOCUS_FALLBACK.filter((action) => action !== focusRequest.action)];
    for (const action of order) {
      const button = item.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [focusRequest, photos]);

  const isPhotoDrag = (event: DragEvent) => Array.from(event.dataTransfer.types).includes(DRAG_TYPE);
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };

  return (
    <ol ref={listRef} className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
      {photos.map((photo, index) => {
        const position = index + 1;
        const alt = t('photos.list.alt', { position, count }) + (photo.isPrimary ? ` (${t('photos.list.main')})` : '');
        return (
          <li
            key={photo.photoId}
            data-photo-id={photo.photoId}
            draggable={arrange && count > 1 && !busy}
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_TYPE, photo.photoId);
              event.dataTransfer.effectAllowed = 'move';
              setDragged(photo.photoId);
            }}
            onDragOver={(event) => {
              if (!isPhotoDrag(event)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(photo.photoId);
            }}
            onDragLeave={() => setOver((current) => (current === photo.photoId ? null : current))}
            onDrop={(event) => {
              if (!isPhotoDrag(event)) return;
              event.preventDefault();
              const moved = event.dataTransfer.getData(DRAG_TYPE);
              endDrag();
              if (moved && moved !== photo.photoId) onMove(moved, index);
            }}
            onDragEnd={endDrag}
            className={cn(
              'flex flex-col gap-2 rounded-xl border-2 bg-white p-2',
              over === photo.photoId && dragged !== photo.photoId ? 'border-accent-600' : 'border-ink-500/15',
              dragged === photo.photoId && 'opacity-50',
              arrange && count > 1 && !busy && 'cursor-grab',
            )}
          >
            <div className="relative aspect-square overflow-hidden rounded-lg bg-ink-500/10">
              <img
                src={photo.thumbUrl}
                alt={alt}
                width={photo.width}
                height={photo.height}
                draggable={false}
                className="h-full w-full object-cover"
              />
              {photo.isPrimary ? (
                <span
                  aria-hidden="true"
                  className="absolute left-2 top-2 rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white"
                >
                  {t('photos.list.main')}
                </span>
              ) : null}
              {photo.awaitingApproval ? (
                // Added by a family helper: shown to the people on the profile only until the candidate approves it.
                <span className="absolute inset-x-2 bottom-2 rounded-full bg-ink-900/80 px-2 py-0.5 text-center text-xs font-semibold text-white">
                  {helperFor
                    ? t('photos.list.waitingForCandidate', { name: helperFor })
                    : t('photos.list.addedBy', {
                        relation: tf(`family.relationWord.${photo.awaitingApproval.addedBy}`),
                      })}
                  <span className="sr-only">
                    .{' '}
                    {helperFor
                      ? t('photos.list.waitingForCandidateHint', { name: helperFor })
                      : t('photos.list.addedByHint')}
                  </span>
                </span>
              ) : photo.reviewStatus === 'pending' ? (
                // Photo review: shown to nobody else until the team approves it.
                <span
                  title={t('photos.list.waitingForReviewHint')}
                  className="absolute inset-x-2 bottom-2 rounded-full bg-ink-900/80 px-2 py-0.5 text-center text-xs font-semibold text-white"
                >
                  {t('photos.list.waitingForReview')}
                  <span className="sr-only">. {t('photos.list.waitingForReviewHint')}</span>
                </span>
              ) : null}
            </div>
            {photo.awaitingApproval && onApprove ? (
              <Button
                size="sm"
                data-action="approve"
                aria-label={t('photos.list.approveLabel', {
                  position,
                  relation: tf(`family.relationWord.${photo.awaitingApproval.addedBy}`),
                })}
                onClick={() => onApprove(photo)}
              >
                {t('photos.list.approve')}
              </Button>
            ) : null}
            {!arrange ? null : photo.isPrimary ? (
              <p className="flex h-9 items-center justify-center text-sm font-semibold text-accent-700">
                {t('photos.list.main')}
              </p>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                data-action="main"
                aria-label={t('photos.list.makeMainLabel', { position })}
                onClick={() => onMakeMain(photo)}
              >
                {t('photos.list.makeMain')}
              </Button>
            )}
            {arrange ? (
              <div className="flex items-center justify-between gap-1">
                <button
                  type="button"
                  data-action="earlier"
                  className={iconButton}
                  disabled={index === 0}
                  aria-label={t('photos.list.moveEarlier', { position })}
                  title={t('photos.list.moveEarlier', { position })}
                  onClick={() => onMove(photo.photoId, index - 1)}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  data-action="later"
                  className={iconButton}
                  disabled={index === count - 1}
                  aria-label={t('photos.list.moveLater', { position })}
                  title={t('photos.list.moveLater', { position })}
                  onClick={() => onMove(photo.photoId, index + 1)}
                >
                  <span aria-hidden="true">→</span>
                </button>
              </div>
            ) : null}
            {/* A row of its own: beside the arrows it would not fit a phone's two-column grid. A helper removes only a
                photo still waiting for approval (the server keeps to the ones they added). */}
            {readOnly || (!arrange && !photo.awaitingApproval) ? null : (
              <button
                type="button"
                data-action="delete"
                className={cn(iconButton, 'w-full text-danger-600')}
                aria-label={t('photos.list.deleteLabel', { position })}
                onClick={() => onDelete(photo)}
              >
                {t('photos.list.delete')}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
