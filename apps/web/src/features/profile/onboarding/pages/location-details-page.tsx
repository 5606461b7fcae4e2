import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { DropdownItem } from '@app/shared/profile';
// Subpath imports: never the phone number library that `@app/shared/profile` brings with it.
import { AUSTRALIAN_VISA_STATUSES } from '@app/shared/profile/options';
import type { LocationDetailsInputSchema } from '@app/shared/profile/steps';
import { Field } from '../../../../components/ui/field';
import { RadioGroup, Select, TextInput } from '../../../../components/ui/inputs';
import { useTranslation } from '../../../../lib/i18n';
import { useOptionLabel, type OptionLabel } from '../../../../lib/option-labels';
import { onboardingMessages } from '../../../../locales/onboarding';
import {
  useGetCitizenshipDropdownQuery,
  useGetCountryDropdownQuery,
  useGetStateDropdownQuery,
} from '../../../../lib/api/dropdowns';
import { ServerSelect } from '../components/server-select';
import { deferredZodResolver } from '../../../../lib/forms/deferred-resolver';
import { StepForm, type StepFormApi } from '../components/step-form';

type Input = z.input<typeof LocationDetailsInputSchema>;
type Output = z.output<typeof LocationDetailsInputSchema>;

// zod and the step's schema download when the form is first used, not with the page (docs/performance.md).
const resolver = deferredZodResolver<Input, Output>(
  async () => (await import('@app/shared/profile/steps')).LocationDetailsInputSchema,
);

const EMPTY = {
  citizenShip: '',
  country: '',
  state: '',
  austrailanVisaStatus: '',
  plansMoveToAustralia: '',
  cityOfResidence: '',
} satisfies Input;

/** A yes/no as the radio shows it (the server answers a boolean, the form holds "Yes"/"No"). */
const yesNo = (value: unknown): string =>
  value === true || value === 'Yes' ? 'Yes' : value === false || value === 'No' ? 'No' : '';

/** The server may name the visa field with either spelling the schema accepts. */
const ALIASES = { australianVisaStatus: 'austrailanVisaStatus' } as const;

/** Countries are sent as their ISO code (`id`); states by name. */
const countryCode = (item: DropdownItem) => (typeof item.id === 'string' && item.id ? item.id : item.value);
const stateName = (item: DropdownItem) => item.value;

/**
 * The server's countries named in the language shown (the catalogue's names by ISO code, ADR 018) and in its order;
 * the code sent stays the same. English keeps the server's names and order. States keep their English names.
 */
function namedCountries(items: DropdownItem[] | undefined, label: OptionLabel, language: string) {
  if (!items || language === 'en') return items;
  return items
    .map((item) => ({ ...item, value: label('country', countryCode(item), item.value) }))
    .sort((a, b) => a.value.localeCompare(b.value, language));
}

/** /location-details: step 3 of the profile. */
export function LocationDetailsPage() {
  return (
    <StepForm step="location" resolver={resolver} empty={EMPTY} aliases={ALIASES}>
      {(api) => <LocationFields {...api} />}
    </StepForm>
  );
}

function LocationFields({ form, error }: StepFormApi<Input, Output>) {
  const { t, language } = useTranslation(onboardingMessages);
  const label = useOptionLabel();
  const choose = t('onboarding.frame.choose');
  const citizenshipList = useGetCitizenshipDropdownQuery();
  const countryList = useGetCountryDropdownQuery();
  const citizenshipData = useMemo(
    () => namedCountries(citizenshipList.data, label, language),
    [citizenshipList.data, label, language],
  );
  const countryData = useMemo(
    () => namedCountries(countryList.data, label, language),
    [countryList.data, label, language],
  );
  const citizenships = { ...citizenshipList, data: citizenshipData };
  const countries = { ...countryList, data: countryData };
  const country = form.watch('country');
  const stateQuery = useGetStateDropdownQuery(country ?? '', { skip: !country });
  // `currentData`: never the previous country's states while the new country's are on their way.
  const states = { ...stateQuery, data: stateQuery.currentData };
  // The package lists no regions for a few countries; the server then accepts any text.
  const typeState = Boolean(country) && states.data?.length === 0;
  // The visa status is asked of members living in Australia, or abroad and planning to move there.
  const inAustralia = country === 'AU';
  const plansMove = yesNo(form.watch('plansMoveToAustralia'));
  const askVisa = inAustralia || plansMove === 'Yes';
  return (
    <>
      <Field label={t('onboarding.location.citizenship')} error={error('citizenShip')} required>
        {(field) => (
          <Controller
            control={form.control}
            name="citizenShip"
            render={({ field: control }) => (
              <ServerSelect
                {...field}
                ref={control.ref}
                list={citizenships}
                valueOf={countryCode}
                value={control.value ?? ''}
                onChange={control.onChange}
                onBlur={control.onBlur}
                name={control.name}
                placeholder={choose}
              />
            )}
          />
        )}
      </Field>
      <Field label={t('onboarding.location.country')} error={error('country')} required>
        {(field) => (
          <Controller
            control={form.control}
            name="country"
            render={({ field: control }) => (
              <ServerSelect
                {...field}
                ref={control.ref}
                list={countries}
                valueOf={countryCode}
                value={control.value ?? ''}
                onChange={(value) => {
                  control.onChange(value);
                  // The state belongs to the country: a new country starts with no state chosen.
                  form.setValue('state', '', { shouldValidate: form.formState.isSubmitted });
                }}
                onBlur={control.onBlur}
                name={control.name}
                placeholder={choose}
              />
            )}
          />
        )}
      </Field>
      <Field
        label={t('onboarding.location.state')}
        hint={typeState ? t('onboarding.location.stateFreeHint') : undefined}
        error={error('state')}
        required
      >
        {(field) =>
          typeState ? (
            <TextInput {...field} aria-required autoComplete="address-level1" {...form.register('state')} />
          ) : (
            <Controller
              control={form.control}
              name="state"
              render={({ field: control }) => (
                <ServerSelect
                  {...field}
                  ref={control.ref}
                  list={states}
                  valueOf={stateName}
                  value={control.value ?? ''}
                  onChange={control.onChange}
                  onBlur={control.onBlur}
                  name={control.name}
                  placeholder={choose}
                  waitingFor={country ? undefined : t('onboarding.location.stateChooseCountry')}
                />
              )}
            />
          )
        }
      </Field>
      {country && !inAustralia ? (
        <Controller
          control={form.control}
          name="plansMoveToAustralia"
          render={({ field: control }) => (
            <RadioGroup
              legend={t('onboarding.location.plansMove')}
              name={control.name}
              options={[
                { value: 'Yes', label: t('onboarding.location.plansMoveYes') },
                { value: 'No', label: t('onboarding.location.plansMoveNo') },
              ]}
              value={yesNo(control.value) || undefined}
              onChange={(value) => {
                control.onChange(value);
                // No move planned: no visa status is asked, and none is sent.
                if (value === 'No') form.setValue('austrailanVisaStatus', '');
              }}
              error={error('plansMoveToAustralia')}
            />
          )}
        />
      ) : null}
      {askVisa ? (
        <Field
          label={t('onboarding.location.visa')}
          hint={inAustralia ? t('onboarding.location.visaHint') : t('onboarding.location.visaMovingHint')}
          error={error('austrailanVisaStatus')}
          required
        >
          {(field) => (
            <Select
              {...field}
              aria-required
              options={AUSTRALIAN_VISA_STATUSES.map((status) => ({
                value: status,
                label: label('visaStatus', status),
              }))}
              placeholder={choose}
              {...form.register('austrailanVisaStatus')}
            />
          )}
        </Field>
      ) : null}
      <Field
        label={`${t('onboarding.location.city')} ${t('onboarding.frame.optional')}`}
        hint={t('onboarding.location.cityHint')}
        error={error('cityOfResidence')}
      >
        {(field) => <TextInput {...field} autoComplete="address-level2" {...form.register('cityOfResidence')} />}
      </Field>
    </>
  );
}
