import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { toast } from '../../../../lib/toast';
import type { PhotoUploadResponse } from '@app/shared/photos';
// The constants alone: the photo schemas (and zod) stay out of this page's download.
import { PHOTO_LIMITS, PHOTO_UPLOAD_FIELD } from '@app/shared/photos/constants';
import { Button } from '../../../../components/ui/button';
import { FileDrop } from '../../../../components/ui/file-drop';
import { readApiFailure, wordApiError } from '../../../../lib/api/api-failure';
import { isUploadAborted, progressReporter, uploadWithProgress, type UploadPhase } from '../../../../lib/api/upload';
import { useAppDispatch } from '../../../../lib/hooks';
import { useTranslation, type Translator } from '../../../../lib/i18n';
import type { RootState } from '../../../../lib/store';
import { photosMessages } from '../../../../locales/photos';
import { photosUploaded } from '../../api/photos';
import { checkPhotoFiles, MAX_PHOTO_MB, PHOTO_ACCEPT, type FileProblem } from '../lib/check-files';

type Pending = { id: number; file: File; url: string };

type PhotoUploaderProps = {
  /** Photos the member has now (the limit counts them). */
  uploadedCount: number;
  /** Tells screen readers what happened (one polite live region for the whole manager). */
  announce: (text: string) => void;
  onPendingChange?: (count: number) => void;
  headingLevel: 'h2' | 'h3';
};

/**
 * What an upload that added every file says (the server's `message` is English): the photos are added, and whether
 * others see them only once the person the profile is for approves them (a relative added them) or once our team has
 * checked them (photo review), read from the added photos themselves.
 */
function addedMessage(result: PhotoUploadResponse, t: Translator<typeof photosMessages.en>['t']) {
  const urls = new Set(result.imageUploadData.image);
  const added = result.data.filter((photo) => urls.has(photo.url));
  const many = Math.max(added.length, result.imageUploadData.image.length) === 1 ? 'one' : 'many';
  return [
    t(`photos.add.done.${many}`),
    added.some((photo) => photo.awaitingApproval) ? t(`photos.add.approval.${many}`) : null,
    added.some((photo) => photo.reviewStatus === 'pending') ? t(`photos.add.review.${many}`) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Adding photos: a drop zone that is also a file picker, checks before anything is sent (type as a hint, 15 MB,
 * the photo limit), previews of the chosen files, and one upload with a progress bar. What the server refuses
 * (not a photo it can read, too large, over the limit) is shown as it says it; the chosen files stay for another try.
 * When the server kept some files and set others aside, the kept ones are added and each refused one is named with
 * why, beside the uploader.
 */
export function PhotoUploader({ uploadedCount, announce, onPendingChange, headingLevel }: PhotoUploaderProps) {
  const { t } = useTranslation(photosMessages);
  const id = useId();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [refused, setRefused] = useState<PhotoUploadResponse['refused']>([]);
  const [progress, setProgress] = useState<UploadPhase>({ phase: 'idle' });
  const nextId = useRef(0);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const abortRef = useRef<AbortController | null>(null);
  const Heading = headingLevel;

  // Previews are object URLs: each is released when its file leaves the list, and all of them when the
  // manager goes away (an upload still running is cancelled then).
  useEffect(
    () => () => {
      abortRef.current?.abort();
      for (const item of pendingRef.current) URL.revokeObjectURL(item.url);
    },
    [],
  );
  useEffect(() => onPendingChange?.(pending.length), [pending.length, onPendingChange]);

  const room = Math.max(0, PHOTO_LIMITS.maxPhotos - uploadedCount - pending.length);
  const uploading = progress.phase !== 'idle';

  const addFiles = (files: File[]) => {
    setUploadError(null);
    setRefused([]);
    const { accepted, problems: found } = checkPhotoFiles(
      files,
      pending.map((item) => item.file),
      room,
    );
    setProblems(found);
    if (!accepted.length) return;
    const added = accepted.map((file) => ({ id: (nextId.current += 1), file, url: URL.createObjectURL(file) }));
    setPending((current) => [...current, ...added]);
    announce(t('photos.add.ready', { count: pending.length + added.length }));
  };

  const remove = (item: Pending) => {
    URL.revokeObjectURL(item.url);
    setPending((current) => current.filter((other) => other.id !== item.id));
  };

  const upload = async () => {
    if (!pending.length || uploading) return;
    setUploadError(null);
    setProblems([]);
    setRefused([]);
    const body = new FormData();
    for (const item of pending) body.append(PHOTO_UPLOAD_FIELD, item.file, item.file.name);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ phase: 'uploading', percent: 0 });
    announce(t('photos.add.uploading', { percent: 0 }));
    try {
      const result = await uploadWithProgress<PhotoUploadResponse>({
        url: 'form/profileImageUpload',
        body,
        session: { dispatch, getState: store.getState },
        signal: controller.signal,
        onProgress: progressReporter(setProgress, (milestone) =>
          announce(milestone === 100 ? t('photos.add.processing') : t('photos.add.uploading', { percent: milestone })),
        ),
      });
      for (const item of pending) URL.revokeObjectURL(item.url);
      setPending([]);
      dispatch(photosUploaded(result));
      const notAdded = result.refused ?? [];
      if (notAdded.length) {
        // What was added is confirmed; what was not stays on screen, each file with its reason.
        const added = t('photos.add.added', { count: result.imageUploadData.image.length });
        setRefused(notAdded);
        toast.success(added);
        announce(added);
      } else {
        const added = addedMessage(result, t);
        toast.success(added);
        announce(added);
      }
    } catch (error) {
      if (isUploadAborted(error)) return;
      const failure = readApiFailure(error);
      const message = failure.kind === 'rejected' ? failure.message : t('photos.add.failed');
      setUploadError(message);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (!controller.signal.aborted) setProgress({ phase: 'idle' });
    }
  };

  const percent = progress.phase === 'uploading' ? progress.percent : progress.phase === 'processing' ? 100 : 0;
  const full = uploadedCount >= PHOTO_LIMITS.maxPhotos;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <Heading id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {t('photos.add.title')}
      </Heading>
      {full ? (
        <p className="rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink-900">
          {t('photos.add.full', { max: PHOTO_LIMITS.maxPhotos })}
        </p>
      ) : (
        <FileDrop
          label={t('photos.add.label')}
          accept={PHOTO_ACCEPT}
          files={[]}
          onFiles={addFiles}
          multiple
          showFiles={false}
          disabled={room === 0 || uploading}
          dropText={t('photos.add.drop')}
          chooseText={t('photos.add.choose')}
          hint={t('photos.add.hint', { maxMb: MAX_PHOTO_MB, max: PHOTO_LIMITS.maxPhotos })}
        />
      )}

      {problems.length ? (
        <ul
          role="alert"
          className="flex flex-col gap-1 rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600"
        >
          {problems.map((problem, index) => (
            <li key={`${problem.name}-${index}`}>
              {problem.reason === 'tooLarge'
                ? t('photos.checks.tooLarge', { name: problem.name, size: problem.sizeMb, maxMb: MAX_PHOTO_MB })
                : t(`photos.checks.${problem.reason}`, { name: problem.name, max: PHOTO_LIMITS.maxPhotos })}
            </li>
          ))}
        </ul>
      ) : null}

      {refused.length ? (
        <ul
          role="alert"
          className="flex flex-col gap-1 rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600"
        >
          {refused.map((file, index) => (
            <li key={`${file.fileName}-${index}`}>
              {t('photos.add.notAdded', {
                name: file.fileName,
                reason: wordApiError(file.code, file.message, file.params),
              })}
            </li>
          ))}
        </ul>
      ) : null}

      {pending.length ? (
        <div className="flex flex-col gap-3 rounded-xl border border-ink-500/20 p-3">
          <p className="text-sm font-semibold text-ink-900">{t('photos.add.ready', { count: pending.length })}</p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {pending.map((item) => (
              <li key={item.id} className="relative">
                <Preview item={item} />
                <button
                  type="button"
                  onClick={() => remove(item)}
                  disabled={uploading}
                  aria-label={t('photos.add.remove', { name: item.file.name })}
                  className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-lg font-bold text-danger-600 shadow disabled:opacity-50"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {uploading ? (
            <div className="flex flex-col gap-1">
              <div
                role="progressbar"
                aria-label={t('photos.add.progressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 w-full overflow-hidden rounded-full bg-accent-100"
              >
                <div
                  className="h-full rounded-full bg-accent-600 transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <p className="text-sm text-ink-700">
                {progress.phase === 'processing' ? t('photos.add.processing') : t('photos.add.uploading', { percent })}
              </p>
            </div>
          ) : null}
          <div>
            <Button onClick={() => void upload()} loading={uploading}>
              {t('photos.add.upload', { count: pending.length })}
            </Button>
          </div>
        </div>
      ) : null}

      {uploadError ? (
        <p role="alert" className="rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600">
          {uploadError}
        </p>
      ) : null}
    </section>
  );
}

/** A chosen file's preview; formats the browser cannot draw (HEIC outside Safari) get a plain tile instead. */
function Preview({ item }: { item: Pending }) {
  const { t } = useTranslation(photosMessages);
  const [broken, setBroken] = useState(false);
  return (
    <div className="aspect-square overflow-hidden rounded-lg bg-ink-500/10">
      {broken ? (
        <p className="flex h-full items-center justify-center break-all p-2 text-center text-xs text-ink-700">
          {item.file.name}
          <span className="sr-only"> {t('photos.add.noPreview')}</span>
        </p>
      ) : (
        <img
          src={item.url}
          alt={t('photos.add.previewAlt', { name: item.file.name })}
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      )}
    </div>
  );
}
