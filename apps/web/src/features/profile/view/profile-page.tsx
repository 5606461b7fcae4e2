import { Suspense, useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { PairHoroscope } from '@app/shared/horoscope';
import type { PublicProfile } from '@app/shared/profile';
import { PROFILE_SECTIONS, type ProfileSection } from '@app/shared/profile/sections';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { EmptyState } from '../../../components/ui/empty-state';
import { ManagedByFamily } from '../../../components/members/family';
import { VerifiedTick } from '../../../components/members/verified-tick';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';
import { profileMessages } from '../../../locales/profile';
import { useAddProfileViewMutation } from '../api/profile-views';
import { useGetUserDetailsQuery } from '../api/user-details';
import { AboutText } from './about-text';
import { PhotoGallery } from './photo-gallery';
import { FactList, InterestChips, useProfileFacts, type Fact } from './profile-facts';

// The horoscope breakdown's code and words load only for a pair who both use horoscope matching (ADR 006); if they
// cannot arrive, the profile shows without it.
const PairBreakdown = lazyPage(() => import('../horoscope/components/pair-breakdown'), 'PairBreakdown', {
  failed: () => null,
});

/** HTTP status of a failed query, when the server answered. */
const statusOf = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/** What the page hands to its connection area: the member and how the pair stood when the profile loaded. */
export type ConnectionSlot = (member: {
  userId: string;
  name: string;
  connection_status: PublicProfile['connection_status'];
  connectionType: PublicProfile['connectionType'];
}) => ReactNode;

/**
 * In the place of the details the viewer's plan does not show (`planLocks.withheld`): the billing feature's upgrade
 * card, composed by the app, with `details`, the list of what the plan withholds (as the server named it); without
 * the slot the lock is told in one sentence and the same list.
 */
export type LockedSlot = (locks: { requiredTier: 'Premium' | 'Exclusive'; details: ReactNode }) => ReactNode;

/**
 * /profile/:name/:userId: one member as the server lets this viewer see them. Sections the owner hid are absent
 * from the answer and are not drawn; a profile that cannot be shown (hidden, blocked, removed, or never there)
 * gets one message that tells nothing more. The name in the address is for people; the id decides. The connection
 * area (`connection`) is the connections feature's, composed by the app; without it the state is told in words.
 */
export function ProfilePage({ connection, locked }: { connection?: ConnectionSlot; locked?: LockedSlot } = {}) {
  const { t } = useTranslation(profileMessages);
  const facts = useProfileFacts();
  const { userId = '' } = useParams();
  // `currentData`: while another member's profile loads, the previous one is not shown in its place.
  const {
    currentData: profile,
    isFetching,
    isError,
    error,
    isSuccess,
    refetch,
  } = useGetUserDetailsQuery(userId, {
    skip: !userId,
  });
  // Opening another member's profile counts as a visit in their "who viewed me" (the server counts one a day).
  const [addProfileView] = useAddProfileViewMutation();
  const viewedId = profile && !profile.isSelf ? profile.userId : null;
  useEffect(() => {
    if (viewedId) void addProfileView({ receiverId: viewedId });
  }, [viewedId, addProfileView]);
  const status = statusOf(error);
  const notAvailable = !userId || status === 404 || status === 400 || (isSuccess && !isFetching && !profile);
  useDocumentTitle(
    profile
      ? facts.shownName(profile.basic_and_lifestyle)
      : notAvailable
        ? t('profile.view.notAvailableTitle')
        : undefined,
  );

  let content: ReactNode;
  if (notAvailable) {
    content = (
      <EmptyState
        headingLevel="h1"
        title={t('profile.view.notAvailableTitle')}
        body={t('profile.view.notAvailableBody')}
        action={
          <Link to="/user-dashboard" className={buttonClasses('secondary')}>
            {t('profile.view.back')}
          </Link>
        }
      />
    );
  } else if (profile) {
    content = <ProfileView profile={profile} connection={connection} locked={locked} />;
  } else if (isError && !isFetching) {
    content = <LoadFailed message={t('profile.view.loadFailed')} onRetry={() => void refetch()} />;
  } else {
    content = <ProfileSkeleton label={t('profile.view.loading')} />;
  }

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <Link
          to="/user-dashboard"
          className="self-start font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-600"
        >
          <span aria-hidden="true">← </span>
          {t('profile.view.back')}
        </Link>
        {content}
      </div>
    </main>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-6 md:grid-cols-5">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="aspect-[4/5] md:col-span-2" />
      <div className="flex flex-col gap-4 md:col-span-3">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}

const card = 'flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6';

type ViewProps = { profile: PublicProfile; connection?: ConnectionSlot; locked?: LockedSlot };

function ProfileView({ profile, connection: connectionSlot, locked }: ViewProps) {
  const { t } = useTranslation(profileMessages);
  const facts = useProfileFacts();
  const basic = profile.basic_and_lifestyle;
  // Present only when both members opted in to horoscope matching (issue 31); absent, nothing is said about it.
  const horoscope = profile.isSelf ? undefined : (profile as PublicProfile & { horoscope?: PairHoroscope }).horoscope;
  const name = facts.shownName(basic);
  const fullName = facts.fullName(basic);
  const chips = [facts.gender(basic.gender), facts.age(basic.age)].filter(Boolean);
  const membership = profile.userType === 'Premium' || profile.userType === 'Exclusive' ? profile.userType : null;
  const basicFacts = facts.basic(basic).filter((fact) => !['name', 'displayName', 'gender', 'age'].includes(fact.key));
  const sections = PROFILE_SECTIONS.flatMap((section) => {
    const list = sectionFacts(facts, profile, section);
    return list ? [{ section, list }] : [];
  });
  // Without the connections feature's area, the state is told in words.
  const connection =
    profile.connection_status === 'accepted'
      ? 'accepted'
      : profile.connection_status === 'pending'
        ? profile.connectionType === 'receiver'
          ? 'received'
          : 'sent'
        : 'none';
  // What the page calls withheld is what the server says the plan withholds (`planLocks.withheld`, field by field),
  // never the page's own copy of the rule: a field the answer carries (such as the religion above) is never in it.
  const withheld = profile.isSelf ? [] : withheldFacts(facts, profile);
  const planLock = withheld.length
    ? {
        requiredTier: profile.planLocks.requiredTier === 'Exclusive' ? ('Exclusive' as const) : ('Premium' as const),
        details: (
          <ul aria-label={t('profile.view.withheldLabel')} className="flex flex-col gap-1 text-ink-700">
            {withheld.map(({ section, labels }) => (
              <li key={section}>
                <span className="font-semibold text-ink-900">{t(`profile.sections.${section}`)}:</span>{' '}
                {labels.join(', ')}
              </li>
            ))}
          </ul>
        ),
      }
    : null;
  // Sections absent from the answer that the plan does not explain: the owner keeps them to themselves.
  const someHidden = PROFILE_SECTIONS.some(
    (section) => profile[section] === undefined && !withheld.some((entry) => entry.section === section),
  );

  return (
    <div className="flex flex-col gap-6">
      {profile.isSelf ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-accent-500/40 bg-white px-4 py-3">
          <p className="text-ink-700">{t('profile.view.selfNote')}</p>
          <Link to="/user-dashboard?tab=details" className={buttonClasses('secondary', 'sm')}>
            {t('profile.view.editMine')}
          </Link>
        </div>
      ) : null}

      <div className="grid gap-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <PhotoGallery
            photos={profile.photos}
            photoAccess={profile.photoAccess}
            userId={profile.userId}
            isSelf={profile.isSelf}
            name={name}
          />
        </div>
        <section aria-labelledby="profile-name" className={`${card} md:col-span-3`}>
          <div className="flex flex-col gap-2">
            <h1
              id="profile-name"
              className="flex flex-wrap items-center gap-2 break-words text-2xl font-bold text-ink-900 sm:text-3xl"
            >
              <span translate="no" className="min-w-0 break-words">
                {name}
              </span>
              {profile.verified ? (
                <>
                  {' '}
                  <VerifiedTick label={t('profile.view.verified')} className="h-6 w-6" />
                </>
              ) : null}
            </h1>
            {fullName && fullName !== name ? (
              <p translate="no" className="text-ink-700">
                {fullName}
              </p>
            ) : null}
            <ul className="flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li key={chip} className="rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700">
                  {chip}
                </li>
              ))}
              {membership ? (
                <li className="rounded-full bg-gold-400/30 px-3 py-1 text-sm font-semibold text-ink-900">
                  {t(`profile.view.membership.${membership}`)}
                </li>
              ) : null}
            </ul>
            <ManagedByFamily relations={profile.managedBy} className="text-sm" />
          </div>
          <AboutText key={profile.userId} basic={basic} name={name} />
          <FactList facts={basicFacts} />
          {profile.isSelf ? null : connectionSlot ? (
            connectionSlot({
              userId: profile.userId,
              name,
              connection_status: profile.connection_status,
              connectionType: profile.connectionType,
            })
          ) : (
            <div className="rounded-lg bg-accent-50 px-4 py-3">
              <h2 className="text-sm font-semibold text-ink-900">{t('profile.view.connectionTitle')}</h2>
              <p className="text-ink-700">{t(`profile.view.connection.${connection}`, { name })}</p>
            </div>
          )}
        </section>
      </div>

      {planLock ? (
        locked ? (
          locked(planLock)
        ) : (
          <div className="flex flex-col gap-2 rounded-card bg-white p-4 text-ink-700 shadow-sm">
            <p>{t('profile.view.planLocked', { tier: planLock.requiredTier })}</p>
            {planLock.details}
          </div>
        )
      ) : null}
      {horoscope ? (
        <Suspense fallback={null}>
          <PairBreakdown horoscope={horoscope} />
        </Suspense>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {sections.map(({ section, list }) => (
          <section key={section} aria-labelledby={`profile-${section}`} className={card}>
            <h2 id={`profile-${section}`} className="text-lg font-bold text-ink-900 sm:text-xl">
              {t(`profile.sections.${section}`)}
            </h2>
            <FactList facts={list} />
          </section>
        ))}
        {profile.interest_and_hobbies.length ? (
          <section aria-labelledby="profile-interests" className={card}>
            <h2 id="profile-interests" className="text-lg font-bold text-ink-900 sm:text-xl">
              {t('profile.sections.interest_and_hobbies')}
            </h2>
            <InterestChips interests={profile.interest_and_hobbies} />
          </section>
        ) : null}
      </div>
      {someHidden && !profile.isSelf ? <p className="text-sm text-ink-500">{t('profile.view.notShared')}</p> : null}
    </div>
  );
}

/**
 * The details the server says the viewer's plan withholds (`planLocks.withheld`), as the labels the page uses for
 * them, section by section (a field with two keys, such as height in centimetres and in words, is named once).
 */
export function withheldFacts(
  facts: ReturnType<typeof useProfileFacts>,
  profile: Pick<PublicProfile, 'planLocks'>,
): Array<{ section: ProfileSection; labels: string[] }> {
  return profile.planLocks.withheld.flatMap(({ section, fields }) => {
    // Each withheld key with a stand-in value, read by the section's own fact list: the facts it yields are the
    // details withheld, under their usual labels.
    const standIn = Object.fromEntries(fields.map((key) => [key, '…'])) as never;
    const labels = [
      ...new Set(
        facts[section](standIn)
          .filter((fact) => fact.value !== null)
          .map((f) => f.label),
      ),
    ];
    return labels.length ? [{ section, labels }] : [];
  });
}

/** A present section's facts that have a value; null when the section is absent or says nothing. */
function sectionFacts(
  facts: ReturnType<typeof useProfileFacts>,
  profile: PublicProfile,
  section: ProfileSection,
): Fact[] | null {
  let list: Fact[] = [];
  switch (section) {
    case 'family_details':
      list = profile.family_details ? facts.family_details(profile.family_details) : [];
      break;
    case 'personal_background':
      list = profile.personal_background ? facts.personal_background(profile.personal_background) : [];
      break;
    case 'religious_background':
      list = profile.religious_background ? facts.religious_background(profile.religious_background) : [];
      break;
    case 'location_background':
      list = profile.location_background ? facts.location_background(profile.location_background) : [];
      break;
    case 'education_and_financial':
      list = profile.education_and_financial ? facts.education_and_financial(profile.education_and_financial) : [];
      break;
  }
  const filled = list.filter((fact) => fact.value !== null && fact.value !== '');
  return filled.length ? filled : null;
}
