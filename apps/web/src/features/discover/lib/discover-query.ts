import { DiscoverQuerySchema, type DiscoverQuery, type DiscoverSort } from '@app/shared/discover';

/**
 * Discover's filters and sort live in the address next to `tab=discover`, so a reload, Back and a shared link keep
 * them. These helpers read them (dropping whatever the shared schema refuses, never failing), write them back, and
 * build the query string the API is sent (choices as repeated keys: `religion=Hindu&religion=Sikh`).
 */

/** The filters without paging: what the address holds. */
export type DiscoverFilters = Omit<DiscoverQuery, 'cursor' | 'pageSize' | 'page'>;

const SINGLE_KEYS = [
  'ageMin',
  'ageMax',
  'heightMin',
  'heightMax',
  'incomeMin',
  'children',
  'verifiedOnly',
  'minGunas',
  'sortBy',
] as const;
export const CHOICE_KEYS = [
  'religion',
  'community',
  'motherTongue',
  'maritalStatus',
  'qualification',
  'occupation',
  'diet',
  'smoking',
  'country',
  'state',
] as const;
export type ChoiceKey = (typeof CHOICE_KEYS)[number];
/** Every key of the address that belongs to Discover (the rest, such as `tab`, is left alone). */
const OWN_KEYS: readonly string[] = [...SINGLE_KEYS, ...CHOICE_KEYS, 'cursor', 'page', 'pageSize'];

export const DEFAULT_SORT: DiscoverSort = 'bestMatch';

/** Reads the filters from a query string; values the schema refuses are dropped one by one, the rest kept. */
export function readDiscoverFilters(search: string): DiscoverFilters {
  const params = new URLSearchParams(search);
  const input: Record<string, unknown> = {};
  for (const key of SINGLE_KEYS) {
    const value = params.get(key)?.trim();
    if (value) input[key] = value;
  }
  for (const key of CHOICE_KEYS) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length) input[key] = values;
  }
  // Each pass removes what the previous one reported; a handful of passes is always enough (refinements across
  // fields only run once the fields themselves are valid).
  for (let pass = 0; pass < 5; pass += 1) {
    const result = DiscoverQuerySchema.safeParse(input);
    if (result.success) {
      const { cursor: _cursor, pageSize: _pageSize, page: _page, ...filters } = result.data;
      return filters;
    }
    const dropped = new Map<string, Set<number>>();
    for (const issue of result.error.issues) {
      const [key, index] = issue.path;
      if (typeof key !== 'string') return { sortBy: DEFAULT_SORT };
      const value = input[key];
      if (typeof index === 'number' && Array.isArray(value)) {
        dropped.set(key, (dropped.get(key) ?? new Set()).add(index));
      } else {
        delete input[key];
      }
    }
    for (const [key, indexes] of dropped) {
      const value = input[key];
      if (!Array.isArray(value)) continue;
      const kept = value.filter((_item, index) => !indexes.has(index));
      if (kept.length) input[key] = kept;
      else delete input[key];
    }
  }
  return { sortBy: DEFAULT_SORT };
}

/** The filters as query parameters, in a stable order (the default sort is left out). */
function appendFilters(params: URLSearchParams, filters: Partial<DiscoverFilters>, withDefaultSort: boolean) {
  for (const key of SINGLE_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    if (key === 'sortBy' && value === DEFAULT_SORT && !withDefaultSort) continue;
    params.set(key, String(value));
  }
  for (const key of CHOICE_KEYS) {
    for (const value of filters[key] ?? []) params.append(key, value);
  }
  return params;
}

/** The current query string with Discover's part replaced by `filters` (other keys, such as `tab`, kept). */
export function writeDiscoverFilters(search: string, filters: Partial<DiscoverFilters>): string {
  const params = new URLSearchParams(search);
  for (const key of OWN_KEYS) params.delete(key);
  const text = appendFilters(params, filters, false).toString();
  return text ? `?${text}` : '';
}

/** The query string GET profile/filtered-profiles is sent for the first page (the cursor is added per page). */
export function discoverApiQuery(filters: Partial<DiscoverFilters>): string {
  return appendFilters(new URLSearchParams(), { sortBy: DEFAULT_SORT, ...filters }, true).toString();
}
