import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
// Subpath imports: the profile module's other schemas stay out of this page's download.
import { PROFILE_TEXT_LIMITS } from '@app/shared/profile/limits';
import { MARITAL_STATUSES, MAX_CHILDREN } from '@app/shared/profile/marital';
import type { PersonalDetailsInputSchema } from '@app/shared/profile/personal';
import { Field } from '../../../../components/ui/field';
import { Select, TextArea, TextInput } from '../../../../components/ui/inputs';
import { PhoneField, splitPhoneNumber, type PhoneValue } from '../../../../components/ui/phone-field';
import { useTranslation } from '../../../../lib/i18n';
import { useOptionLabel } from '../../../../lib/option-labels';
import { onboardingMessages } from '../../../../locales/onboarding';
import { deferredResolver } from '../../../../lib/forms/deferred-resolver';
import { StepForm, type StepFormApi } from '../components/step-form';

type Input = z.input<typeof PersonalDetailsInputSchema>;
type Output = z.output<typeof PersonalDetailsInputSchema>;
type Api = StepFormApi<Input, Output>;

/** The number of children is asked only of members who have been married (`asksChildren`). */
const asksChildren = (maritalStatus: unknown) => Boolean(maritalStatus) && maritalStatus !== 'Never Married';

/**
 * The shared schema, reading the number of children only when the question is on screen; otherwise it is left out
 * and the schema's default (0) applies, rather than an error on a field the member cannot see. It holds the phone
 * check, and with it libphonenumber-js's metadata (about 30 KB gzip): it downloads when the form is first used.
 */
const resolver = deferredResolver<Input, Output>(async () => {
  const schemaResolver = zodResolver((await import('@app/shared/profile/personal')).PersonalDetailsInputSchema);
  return (values, context, options) =>
    schemaResolver(
      asksChildren(values.maritalStatus) ? values : { ...values, numberOfChildren: undefined },
      context,
      options,
    );
});

const EMPTY = {
  firstName: '',
  lastName: '',
  displayName: '',
  maritalStatus: '',
  numberOfChildren: '',
  contactNumber: '',
  aboutYourSelf: '',
} satisfies Input;

const CHILDREN_OPTIONS = Array.from({ length: MAX_CHILDREN + 1 }, (_, count) => ({
  value: String(count),
  label: String(count),
}));
const DEFAULT_CALLING_CODE = '+61';

/** /personal-details: step 1 of the profile. */
export function PersonalDetailsPage() {
  return (
    <StepForm step="personal" resolver={resolver} empty={EMPTY}>
      {(api) => <PersonalFields {...api} />}
    </StepForm>
  );
}

function PersonalFields({ form, error }: Api) {
  const { t } = useTranslation(onboardingMessages);
  const label = useOptionLabel();
  const maritalStatus = form.watch('maritalStatus');
  const about = form.watch('aboutYourSelf');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('onboarding.personal.firstName')} error={error('firstName')} required>
          {(field) => <TextInput {...field} autoComplete="given-name" aria-required {...form.register('firstName')} />}
        </Field>
        <Field label={t('onboarding.personal.lastName')} error={error('lastName')} required>
          {(field) => <TextInput {...field} autoComplete="family-name" aria-required {...form.register('lastName')} />}
        </Field>
      </div>
      <Field
        label={`${t('onboarding.personal.displayName')} ${t('onboarding.frame.optional')}`}
        hint={t('onboarding.personal.displayNameHint')}
        error={error('displayName')}
      >
        {(field) => <TextInput {...field} autoComplete="nickname" {...form.register('displayName')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('onboarding.personal.maritalStatus')} error={error('maritalStatus')} required>
          {(field) => (
            <Select
              {...field}
              aria-required
              options={MARITAL_STATUSES.map((status) => ({ value: status, label: label('maritalStatus', status) }))}
              placeholder={t('onboarding.frame.choose')}
              {...form.register('maritalStatus')}
            />
          )}
        </Field>
        {asksChildren(maritalStatus) ? (
          <Field
            label={t('onboarding.personal.children')}
            hint={t('onboarding.personal.childrenHint')}
            error={error('numberOfChildren')}
            required
          >
            {(field) => (
              <Select
                {...field}
                aria-required
                options={CHILDREN_OPTIONS}
                placeholder={t('onboarding.frame.choose')}
                {...form.register('numberOfChildren')}
              />
            )}
          </Field>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <Controller
          control={form.control}
          name="contactNumber"
          render={({ field }) => (
            <ContactNumberInput
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              legend={t('onboarding.personal.phone')}
              error={error('contactNumber')}
            />
          )}
        />
        <p className="text-sm text-ink-500">{t('onboarding.personal.phoneHint')}</p>
      </div>
      <Field
        label={t('onboarding.personal.about')}
        hint={
          <>
            {t('onboarding.personal.aboutHint', { min: PROFILE_TEXT_LIMITS.aboutMin })}{' '}
            <span className="font-semibold">
              {t('onboarding.personal.aboutCount', {
                count: typeof about === 'string' ? about.length : 0,
                max: PROFILE_TEXT_LIMITS.aboutMax,
              })}
            </span>
          </>
        }
        error={error('aboutYourSelf')}
        required
      >
        {(field) => <TextArea {...field} rows={6} aria-required {...form.register('aboutYourSelf')} />}
      </Field>
    </>
  );
}

/**
 * The design system's phone field (country calling code + number) over the one text value the schema reads:
 * "+61 0412 345 678" while typing (libphonenumber-js in the schema turns it into "+61412345678"), empty while
 * there is no number, so an empty field reads as missing rather than invalid.
 */
function ContactNumberInput({
  value,
  onChange,
  legend,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  legend: string;
  error: string | undefined;
}) {
  const [callingCode, setCallingCode] = useState(() => splitPhoneNumber(value).countryCode || DEFAULT_CALLING_CODE);
  const phone: PhoneValue = value ? splitPhoneNumber(value) : { countryCode: callingCode, number: '' };
  return (
    <PhoneField
      legend={legend}
      name="contactNumber"
      value={phone}
      onChange={(next) => {
        setCallingCode(next.countryCode);
        onChange(next.number.trim() ? `${next.countryCode} ${next.number}` : '');
      }}
      error={error}
      required
    />
  );
}
