import { useEffect, useRef, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { Stepper } from '../../../../components/ui/stepper';
import { useBrand } from '../../../../lib/brand';
import { useTranslation } from '../../../../lib/i18n';
import { onboardingMessages } from '../../../../locales/onboarding';
import { previousStep, stepByKey, STEPS, type StepKey } from '../steps';

type StepShellProps = {
  step: StepKey;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** "Save and continue" unless given. */
  submitLabel?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  /** Why the button is disabled, tied to it for screen readers. */
  submitHint?: ReactNode;
  /** A message about the whole form (a failed save), shown above the fields. */
  alert?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** The form's first use (a field focused or pressed): the step's rules start downloading then. */
  onFormUsed?: () => void;
};

const backClass =
  'inline-flex items-center justify-center rounded-full px-4 py-2.5 font-semibold text-accent-700 underline-offset-4 hover:underline';

/**
 * The frame of every onboarding step (the site's bar and footer are hidden on these routes): the brand, the
 * progress through the five steps, the step's title with why we ask, one form, and Back / Save and continue.
 */
export function StepShell({
  step,
  children,
  onSubmit,
  submitLabel,
  submitting = false,
  submitDisabled = false,
  submitHint,
  alert,
  formRef,
  onFormUsed,
}: StepShellProps) {
  const { t } = useTranslation(onboardingMessages);
  const brand = useBrand();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = stepByKey(step);
  const previous = previousStep(step);
  const hintId = `${step}-submit-hint`;

  // Coming from the step before, the page changed without a load: move focus to the new heading, so screen
  // readers announce it (a first visit starts at the top of the document as usual).
  const focusHeading = Boolean((location.state as { focusHeading?: boolean } | null)?.focusHeading);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <main id="main" className="min-h-screen bg-accent-50 px-4 py-6 sm:py-10">
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <Link
          to="/user-dashboard"
          className="self-start rounded text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
          aria-label={`${brand.siteName} — ${t('onboarding.frame.home')}`}
        >
          {brand.siteName}
        </Link>
        <section className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-sm sm:p-8">
          <Stepper current={current.number} total={STEPS.length} label={t(`onboarding.steps.${step}.name`)} />
          <header className="flex flex-col gap-2">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold text-ink-900 focus:outline-none sm:text-3xl"
            >
              {t(`onboarding.steps.${step}.title`)}
            </h1>
            <p className="text-ink-700">{t(`onboarding.steps.${step}.why`)}</p>
          </header>
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            onFocus={onFormUsed}
            onPointerDown={onFormUsed}
            className="flex flex-col gap-5"
          >
            {alert}
            {children}
            <div className="flex flex-col-reverse gap-3 border-t border-ink-500/15 pt-5 sm:flex-row sm:items-center sm:justify-between">
              {previous ? (
                <Link
                  to={previous.path}
                  className={backClass}
                  aria-label={t('onboarding.frame.backTo', { step: t(`onboarding.steps.${previous.key}.name`) })}
                >
                  ← {t('onboarding.frame.back')}
                </Link>
              ) : (
                <span aria-hidden="true" />
              )}
              <div className="flex flex-col items-stretch gap-2 sm:items-end">
                <Button
                  type="submit"
                  size="lg"
                  loading={submitting}
                  disabled={submitDisabled}
                  aria-describedby={submitHint ? hintId : undefined}
                >
                  {submitLabel ?? t('onboarding.frame.save')}
                </Button>
                {submitHint ? (
                  <p id={hintId} className="text-sm text-ink-500">
                    {submitHint}
                  </p>
                ) : null}
              </div>
            </div>
          </form>
        </section>
      </div>
    </main>
  );
}
