import { useId, useState, type KeyboardEvent } from 'react';
import type { BirthCity } from '@app/shared/horoscope';
import { cn } from '../../../../components/ui/cn';
import { FieldError, inputClasses } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/inputs';
import { useTranslation } from '../../../../lib/i18n';
import { horoscopeMessages } from '../../../../locales/horoscope';
import { useCountryOptions } from '../../my-details/use-places';
import { useGetBirthCitiesQuery } from '../api/cities';

/** Fewer letters than this ask the member for more instead of searching. */
const MIN_QUERY = 2;

const cityLabel = (city: Pick<BirthCity, 'name' | 'state'>) => (city.state ? `${city.name}, ${city.state}` : city.name);

type BirthCityPickerProps = {
  /** What the field shows at first: the chosen city (or the stored place of birth), '' for none. */
  initialLabel: string;
  /** The country whose cities are searched at first (ISO code). */
  initialCountry: string;
  /** A city chosen from the list, or null once the member types something else. */
  onChange: (city: BirthCity | null) => void;
  error?: string | undefined;
  /** The input's name, so a server error on the field can put the cursor in it. */
  name: string;
};

/**
 * The city of birth (issue 31): the country first, then a searchable list of its cities (GET dropdown/cities). An
 * ARIA 1.2 combobox: the text field owns a listbox; up and down move through the cities, Enter chooses, Escape
 * closes; how many were found is announced. City names are the list's own and are not translated.
 */
export function BirthCityPicker({ initialLabel, initialCountry, onChange, error, name }: BirthCityPickerProps) {
  const { t } = useTranslation(horoscopeMessages);
  const id = useId();
  const countries = useCountryOptions();
  const [country, setCountry] = useState(initialCountry);
  const [text, setText] = useState(initialLabel);
  // The text of the city chosen last: while the field shows it, nothing is searched.
  const [chosen, setChosen] = useState(initialLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = text.trim();
  const searching = q !== chosen && q.length >= MIN_QUERY && country !== '';
  const { currentData, isFetching, isError } = useGetBirthCitiesQuery({ country, q }, { skip: !searching });
  const cities = searching ? (currentData ?? []) : [];
  const expanded = open && cities.length > 0;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = error ? `${id}-error` : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (city: BirthCity) => {
    const label = cityLabel(city);
    setText(label);
    setChosen(label);
    setOpen(false);
    setActive(-1);
    onChange(city);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!cities.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + cities.length) % cities.length);
    } else if (event.key === 'Enter') {
      // Enter chooses from the list; it never sends the form half-filled.
      if (expanded || searching) event.preventDefault();
      const city = expanded ? cities[active] : undefined;
      if (city) choose(city);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (q && q !== chosen) {
    if (q.length < MIN_QUERY) status = t('horoscope.city.typeMore');
    else if (isError) status = t('horoscope.city.failed');
    else if (isFetching && !currentData) status = t('horoscope.city.searching');
    else if (currentData && currentData.length === 0) status = t('horoscope.city.none', { query: q });
    else if (currentData) status = t('horoscope.city.results', { count: currentData.length });
  } else if (chosen && q === chosen) {
    status = t('horoscope.city.chosen', { city: chosen });
  }

  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-country`} className="text-sm font-semibold text-ink-900">
          {t('horoscope.city.country')}
        </label>
        <Select
          id={`${id}-country`}
          options={countries}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            // A city belongs to one country: another country starts the search again.
            setText('');
            setChosen('');
            setActive(-1);
            onChange(null);
          }}
        />
      </div>
      <div className="relative flex flex-col gap-1">
        <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink-900">
          {t('horoscope.city.label')}
        </label>
        <input
          id={`${id}-input`}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={[hintId, statusId, errorId].filter(Boolean).join(' ')}
          aria-invalid={Boolean(error) || undefined}
          translate="no"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (chosen) {
              setChosen('');
              onChange(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={inputClasses}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('horoscope.city.label')}
          translate="no"
          hidden={!expanded}
          className="absolute left-0 right-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-ink-500/30 bg-white py-1 shadow-lg"
        >
          {cities.map((city, index) => (
            // The keyboard stays in the text field (aria-activedescendant: arrows and Enter); a city is also clicked.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={city.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the field, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
              className={cn(
                'cursor-pointer px-3 py-2 text-ink-900',
                index === active ? 'bg-accent-100 font-semibold' : 'hover:bg-accent-50',
              )}
            >
              {cityLabel(city)}
            </li>
          ))}
        </ul>
        <p id={hintId} className="text-sm text-ink-500">
          {t('horoscope.city.hint')}
        </p>
        <p id={statusId} role="status" className="text-sm text-ink-700">
          {status}
        </p>
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
}
