import { useMemo } from 'react';
import type { z } from 'zod';
// Subpath imports: never the phone number library that `@app/shared/profile` brings with it.
import {
  INCOME_BANDS,
  INCOME_CURRENCIES,
  OCCUPATION_GROUPS,
  QUALIFICATION_GROUPS,
  WORKING_STATUSES,
} from '@app/shared/profile/options';
import type { QualificationDetailsInputSchema } from '@app/shared/profile/steps';
import { Field } from '../../../../components/ui/field';
import { Select, TextInput } from '../../../../components/ui/inputs';
import { useTranslation } from '../../../../lib/i18n';
import { useOptionLabel, type OptionLabel } from '../../../../lib/option-labels';
import { onboardingMessages } from '../../../../locales/onboarding';
import { GroupedSelect } from '../components/grouped-select';
import { deferredZodResolver } from '../../../../lib/forms/deferred-resolver';
import { StepForm, type StepFormApi } from '../components/step-form';

type Input = z.input<typeof QualificationDetailsInputSchema>;
type Output = z.output<typeof QualificationDetailsInputSchema>;

// zod and the step's schema download when the form is first used, not with the page (docs/performance.md).
const resolver = deferredZodResolver<Input, Output>(
  async () => (await import('@app/shared/profile/steps')).QualificationDetailsInputSchema,
);

const EMPTY = {
  qualification: '',
  currentWorkingStatus: '',
  occupation: '',
  income: '',
  incomeCurrency: 'AUD',
  incomeAmount: '',
} satisfies Input;

/** The step's lists: the values sent, labelled in the language shown. */
const optionsIn = (label: OptionLabel) => ({
  qualifications: QUALIFICATION_GROUPS.map((group) => ({
    label: label('qualificationGroup', group.group),
    options: group.options.map((option) => ({ value: option.value, label: label('qualification', option.value) })),
  })),
  occupations: OCCUPATION_GROUPS.map((group) => ({
    label: label('occupationGroup', group.group),
    options: group.options.map((option) => ({ value: option, label: label('occupation', option) })),
  })),
  working: WORKING_STATUSES.map((status) => ({ value: status.value, label: label('workingStatus', status.value) })),
  income: INCOME_BANDS.map((band) => ({ value: band.value, label: label('income', band.value) })),
});
const CURRENCY_OPTIONS = INCOME_CURRENCIES.map((code) => ({ value: code, label: code }));

/** /qualification-details: step 2 of the profile. */
export function QualificationDetailsPage() {
  return (
    <StepForm step="qualification" resolver={resolver} empty={EMPTY}>
      {(api) => <QualificationFields {...api} />}
    </StepForm>
  );
}

function QualificationFields({ form, error }: StepFormApi<Input, Output>) {
  const { t } = useTranslation(onboardingMessages);
  const label = useOptionLabel();
  const lists = useMemo(() => optionsIn(label), [label]);
  const choose = t('onboarding.frame.choose');
  const currency = String(form.watch('incomeCurrency') || 'AUD');
  return (
    <>
      <Field label={t('onboarding.qualification.qualification')} error={error('qualification')} required>
        {(field) => (
          <GroupedSelect
            {...field}
            aria-required
            groups={lists.qualifications}
            placeholder={choose}
            {...form.register('qualification')}
          />
        )}
      </Field>
      <Field label={t('onboarding.qualification.workingStatus')} error={error('currentWorkingStatus')} required>
        {(field) => (
          <Select
            {...field}
            aria-required
            options={lists.working}
            placeholder={choose}
            {...form.register('currentWorkingStatus')}
          />
        )}
      </Field>
      <Field label={t('onboarding.qualification.occupation')} error={error('occupation')} required>
        {(field) => (
          <GroupedSelect
            {...field}
            aria-required
            groups={lists.occupations}
            placeholder={choose}
            {...form.register('occupation')}
          />
        )}
      </Field>
      <Field label={t('onboarding.qualification.currency')} hint={t('onboarding.qualification.incomeHint')}>
        {(field) => (
          <Select
            {...field}
            options={CURRENCY_OPTIONS}
            {...form.register('incomeCurrency', {
              // An AUD band or an amount in another currency: the other one is cleared.
              onChange: (event: { target: { value: string } }) =>
                form.setValue(event.target.value === 'AUD' ? 'incomeAmount' : 'income', ''),
            })}
          />
        )}
      </Field>
      {currency === 'AUD' ? (
        <Field label={t('onboarding.qualification.income')} error={error('income')} required>
          {(field) => (
            <Select {...field} aria-required options={lists.income} placeholder={choose} {...form.register('income')} />
          )}
        </Field>
      ) : (
        <Field
          label={t('onboarding.qualification.amount', { currency })}
          hint={t('onboarding.qualification.amountHint')}
          error={error('incomeAmount')}
          required
        >
          {(field) => <TextInput {...field} aria-required inputMode="numeric" {...form.register('incomeAmount')} />}
        </Field>
      )}
    </>
  );
}
