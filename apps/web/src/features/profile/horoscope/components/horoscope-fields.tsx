import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { BirthCity } from '@app/shared/horoscope';
import { Checkbox } from '../../../../components/ui/inputs';
import { useTranslation } from '../../../../lib/i18n';
import { horoscopeMessages } from '../../../../locales/horoscope';
import { BirthCityPicker } from './birth-city-picker';

export type HoroscopeFieldsProps = {
  /** A form with `horoscopeOptIn` (boolean), `cityOfBirth` (a city id or null), `placeOfBirth` and `timeOfBirth`. */
  form: UseFormReturn<FieldValues, unknown, unknown>;
  error: (name: 'horoscopeOptIn' | 'cityOfBirth') => string | undefined;
  /** The city stored, when there is one. */
  city: Pick<BirthCity, 'name' | 'state' | 'country'> | null;
};

/**
 * The horoscope opt-in (issue 31), in Other details and in the religious background: off by default, with what it
 * shares said plainly; once on, the city of birth from the list (its name becomes the place of birth) and, without a
 * time of birth, what can still be worked out.
 */
export function HoroscopeFields({ form, error, city }: HoroscopeFieldsProps) {
  const { t } = useTranslation(horoscopeMessages);
  const hintId = useId();
  const optIn = form.watch('horoscopeOptIn') === true;
  const time = form.watch('timeOfBirth') as unknown;
  const cityId = form.watch('cityOfBirth') as unknown;
  const initialLabel = city ? (city.state ? `${city.name}, ${city.state}` : city.name) : '';
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-ink-500/20 p-4 sm:col-span-2">
      <div className="flex flex-col gap-1">
        <Checkbox
          label={<span className="text-base font-semibold text-ink-900">{t('horoscope.optIn.label')}</span>}
          aria-describedby={hintId}
          error={error('horoscopeOptIn')}
          {...form.register('horoscopeOptIn')}
        />
        <p id={hintId} className="text-sm text-ink-500">
          {t('horoscope.optIn.hint')}
        </p>
      </div>
      {optIn ? (
        <>
          <BirthCityPicker
            name="cityOfBirth"
            initialLabel={initialLabel}
            initialCountry={city?.country ?? 'IN'}
            error={error('cityOfBirth')}
            onChange={(chosen) => {
              const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
              form.setValue('cityOfBirth', chosen ? chosen.id : null, options);
              if (chosen) form.setValue('placeOfBirth', chosen.name, options);
            }}
          />
          {typeof cityId === 'string' && cityId !== '' ? null : (
            <p className="text-sm text-ink-700">{t('horoscope.optIn.cityNeeded')}</p>
          )}
          {typeof time === 'string' && time.trim() !== '' ? null : (
            <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-ink-700">{t('horoscope.optIn.timeUnknown')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
