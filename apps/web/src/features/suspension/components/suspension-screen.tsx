import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { z } from 'zod';
import { ACCEPTED_PHOTO_EXTENSIONS, ACCEPTED_PHOTO_TYPES } from '@app/shared/photos/constants';
import {
  SUSPENSION_UPDATE_FIELDS,
  SUSPENSION_UPDATE_LIMITS,
  SuspensionAboutSchema,
  type SuspendedResponse,
} from '@app/shared/suspension';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FileDrop } from '../../../components/ui/file-drop';
import { TextArea } from '../../../components/ui/inputs';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useBrand } from '../../../lib/brand';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { toast } from '../../../lib/toast';
import { suspensionMessages } from '../../../locales/suspension';
import { useCheckSuspensionQuery, useUpdateSuspendedProfileMutation } from '../api/suspension';
import { reasonWords } from '../lib/reason';
import { dateTimeFormat } from '../../../lib/intl';

type Props = {
  /** The sign-out control (the auth feature's), composed by the app layer. */
  signOut: ReactNode;
};

/**
 * `/suspended` (issue 14 point 3): what happened and until when, the member's photo, name and about text, a way to
 * correct the about text or replace the photos (the team reviews it; the suspension stays until then), sign-out
 * and the support contacts. A member who is not suspended goes to the dashboard.
 */
export function SuspensionScreen({ signOut }: Props) {
  const { t } = useTranslation(suspensionMessages);
  const { data, isLoading, isError, refetch } = useCheckSuspensionQuery();

  if (isLoading) {
    return (
      <Frame>
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('suspension.loading')}</span>
          <Skeleton className="h-24 w-24 rounded-full" />
          <Skeleton className="h-8" />
          <Skeleton className="h-32" />
        </div>
      </Frame>
    );
  }
  if (isError || !data) {
    return (
      <Frame>
        <p>{t('suspension.loadFailed')}</p>
        <LoadFailed onRetry={() => void refetch()} />
        <div>{signOut}</div>
      </Frame>
    );
  }
  if (!data.isSuspended) return <Navigate to="/user-dashboard" replace />;
  return (
    <Frame>
      <Suspended details={data} signOut={signOut} onSaved={() => void refetch()} />
    </Frame>
  );
}

/** The page's own frame (the site's bar is hidden here: a suspended member has nowhere else to go). */
function Frame({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-center text-lg font-bold text-accent-700 sm:text-left">{brand.siteName}</p>
      {children}
    </main>
  );
}

function Suspended({
  details,
  signOut,
  onSaved,
}: {
  details: SuspendedResponse;
  signOut: ReactNode;
  onSaved: () => void;
}) {
  const { t, language } = useTranslation(suspensionMessages);
  const brand = useBrand();
  const titleId = useId();
  const user = details.userDetails;
  // The about text in a second language, if the member wrote one (a correction of the about text removes it).
  const second =
    user.aboutSecond && user.aboutSecondLanguage
      ? { text: user.aboutSecond, language: LANGUAGES[user.aboutSecondLanguage] }
      : null;
  const date = (iso: string) =>
    dateTimeFormat(LANGUAGES[language].htmlLang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const words = reasonWords(details.reason);
  const reasonText =
    words.kind === 'text'
      ? words.text
      : t(words.kind === 'bio' ? 'suspension.reasons.bio' : 'suspension.reasons.image');
  const photo = user.profileImage[0];

  return (
    <>
      <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:items-center sm:text-left">
          {photo ? (
            <img
              src={photo}
              alt={t('suspension.photoAlt')}
              className="h-24 w-24 shrink-0 rounded-full object-cover"
              width={96}
              height={96}
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-ink-500/10 text-3xl font-semibold text-ink-700"
            >
              {user.displayName.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <p translate="no" className="text-lg font-semibold text-ink-900">
              {user.displayName}
            </p>
            <p className="text-sm text-ink-700 wrap-anywhere">{t('suspension.signedInAs', { email: user.email })}</p>
          </div>
        </div>
        <h1 id={titleId} className="text-2xl font-bold text-danger-600 sm:text-3xl">
          {t('suspension.title')}
        </h1>
        <p className="text-ink-700">{t('suspension.intro')}</p>
        <div className="flex flex-col gap-1 rounded-xl border border-danger-600/30 bg-danger-600/5 p-4">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-700">
            {t('suspension.reasonHeading')}
          </h2>
          <p className="text-ink-900" data-testid="suspension-reason">
            {reasonText}
          </p>
          <Link to="/community-guidelines" className="text-sm font-semibold text-accent-700 underline">
            {t('suspension.guidelines')}
          </Link>
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-700">{t('suspension.suspendedOn')}</dt>
            <dd className="text-ink-900">
              <time dateTime={details.suspendedAt}>{date(details.suspendedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-700">{t('suspension.endsOn')}</dt>
            <dd className="text-ink-900">
              {details.unsuspendAt ? (
                <time dateTime={details.unsuspendAt}>{date(details.unsuspendAt)}</time>
              ) : (
                t('suspension.untilReview')
              )}
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink-900">{t('suspension.aboutHeading')}</h2>
          {user.aboutYourSelf ? (
            <p translate="no" className="whitespace-pre-line break-words text-ink-700" data-testid="current-about">
              {user.aboutYourSelf}
            </p>
          ) : (
            <p className="text-ink-500">{t('suspension.noAbout')}</p>
          )}
          {second ? (
            <>
              <h3 className="mt-2 text-sm font-semibold text-ink-700">
                {t('suspension.aboutSecondHeading', { language: second.language.label })}
              </h3>
              <p
                lang={second.language.htmlLang}
                translate="no"
                className="whitespace-pre-line break-words text-ink-700"
                data-testid="current-about-second"
              >
                {second.text}
              </p>
            </>
          ) : null}
        </div>
      </section>

      {details.correctionPending ? (
        <p role="status" className="rounded-xl bg-accent-50 p-4 font-semibold text-ink-900">
          {t('suspension.reviewPending')}
        </p>
      ) : null}
      <Correction
        key={user.aboutYourSelf ?? ''}
        current={user.aboutYourSelf}
        secondLanguage={second?.language.label ?? null}
        onSaved={onSaved}
      />

      <section className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-ink-900">{t('suspension.helpHeading')}</h2>
        <p className="text-ink-700">{t('suspension.helpIntro')}</p>
        <dl className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-ink-900">{t('suspension.email')}:</dt>
            <dd>
              <a className="text-accent-700 underline wrap-anywhere" href={`mailto:${brand.supportEmail}`}>
                {brand.supportEmail}
              </a>
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-ink-900">{t('suspension.phone')}:</dt>
            <dd>
              <a className="text-accent-700 underline" href={`tel:${brand.supportPhone.replace(/[^+\d]/g, '')}`}>
                {brand.supportPhone}
              </a>
            </dd>
          </div>
        </dl>
        <div>{signOut}</div>
      </section>
    </>
  );
}

const EditSchema = z.object({ aboutYourSelf: SuspensionAboutSchema });
const KeepSchema = z.object({ aboutYourSelf: z.string() });
type FormValues = { aboutYourSelf: string };

/**
 * The correction form: the about text (the profile's own rules) and/or up to three new photos. A new about text
 * removes the about text in a second language (`secondLanguage`, its name), which the form says.
 */
function Correction({
  current,
  secondLanguage,
  onSaved,
}: {
  current: string | null;
  secondLanguage: string | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation(suspensionMessages);
  const headingId = useId();
  const [editAbout, setEditAbout] = useState(false);
  const [replacePhotos, setReplacePhotos] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [update] = useUpdateSuspendedProfileMutation();
  const form = useForm<FormValues>({
    resolver: zodResolver(editAbout ? EditSchema : KeepSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { aboutYourSelf: current ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const about = form.watch('aboutYourSelf');
  const max = SUSPENSION_UPDATE_LIMITS.maxPhotos;

  const submit = form.handleSubmit(async (values) => {
    const text = values.aboutYourSelf.trim();
    const aboutChanged = editAbout && text !== (current ?? '').trim();
    const photosChosen = replacePhotos && files.length > 0;
    if (!aboutChanged && !photosChosen) {
      toast.error(t('suspension.nothingChanged'));
      return;
    }
    if (photosChosen && files.length > max) {
      setFilesError(t('suspension.photosTooMany', { max }));
      return;
    }
    const body = new FormData();
    if (aboutChanged) body.append(SUSPENSION_UPDATE_FIELDS.about, text);
    if (photosChosen) for (const file of files) body.append(SUSPENSION_UPDATE_FIELDS.photos, file, file.name);
    try {
      await update(body).unwrap();
      toast.success(t('suspension.saved'));
      setFiles([]);
      setReplacePhotos(false);
      onSaved();
    } catch (caught) {
      const failure = readApiFailure(caught);
      toast.error(failure.kind === 'rejected' ? failure.message : t('suspension.saveFailed'));
    }
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {t('suspension.fixHeading')}
      </h2>
      <p className="text-ink-700">{t('suspension.fixIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant={editAbout ? 'primary' : 'secondary'}
            aria-pressed={editAbout}
            onClick={() => setEditAbout((open) => !open)}
          >
            {t('suspension.editAbout')}
          </Button>
          <Button
            type="button"
            variant={replacePhotos ? 'primary' : 'secondary'}
            aria-pressed={replacePhotos}
            onClick={() => setReplacePhotos((open) => !open)}
          >
            {t('suspension.replacePhotos')}
          </Button>
        </div>
        {editAbout ? (
          <Field
            label={t('suspension.aboutLabel')}
            error={errors.aboutYourSelf?.message}
            hint={t('suspension.aboutHint', {
              min: SUSPENSION_UPDATE_LIMITS.aboutMin,
              max: SUSPENSION_UPDATE_LIMITS.aboutMax,
              length: about.trim().length,
            })}
          >
            {(field) => (
              <TextArea
                {...field}
                rows={6}
                maxLength={SUSPENSION_UPDATE_LIMITS.aboutMax}
                {...form.register('aboutYourSelf')}
              />
            )}
          </Field>
        ) : null}
        {editAbout && secondLanguage ? (
          <p className="text-sm text-ink-700">{t('suspension.aboutSecondNote', { language: secondLanguage })}</p>
        ) : null}
        {replacePhotos ? (
          <FileDrop
            label={t('suspension.photosLabel', { max })}
            accept={[...ACCEPTED_PHOTO_TYPES, ...ACCEPTED_PHOTO_EXTENSIONS].join(',')}
            files={files}
            multiple
            hint={t('suspension.photosHint')}
            error={filesError}
            onFiles={(chosen) => {
              setFilesError(chosen.length > max ? t('suspension.photosTooMany', { max }) : undefined);
              setFiles(chosen);
            }}
          />
        ) : null}
        <div>
          <Button type="submit" loading={isSubmitting}>
            {t('suspension.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
