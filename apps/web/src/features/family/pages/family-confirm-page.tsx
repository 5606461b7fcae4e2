import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ErrorCode } from '@app/shared/errors/codes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-error';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { apiSlice } from '../../../lib/api/api-slice';
import { newPasswordMessage, readApiFailure } from '../../../lib/api/api-failure';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { startAfresh, useGetMeQuery } from '../../../lib/session/me-api';
import { selectAccessToken, sessionActions } from '../../../lib/session/session-slice';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useClaimMadeProfileMutation, useConfirmMadeProfileMutation } from '../api/family-api';
import { keepToken, linkToken, readKeptToken } from '../components/link-token';

/**
 * Where the link's token waits in this tab while the person a relative made a profile for reads it (My Details,
 * photos) before coming back to confirm it: the e-mail's link carries it in the fragment (`/family/confirm#<token>`),
 * but the banner on member pages leads here without it. Removed once the profile is confirmed or declined.
 */
export const FAMILY_CONFIRM_TOKEN_KEY = 'familyConfirmToken';

/** The auth feature's new-password form, as the app composes it: its button's label, and the save. */
export type PasswordFormProps = {
  submitLabel: string;
  /** Saves the password; resolves to a message for the password field when the server refuses it. */
  onSubmit: (password: string) => Promise<string | undefined>;
};

type FamilyConfirmPageProps = {
  /** The password, its confirmation and the live checklist (the auth feature's form). */
  passwordForm: (props: PasswordFormProps) => ReactNode;
  /** Signs in with the address and password (POST user/login) and keeps the session; rejects when it could not. */
  signIn: (email: string, password: string) => Promise<void>;
  /** The auth feature's sign-in form, which brings the member back here. */
  signInForm: ReactNode;
  /** The auth feature's sign-out button. */
  signOut: ReactNode;
};

type Action = 'claim' | 'confirm' | 'decline';
type Refusal = { message: string; code: ErrorCode | undefined; during: Action };

const stretch = 'self-stretch sm:self-start';

/**
 * /family/confirm: the page the e-mail to the person a relative made a profile for opens (ADR 017 point 8). Signed
 * out, it explains, and they choose their password (POST family/claim; then they are signed in with it); signed in to
 * the profile while it waits for them, it says what to read and confirms it (POST family/confirm: it goes live; the app
 * starts afresh on the dashboard). Either way they may decline it, after a question: it is deleted with everything in
 * it, and a session on it ends here too. Someone signed in with another account (the relative, or the person's own
 * earlier account) is told so: they may decline it, or sign out (`signOut`) to open the link as the person it is for.
 */
export function FamilyConfirmPage({ passwordForm, signIn, signInForm, signOut }: FamilyConfirmPageProps) {
  const { t } = useTranslation(familyMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const titleId = useId();
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const user = useAppSelector((state) => state.user.user);
  const fromLink = linkToken(hash);
  const [declined, setDeclined] = useState<{ signedOut: boolean } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const token = declined ? '' : fromLink || readKeptToken(FAMILY_CONFIRM_TOKEN_KEY);
  // Whom the session is now (the stored member may be out of date, or gone after a reload).
  useGetMeQuery(undefined, { skip: !signedIn || declined !== null || leaving });
  const [claim] = useClaimMadeProfileMutation();
  const [decide, { isLoading: deciding }] = useConfirmMadeProfileMutation();
  const [claimedEmail, setClaimedEmail] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [asking, setAsking] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const candidate = signedIn && Boolean(user?.awaitingConfirmation) && !user?.actingAs;
  const phase = declined ? 'declined' : !signedIn ? 'signedOut' : !user ? 'loading' : candidate ? 'candidate' : 'other';
  const title = t(
    phase === 'declined'
      ? 'family.confirm.deletedTitle'
      : phase === 'candidate'
        ? 'family.confirm.reviewTitle'
        : phase === 'other'
          ? 'family.confirm.otherTitle'
          : 'family.confirm.title',
  );
  useDocumentTitle(title);

  useEffect(() => {
    if (fromLink) keepToken(FAMILY_CONFIRM_TOKEN_KEY, fromLink);
  }, [fromLink]);
  // A new state of the page the member brought about (signed in after choosing the password, deleted) is announced by
  // moving to its heading; the page's first state, once the member is known, is not.
  const lastPhase = useRef(phase);
  useEffect(() => {
    const before = lastPhase.current;
    lastPhase.current = phase;
    if (phase !== before && before !== 'loading') titleRef.current?.focus();
  }, [phase]);

  const refuse = (caught: unknown, during: Action) => {
    const failure = readApiFailure(caught);
    setRefusal(
      failure.kind === 'rejected'
        ? { message: failure.message, code: failure.code, during }
        : { message: t('family.confirm.failed'), code: undefined, during },
    );
  };

  const choosePassword = async (password: string): Promise<string | undefined> => {
    setRefusal(null);
    let email: string;
    try {
      email = (await claim({ token, password }).unwrap()).data.email;
    } catch (caught) {
      const onPassword = newPasswordMessage(readApiFailure(caught), 'password');
      if (onPassword) return onPassword;
      refuse(caught, 'claim');
      return undefined;
    }
    try {
      await signIn(email, password);
      toast.success(t('family.confirm.claimed'));
    } catch {
      // The password is theirs all the same: they sign in with the form.
      setClaimedEmail(email);
    }
    return undefined;
  };

  const confirm = async () => {
    setRefusal(null);
    try {
      await decide({ token, confirm: true }).unwrap();
    } catch (caught) {
      refuse(caught, 'confirm');
      return;
    }
    keepToken(FAMILY_CONFIRM_TOKEN_KEY, null);
    setLeaving(true);
    // The profile is live: everything the app holds about it is asked afresh (user/me says it no longer waits).
    await dispatch(startAfresh());
    void navigate('/user-dashboard', { replace: true });
    toast.success(t('family.confirm.confirmed'));
  };

  const decline = async () => {
    setRefusal(null);
    try {
      await decide({ token, confirm: false }).unwrap();
    } catch (caught) {
      setAsking(false);
      refuse(caught, 'decline');
      return;
    }
    keepToken(FAMILY_CONFIRM_TOKEN_KEY, null);
    setAsking(false);
    setDeclined({ signedOut: candidate });
    // Signed in to the profile, the session went with it: signed out here as sign-out does (this page stays).
    if (candidate) {
      dispatch(sessionActions.logout());
      dispatch(apiSlice.util.resetApiState());
    }
  };

  // A link that can do nothing more (unknown, withdrawn, expired, already used): the way on instead of the actions.
  const spent = refusal?.code === 'NOT_FOUND' || (refusal?.code === 'CONFLICT' && refusal.during !== 'claim');
  const onward = (
    <Link to={signedIn ? '/user-dashboard' : '/'} className={`${buttonClasses('secondary')} ${stretch}`}>
      {t(signedIn ? 'family.confirm.toDashboard' : 'family.confirm.toHome')}
    </Link>
  );
  const refusalAlert = refusal ? (
    <FormAlert>
      <p>{refusal.message}</p>
      {refusal.code === 'FORBIDDEN' ? <p className="mt-1 font-semibold">{t('family.confirm.signOutFirst')}</p> : null}
    </FormAlert>
  ) : null;
  const declineSection = (
    <section aria-labelledby={`${titleId}-decline`} className="flex flex-col gap-3 border-t border-ink-500/20 pt-4">
      <h2 id={`${titleId}-decline`} className="text-lg font-bold text-ink-900">
        {t('family.confirm.declineTitle')}
      </h2>
      <p className="text-ink-700">{t('family.confirm.declineIntro')}</p>
      <Button variant="secondary" onClick={() => setAsking(true)} className={stretch}>
        {t('family.confirm.decline')}
      </Button>
    </section>
  );

  let body: ReactNode;
  if (phase === 'declined') {
    body = (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-ink-700">{t('family.confirm.deletedBody')}</p>
        {declined?.signedOut ? <p className="text-ink-700">{t('family.confirm.deletedSignedOut')}</p> : null}
        {onward}
      </div>
    );
  } else if (phase === 'loading') {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('family.confirm.title')}</span>
        <Skeleton className="h-24" />
      </div>
    );
  } else if (phase === 'candidate') {
    body = (
      <>
        <p className="text-ink-700">{t('family.confirm.reviewIntro')}</p>
        <section aria-labelledby={`${titleId}-check`} className="flex flex-col gap-3 rounded-xl bg-accent-50 p-4">
          <h2 id={`${titleId}-check`} className="text-lg font-bold text-ink-900">
            {t('family.confirm.reviewList')}
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-ink-900">
            <li>{t('family.confirm.reviewPhotos')}</li>
            <li>{t('family.confirm.reviewDetails')}</li>
            <li>{t('family.confirm.reviewPreferences')}</li>
          </ul>
          <Link to="/user-dashboard?tab=details" className={`${buttonClasses('secondary')} ${stretch}`}>
            {t('family.confirm.openDetails')}
          </Link>
          <p className="text-sm text-ink-700">{t('family.confirm.reviewLater')}</p>
        </section>
        {refusalAlert}
        {refusal?.code === 'FORBIDDEN' ? <div className={stretch}>{signOut}</div> : null}
        {!token ? (
          <FormAlert tone="info">{t('family.confirm.missingTokenSignedIn')}</FormAlert>
        ) : spent ? (
          onward
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <Button loading={deciding && !asking} onClick={() => void confirm()} className={stretch}>
                {t('family.confirm.confirm')}
              </Button>
              <p className="text-sm text-ink-700">{t('family.confirm.confirmHint')}</p>
            </div>
            {declineSection}
          </>
        )}
      </>
    );
  } else if (phase === 'other') {
    const maker = Boolean(user?.actingAs?.madeProfile);
    body = (
      <>
        <p className="text-ink-700">{t(maker ? 'family.confirm.otherMaker' : 'family.confirm.otherAccount')}</p>
        {refusalAlert}
        {!token ? <FormAlert tone="info">{t('family.confirm.missingToken')}</FormAlert> : null}
        {spent ? onward : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {!maker && token && !spent ? (
            <Button variant="secondary" onClick={() => setAsking(true)} className={stretch}>
              {t('family.confirm.decline')}
            </Button>
          ) : null}
          {signOut}
        </div>
      </>
    );
  } else if (!token) {
    body = <FormAlert tone="info">{t('family.confirm.missingToken')}</FormAlert>;
  } else {
    const claimRefused = refusal?.during === 'claim' && refusal.code === 'CONFLICT';
    body = (
      <>
        <p className="text-ink-700">{t('family.confirm.intro')}</p>
        {refusalAlert}
        {claimedEmail ? (
          <div className="flex flex-col gap-4">
            <FormAlert tone="info">{t('family.confirm.signInIntro', { email: claimedEmail })}</FormAlert>
            {signInForm}
          </div>
        ) : spent ? (
          onward
        ) : claimRefused ? (
          <div className="flex flex-col gap-4">
            <p className="font-semibold text-ink-900">{t('family.confirm.signInAfterRefusal')}</p>
            {signInForm}
          </div>
        ) : (
          <section aria-labelledby={`${titleId}-password`} className="flex flex-col gap-3">
            <h2 id={`${titleId}-password`} className="text-lg font-bold text-ink-900">
              {t('family.confirm.passwordTitle')}
            </h2>
            <p className="text-ink-700">{t('family.confirm.passwordIntro')}</p>
            {passwordForm({ submitLabel: t('family.confirm.passwordSubmit'), onSubmit: choosePassword })}
          </section>
        )}
        {spent || claimedEmail ? null : declineSection}
      </>
    );
  }

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <section
        aria-labelledby={titleId}
        className="mx-auto flex max-w-2xl flex-col gap-4 rounded-card bg-white p-5 shadow-sm sm:p-8"
      >
        <h1 id={titleId} ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
          {title}
        </h1>
        {body}
      </section>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('family.confirm.dialogTitle')}
        description={t('family.confirm.dialogBody')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('family.confirm.cancel')}
          </Button>
          <Button variant="danger" loading={deciding} onClick={() => void decline()}>
            {t('family.confirm.dialogConfirm')}
          </Button>
        </div>
      </Dialog>
    </main>
  );
}
