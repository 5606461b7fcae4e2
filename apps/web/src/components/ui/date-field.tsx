import { useTranslation } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language-names';
import { uiMessages } from '../../locales/ui';
import { inputClasses, FieldError } from './field';
import { cn } from './cn';
import { dateTimeFormat } from '../../lib/intl';

type DateFieldProps = {
  legend: string;
  name: string;
  /** ISO date (YYYY-MM-DD) or '' */
  value: string;
  onChange: (value: string) => void;
  minYear: number;
  maxYear: number;
  error?: string | undefined;
  required?: boolean;
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The months' names in a language, made once per language. English is written out: setting up the browser's date
 * formatter for a first time took longer than the rest of the step's first render on a phone (docs/performance.md).
 */
const MONTH_NAMES = new Map<string, readonly string[]>([
  [
    'en',
    [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  ],
]);
export function monthNamesIn(lang: string): readonly string[] {
  let names = MONTH_NAMES.get(lang) ?? (lang.startsWith('en') ? MONTH_NAMES.get('en') : undefined);
  if (!names) {
    const format = dateTimeFormat(lang, { month: 'long' });
    names = Array.from({ length: 12 }, (_, index) => format.format(new Date(2000, index, 1)));
    MONTH_NAMES.set(lang, names);
  }
  return names;
}

/** Day / month / year selects: reliable on every phone, unlike the native date picker for birth dates. */
export function DateField({ legend, name, value, onChange, minYear, maxYear, error, required }: DateFieldProps) {
  const { t, language } = useTranslation(uiMessages);
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  const monthNames = monthNamesIn(LANGUAGES[language].htmlLang);
  const update = (next: { year?: string; month?: string; day?: string }) => {
    const y = next.year ?? year;
    const m = next.month ?? month;
    const d = next.day ?? day;
    onChange(y || m || d ? `${y}-${m}-${d}` : '');
  };
  const errorId = error ? `${name}-error` : undefined;
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, index) => String(maxYear - index));
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
      <div className="grid grid-cols-[minmax(5rem,1fr)_2fr_minmax(5.5rem,1.4fr)] gap-2">
        <select
          aria-label={t('ui.day')}
          className={cn(inputClasses)}
          value={day}
          onChange={(e) => update({ day: e.target.value })}
          aria-invalid={Boolean(error)}
        >
          <option value="">{t('ui.day')}</option>
          {Array.from({ length: 31 }, (_, index) => pad(index + 1)).map((d) => (
            <option key={d} value={d}>
              {Number(d)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('ui.month')}
          className={cn(inputClasses)}
          value={month}
          onChange={(e) => update({ month: e.target.value })}
          aria-invalid={Boolean(error)}
        >
          <option value="">{t('ui.month')}</option>
          {monthNames.map((label, index) => (
            <option key={label} value={pad(index + 1)}>
              {label}
            </option>
          ))}
        </select>
        <select
          aria-label={t('ui.year')}
          className={cn(inputClasses)}
          value={year}
          onChange={(e) => update({ year: e.target.value })}
          aria-invalid={Boolean(error)}
        >
          <option value="">{t('ui.year')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
