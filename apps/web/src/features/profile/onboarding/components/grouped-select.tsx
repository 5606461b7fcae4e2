import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../../../components/ui/cn';
import { inputClasses } from '../../../../components/ui/field';
import type { Option } from '../../../../components/ui/inputs';

export type OptionGroup = { label: string; options: readonly Option[] };

/** A native select whose options come in labelled groups (qualifications, occupations). */
export function GroupedSelect({
  groups,
  placeholder,
  className,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  groups: readonly OptionGroup[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <select ref={ref} className={cn(inputClasses, 'appearance-auto', className)} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
