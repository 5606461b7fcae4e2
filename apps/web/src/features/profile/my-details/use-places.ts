import { useMemo, useState } from 'react';
import type { DropdownItem } from '@app/shared/profile';
import type { Option } from '../../../components/ui/inputs';
import { useGetCountryDropdownQuery, useGetStateDropdownQuery } from '../../../lib/api/dropdowns';

/** Dropdown rows as select options: `id` is what is sent (an ISO code for countries), `value` what is shown. */
const toOptions = (items: readonly DropdownItem[] | undefined, useIdAsValue: boolean): Option[] =>
  (items ?? []).map((item) => ({
    value: useIdAsValue && item.id !== null ? String(item.id) : item.value,
    label: item.value,
  }));

/** Every country (ISO code and name), from the server's list (GET dropdown/getCountryDropdown). */
export function useCountryOptions(skip = false): Option[] {
  const { data } = useGetCountryDropdownQuery(undefined, { skip });
  return useMemo(() => toOptions(data, true), [data]);
}

/**
 * Countries, and the states of the country chosen in a form (GET dropdown/getStateDropdown?country=XX). A state is
 * stored by its name. `states` is undefined while the chosen country's list loads, empty when it has none.
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
