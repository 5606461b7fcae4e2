import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { selectAccessToken } from '../../../lib/session/session-slice';
import { billingMessages } from '../../../locales/billing';
import { useGetCheckoutStatusQuery } from '../api/billing';
import { PaymentFrame } from '../components/payment-frame';

/** How often the page asks, and after how long it stops waiting and says the e-mail will follow. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_GIVE_UP_MS = 60_000;

type Timing = { pollMs?: number; giveUpMs?: number };

/**
 * /Payment-Success, /success and /sucessfull (one page): the payment provider sends the member back here with
 * `session_id`. The plan is granted by the payment webhook only, so the page asks the server until it says the
 * checkout is paid (then the new tier shows, and the stored usertype and theme follow), failed or expired; after a
 * minute it stops and says the confirmation will come by e-mail. It never says "paid" on its own.
 */
export function PaymentSuccessPage({ pollMs = CONFIRM_POLL_MS, giveUpMs = CONFIRM_GIVE_UP_MS }: Timing) {
  const { t } = useTranslation(billingMessages);
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const sessionId = new URLSearchParams(useLocation().search).get('session_id');
  if (!signedIn) {
    return (
      <Outcome title={t('billing.success.signedOutTitle')} body={t('billing.success.signedOutBody')}>
        <Link to="/login" className={buttonClasses('primary')}>
          {t('billing.success.signIn')}
        </Link>
      </Outcome>
    );
  }
  if (!sessionId) {
    return (
      <Outcome title={t('billing.success.noSessionTitle')} body={t('billing.success.noSessionBody')}>
        <MemberLinks />
      </Outcome>
    );
  }
  return <Confirmation sessionId={sessionId} pollMs={pollMs} giveUpMs={giveUpMs} />;
}

function Confirmation({ sessionId, pollMs, giveUpMs }: { sessionId: string } & Required<Timing>) {
  const { t } = useTranslation(billingMessages);
  // Each "Check again" starts a new round of waiting.
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    setGaveUp(false);
    const timer = setTimeout(() => setGaveUp(true), giveUpMs);
    return () => clearTimeout(timer);
  }, [round, giveUpMs]);
  const { data, error, isFetching, requestId, refetch } = useGetCheckoutStatusQuery(sessionId, {
    refetchOnMountOrArgChange: true,
  });
  const state = data?.state ?? 'pending';
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  const unknown = !data && (status === 404 || status === 400);
  // Paid, failed, expired, or no such checkout: nothing more to ask.
  const settled = state !== 'pending' || unknown;
  // The next question `pollMs` after each answer (never two at once), until settled or the wait is over. Keyed
  // by the request: a quick answer can come back before the page ever renders it as "fetching".
  useEffect(() => {
    if (settled || gaveUp || isFetching) return;
    const timer = setTimeout(() => void refetch(), pollMs);
    return () => clearTimeout(timer);
  }, [settled, gaveUp, isFetching, requestId, pollMs, refetch]);

  if (unknown) {
    return (
      <Outcome title={t('billing.success.unknownTitle')} body={t('billing.success.unknownBody')}>
        <MemberLinks />
      </Outcome>
    );
  }
  if (data && state === 'paid') {
    const plan = t(`common.tiers.${data.tier}`);
    return (
      <Outcome title={t('billing.success.paidTitle', { plan })} body={t('billing.success.paidBody', { plan })}>
        {data.orderId ? (
          <p className="text-sm text-ink-500">{t('billing.success.order', { orderId: data.orderId })}</p>
        ) : null}
        <MemberLinks />
      </Outcome>
    );
  }
  if (state === 'failed' || state === 'expired') {
    return (
      <Outcome
        title={t(state === 'failed' ? 'billing.success.failedTitle' : 'billing.success.expiredTitle')}
        body={t(state === 'failed' ? 'billing.success.failedBody' : 'billing.success.expiredBody')}
      >
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Link to="/plan" className={buttonClasses('primary')}>
            {t('billing.success.plans')}
          </Link>
          <Link to="/user-dashboard" className={buttonClasses('secondary')}>
            {t('billing.success.dashboard')}
          </Link>
        </div>
      </Outcome>
    );
  }
  if (gaveUp && !settled) {
    return (
      <Outcome title={t('billing.success.slowTitle')} body={t('billing.success.slowBody')}>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={() => {
              setRound((value) => value + 1);
              void refetch();
            }}
          >
            {t('billing.success.checkAgain')}
          </Button>
          <Link to="/user-dashboard?tab=billings" className={buttonClasses('secondary')}>
            {t('billing.success.billing')}
          </Link>
        </div>
      </Outcome>
    );
  }
  return (
    <Outcome title={t('billing.success.confirming')} body={t('billing.success.confirmingBody')} busy>
      {/* The theme's accent: purple for an Exclusive member, blue otherwise. Not lib/theme: a page that
          imports it splits the app shell's first download into more files (ADR 006). */}
      <span className="text-accent-600">
        <Spinner tone="current" size="lg" />
      </span>
    </Outcome>
  );
}

/** One state of the page: its heading, a sentence, and what to do next. Announced when it changes. */
function Outcome({
  title,
  body,
  busy,
  children,
}: {
  title: string;
  body: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <PaymentFrame labelledBy={titleId}>
      <div aria-live="polite" aria-busy={busy || undefined} className="flex flex-col items-center gap-4">
        <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {title}
        </h1>
        <p className="text-ink-700">{body}</p>
        {children}
      </div>
    </PaymentFrame>
  );
}

function MemberLinks() {
  const { t } = useTranslation(billingMessages);
  return (
    <div className="mt-2 flex flex-col gap-3 sm:flex-row">
      <Link to="/user-dashboard" className={buttonClasses('primary')}>
        {t('billing.success.dashboard')}
      </Link>
      <Link to="/user-dashboard?tab=billings" className={buttonClasses('secondary')}>
        {t('billing.success.billing')}
      </Link>
    </div>
  );
}
