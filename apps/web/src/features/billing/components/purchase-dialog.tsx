import { Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import type { ExclusiveDeclarations, PlanDto } from '@app/shared/plans';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox } from '../../../components/ui/inputs';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { MessagingLines } from '../../../components/members/messaging-lines';
import { usePlanWords } from '../../../components/members/plan-words';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { withMarkup } from '../../../lib/i18n-markup';
import { lazyPage } from '../../../lib/lazy-page';
import { formatAud } from '../../../lib/money';
import { billingMessages } from '../../../locales/billing';
import { useCreateCheckoutSessionMutation } from '../api/billing';
import { browserNavigation } from '../lib/redirect';
import type { CriterionResult } from '../lib/criterion-words';
import type { NotEligible } from './eligibility-step';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A NOT_ELIGIBLE refusal's `details` as sent (each criterion's result), or null when it has none to read. */
function readDetails(value: unknown): CriterionResult[] | null {
  if (!Array.isArray(value)) return null;
  const details = value.filter(
    (item): item is CriterionResult =>
      isRecord(item) &&
      typeof item.id === 'string' &&
      typeof item.title === 'string' &&
      typeof item.satisfied === 'boolean' &&
      typeof item.message === 'string' &&
      (item.reason === undefined || typeof item.reason === 'string') &&
      (item.params === undefined || isRecord(item.params)),
  );
  return details.length ? details : null;
}

/**
 * The Exclusive step loads when an Exclusive dialog opens: with it come the words of each criterion and the option
 * lists' labels they use, which the plans page and the other plans' dialogs do not need up front.
 */
const EligibilityStep = lazyPage(() => import('./eligibility-step'), 'EligibilityStep', {
  failed: (retry) => <LoadFailed onRetry={retry} />,
});

const linkClass = 'font-semibold text-accent-700 underline underline-offset-2';
const TickIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-success-600" fill="currentColor">
    <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5.2z" />
  </svg>
);

/** What a refused or failed checkout says, in the dialog (never a broken page). */
type CheckoutProblem = { kind: 'message'; text: string } | { kind: 'not-eligible'; detail: NotEligible };

/**
 * Buying a plan (the reference product's flow, in our words): the plan's price and what it includes, two confirmations (refunds
 * and the terms), then for Exclusive the eligibility step; "Continue to payment" asks the server for a checkout
 * session and sends the browser to its page. Refusals are shown here: not eligible (each criterion), a higher plan
 * already running, an unknown plan.
 */
export function PurchaseDialog({ plan, onClose }: { plan: PlanDto; onClose: () => void }) {
  const { t, language } = useTranslation(billingMessages);
  const id = useId();
  const exclusive = plan.tier === 'Exclusive';
  const [step, setStep] = useState<'details' | 'eligibility'>('details');
  const [refundAccepted, setRefundAccepted] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [createCheckout] = useCreateCheckoutSessionMutation();
  // From the click until the browser has left: a second click sends nothing.
  const [leaving, setLeaving] = useState(false);
  const words = usePlanWords();
  const planName = words.planName(plan);
  const title = t('billing.purchase.title', { plan: planName, period: t(`billing.periodName.${plan.planType}`) });
  useEffect(() => {
    if (exclusive) void EligibilityStep.preload().catch(() => undefined);
  }, [exclusive]);

  const pay = async (declarations?: ExclusiveDeclarations) => {
    if (leaving) return;
    setLeaving(true);
    setProblem(null);
    try {
      const session = await createCheckout({
        planId: plan.id,
        ...(declarations ? { declarations } : {}),
      }).unwrap();
      browserNavigation.assign(session.url);
    } catch (error) {
      setLeaving(false);
      const failure = readApiFailure(error);
      if (failure.kind === 'rejected' && failure.code === 'NOT_ELIGIBLE') {
        const unmatched = Array.isArray(failure.data.unmatchedCriteria)
          ? failure.data.unmatchedCriteria.filter((item): item is string => typeof item === 'string')
          : [];
        const details = readDetails(failure.data.details);
        setProblem({ kind: 'not-eligible', detail: { message: failure.message, unmatched, details } });
      } else if (failure.kind === 'rejected' && failure.code === 'CONFLICT') {
        setProblem({ kind: 'message', text: failure.message || t('billing.purchase.conflict') });
      } else if (failure.kind === 'rejected' && failure.code === 'NOT_FOUND') {
        setProblem({ kind: 'message', text: t('billing.purchase.notFound') });
      } else {
        setProblem({ kind: 'message', text: t('billing.purchase.failed') });
      }
    }
  };

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    if (!refundAccepted || !termsAccepted) {
      setShowErrors(true);
      return;
    }
    if (exclusive) setStep('eligibility');
    else void pay();
  };

  const messageProblem =
    problem?.kind === 'message' ? (
      <p role="alert" className="rounded-lg bg-danger-600/10 px-3 py-2 text-danger-600">
        {problem.text}
      </p>
    ) : null;

  return (
    <Dialog
      open
      onClose={() => {
        if (!leaving) onClose();
      }}
      title={step === 'details' ? title : t('billing.eligibility.title')}
      description={step === 'details' ? t('billing.purchase.intro') : t('billing.eligibility.intro')}
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
      {step === 'details' ? (
        <form noValidate onSubmit={submitDetails} className="flex flex-col gap-4">
          <p className="text-ink-900">
            <span className="text-3xl font-bold">{formatAud(plan.priceCents, LANGUAGES[language].htmlLang)}</span>{' '}
            <span className="text-ink-700">{t(`billing.per.${plan.planType}`)}</span>
            <span className="mt-1 block text-sm text-ink-500">{t('billing.gstIncluded')}</span>
          </p>
          {plan.featureList.length ? (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold text-ink-900">{t('billing.purchase.includes')}</h3>
              <ul className="flex flex-col gap-1.5">
                {plan.featureList.map((feature) => (
                  <li key={feature} className="flex gap-2 text-ink-900">
                    <TickIcon />
                    <span>{words.featureLine(feature)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <MessagingLines tier={plan.tier} title={t('billing.purchase.messaging')} />
          <div className="flex flex-col gap-3 border-t border-ink-500/15 pt-4">
            <Checkbox
              id={`${id}-refund`}
              checked={refundAccepted}
              onChange={(event) => setRefundAccepted(event.target.checked)}
              error={showErrors && !refundAccepted ? t('billing.purchase.refundRequired') : undefined}
              label={withMarkup(t('billing.purchase.refundLabel'), {
                terms: <Link to="/terms-conditions" target="_blank" rel="noopener" className={linkClass} />,
              })}
            />
            <Checkbox
              id={`${id}-terms`}
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.target.checked)}
              error={showErrors && !termsAccepted ? t('billing.purchase.termsRequired') : undefined}
              label={withMarkup(t('billing.purchase.termsLabel'), {
                privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" className={linkClass} />,
                terms: <Link to="/terms-conditions" target="_blank" rel="noopener" className={linkClass} />,
              })}
            />
          </div>
          {messageProblem}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={leaving} onClick={onClose}>
              {t('billing.purchase.cancel')}
            </Button>
            <Button type="submit" loading={leaving}>
              {leaving
                ? t('billing.purchase.paying')
                : exclusive
                  ? t('billing.purchase.next')
                  : t('billing.purchase.pay')}
            </Button>
          </div>
        </form>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="text-ink-700">
              {t('billing.eligibility.checking')}
            </p>
          }
        >
          <EligibilityStep
            leaving={leaving}
            notEligible={problem?.kind === 'not-eligible' ? problem.detail : null}
            problem={messageProblem}
            onBack={() => {
              setProblem(null);
              setStep('details');
            }}
            onPay={(declarations) => void pay(declarations)}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
