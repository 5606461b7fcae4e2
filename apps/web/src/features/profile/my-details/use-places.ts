import { useMemo, useState } from 'react';
import type { DropdownItem } from '@app/shared/profile';
import type { Option } from '../../../components/ui/inputs';
import { useGetCountryDropdownQuery, useGetStateDropdownQuery } from '../../../lib/api/dropdowns';
import { useTranslation } from '../../../lib/i18n';
import { useOptionLabel, type OptionLabel } from '../../../lib/option-labels';

/** Dropdown rows as select options: `id` is what is sent (an ISO code for countries), `value` what is shown. */
const toOptions = (items: readonly DropdownItem[] | undefined, useIdAsValue: boolean): Option[] =>
  (items ?? []).map((item) => ({
    value: useIdAsValue && item.id !== null ? String(item.id) : item.value,
    label: item.value,
  }));

/**
 * The server's countries (`id` the ISO code, `value` the English name) named in the language shown, from the
 * catalogue (ADR 018), and in that language's order; English keeps the server's names and order.
 */
export function countryOptions(items: readonly DropdownItem[] | undefined, label: OptionLabel, locale: string) {
  const options = toOptions(items, true).map((option) => ({
    value: option.value,
    label: label('country', option.value, option.label),
  }));
  return locale.startsWith('en') ? options : options.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Every country (ISO code and name in the language shown), from the server's list (GET dropdown/getCountryDropdown). */
export function useCountryOptions(skip = false): Option[] {
  const { data } = useGetCountryDropdownQuery(undefined, { skip });
  const { language } = useTranslation();
  const label = useOptionLabel();
  return useMemo(() => countryOptions(data, label, language), [data, label, language]);
}

/**
 * Countries, and the states of the country chosen in a form (GET dropdown/getStateDropdown?country=XX). A state is
 * stored by its name, and shown by it: states keep their English names in every language.
 * `states` is undefined while the chosen country's list loads, empty when it has none.
 */
export function usePlaces(enabled: boolean, initialCountry: string) {
  const [country, setCountry] = useState(initialCountry);
  const countries = useCountryOptions(!enabled);
  const stateQuery = useGetStateDropdownQuery(country, { skip: !enabled || !country });
  const { currentData, isError } = stateQuery;
  // Without the list (the server could not be reached), the state is typed instead of chosen.
  const states = useMemo(
    () => (currentData ? toOptions(currentData, false) : isError ? [] : undefined),
    [currentData, isError],
  );
  return { countries, country, setCountry, states };
}
