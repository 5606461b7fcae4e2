import { DISCOVER_SORTS, type DiscoverSort } from '@app/shared/discover';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/inputs';
import { useTranslation } from '../../../lib/i18n';
import { discoverMessages } from '../../../locales/discover';

const isSort = (value: string): value is DiscoverSort => (DISCOVER_SORTS as readonly string[]).includes(value);

/** How Discover's results are ordered; a change applies at once. */
export function SortSelect({ value, onChange }: { value: DiscoverSort; onChange: (sort: DiscoverSort) => void }) {
  const { t } = useTranslation(discoverMessages);
  return (
    <Field label={t('discover.sort.label')} className="min-w-44">
      {(field) => (
        <Select
          {...field}
          options={DISCOVER_SORTS.map((sort) => ({ value: sort, label: t(`discover.sort.options.${sort}`) }))}
          value={value}
          onChange={(event) => {
            if (isSort(event.target.value)) onChange(event.target.value);
          }}
        />
      )}
    </Field>
  );
}
