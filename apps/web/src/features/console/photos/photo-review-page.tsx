import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { DecisionReasonSchema } from '@app/shared/console';
import {
  DEFAULT_APPROVAL_REASON,
  type DuplicatePhoto,
  type PendingPhoto,
  type PhotoDecision,
} from '@app/shared/console/photos';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useConsoleDates } from '../audit/format';
import { useDecidePhotoMutation, usePendingPhotosInfiniteQuery } from './api';
import { photoReviewMessages } from './messages';
import { DialogActions, ReasonField } from '../shell/reason-field';

const memberLink =
  'font-semibold text-accent-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-600';
const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

type Decision = { photo: PendingPhoto; decision: PhotoDecision };

/**
 * Approve or reject one photo: says what happens and asks why (every staff decision carries a reason, kept in the
 * audit log). Approving starts with "Looks fine", which the moderator can change. A refusal of the reason keeps
 * the dialog open with the server's words; any other refusal (decided meanwhile, gone) closes it with a toast, and
 * the list refreshes either way.
 */
function DecisionDialog({
  pending,
  onClose,
  onDecided,
}: {
  pending: Decision | null;
  onClose: () => void;
  onDecided: (photoId: string) => void;
}) {
  const { t } = useTranslation(photoReviewMessages);
  const [decide, { isLoading }] = useDecidePhotoMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const photoId = pending?.photo.photoId;
  const decision = pending?.decision;

  // A fresh reason for each dialog: the default for an approval, nothing for a rejection.
  useEffect(() => {
    setReason(decision === 'approve' ? DEFAULT_APPROVAL_REASON : '');
    setError(undefined);
  }, [photoId, decision]);

  const close = () => {
    if (!isLoading) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    const checked = DecisionReasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await decide({ photoId: pending.photo.photoId, decision: pending.decision, reason: checked.data }).unwrap();
      toast.success(pending.decision === 'approve' ? t('photoReview.approved') : t('photoReview.rejected'));
      onDecided(pending.photo.photoId);
    } catch (failed) {
      const failure = readApiFailure(failed);
      const message = fieldMessage(failure, 'reason');
      if (message) {
        setError(message);
        return;
      }
      toast.error(failure.kind === 'rejected' ? failure.message : t('photoReview.failed'));
      if (failure.kind === 'rejected') onDecided(pending.photo.photoId);
    }
  };

  const approving = pending?.decision === 'approve';
  return (
    <Dialog
      open={pending !== null}
      onClose={close}
      title={approving ? t('photoReview.dialog.approveTitle') : t('photoReview.dialog.rejectTitle')}
      description={
        approving
          ? t('photoReview.dialog.approveBody')
          : t('photoReview.dialog.rejectBody', { name: pending?.photo.memberName ?? '' })
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {pending ? (
          <img
            src={pending.photo.thumbUrl}
            alt={t('photoReview.photoAlt', { name: pending.photo.memberName })}
            className="h-32 w-32 self-center rounded-lg bg-ink-500/10 object-cover"
          />
        ) : null}
        <ReasonField
          label={t('photoReview.dialog.reason')}
          hint={t('photoReview.dialog.reasonHint')}
          error={error}
          value={reason}
          onChange={setReason}
        />
        <DialogActions
          cancel={t('photoReview.dialog.cancel')}
          confirm={approving ? t('photoReview.dialog.confirmApprove') : t('photoReview.dialog.confirmReject')}
          variant={approving ? 'primary' : 'danger'}
          busy={isLoading}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}

function Duplicate({ duplicate }: { duplicate: DuplicatePhoto }) {
  const { t } = useTranslation(photoReviewMessages);
  const dates = useConsoleDates();
  return (
    <figure className="flex flex-col gap-2">
      <img
        src={duplicate.url}
        alt={t('photoReview.duplicate.alt', { name: duplicate.memberName })}
        className="h-56 w-full rounded-lg bg-ink-500/10 object-contain"
        loading="lazy"
      />
      <figcaption className="flex flex-col gap-1 text-sm">
        <Link to={`/admin/members/${duplicate.userId}`} className={memberLink}>
          {duplicate.memberName}
        </Link>
        <span className="text-ink-700">{t('photoReview.uploaded', { when: dates.when(duplicate.uploadedAt) })}</span>
        <span className="text-ink-700">
          {duplicate.distance === 0
            ? t('photoReview.duplicate.identical')
            : t('photoReview.duplicate.distance', { distance: duplicate.distance })}
        </span>
        {duplicate.reviewStatus === 'pending' ? (
          <span className={`${badge} self-start bg-ink-500/10 text-ink-700`}>
            {t('photoReview.duplicate.alsoWaiting')}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function ReviewItem({ photo, onDecide }: { photo: PendingPhoto; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation(photoReviewMessages);
  const dates = useConsoleDates();
  const headingId = useId();
  const flagged = photo.duplicates.length > 0;
  return (
    <li data-review-item={photo.photoId}>
      <article
        aria-labelledby={headingId}
        className={`flex flex-col gap-4 rounded-xl border-2 bg-white p-4 ${
          flagged ? 'border-danger-600' : 'border-ink-500/15'
        }`}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-ink-900 focus:outline-none">
              <Link to={`/admin/members/${photo.userId}`} className={memberLink}>
                {photo.memberName}
              </Link>
            </h2>
            <span className="break-all text-sm text-ink-700">{photo.memberEmail}</span>
            <span className="text-sm text-ink-700">
              {t('photoReview.uploaded', { when: dates.when(photo.uploadedAt) })}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            {flagged ? (
              <span className={`${badge} bg-danger-600 text-white`}>{t('photoReview.duplicate.flag')}</span>
            ) : null}
            <span className={`${badge} bg-ink-500/10 text-ink-700`}>
              {photo.reviewStatus === 'pending' ? t('photoReview.hidden') : t('photoReview.shown')}
            </span>
          </div>
        </div>

        {flagged ? (
          <p className="rounded-lg bg-danger-600/10 px-3 py-2 text-sm font-medium text-danger-600">
            {t('photoReview.duplicate.explain', { count: photo.duplicates.length })}
          </p>
        ) : null}

        <div className={`grid gap-4 ${flagged ? 'sm:grid-cols-2' : ''}`}>
          <figure className="flex flex-col gap-2">
            <img
              src={photo.url}
              alt={t('photoReview.photoAlt', { name: photo.memberName })}
              width={photo.width}
              height={photo.height}
              className="h-56 w-full rounded-lg bg-ink-500/10 object-contain sm:h-72"
            />
            <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-700">
              <span>{t('photoReview.thisPhoto')}</span>
              <a
                href={photo.largeUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('photoReview.fullSizeLabel', { name: photo.memberName })}
                className={memberLink}
              >
                {t('photoReview.fullSize')}
              </a>
            </figcaption>
          </figure>
          {flagged ? (
            <div className="flex flex-col gap-4">
              {photo.duplicates.map((duplicate) => (
                <Duplicate key={duplicate.photoId} duplicate={duplicate} />
              ))}
            </div>
          ) : null}
        </div>

        <div className="flex flex-wrap gap-3">
          <Button
            data-action="approve"
            aria-label={t('photoReview.approveLabel', { name: photo.memberName })}
            onClick={() => onDecide({ photo, decision: 'approve' })}
          >
            {t('photoReview.approve')}
          </Button>
          <Button
            variant="danger"
            aria-label={t('photoReview.rejectLabel', { name: photo.memberName })}
            onClick={() => onDecide({ photo, decision: 'reject' })}
          >
            {t('photoReview.reject')}
          </Button>
        </div>
      </article>
    </li>
  );
}

/**
 * /admin/photos: photos awaiting review, oldest first, a page at a time. Each shows the member (a link to their
 * page in the console), when it was uploaded, whether others can see it yet, and, when the same picture is on
 * another account, a "Possible duplicate" flag with that account's photo beside it. Approve and Reject open a
 * dialog that asks for the reason. After a decision, focus moves to the next photo (or the page heading).
 */
export function PhotoReviewPage() {
  const { t } = useTranslation(photoReviewMessages);
  useDocumentTitle(t('photoReview.title'));
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [focusAfter, setFocusAfter] = useState<{ photoId: string; index: number } | null>(null);
  const { data, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = usePendingPhotosInfiniteQuery();

  const photos = useMemo(() => data?.pages.flatMap((page) => page.photos) ?? [], [data]);
  const first = data?.pages[0];

  // Once the decided photo has left the list, focus the photo now in its place (the one after it).
  useEffect(() => {
    if (!focusAfter || photos.some((photo) => photo.photoId === focusAfter.photoId)) return;
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-review-item] h2');
    const next = items?.[Math.min(focusAfter.index, items.length - 1)];
    (next ?? headingRef.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, photos]);

  const decided = (photoId: string) => {
    setFocusAfter({
      photoId,
      index: Math.max(
        0,
        photos.findIndex((photo) => photo.photoId === photoId),
      ),
    });
    setDeciding(null);
  };

  let body;
  if (!data) {
    body = isError ? (
      <LoadFailed message={t('photoReview.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('photoReview.loading')}</span>
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  } else if (photos.length === 0) {
    body = <EmptyState title={t('photoReview.emptyTitle')} body={t('photoReview.emptyBody')} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <ul ref={listRef} aria-label={t('photoReview.list')} className="grid gap-4 xl:grid-cols-2">
          {photos.map((photo) => (
            <ReviewItem key={photo.photoId} photo={photo} onDecide={setDeciding} />
          ))}
        </ul>
        {hasNextPage ? (
          <div>
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('photoReview.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none"
        >
          {t('photoReview.title')}
        </h1>
        {first ? (
          <>
            <p className="text-sm text-ink-700">
              {first.mode === 'before' ? t('photoReview.introBefore') : t('photoReview.introAfter')}
            </p>
            <p className="text-sm font-semibold text-ink-900" role="status">
              {t('photoReview.waiting', { count: first.total })}
            </p>
          </>
        ) : null}
      </div>
      {body}
      <DecisionDialog pending={deciding} onClose={() => setDeciding(null)} onDecided={decided} />
    </section>
  );
}
