import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import {
  CHILDREN_FILTER_LABELS,
  CHILDREN_FILTERS,
  DiscoverQuerySchema,
  INCOME_FILTER_BANDS,
  type DiscoverFilterKey,
} from '@app/shared/discover';
import { MIN_MEMBER_AGE } from '@app/shared/constants';
import {
  COMMUNITIES,
  DIETS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  OCCUPATION_GROUPS,
  QUALIFICATION_GROUPS,
  RELIGIONS,
  SMOKING_HABITS,
} from '@app/shared/profile/options';
import { MAX_QUESTIONNAIRE_AGE } from '@app/shared/questionnaire';
import { MAX_GUNAS, MIN_GUNAS_RANGE } from '@app/shared/horoscope';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Field } from '../../../components/ui/field';
import { Checkbox, RadioGroup, Select, type Option } from '../../../components/ui/inputs';
import { dropdownsApi, useGetCountryDropdownQuery, useGetStateDropdownQuery } from '../../../lib/api/dropdowns';
import { useHeightFormat } from '../../../lib/height';
import { useTranslation } from '../../../lib/i18n';
import { useOptionLabel, type OptionLabel, type OptionList } from '../../../lib/option-labels';
import { discoverMessages } from '../../../locales/discover';
import { writeDiscoverFilters, type ChoiceKey, type DiscoverFilters } from '../lib/discover-query';

/** What the panel edits: every filter, without the sort (chosen beside the results). */
export type PanelFilters = Omit<DiscoverFilters, 'sortBy'>;

type OptionGroup = { label: string | null; options: readonly Option[] };

const plain = (label: OptionLabel, list: OptionList, values: readonly string[]): OptionGroup[] => [
  { label: null, options: values.map((value) => ({ value, label: label(list, value) })) },
];
const AGE_OPTIONS: Option[] = Array.from({ length: MAX_QUESTIONNAIRE_AGE - MIN_MEMBER_AGE + 1 }, (_, index) => {
  const age = String(MIN_MEMBER_AGE + index);
  return { value: age, label: age };
});

/**
 * The choice lists from shared, in the panel's order, labelled in the language shown (the values in the address and
 * the request stay the lists'); `long` lists scroll in a box and can be searched.
 */
const choicesIn = (
  label: OptionLabel,
): ReadonlyArray<{ key: Exclude<ChoiceKey, 'country' | 'state'>; groups: OptionGroup[]; long?: true }> => [
  { key: 'religion', groups: plain(label, 'religion', RELIGIONS) },
  { key: 'community', groups: plain(label, 'community', COMMUNITIES), long: true },
  { key: 'motherTongue', groups: plain(label, 'motherTongue', MOTHER_TONGUES), long: true },
  { key: 'maritalStatus', groups: plain(label, 'maritalStatus', MARITAL_STATUSES) },
  {
    key: 'qualification',
    groups: QUALIFICATION_GROUPS.map((group) => ({
      label: label('qualificationGroup', group.group),
      options: group.options.map((option) => ({ value: option.value, label: label('qualification', option.value) })),
    })),
    long: true,
  },
  {
    key: 'occupation',
    groups: OCCUPATION_GROUPS.map((group) => ({
      label: label('occupationGroup', group.group),
      options: group.options.map((value) => ({ value, label: label('occupation', value) })),
    })),
    long: true,
  },
  { key: 'diet', groups: plain(label, 'diet', DIETS) },
  { key: 'smoking', groups: plain(label, 'smoking', SMOKING_HABITS) },
];

/** The horoscope filter's choices (issue 31): at least N of 36. */
const GUNA_VALUES = Array.from(
  { length: MIN_GUNAS_RANGE.max - MIN_GUNAS_RANGE.min + 1 },
  (_, index) => MIN_GUNAS_RANGE.min + index,
);

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

type FilterPanelProps = {
  /** The filters in the address; the panel edits a copy until Apply. */
  filters: PanelFilters;
  onApply: (filters: PanelFilters) => void;
  onClear: () => void;
};

/**
 * Every Discover filter. Choices are edited here and take effect with "Apply" (they then go to the address, so a
 * reload, Back and a shared link keep them); "Clear all" removes them at once. Short lists are plain checkboxes,
 * long ones scroll in a box with a search field; states are offered for the countries chosen.
 */
export function FilterPanel({ filters, onApply, onClear }: FilterPanelProps) {
  const { t } = useTranslation(discoverMessages);
  const name = (key: DiscoverFilterKey) => t(`discover.filterNames.${key}`);
  const optionLabel = useOptionLabel();
  const heights = useHeightFormat().options;
  const choices = useMemo(() => choicesIn(optionLabel), [optionLabel]);
  const titleId = useId();
  const [draft, setDraft] = useState<PanelFilters>(filters);
  const [error, setError] = useState<string | null>(null);
  // When the address changes (Apply, Back, a removed filter, "Clear all"), the panel starts again from it; it is
  // not remounted, so focus and the open sections stay where they were.
  const source = writeDiscoverFilters('', filters);
  const [shown, setShown] = useState(source);
  if (source !== shown) {
    setShown(source);
    setDraft(filters);
    setError(null);
  }
  const set = <K extends keyof PanelFilters>(key: K, value: PanelFilters[K]) => {
    setError(null);
    setDraft((current) => {
      const next = { ...current };
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
      else next[key] = value;
      return next;
    });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = DiscoverQuerySchema.safeParse(draft);
    if (!checked.success) {
      // The schema's own sentences are English; the panel says which range is the wrong way round in its language.
      const field = checked.error.issues[0]?.path[0];
      setError(
        t(
          field === 'ageMax'
            ? 'discover.filters.ageOrder'
            : field === 'heightMax'
              ? 'discover.filters.heightOrder'
              : 'discover.filters.invalid',
        ),
      );
      return;
    }
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    setError(null);
    onClear();
  };

  const incomeOptions: Option[] = INCOME_FILTER_BANDS.map((band) => ({
    value: band.value,
    label: band.min
      ? t('discover.filters.incomeAtLeast', { amount: band.min.toLocaleString('en-AU') })
      : t('discover.filters.incomeAnyStated'),
  }));

  return (
    <form aria-labelledby={titleId} onSubmit={apply} noValidate className="flex flex-col gap-4">
      <h3 id={titleId} className="text-lg font-bold text-ink-900">
        {t('discover.filters.title')}
      </h3>

      <Range
        legend={name('age')}
        fromLabel={t('discover.filters.ageFrom')}
        toLabel={t('discover.filters.ageTo')}
        options={AGE_OPTIONS}
        from={draft.ageMin}
        to={draft.ageMax}
        onFrom={(value) => set('ageMin', toNumber(value))}
        onTo={(value) => set('ageMax', toNumber(value))}
      />
      <Range
        legend={name('height')}
        fromLabel={t('discover.filters.heightFrom')}
        toLabel={t('discover.filters.heightTo')}
        options={heights}
        from={draft.heightMin}
        to={draft.heightMax}
        onFrom={(value) => set('heightMin', toNumber(value))}
        onTo={(value) => set('heightMax', toNumber(value))}
      />
      <Field label={name('incomeMin')}>
        {(field) => (
          <Select
            {...field}
            options={incomeOptions}
            placeholder={t('discover.filters.any')}
            value={draft.incomeMin ?? ''}
            onChange={(event) => set('incomeMin', event.target.value || undefined)}
          />
        )}
      </Field>
      <RadioGroup
        legend={name('children')}
        name={`${titleId}-children`}
        options={[
          { value: '', label: t('discover.filters.childrenEither') },
          ...CHILDREN_FILTERS.map((value) => ({
            value,
            label: optionLabel('children', value, CHILDREN_FILTER_LABELS[value]),
          })),
        ]}
        value={draft.children ?? ''}
        onChange={(value) => set('children', value === 'no' || value === 'yes' ? value : undefined)}
      />
      <Field label={name('minGunas')} hint={t('discover.filters.minGunasHint')}>
        {(field) => (
          <Select
            {...field}
            options={GUNA_VALUES.map((count) => ({
              value: String(count),
              label: t('discover.filters.minGunasAtLeast', { count, max: MAX_GUNAS }),
            }))}
            placeholder={t('discover.filters.any')}
            value={draft.minGunas === undefined ? '' : String(draft.minGunas)}
            onChange={(event) => set('minGunas', toNumber(event.target.value))}
          />
        )}
      </Field>
      <Checkbox
        label={name('verifiedOnly')}
        checked={draft.verifiedOnly === true}
        onChange={(event) => set('verifiedOnly', event.target.checked ? true : undefined)}
      />

      <div className="flex flex-col divide-y divide-ink-500/15 border-y border-ink-500/15">
        {choices.map((choice) => (
          <ChoiceSection
            key={choice.key}
            label={name(choice.key)}
            groups={choice.groups}
            long={choice.long ?? false}
            chosen={draft[choice.key] ?? []}
            onChange={(values) => set(choice.key, values as PanelFilters[typeof choice.key])}
          />
        ))}
        <CountrySection chosen={draft.country ?? []} onChange={(values) => set('country', values)} />
        <StateSection
          countries={draft.country ?? []}
          chosen={draft.state ?? []}
          onChange={(values) => set('state', values)}
        />
      </div>

      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('discover.filters.apply')}</Button>
        <Button variant="ghost" onClick={clear}>
          {t('discover.filters.clearAll')}
        </Button>
      </div>
    </form>
  );
}

type RangeProps = {
  legend: string;
  fromLabel: string;
  toLabel: string;
  options: readonly Option[];
  from: number | undefined;
  to: number | undefined;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
};

/** A lower and an upper bound, each optional. */
function Range({ legend, fromLabel, toLabel, options, from, to, onFrom, onTo }: RangeProps) {
  const { t } = useTranslation(discoverMessages);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-semibold text-ink-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <Field label={fromLabel}>
          {(field) => (
            <Select
              {...field}
              options={options}
              placeholder={t('discover.filters.any')}
              value={from === undefined ? '' : String(from)}
              onChange={(event) => onFrom(event.target.value)}
            />
          )}
        </Field>
        <Field label={toLabel}>
          {(field) => (
            <Select
              {...field}
              options={options}
              placeholder={t('discover.filters.any')}
              value={to === undefined ? '' : String(to)}
              onChange={(event) => onTo(event.target.value)}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

/**
 * A filter of several choices as a disclosure, open at first when something in it is chosen. Its checkboxes are
 * only rendered while it is open (the long lists hold hundreds between them).
 */
function Disclosure({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const { t } = useTranslation(discoverMessages);
  const id = useId();
  const [open, setOpen] = useState(() => count > 0);
  return (
    <div className="py-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded py-2 text-left font-semibold text-ink-900 hover:text-accent-700"
      >
        <span>{label}</span>{' '}
        <span className="flex items-center gap-2 text-sm font-medium text-accent-700">
          {count ? t('discover.filters.chosen', { count }) : null}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={cn('h-4 w-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          >
            <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
      </button>
      {open ? (
        <fieldset id={id} className="flex flex-col gap-2 pb-3 pt-1">
          <legend className="sr-only">{label}</legend>
          {children}
        </fieldset>
      ) : null}
    </div>
  );
}

const SCROLL_BOX = 'max-h-56 overflow-y-auto rounded-lg border border-ink-500/20 p-2';

type CheckboxListProps = {
  label: string;
  groups: readonly OptionGroup[];
  /** Scrolls in a box, with a search field. */
  long: boolean;
  chosen: readonly string[];
  onChange: (values: string[]) => void;
};

/** Checkboxes, in groups when the list has them. A chosen value stays chosen while a search hides it. */
function CheckboxList({ label, groups, long, chosen, onChange }: CheckboxListProps) {
  const { t } = useTranslation(discoverMessages);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? groups
        .map((group) => ({
          ...group,
          options: group.options.filter((option) => option.label.toLowerCase().includes(needle)),
        }))
        .filter((group) => group.options.length > 0)
    : groups;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));

  return (
    <>
      {long ? (
        <input
          type="search"
          aria-label={t('discover.filters.search', { label })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          // Enter in the search field must not apply half-chosen filters.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          className="w-full rounded-lg border border-ink-500/40 px-3 py-2 text-sm focus:border-accent-600 focus:outline-none"
        />
      ) : null}
      <div className={long ? SCROLL_BOX : 'flex flex-col gap-1.5'}>
        {shown.length === 0 ? (
          <p className="text-sm text-ink-500">{t('discover.filters.nothingFound', { query: search.trim() })}</p>
        ) : (
          shown.map((group, index) => (
            <div
              key={group.label ?? index}
              role={group.label ? 'group' : undefined}
              aria-label={group.label ?? undefined}
              className="flex flex-col gap-1.5 py-1"
            >
              {group.label ? <GroupHeading>{group.label}</GroupHeading> : null}
              {group.options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  checked={chosen.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
              ))}
            </div>
          ))
        )}
      </div>
    </>
  );
}

/** The visible name of a group of checkboxes (the group itself is named for screen readers). */
function GroupHeading({ children }: { children: ReactNode }) {
  return (
    <p aria-hidden="true" className="pt-1 text-xs font-semibold uppercase tracking-wide text-ink-500">
      {children}
    </p>
  );
}

type ChoiceSectionProps = Omit<CheckboxListProps, 'label'> & { label: string };

function ChoiceSection(props: ChoiceSectionProps) {
  return (
    <Disclosure label={props.label} count={props.chosen.length}>
      <CheckboxList {...props} />
    </Disclosure>
  );
}

/** Countries from the server's list (GET dropdown/getCountryDropdown), chosen by ISO code. */
function CountrySection({ chosen, onChange }: { chosen: readonly string[]; onChange: (values: string[]) => void }) {
  const { t, language } = useTranslation(discoverMessages);
  const optionLabel = useOptionLabel();
  const { data, isError, refetch } = useGetCountryDropdownQuery();
  // Named in the language shown (the catalogue's names by ISO code) and in its order; English as the server sends it.
  const groups = useMemo<OptionGroup[]>(() => {
    const options = (data ?? [])
      .filter((item) => item.id !== null)
      .map((item) => {
        const code = String(item.id).toUpperCase();
        return { value: code, label: optionLabel('country', code, item.value) };
      });
    if (language !== 'en') options.sort((a, b) => a.label.localeCompare(b.label, language));
    return [{ label: null, options }];
  }, [data, optionLabel, language]);
  const label = t('discover.filterNames.country');
  return (
    <Disclosure label={label} count={chosen.length}>
      {isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span>{t('discover.filters.countriesFailed')}</span>
          <Button variant="ghost" size="sm" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !data ? (
        <p className="text-sm text-ink-500">{t('discover.filters.countriesLoading')}</p>
      ) : (
        <CheckboxList label={label} groups={groups} long chosen={chosen} onChange={onChange} />
      )}
    </Disclosure>
  );
}

type StateSectionProps = {
  countries: readonly string[];
  chosen: readonly string[];
  onChange: (values: string[]) => void;
};

/**
 * States (by name) of each chosen country, from GET dropdown/getStateDropdown. A chosen state that none of those
 * lists holds (its country was unticked, or the address named it alone) is listed on its own, so that no filter
 * is ever active without being seen.
 */
function StateSection({ countries, chosen, onChange }: StateSectionProps) {
  const { t } = useTranslation(discoverMessages);
  const optionLabel = useOptionLabel();
  const { data: countryList } = useGetCountryDropdownQuery();
  const nameOf = (code: string) =>
    optionLabel('country', code, countryList?.find((item) => String(item.id).toUpperCase() === code)?.value);
  // The state names of the chosen countries in the cache, as one string (a stable selector result); null while
  // any of those lists is still loading.
  const known = useSelector((state: unknown) => {
    const lists = countries.map((code) => dropdownsApi.endpoints.getStateDropdown.select(code)(state as never).data);
    if (lists.some((list) => list === undefined)) return null;
    return lists
      .flatMap((list) => list ?? [])
      .map((item) => item.value)
      .join('\n');
  });
  const knownStates = known === null ? null : new Set(known.split('\n'));
  const others = knownStates ? chosen.filter((state) => !knownStates.has(state)) : [];
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));

  return (
    <Disclosure label={t('discover.filterNames.state')} count={chosen.length}>
      {countries.length === 0 ? <p className="text-sm text-ink-500">{t('discover.filters.statesFirst')}</p> : null}
      {countries.map((code) => (
        <StatesOf key={code} code={code} name={nameOf(code)} chosen={chosen} onToggle={toggle} />
      ))}
      {others.length ? (
        <div role="group" aria-label={t('discover.filters.otherStates')} className="flex flex-col gap-1.5">
          <GroupHeading>{t('discover.filters.otherStates')}</GroupHeading>
          {others.map((state) => (
            <Checkbox key={state} label={state} checked onChange={() => toggle(state, false)} />
          ))}
        </div>
      ) : null}
    </Disclosure>
  );
}

type StatesOfProps = {
  code: string;
  name: string;
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
};

function StatesOf({ code, name, chosen, onToggle }: StatesOfProps) {
  const { t } = useTranslation(discoverMessages);
  const { data, isError } = useGetStateDropdownQuery(code);
  const label = t('discover.filters.statesOf', { country: name });
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1.5">
      <GroupHeading>{label}</GroupHeading>
      {isError ? (
        <p className="text-sm text-ink-500">{t('discover.filters.statesFailed', { country: name })}</p>
      ) : !data ? (
        <p className="text-sm text-ink-500">{t('discover.filters.statesLoading')}</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-ink-500">{t('discover.filters.statesNone', { country: name })}</p>
      ) : (
        <div className={data.length > 12 ? SCROLL_BOX : 'flex flex-col gap-1.5'}>
          {data.map((item) => (
            <Checkbox
              key={item.value}
              label={item.value}
              checked={chosen.includes(item.value)}
              onChange={(event) => onToggle(item.value, event.target.checked)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
