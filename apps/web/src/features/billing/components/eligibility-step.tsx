import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ExclusiveCriterionId, ExclusiveDeclarations } from '@app/shared/plans';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/inputs';
import { Link } from '../../../components/ui/link';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useTranslation } from '../../../lib/i18n';
import { billingMessages } from '../../../locales/billing';
import { useCheckExclusiveEligibilityMutation } from '../api/billing';
import { useCriterionWords, type CriterionResult } from '../lib/criterion-words';

/**
 * A NOT_ELIGIBLE refusal at checkout: the server's sentence, the criteria it found unmet in English
 * (`unmatchedCriteria`), and each criterion's result (`details`, worded here; null when the refusal had none).
 */
export type NotEligible = { message: string; unmatched: string[]; details: CriterionResult[] | null };

/**
 * What a refusal lists: the criteria not met, worded in the language shown from `details`; without them, the
 * server's English (`unmatchedCriteria`, else its message).
 */
function refusalLines(notEligible: NotEligible, words: ReturnType<typeof useCriterionWords>): string[] {
  const unmet = (notEligible.details ?? []).filter((criterion) => !criterion.satisfied);
  if (unmet.length) return unmet.map((criterion) => words(criterion).sentence);
  return notEligible.unmatched.length ? notEligible.unmatched : [notEligible.message];
}

/** The four statements a member confirms, and the field of `declarations` each one sets. */
const DECLARATIONS = [
  ['professional_achievements', 'professionalAchievements'],
  ['community_family_values', 'communityFamilyValues'],
  ['no_criminal_background', 'noCriminalBackground'],
  ['verification_willingness', 'willingnessForVerification'],
] as const satisfies ReadonlyArray<readonly [ExclusiveCriterionId, keyof ExclusiveDeclarations]>;
type DeclarationId = (typeof DECLARATIONS)[number][0];
const isDeclaration = (id: ExclusiveCriterionId): id is DeclarationId => DECLARATIONS.some(([each]) => each === id);

/** Where a member fixes a profile criterion: the section of My Details that holds it. */
const FIX_AT = '/user-dashboard?tab=details';

type EligibilityStepProps = {
  leaving: boolean;
  notEligible: NotEligible | null;
  problem: ReactNode;
  onBack: () => void;
  onPay: (declarations: ExclusiveDeclarations) => void;
};

/**
 * Exclusive's eligibility: the server checks the profile (complete, age, income, qualification)
 * and each criterion is shown met or not, with a link to where it is fixed; the four statements are ticked here
 * and sent as `declarations` with the checkout, where the server checks everything again.
 */
export function EligibilityStep({ leaving, notEligible, problem, onBack, onPay }: EligibilityStepProps) {
  const { t } = useTranslation(billingMessages);
  const words = useCriterionWords();
  const id = useId();
  const [check, { data, isError, isLoading }] = useCheckExclusiveEligibilityMutation();
  const [ticked, setTicked] = useState<ReadonlySet<DeclarationId>>(() => new Set());
  const [showErrors, setShowErrors] = useState(false);
  useEffect(() => {
    void check({});
  }, [check]);

  if (isError) return <LoadFailed message={t('billing.eligibility.loadFailed')} onRetry={() => void check({})} />;
  if (!data || isLoading) {
    return (
      <p role="status" className="text-ink-700">
        {t('billing.eligibility.checking')}
      </p>
    );
  }

  const profileCriteria = data.details.filter((criterion) => !isDeclaration(criterion.id));
  const profileBlocks = profileCriteria.some((criterion) => !criterion.satisfied);
  const allTicked = DECLARATIONS.every(([declaration]) => ticked.has(declaration));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (profileBlocks) return;
    if (!allTicked) {
      setShowErrors(true);
      return;
    }
    onPay(Object.fromEntries(DECLARATIONS.map(([, field]) => [field, true])) as ExclusiveDeclarations);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <section aria-labelledby={`${id}-profile`} className="flex flex-col gap-2">
        <h3 id={`${id}-profile`} className="font-semibold text-ink-900">
          {t('billing.eligibility.profileHeading')}
        </h3>
        <ul className="flex flex-col gap-2">
          {profileCriteria.map((criterion) => (
            <Criterion key={criterion.id} criterion={criterion} />
          ))}
        </ul>
      </section>
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={showErrors && !allTicked ? `${id}-required` : undefined}
      >
        <legend className="mb-1 font-semibold text-ink-900">{t('billing.eligibility.declarationsHeading')}</legend>
        {DECLARATIONS.map(([declaration]) => (
          <Checkbox
            key={declaration}
            name={declaration}
            checked={ticked.has(declaration)}
            onChange={(event) =>
              setTicked((current) => {
                const next = new Set(current);
                if (event.target.checked) next.add(declaration);
                else next.delete(declaration);
                return next;
              })
            }
            label={
              <span className="text-base text-ink-900">{t(`billing.eligibility.declarations.${declaration}`)}</span>
            }
          />
        ))}
        {showErrors && !allTicked ? (
          <p id={`${id}-required`} className="text-sm font-medium text-danger-600">
            {t('billing.eligibility.declarationsRequired')}
          </p>
        ) : null}
      </fieldset>
      {profileBlocks ? (
        <p role="status" className="rounded-lg bg-gold-400/25 px-3 py-2 text-ink-900">
          {t('billing.eligibility.profileBlocks')}
        </p>
      ) : null}
      {notEligible ? (
        <div role="alert" className="rounded-lg bg-danger-600/10 px-3 py-2 text-danger-600">
          <p className="font-semibold">{t('billing.eligibility.notEligible')}</p>
          <ul className="ml-5 list-disc">
            {refusalLines(notEligible, words).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={leaving} onClick={onBack}>
          {t('billing.purchase.back')}
        </Button>
        <Button type="submit" loading={leaving} disabled={profileBlocks}>
          {leaving ? t('billing.purchase.paying') : t('billing.purchase.pay')}
        </Button>
      </div>
    </form>
  );
}

function Criterion({ criterion }: { criterion: CriterionResult }) {
  const { t } = useTranslation(billingMessages);
  const { title, sentence } = useCriterionWords()(criterion);
  return (
    <li className="flex flex-col gap-0.5 rounded-lg border border-ink-500/15 px-3 py-2">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-ink-900">{title}</span>
        <span
          className={
            criterion.satisfied
              ? 'rounded-full bg-success-600/10 px-2 py-0.5 text-sm font-semibold text-success-600'
              : 'rounded-full bg-danger-600/10 px-2 py-0.5 text-sm font-semibold text-danger-600'
          }
        >
          {criterion.satisfied ? t('billing.eligibility.met') : t('billing.eligibility.notMet')}
        </span>
      </span>
      {criterion.satisfied ? null : (
        <>
          <span className="text-sm text-ink-700">{sentence}</span>
          <Link to={FIX_AT} className="self-start text-sm font-semibold text-accent-700 underline underline-offset-2">
            {t('billing.eligibility.fix')}
          </Link>
        </>
      )}
    </li>
  );
}
