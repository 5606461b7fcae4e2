import { useTranslation } from '../../lib/i18n';
import { uiMessages } from '../../locales/ui';
import { inputClasses, FieldError } from './field';

export type PhoneValue = { countryCode: string; number: string };

/** Common dialling codes first; the full list arrives with the profile work (libphonenumber-js). */
export const DIAL_CODES = [
  { value: '+61', label: 'Australia (+61)' },
  { value: '+64', label: 'New Zealand (+64)' },
  { value: '+91', label: 'India (+91)' },
  { value: '+94', label: 'Sri Lanka (+94)' },
  { value: '+92', label: 'Pakistan (+92)' },
  { value: '+880', label: 'Bangladesh (+880)' },
  { value: '+977', label: 'Nepal (+977)' },
  { value: '+65', label: 'Singapore (+65)' },
  { value: '+60', label: 'Malaysia (+60)' },
  { value: '+971', label: 'United Arab Emirates (+971)' },
  { value: '+44', label: 'United Kingdom (+44)' },
  { value: '+1', label: 'United States / Canada (+1)' },
  { value: '+27', label: 'South Africa (+27)' },
  { value: '+679', label: 'Fiji (+679)' },
] as const;

type PhoneFieldProps = {
  legend: string;
  name: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | undefined;
  required?: boolean;
};

export function PhoneField({ legend, name, value, onChange, error, required }: PhoneFieldProps) {
  const { t } = useTranslation(uiMessages);
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-semibold text-ink-900">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-[minmax(7rem,1fr)_2fr] gap-2">
        <select
          aria-label={t('ui.phoneCountry')}
          className={inputClasses}
          value={value.countryCode}
          onChange={(e) => onChange({ ...value, countryCode: e.target.value })}
        >
          {DIAL_CODES.map((code) => (
            <option key={code.value} value={code.value}>
              {code.label}
            </option>
          ))}
        </select>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={t('ui.phoneNumber')}
          aria-invalid={Boolean(error)}
          aria-required={required}
          name={name}
          className={inputClasses}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
