import { useId, useState } from 'react';
import type { FamilyProfile } from '@app/shared/family';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useFamilyProfilesQuery } from '../api/family-api';
import { useActFor } from '../hooks/use-act-for';
import { cardClasses } from './family-text';

function ProfileCard({
  profile,
  busy,
  onActFor,
  onLeave,
}: {
  profile: FamilyProfile;
  busy: boolean;
  onActFor: (profile: FamilyProfile) => void;
  onLeave: (profile: FamilyProfile) => void;
}) {
  const { t } = useTranslation(familyMessages);
  const headingId = useId();
  const own = profile.relation === null;
  // The relative who made a profile its candidate has not confirmed cannot leave it: they are all it has (the server
  // refuses too).
  const mustStay = useAppSelector(
    (state) => Boolean(state.user.user?.actingAs?.madeProfile) && state.user.user?.awaitingConfirmation === true,
  );
  return (
    <li
      aria-labelledby={headingId}
      aria-current={profile.acting || undefined}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${profile.acting ? 'border-accent-700 bg-accent-50' : 'border-ink-500/20'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} translate="no" className="break-words text-lg font-bold text-ink-900">
            {profile.name}
          </h3>
          <p className="text-sm font-semibold text-accent-700">
            {profile.relation
              ? t('family.profiles.helping', { relation: t(`family.relationWord.${profile.relation}`) })
              : t('family.profiles.own')}
          </p>
        </div>
        {profile.acting ? (
          <span className="rounded-full bg-accent-700 px-3 py-1 text-sm font-semibold text-white">
            {t('family.profiles.actingNow')}
          </span>
        ) : null}
      </div>
      {own ? null : profile.rights.length ? (
        <div className="flex flex-col gap-1 text-sm text-ink-700">
          <p className="font-semibold text-ink-900">{t('family.profiles.may')}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {profile.rights.map((right) => (
              <li key={right}>{t(`family.right.${right}.helper`, { name: profile.name })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-ink-700">{t('family.profiles.mayNothing', { name: profile.name })}</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {profile.acting ? null : (
          <Button disabled={busy} onClick={() => onActFor(profile)} className="self-stretch sm:self-start">
            {own ? t('family.profiles.actForOwn') : t('family.profiles.actFor', { name: profile.name })}
          </Button>
        )}
        {profile.acting && !own && !mustStay ? (
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t('family.profiles.leaveLabel', { name: profile.name })}
            onClick={() => onLeave(profile)}
            className="self-stretch sm:self-start"
          >
            {t('family.profiles.leave')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Profiles you help with": the account's own profile and those it looks after (GET family/profiles), which one the
 * session acts for, and the way to act for another. Stopping is offered on the profile acted for (the server takes a
 * departure from the profile in use). Shown only to an account that looks after someone.
 */
export function ProfilesList() {
  const { t } = useTranslation(familyMessages);
  const titleId = useId();
  const accountId = useAppSelector((state) => state.user.user?.actingAs?.accountId ?? null);
  const { data: answer, isLoading, isError, refetch } = useFamilyProfilesQuery();
  const data = answer?.profiles;
  const { actFor, leave, busy } = useActFor();
  const [leaving, setLeaving] = useState<FamilyProfile | null>(null);

  // A member who helps no one sees nothing of this (nor its loading, nor a failure to load it); an account that only
  // helps always does, if only to learn it helps no one now.
  if (!accountId && !answer?.helper && (isLoading || isError || (data?.length ?? 0) < 2)) return null;

  const choose = async (profile: FamilyProfile) => {
    try {
      await actFor(profile.profileId);
    } catch {
      toast.error(t('family.acting.failed'));
    }
  };
  // Leaving is the account's own departure (DELETE family/members/{its id}), whether or not it has a profile too.
  const confirmLeave = async () => {
    if (!leaving || !accountId) return;
    const { name } = leaving;
    try {
      await leave(accountId);
      setLeaving(null);
      toast.success(t('family.profiles.left', { name }));
    } catch {
      toast.error(t('family.profiles.leaveFailed'));
    }
  };

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('family.profiles.loading')}</span>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (isError && !data) {
    body = <LoadFailed message={t('family.profiles.loadFailed')} onRetry={() => void refetch()} />;
  } else if (!data?.length) {
    body = <p className="text-ink-700">{t('family.profiles.none')}</p>;
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {(data ?? []).map((profile) => (
          <ProfileCard
            key={profile.profileId}
            profile={profile}
            busy={busy}
            onActFor={(chosen) => void choose(chosen)}
            onLeave={setLeaving}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {data && !data.length ? t('family.profiles.noneTitle') : t('family.profiles.title')}
      </h2>
      {data && !data.length ? null : <p className="text-ink-700">{t('family.profiles.intro')}</p>}
      {body}
      <Dialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={t('family.profiles.leaveTitle', { name: leaving?.name ?? '' })}
        description={t('family.profiles.leaveBody', { name: leaving?.name ?? '' })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setLeaving(null)}>
            {t('family.profiles.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirmLeave()}>
            {t('family.profiles.leaveConfirm', { name: leaving?.name ?? '' })}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
