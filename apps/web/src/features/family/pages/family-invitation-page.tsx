import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { FamilyProfile, FamilyRight } from '@app/shared/family';
import type { ErrorCode } from '@app/shared/errors/codes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-error';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { selectAccessToken } from '../../../lib/session/session-slice';
import { toast } from '../../../lib/toast';
import { FAMILY_INVITATION_TOKEN_KEY } from '../../../lib/family-invitation-token';
import { familyMessages } from '../../../locales/family';
import { useAcceptFamilyInvitationMutation, useFamilyInvitationsQuery } from '../api/family-api';
import { useFamilyDates } from '../components/family-text';
import { useActFor } from '../hooks/use-act-for';
import { keepToken, linkToken, readKeptToken } from '../components/link-token';

/**
 * Where the invitation's token waits while the visitor signs in or creates an account in this tab: the e-mail's
 * link carries it in the fragment (`/family/invitation#<token>`), which the sign-in form keeps when it brings the
 * member back, but an account created first leaves by other pages. Removed once the invitation is accepted.
 */
export { FAMILY_INVITATION_TOKEN_KEY };

type Refusal = { message: string; code: ErrorCode | undefined };
const NEXT_STEP = new Set<ErrorCode>(['FORBIDDEN', 'NOT_FOUND', 'CONFLICT']);

/** What the helper may do for `name`, in words about `name` (the candidate's own Family page says "you"). */
function RightsList({ rights, name }: { rights: readonly FamilyRight[]; name: string }) {
  const { t } = useTranslation(familyMessages);
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-ink-900">
      {rights.map((right) => (
        <li key={right}>{t(`family.right.${right}.helper`, { name })}</li>
      ))}
    </ul>
  );
}

/**
 * /family/invitation: the page the family invitation e-mail's link opens. Signed out, it asks the visitor to sign in
 * (`signIn`, composed by the app, brings them back here with the link's fragment). Signed in, it shows the invitations
 * waiting for this account and accepts the link's (POST family/accept): then it says whose profile and what the
 * member may now do, and offers to start acting for it; a refusal shows the server's message and what to do next (`signOut`, composed by the app, for
 * an invitation sent to another address).
 */
export function FamilyInvitationPage({ signIn, signOut }: { signIn: ReactNode; signOut?: ReactNode }) {
  const { t } = useTranslation(familyMessages);
  const format = useFamilyDates();
  const { hash } = useLocation();
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const titleId = useId();
  const fromLink = linkToken(hash);
  const token = fromLink || readKeptToken(FAMILY_INVITATION_TOKEN_KEY);
  const [accept, { isLoading: accepting }] = useAcceptFamilyInvitationMutation();
  const { actFor, busy } = useActFor();
  const invitations = useFamilyInvitationsQuery(undefined, { skip: !signedIn });
  const [accepted, setAccepted] = useState<FamilyProfile | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t(signedIn ? 'family.accept.title' : 'family.accept.signInTitle'));

  useEffect(() => {
    if (fromLink) keepToken(FAMILY_INVITATION_TOKEN_KEY, fromLink);
  }, [fromLink]);
  useEffect(() => {
    if (accepted) doneRef.current?.focus();
  }, [accepted]);

  const startHelping = async (profile: FamilyProfile) => {
    try {
      await actFor(profile.profileId);
    } catch {
      toast.error(t('family.accept.switchFailed', { name: profile.name }));
    }
  };

  const handleAccept = async () => {
    setRefusal(null);
    try {
      const result = await accept(token).unwrap();
      keepToken(FAMILY_INVITATION_TOKEN_KEY, null);
      setAccepted(result.data);
    } catch (caught) {
      const failure = readApiFailure(caught);
      setRefusal(
        failure.kind === 'rejected'
          ? { message: failure.message, code: failure.code }
          : { message: t('family.accept.failed'), code: undefined },
      );
    }
  };

  let body: ReactNode;
  if (accepted) {
    const relation = accepted.relation ? t(`family.relationWord.${accepted.relation}`) : '';
    body = (
      <div role="status" className="flex flex-col gap-4">
        <h2 ref={doneRef} tabIndex={-1} className="text-xl font-bold text-ink-900 focus:outline-none">
          {t('family.accept.doneTitle', { name: accepted.name })}
        </h2>
        <p className="text-ink-700">{t('family.accept.doneBody', { name: accepted.name, relation })}</p>
        {accepted.rights.length ? (
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-ink-900">{t('family.accept.may')}</p>
            <RightsList rights={accepted.rights} name={accepted.name} />
          </div>
        ) : (
          <p className="text-ink-700">{t('family.accept.doneNothing', { name: accepted.name })}</p>
        )}
        <p className="text-sm text-ink-700">{t('family.accept.never')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button loading={busy} onClick={() => void startHelping(accepted)} className="self-stretch sm:self-start">
            {t('family.accept.startHelping', { name: accepted.name })}
          </Button>
          <Link to="/user-dashboard" className={`${buttonClasses('secondary')} self-stretch sm:self-start`}>
            {t('family.accept.toDashboard')}
          </Link>
        </div>
      </div>
    );
  } else if (!signedIn) {
    body = (
      <>
        <p className="text-ink-700">{t('family.accept.signInIntro')}</p>
        {signIn}
        <p className="text-sm text-ink-700">{t('family.accept.noAccount')}</p>
        <Link to="/register" className={`${buttonClasses('secondary')} self-stretch sm:self-start`}>
          {t('family.accept.createAccount')}
        </Link>
      </>
    );
  } else if (!token) {
    body = <p className="text-ink-700">{t('family.accept.missingToken')}</p>;
  } else {
    const received = invitations.data?.received ?? [];
    body = (
      <>
        <section aria-labelledby={`${titleId}-waiting`} className="flex flex-col gap-3">
          <h2 id={`${titleId}-waiting`} className="text-lg font-bold text-ink-900">
            {t('family.accept.waiting')}
          </h2>
          {invitations.isLoading ? (
            <Skeleton className="h-16" />
          ) : received.length ? (
            <ul className="flex flex-col gap-3">
              {received.map((invitation) => (
                <li key={invitation.id} className="flex flex-col gap-2 rounded-xl border border-ink-500/20 p-4">
                  <p className="font-semibold text-ink-900">
                    {t('family.accept.waitingItem', {
                      name: invitation.profileName,
                      relation: t(`family.relationWord.${invitation.relation}`),
                    })}
                  </p>
                  {invitation.rights.length ? (
                    <>
                      <p className="text-sm text-ink-700">{t('family.accept.may')}</p>
                      <RightsList rights={invitation.rights} name={invitation.profileName} />
                    </>
                  ) : (
                    <p className="text-sm text-ink-700">{t('family.accept.mayNothing')}</p>
                  )}
                  <p className="text-sm text-ink-500">
                    {t('family.accept.expires', { date: format(invitation.expiresAt) })}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-700">{t('family.accept.waitingNone')}</p>
          )}
        </section>
        <p className="text-sm text-ink-700">{t('family.accept.never')}</p>
        {refusal ? (
          <FormAlert>
            <p>{refusal.message}</p>
            {refusal.code && NEXT_STEP.has(refusal.code) ? (
              <p className="mt-1 font-semibold">
                {t(`family.accept.next.${refusal.code as 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'}`)}
              </p>
            ) : null}
          </FormAlert>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {refusal?.code === 'CONFLICT' || refusal?.code === 'NOT_FOUND' ? (
            <Link to="/user-dashboard" className={`${buttonClasses('secondary')} self-stretch sm:self-start`}>
              {t('family.accept.toDashboard')}
            </Link>
          ) : (
            <Button loading={accepting} onClick={() => void handleAccept()} className="self-stretch sm:self-start">
              {t('family.accept.accept')}
            </Button>
          )}
          {refusal?.code === 'FORBIDDEN' ? signOut : null}
        </div>
      </>
    );
  }

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <section
        aria-labelledby={titleId}
        className="mx-auto flex max-w-xl flex-col gap-4 rounded-card bg-white p-5 shadow-sm sm:p-8"
      >
        <h1 id={titleId} className="text-2xl font-bold text-ink-900">
          {t(signedIn || accepted ? 'family.accept.title' : 'family.accept.signInTitle')}
        </h1>
        {body}
      </section>
    </main>
  );
}
