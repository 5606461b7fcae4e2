import { Controller } from 'react-hook-form';
import type { z } from 'zod';
// Subpath imports: never the phone number library that `@app/shared/profile` brings with it.
import { MAX_MEMBER_AGE } from '@app/shared/profile/limits';
import { castesFor, COMMUNITIES, MOTHER_TONGUES, RELIGIONS } from '@app/shared/profile/options';
import type { BirthCity } from '@app/shared/horoscope';
import type { OtherDetailsInputSchema } from '@app/shared/profile/steps';
import { MIN_MEMBER_AGE } from '@app/shared/constants';
import { DateField } from '../../../../components/ui/date-field';
import { Field } from '../../../../components/ui/field';
import { Select, TextInput } from '../../../../components/ui/inputs';
import { useTranslation } from '../../../../lib/i18n';
import { useOptionLabel, type OptionLabel, type OptionList } from '../../../../lib/option-labels';
import { onboardingMessages } from '../../../../locales/onboarding';
import { deferredZodResolver } from '../../../../lib/forms/deferred-resolver';
import { HoroscopeFieldsOnDemand } from '../../horoscope/on-demand';
import { useGetStepValuesQuery } from '../../api/form-steps';
import { StepForm, type StepFormApi } from '../components/step-form';

type Input = z.input<typeof OtherDetailsInputSchema>;
type Output = z.output<typeof OtherDetailsInputSchema>;

// zod and the step's schema download when the form is first used, not with the page (docs/performance.md).
const resolver = deferredZodResolver<Input, Output>(
  async () => (await import('@app/shared/profile/steps')).OtherDetailsInputSchema,
);

const EMPTY = {
  religion: '',
  community: '',
  caste: '',
  motherTongue: '',
  dateOfBirth: '',
  timeOfBirth: '',
  placeOfBirth: '',
  horoscopeOptIn: false,
  cityOfBirth: null,
} satisfies Input;

/** A list's options: the value sent, labelled in the language shown. */
const asOptions = (label: OptionLabel, list: OptionList, values: readonly string[]) =>
  values.map((value) => ({ value, label: label(list, value) }));

/** /other-details: step 5 of the profile. */
export function OtherDetailsPage() {
  return (
    <StepForm step="other" resolver={resolver} empty={EMPTY}>
      {(api) => <OtherFields {...api} />}
    </StepForm>
  );
}

function OtherFields({ form, error }: StepFormApi<Input, Output>) {
  const { t } = useTranslation(onboardingMessages);
  const label = useOptionLabel();
  const choose = t('onboarding.frame.choose');
  const religion = form.watch('religion');
  const castes = castesFor(religion);
  const thisYear = new Date().getFullYear();
  // With horoscope matching on, the place of birth is the city chosen from the list (its name is sent with it).
  const horoscope = form.watch('horoscopeOptIn') === true;
  const cityId = form.watch('cityOfBirth');
  // The saved step (already fetched to fill the form) names the stored city in full: its label and country.
  const saved = useGetStepValuesQuery('other', { skip: typeof cityId !== 'string' });
  const savedCity = saved.data?.cityOfBirth as BirthCity | null | undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('onboarding.other.religion')} error={error('religion')} required>
          {(field) => (
            <Select
              {...field}
              aria-required
              options={asOptions(label, 'religion', RELIGIONS)}
              placeholder={choose}
              {...form.register('religion', {
                // A caste chosen for another religion no longer applies.
                onChange: (event: { target: { value: string } }) => {
                  if (!castesFor(event.target.value).includes(form.getValues('caste') ?? '')) {
                    form.setValue('caste', '', { shouldValidate: form.formState.isSubmitted });
                  }
                },
              })}
            />
          )}
        </Field>
        <Field
          label={t('onboarding.other.community')}
          hint={t('onboarding.other.communityHint')}
          error={error('community')}
          required
        >
          {(field) => (
            <Select
              {...field}
              aria-required
              options={asOptions(label, 'community', COMMUNITIES)}
              placeholder={choose}
              {...form.register('community')}
            />
          )}
        </Field>
      </div>
      <Field label={t('onboarding.other.caste')} hint={t('onboarding.other.casteHint')} error={error('caste')} required>
        {(field) => (
          <Select
            {...field}
            aria-required
            options={asOptions(label, 'caste', castes)}
            placeholder={choose}
            {...form.register('caste')}
          />
        )}
      </Field>
      <Field label={t('onboarding.other.motherTongue')} error={error('motherTongue')} required>
        {(field) => (
          <Select
            {...field}
            aria-required
            options={asOptions(label, 'motherTongue', MOTHER_TONGUES)}
            placeholder={choose}
            {...form.register('motherTongue')}
          />
        )}
      </Field>
      <div className="flex flex-col gap-1">
        <Controller
          control={form.control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateField
              legend={t('onboarding.other.dob')}
              required
              name="dateOfBirth"
              value={field.value ?? ''}
              onChange={field.onChange}
              minYear={thisYear - MAX_MEMBER_AGE - 1}
              maxYear={thisYear - MIN_MEMBER_AGE}
              error={error('dateOfBirth')}
            />
          )}
        />
        <p className="text-sm text-ink-500">{t('onboarding.other.dobHint')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={`${t('onboarding.other.tob')} ${t('onboarding.frame.optional')}`}
          hint={t('onboarding.other.tobHint')}
          error={error('timeOfBirth')}
        >
          {(field) => <TextInput {...field} type="time" {...form.register('timeOfBirth')} />}
        </Field>
        {horoscope ? null : (
          <Field
            label={`${t('onboarding.other.pob')} ${t('onboarding.frame.optional')}`}
            hint={t('onboarding.other.pobHint')}
            error={error('placeOfBirth')}
          >
            {(field) => <TextInput {...field} {...form.register('placeOfBirth')} />}
          </Field>
        )}
      </div>
      <HoroscopeFieldsOnDemand
        form={form as never}
        error={error}
        city={savedCity && savedCity.id === cityId ? savedCity : null}
      />
    </>
  );
}
