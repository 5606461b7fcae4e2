import { useState } from 'react';
import type { OwnHoroscope } from '@app/shared/horoscope';
import { toast } from '../../../lib/toast';
import {
  formatPhoneNumber,
  MY_DETAILS_SECTION_TOGGLES,
  PROFILE_SECTIONS,
  type MyDetails,
  type ProfileSection,
} from '@app/shared/profile';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAppSelector } from '../../../lib/hooks';
import { useProfileAccess } from '../../../lib/session/profile-access';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { profileMessages } from '../../../locales/profile';
import { useGetMyDetailsQuery } from '../api/my-details';
import { useToggleSectionMutation } from '../api/toggle';
import { SECTION_ENDPOINTS, type EditableSection } from '../api/update-sections';
import { PreferencesCard } from '../preferences/preferences-card';
import { FactList, InterestChips, useProfileFacts } from '../view/profile-facts';
import { PhotoManager } from '../photos/photo-manager';
import { CompletionCard, type MissingTarget } from './completion-card';
import { PhotoRequests } from './photo-requests';
import { SectionCard } from './section-card';
import { SectionEditor, type EditTarget } from './section-editors';
import { OwnChartOnDemand } from '../horoscope/on-demand';

type Editing = { target: EditTarget; focusField?: string | undefined };

/** Fields the completion check names that are not edited in My Details: from the sign-up questions, or fixed. */
const FROM_SIGN_UP = new Set(['gender', 'age', 'postedBy']);

/**
 * The My Details tab: the member's photos, every profile section with its edit dialog and its
 * "show to other members" switch, how complete the profile is (each missing field opens the dialog that fills
 * it), photo requests when photos are shared on request, and the partner preferences. It renders `myDetails` from
 * the session, which GET profile/mydetails fills and each save updates.
 */
export function MyDetailsTab() {
  const { t } = useTranslation(profileMessages);
  const query = useGetMyDetailsQuery();
  const details = useAppSelector((state) => state.user.myDetails) as MyDetails | null;
  const [editing, setEditing] = useState<Editing | null>(null);
  const access = useProfileAccess();

  if (!details) {
    if (query.isError) {
      return <LoadFailed message={t('profile.common.loadFailed')} onRetry={() => void query.refetch()} />;
    }
    if (query.isSuccess && !query.data) {
      return (
        <EmptyState
          title={t('profile.myDetails.noProfile')}
          action={
            <Link to="/personal-details" className={buttonClasses('primary')}>
              {t('profile.myDetails.startProfile')}
            </Link>
          }
        />
      );
    }
    return <MyDetailsSkeleton label={t('profile.myDetails.loading')} />;
  }

  const open = (target: EditTarget, focusField?: string) => setEditing({ target, focusField });
  // A family helper without the edit right reads the profile only (the server refuses their changes anyway).
  const editor = (target: EditTarget) => (access.canEdit ? () => open(target) : undefined);
  const targetOf = (section: string, field: string): MissingTarget => {
    if (section === 'basic_and_lifestyle' && FROM_SIGN_UP.has(field)) return { kind: 'signUp' };
    if (section === 'religious_background' && field === 'dateOfBirth') return { kind: 'steps' };
    // The basic card's religion is edited with the rest of the religious background.
    if (section === 'basic_and_lifestyle' && field === 'religion') {
      return { kind: 'edit', onOpen: () => open('religious_background', 'religion') };
    }
    if (Object.hasOwn(SECTION_ENDPOINTS, section)) {
      return { kind: 'edit', onOpen: () => open(section as EditableSection, field) };
    }
    return null;
  };
  const dialogTitle = editing
    ? editing.target === 'contactNumber'
      ? t('profile.contact.title')
      : editing.target === 'dateOfBirth'
        ? t('profile.dateOfBirth.title')
        : t('profile.edit.title', { name: t(`profile.sectionNames.${editing.target}`) })
    : '';
  const basic = details.basic_and_lifestyle;
  const profilePath = `/profile/${encodeURIComponent(basic.firstName || 'member')}/${details.userId}`;

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="min-w-0 rounded-card bg-white p-4 shadow-sm sm:p-6">
            <PhotoManager headingLevel="h2" expectedCount={details.photos.length} />
          </div>
          <CompletionCard targetOf={targetOf} />
          {details.photoVisibility === 'on_request' ? <PhotoRequests /> : null}
        </div>

        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <BasicCard details={details} onEdit={editor('basic_and_lifestyle')} profilePath={profilePath} />
          {/* The phone number is the candidate's to change, never a helper's. */}
          <ContactCard
            contactNumber={details.contactNumber}
            onEdit={access.helper ? undefined : () => open('contactNumber')}
          />
          {PROFILE_SECTIONS.map((section) => (
            <DetailSection
              key={section}
              section={section}
              details={details}
              onEdit={editor(section)}
              choosesVisibility={access.canChoosePrivacy}
            />
          ))}
          <SectionCard
            title={t('profile.sections.interest_and_hobbies')}
            onEdit={editor('interest_and_hobbies')}
            editText={t('profile.common.edit')}
            editLabel={t('profile.edit.title', { name: t('profile.sectionNames.interest_and_hobbies') })}
          >
            {details.interest_and_hobbies.length ? (
              <InterestChips interests={details.interest_and_hobbies} />
            ) : (
              <p className="italic text-ink-500">{t('profile.myDetails.noInterests')}</p>
            )}
          </SectionCard>
          <PreferencesCard />
        </div>
      </div>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={dialogTitle}>
        {editing ? (
          <SectionEditor
            key={editing.target}
            target={editing.target}
            details={details}
            focusField={editing.focusField}
            onDone={() => setEditing(null)}
            onOpen={(target) => open(target)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function MyDetailsSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <Skeleton className="h-72" />
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}

function BasicCard({
  details,
  onEdit,
  profilePath,
}: {
  details: MyDetails;
  onEdit: (() => void) | undefined;
  profilePath: string;
}) {
  const { t } = useTranslation(profileMessages);
  const facts = useProfileFacts();
  const basic = details.basic_and_lifestyle;
  return (
    <SectionCard
      title={t('profile.sections.basic_and_lifestyle')}
      onEdit={onEdit}
      editText={t('profile.common.edit')}
      editLabel={t('profile.edit.title', { name: t('profile.sectionNames.basic_and_lifestyle') })}
    >
      <FactList
        facts={facts.basic(basic, details.religious_background.religion)}
        emptyText={t('profile.common.notAdded')}
      />
      <div className="flex flex-col gap-1">
        <h3 className="text-sm text-ink-500">{t('profile.fields.about')}</h3>
        {basic.about ? (
          <p translate="no" className="whitespace-pre-line break-words text-ink-900">
            {basic.about}
          </p>
        ) : (
          <p className="italic text-ink-500">{t('profile.common.notAdded')}</p>
        )}
      </div>
      {basic.aboutSecond && basic.aboutSecondLanguage ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm text-ink-500">
            {t('profile.myDetails.aboutSecondHeading', { language: LANGUAGES[basic.aboutSecondLanguage].label })}
          </h3>
          <p
            translate="no"
            lang={LANGUAGES[basic.aboutSecondLanguage].htmlLang}
            className="whitespace-pre-line break-words text-ink-900"
          >
            {basic.aboutSecond}
          </p>
        </div>
      ) : null}
      <Link to={profilePath} className="self-start font-semibold text-accent-700 underline underline-offset-2">
        {t('profile.myDetails.viewAsOthers')}
      </Link>
    </SectionCard>
  );
}

function ContactCard({ contactNumber, onEdit }: { contactNumber: string | null; onEdit: (() => void) | undefined }) {
  const { t } = useTranslation(profileMessages);
  return (
    <SectionCard
      title={t('profile.sections.contactNumber')}
      onEdit={onEdit}
      editText={t('profile.common.edit')}
      editLabel={t('profile.contact.edit')}
    >
      {contactNumber ? (
        <p className="text-lg font-medium text-ink-900">{formatPhoneNumber(contactNumber)}</p>
      ) : (
        <p className="italic text-ink-500">{t('profile.common.notAdded')}</p>
      )}
      <p className="text-sm text-ink-500">{t('profile.hints.contactNumber')}</p>
    </SectionCard>
  );
}

function DetailSection({
  section,
  details,
  onEdit,
  choosesVisibility,
}: {
  section: ProfileSection;
  details: MyDetails;
  onEdit: (() => void) | undefined;
  /** The "show to other members" switch: the candidate's (a helper sees whether the section is hidden). */
  choosesVisibility: boolean;
}) {
  const { t } = useTranslation(profileMessages);
  const facts = useProfileFacts();
  const [toggleSection] = useToggleSectionMutation();
  const toggle = MY_DETAILS_SECTION_TOGGLES[section];
  const name = t(`profile.sectionNames.${section}`);
  // The member's own chart (issue 31), from a server that sends it.
  const horoscope = (details as MyDetails & { horoscope?: OwnHoroscope }).horoscope;
  const onChange = (status: boolean) => {
    toggleSection({ section: toggle, status })
      .unwrap()
      .then(
        () => toast.success(t(status ? 'profile.visibility.shown' : 'profile.visibility.hidden', { name })),
        () => toast.error(t('profile.visibility.failed', { name })),
      );
  };
  const list = (() => {
    switch (section) {
      case 'family_details':
        return facts.family_details(details.family_details);
      case 'personal_background':
        return facts.personal_background(details.personal_background);
      case 'religious_background':
        return facts.religious_background(details.religious_background);
      case 'location_background':
        return facts.location_background(details.location_background);
      case 'education_and_financial':
        return facts.education_and_financial(details.education_and_financial);
    }
  })();
  return (
    <SectionCard
      title={t(`profile.sections.${section}`)}
      onEdit={onEdit}
      editText={t('profile.common.edit')}
      editLabel={t('profile.edit.title', { name })}
      visibility={
        choosesVisibility
          ? {
              label: t('profile.visibility.label'),
              checked: details.toggleStatus[toggle],
              onChange,
              hiddenNote: t('profile.myDetails.hiddenNote'),
            }
          : undefined
      }
    >
      {!choosesVisibility && !details.toggleStatus[toggle] ? (
        <p className="-mt-2 text-sm font-medium text-ink-500">{t('profile.myDetails.hiddenNote')}</p>
      ) : null}
      <FactList facts={list} emptyText={t('profile.common.notAdded')} />
      {section === 'religious_background' && horoscope ? <OwnChartOnDemand horoscope={horoscope} /> : null}
    </SectionCard>
  );
}
