import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
// The constants alone: the schemas (and zod) stay out of this card's download.
import { ACCEPTED_PHOTO_EXTENSIONS, ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS } from '@app/shared/photos/constants';
import type { VerificationField, VerificationStatus, VerificationSubmitResponse } from '@app/shared/verification';
import { VerifiedTick } from '../../../components/members/verified-tick';
import { Button } from '../../../components/ui/button';
import { FileDrop } from '../../../components/ui/file-drop';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { isUploadAborted, progressReporter, uploadWithProgress, type UploadPhase } from '../../../lib/api/upload';
import { useAppDispatch } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import type { RootState } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import { verificationMessages } from '../../../locales/verification';
import { useGetVerificationStatusQuery, verificationSubmitted } from '../api/verification';
import { dateTimeFormat } from '../../../lib/intl';

const FIELDS = ['document', 'selfie'] as const satisfies readonly VerificationField[];
const ACCEPT = [...ACCEPTED_PHOTO_TYPES, ...ACCEPTED_PHOTO_EXTENSIONS].join(',');
const MAX_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);
const TYPES: readonly string[] = ACCEPTED_PHOTO_TYPES;
const EXTENSIONS: readonly string[] = ACCEPTED_PHOTO_EXTENSIONS;

type Chosen = { file: File; url: string };

/**
 * "Get verified" in My Details (issue 14 point 4): what we ask for and why, what happens to the photos (deleted as
 * soon as our team decides), the two images with previews and an upload with progress, and where the member stands:
 * waiting, verified (with the tick), or declined with the reason and a way to try again.
 */
export function GetVerifiedCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t, language } = useTranslation(verificationMessages);
  const titleId = useId();
  const { data, isError, refetch } = useGetVerificationStatusQuery();
  const Heading = headingLevel;
  const status = data?.data;
  const date = (iso: string | null) =>
    iso ? dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'long' }).format(new Date(iso)) : '';

  let content;
  if (!status) {
    content = isError ? (
      <LoadFailed message={t('verification.loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('verification.loading')}</span>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (status.state === 'approved') {
    content = <p className="text-ink-700">{t('verification.approved', { date: date(status.verifiedAt) })}</p>;
  } else if (status.state === 'pending') {
    content = (
      <div className="flex flex-col gap-1 rounded-xl bg-accent-50 px-4 py-3">
        <p className="font-semibold text-ink-900">{t('verification.pendingTitle')}</p>
        <p className="text-sm text-ink-700">{t('verification.pending', { date: date(status.submittedAt) })}</p>
      </div>
    );
  } else {
    content = (
      <>
        {status.state === 'declined' ? <Declined status={status} date={date(status.submittedAt)} /> : null}
        <Explanation />
        <VerificationForm onConflict={() => void refetch()} />
      </>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id={titleId} className="flex items-center gap-2 text-xl font-bold text-ink-900">
        {status?.state === 'approved' ? (
          <>
            {t('verification.titleVerified')}
            <VerifiedTick label={t('verification.tickLabel')} className="h-6 w-6" />
          </>
        ) : (
          t('verification.title')
        )}
      </Heading>
      {content}
    </section>
  );
}

function Declined({ status, date }: { status: VerificationStatus; date: string }) {
  const { t } = useTranslation(verificationMessages);
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-ink-900">
      <p className="font-semibold text-danger-600">{t('verification.declinedTitle')}</p>
      <p>{t('verification.declined', { date })}</p>
      {status.reason ? <p>{t(`verification.reasons.${status.reason}`)}</p> : null}
      {status.note ? <p>{t('verification.note', { note: status.note })}</p> : null}
      <p>{t('verification.tryAgain')}</p>
    </div>
  );
}

function Explanation() {
  const { t } = useTranslation(verificationMessages);
  return (
    <div className="flex flex-col gap-3 text-ink-700">
      <p>{t('verification.intro')}</p>
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink-900">{t('verification.howTitle')}</p>
        <ul className="ml-5 list-disc">
          <li>{t('verification.how.document')}</li>
          <li>{t('verification.how.selfie')}</li>
          <li>{t('verification.how.compare')}</li>
        </ul>
      </div>
      <div className="flex flex-col gap-1 rounded-xl bg-accent-50 px-4 py-3">
        <p className="font-semibold text-ink-900">{t('verification.privacyTitle')}</p>
        <p className="text-sm">{t('verification.privacy')}</p>
      </div>
    </div>
  );
}

/** By its declared type or extension: only a hint (the server decides by the content), to say so early. */
function looksLikePhoto(file: File): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  return TYPES.includes(file.type.toLowerCase()) || EXTENSIONS.includes(extension);
}

function VerificationForm({ onConflict }: { onConflict: () => void }) {
  const { t } = useTranslation(verificationMessages);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [chosen, setChosen] = useState<Partial<Record<VerificationField, Chosen>>>({});
  const [errors, setErrors] = useState<Partial<Record<VerificationField, string>>>({});
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadPhase>({ phase: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  const abortRef = useRef<AbortController | null>(null);
  const uploading = progress.phase !== 'idle';

  // Previews are object URLs: released when their file is replaced or removed, and all of them when the card goes
  // away (an upload still running is cancelled then).
  useEffect(
    () => () => {
      abortRef.current?.abort();
      for (const item of Object.values(chosenRef.current)) URL.revokeObjectURL(item.url);
    },
    [],
  );

  const choose = (field: VerificationField, files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUploadError(null);
    let problem: string | undefined;
    if (!looksLikePhoto(file)) problem = t('verification.checks.notPhoto', { name: file.name });
    else if (file.size === 0) problem = t('verification.checks.empty', { name: file.name });
    else if (file.size > PHOTO_LIMITS.maxBytes) {
      const size = Math.ceil(file.size / ((1024 * 1024) / 10)) / 10;
      problem = t('verification.checks.tooLarge', { name: file.name, size, maxMb: MAX_MB });
    }
    setErrors((current) => ({ ...current, [field]: problem }));
    if (problem) return;
    const previous = chosen[field];
    if (previous) URL.revokeObjectURL(previous.url);
    setChosen((current) => ({ ...current, [field]: { file, url: URL.createObjectURL(file) } }));
  };

  const remove = (field: VerificationField) => {
    const item = chosen[field];
    if (item) URL.revokeObjectURL(item.url);
    setChosen((current) => ({ ...current, [field]: undefined }));
  };

  const send = async () => {
    if (uploading) return;
    setUploadError(null);
    const missing = Object.fromEntries(
      FIELDS.filter((field) => !chosen[field]).map((field) => [field, t(`verification.missing.${field}`)]),
    );
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setErrors({});
    const body = new FormData();
    for (const field of FIELDS) {
      const item = chosen[field];
      if (item) body.append(field, item.file, item.file.name);
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const result = await uploadWithProgress<VerificationSubmitResponse>({
        url: 'verification/submit',
        body,
        session: { dispatch, getState: store.getState },
        signal: controller.signal,
        onProgress: progressReporter(setProgress, (milestone) =>
          setAnnouncement(
            milestone === 100 ? t('verification.processing') : t('verification.uploading', { percent: milestone }),
          ),
        ),
      });
      for (const item of Object.values(chosen)) URL.revokeObjectURL(item.url);
      // The card may go away in this same render (the status turns pending): its cleanup must not release these again.
      chosenRef.current = {};
      setChosen({});
      dispatch(verificationSubmitted(result));
      toast.success(t('verification.submitted'));
    } catch (error) {
      if (isUploadAborted(error)) return;
      const failure = readApiFailure(error);
      if (failure.kind === 'rejected' && failure.code === 'CONFLICT') onConflict();
      const byField = Object.fromEntries(
        FIELDS.flatMap((field) => {
          const message = fieldMessage(failure, field);
          return message ? [[field, message]] : [];
        }),
      );
      setErrors(byField);
      if (!Object.keys(byField).length) {
        setUploadError(failure.kind === 'rejected' ? failure.message : t('verification.failed'));
      }
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (!controller.signal.aborted) setProgress({ phase: 'idle' });
    }
  };

  const percent = progress.phase === 'uploading' ? progress.percent : progress.phase === 'processing' ? 100 : 0;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <ImagePicker
            key={field}
            label={t(field === 'document' ? 'verification.documentLabel' : 'verification.selfieLabel')}
            chosen={chosen[field]}
            error={errors[field]}
            disabled={uploading}
            onFiles={(files) => choose(field, files)}
            onRemove={() => remove(field)}
          />
        ))}
      </div>

      {uploading ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('verification.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-accent-100"
          >
            <div className="h-full rounded-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-ink-700">
            {progress.phase === 'processing' ? t('verification.processing') : t('verification.uploading', { percent })}
          </p>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {uploadError ? (
        <p role="alert" className="rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600">
          {uploadError}
        </p>
      ) : null}

      <div>
        <Button type="submit" loading={uploading}>
          {t('verification.send')}
        </Button>
      </div>
    </form>
  );
}

function ImagePicker({
  label,
  chosen,
  error,
  disabled,
  onFiles,
  onRemove,
}: {
  label: string;
  chosen: Chosen | undefined;
  error: string | undefined;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(verificationMessages);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [chosen?.url]);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <FileDrop
        label={label}
        accept={ACCEPT}
        files={[]}
        onFiles={onFiles}
        showFiles={false}
        disabled={disabled}
        error={error}
        dropText={t('verification.drop')}
        chooseText={t('verification.choose')}
        hint={t('verification.hint', { maxMb: MAX_MB })}
      />
      {chosen ? (
        <div className="relative w-40 max-w-full">
          <div className="aspect-[4/3] overflow-hidden rounded-lg bg-ink-500/10">
            {broken ? (
              <p className="flex h-full items-center justify-center break-all p-2 text-center text-xs text-ink-700">
                {chosen.file.name}
                <span className="sr-only"> {t('verification.noPreview')}</span>
              </p>
            ) : (
              <img
                src={chosen.url}
                alt={t('verification.previewAlt', { name: chosen.file.name })}
                className="h-full w-full object-cover"
                onError={() => setBroken(true)}
              />
            )}
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('verification.remove', { name: chosen.file.name })}
            className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-lg font-bold text-danger-600 shadow disabled:opacity-50"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
