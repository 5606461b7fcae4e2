import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useFamilyProfilesQuery } from '../api/family-api';
import { useActFor } from '../hooks/use-act-for';
import { familyAccessEnded } from '../../../lib/family-access';
import { startAfresh, useGetMeQuery } from '../../../lib/session/me-api';

const bannerClass = 'bg-accent-700 px-4 py-3 text-white';
const rowClass = 'mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between';
const linkClass = 'text-sm font-semibold text-white underline underline-offset-4';

/**
 * Above every member page (ADR 017): while a family manager acts for someone's profile, whose profile, as whom, that
 * others see it so, and the way back to their own profile. For the relative who made a profile its candidate has not
 * confirmed yet, that nobody sees it, and the way to ask them (Family help); such a relative's account is family-only,
 * with no profile of its own to go back to. For the candidate of such a profile, signed in to it, that it stays
 * hidden until they confirm it, and the way to do so (/family/confirm). Renders nothing otherwise.
 */
export function ActingBanner() {
  const { t } = useTranslation(familyMessages);
  const acting = useAppSelector((state) => state.user.user?.actingAs ?? null);
  const awaiting = useAppSelector((state) => Boolean(state.user.user?.awaitingConfirmation));
  // The profile acted for (or the account's own) has no name yet: its first step, which holds it, is not done.
  const unnamed = useAppSelector((state) => !state.user.user?.isPersonalFormFilled);
  // Whether the account only helps, and its name: asked for by a helper, and by an account with no profile yet.
  const { data: family } = useFamilyProfilesQuery(undefined, { skip: !acting && !unnamed });
  const helper = family?.helper ?? null;
  const { actFor, busy } = useActFor();
  const ended = useSyncExternalStore(familyAccessEnded.subscribe, familyAccessEnded.get, () => null);
  const dismiss = () => familyAccessEnded.set(null);
  const dispatch = useAppDispatch();
  // A call was refused because the help ended and the session now acts for the helper's own account: start afresh.
  useEffect(() => {
    if (!ended?.restart) return;
    familyAccessEnded.set({ ...ended, restart: false });
    void dispatch(startAfresh());
  }, [ended, dispatch]);

  if (!acting) {
    const alone = helper ? <HelperAloneRedirect /> : null;
    if (ended) {
      return (
        <section aria-label={t('family.acting.endedLabel')} className={bannerClass}>
          {alone}
          <div className={rowClass}>
            <p role="status" className="text-sm sm:text-base">
              {t('family.acting.ended', { name: ended.profileName })}
            </p>
            <Button variant="secondary" size="sm" className="shrink-0 self-start sm:self-auto" onClick={dismiss}>
              {t('family.acting.dismiss')}
            </Button>
          </div>
        </section>
      );
    }
    if (!awaiting) return alone;
    return (
      <section aria-label={t('family.acting.hiddenLabel')} className={bannerClass}>
        <WatchConfirmation />
        <div className={rowClass}>
          <p className="text-sm sm:text-base">{t('family.acting.hidden')}</p>
          <Link to="/family/confirm" className={`${buttonClasses('secondary', 'sm')} shrink-0 self-start sm:self-auto`}>
            {t('family.acting.review')}
          </Link>
        </div>
      </section>
    );
  }

  const relation = t(`family.relationWord.${acting.relation}`);
  const name = acting.profileName;
  const making = acting.madeProfile && awaiting;
  let text = t('family.acting.banner', { name, relation });
  if (making) text = unnamed ? t('family.acting.madeUnnamed') : t('family.acting.made', { name });
  const back = async () => {
    try {
      await actFor(acting.accountId);
    } catch {
      toast.error(t('family.acting.failed'));
    }
  };

  return (
    <section aria-label={t('family.acting.label')} className={bannerClass}>
      {awaiting ? <WatchConfirmation /> : null}
      <div className={rowClass}>
        <p className="text-sm sm:text-base">{text}</p>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          {helper && helper.name === null ? (
            <Link to="/family" className={linkClass}>
              {t('family.acting.addName')}
            </Link>
          ) : null}
          <Link to="/family" className={linkClass}>
            {making && !unnamed ? t('family.acting.askCandidate', { name }) : t('family.acting.family')}
          </Link>
          {/* An account that only helps has no profile of its own to go back to. */}
          {acting.madeProfile || helper ? null : (
            <Button variant="secondary" size="sm" loading={busy} onClick={() => void back()}>
              {t('family.acting.back')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * An account that only helps, acting for no one (its help ended, or it left): it has no profile of its own, so its
 * place is the Family help page (the profiles it may help with, its name), not the dashboard or the onboarding a
 * member starts on.
 */
function HelperAloneRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const away = !pathname.startsWith('/family');
  useEffect(() => {
    if (away) void navigate('/family', { replace: true });
  }, [away, navigate]);
  return null;
}

/**
 * While the profile waits for its candidate: asks `user/me` again on every page, when the window comes back into
 * view and every minute, so the relative who made it sees it go live (and its name as filled in) without signing in
 * again.
 */
function WatchConfirmation() {
  useGetMeQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true, pollingInterval: 60_000 });
  return null;
}
