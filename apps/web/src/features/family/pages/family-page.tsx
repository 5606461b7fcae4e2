import { useId } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { familyMessages } from '../../../locales/family';
import { ActivityLog } from '../components/activity-log';
import { useFamilyProfilesQuery } from '../api/family-api';
import { AskCandidateForm } from '../components/ask-candidate-form';
import { EditsList } from '../components/edits-list';
import { cardClasses } from '../components/family-text';
import { HelperNameCard } from '../components/helper-name-card';
import { InvitationsList } from '../components/invitations-list';
import { InviteForm } from '../components/invite-form';
import { ManagersList } from '../components/managers-list';
import { ProfilesList } from '../components/profiles-list';

/**
 * /family (issue 29, ADR 017): the candidate's page for the people who help with their profile: inviting someone,
 * what each helper may do (changed and removed here), the invitations sent, the changes helpers made to the profile
 * (each undoable) and the family's activity. An account that
 * helps with others' profiles also finds them here, and chooses whose profile it acts for; while it acts for someone
 * else's, the page shows only that (the rest is the candidate's to manage), and the relative who made a profile its
 * candidate has not confirmed yet is first asked to send them the link to confirm it.
 */
export function FamilyPage() {
  const { t } = useTranslation(familyMessages);
  const acting = useAppSelector((state) => state.user.user?.actingAs ?? null);
  const awaiting = useAppSelector((state) => Boolean(state.user.user?.awaitingConfirmation));
  // A profile its maker has not named yet (its first step, which holds the name, not done).
  const unnamed = useAppSelector((state) => !state.user.user?.isPersonalFormFilled);
  const helper = useFamilyProfilesQuery().data?.helper ?? null;
  // An account that only helps, acting for no one: it has no profile of its own, so nothing here is its to manage.
  const helperAlone = Boolean(helper) && !acting;
  const making = Boolean(acting?.madeProfile) && awaiting;
  useDocumentTitle(t('family.page.title'));
  const nameCard = helper ? <HelperNameCard name={helper.name} /> : null;
  let makingCard = null;
  if (making) makingCard = unnamed ? <StartWithTheirName /> : <AskCandidateForm name={acting?.profileName ?? ''} />;
  let intro = null;
  if (helperAlone) intro = t('family.page.helperIntro');
  else if (!acting) intro = t('family.page.intro');
  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          {helperAlone ? null : (
            <Link
              to="/user-dashboard?tab=details"
              className="self-start text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">← </span>
              {t('family.page.back')}
            </Link>
          )}
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('family.page.title')}</h1>
          {intro ? <p className="max-w-3xl text-ink-700">{intro}</p> : null}
        </header>
        {/* Asked first while missing: the e-mail to a profile's candidate names the relative who made it. */}
        {helper?.name === null ? nameCard : null}
        {makingCard}
        {helper && helper.name !== null ? nameCard : null}
        <ProfilesList />
        {acting ? (
          // Until its candidate confirms it, the profile its maker fills in is the maker's to look after.
          making ? null : (
            <p className="text-ink-700">{t('family.profiles.managedBy', { name: acting.profileName })}</p>
          )
        ) : helperAlone ? null : (
          <>
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <InviteForm />
              <div className="flex min-w-0 flex-col gap-6">
                <ManagersList />
                <InvitationsList />
              </div>
            </div>
            <EditsList />
            <ActivityLog />
          </>
        )}
      </div>
    </main>
  );
}

/**
 * Instead of "Ask … to confirm" while the profile a relative makes has no name yet: its details come first (the
 * e-mail to its candidate, and this page, name them).
 */
function StartWithTheirName() {
  const { t } = useTranslation(familyMessages);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cardClasses}>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('family.candidate.unnamedTitle')}
      </h2>
      <p className="text-ink-700">{t('family.candidate.unnamed')}</p>
      <Link to="/personal-details" className={`${buttonClasses('primary')} self-stretch sm:self-start`}>
        {t('family.candidate.unnamedAction')}
      </Link>
    </section>
  );
}
