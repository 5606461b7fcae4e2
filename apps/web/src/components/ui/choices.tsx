import { useId, useState, type ReactNode, type Ref } from 'react';
import { cn } from './cn';
import { Field, FieldError } from './field';
import { RadioGroup, Select, TextInput, type Option, type RadioGroupProps } from './inputs';

type ChoiceListProps = {
  legend: ReactNode;
  /** The checkboxes' name. */
  name: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: ReactNode;
  error?: string | undefined;
  /** A long list scrolls in its own box. */
  scroll?: boolean;
  /**
   * A very long list (every country) with a search box: it shows what was chosen, and what matches what is typed;
   * an unticked choice stays in view until the search changes, so a slip can be undone.
   */
  search?: {
    label: ReactNode;
    /** Said when nothing matches the text typed. */
    noMatch: (text: string) => ReactNode;
    /** The choices shown before any search. */
    initial?: readonly string[];
  };
};

/** A fieldset of checkboxes choosing any number of options (none chosen is a choice too). */
export function ChoiceList({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  scroll = false,
  search,
}: ChoiceListProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(search?.initial));
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const needle = text.trim().toLowerCase();
  const shown = !search
    ? options
    : needle
      ? options.filter((option) => option.label.toLowerCase().includes(needle))
      : options.filter((option) => value.includes(option.value) || seen.has(option.value));
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {search ? (
        <Field label={search.label}>
          {(props) => (
            <TextInput
              {...props}
              type="search"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setSeen(new Set(value));
              }}
            />
          )}
        </Field>
      ) : null}
      <div
        className={cn(
          'grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2',
          scroll && 'max-h-60 overflow-y-auto rounded-lg border border-ink-500/20 px-3 py-1',
        )}
      >
        {shown.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-ink-900">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              aria-invalid={Boolean(error) || undefined}
              className="h-5 w-5 shrink-0 accent-[var(--accent-600)]"
            />
            {option.label}
          </label>
        ))}
        {search && needle && shown.length === 0 ? (
          <p className="py-2 text-sm text-ink-500">{search.noMatch(text)}</p>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

type SelectFieldProps = {
  label: ReactNode;
  name: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text of an empty first choice ("No preference"); without it every choice is an option. */
  blank?: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select of one option. */
export function SelectField({ label, name, options, value, onChange, onBlur, blank, error, ref }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <Select
          {...props}
          ref={ref}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          options={options}
          placeholder={blank}
        />
      )}
    </Field>
  );
}

/** A radio group whose buttons' name is this group's own, so two groups of one name on a page never meet. */
export function Radios({ name, ...rest }: RadioGroupProps) {
  const id = useId();
  return <RadioGroup {...rest} name={`${id}-${name}`} />;
}

type ConditionalCheckboxProps = {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Said, with the box disabled, while the box cannot be ticked (what it takes); undefined while it can. */
  unavailable?: ReactNode;
};

/**
 * A checkbox that depends on another choice (a must-have needs a preference to hold to): disabled and unticked
 * while it cannot apply, saying what it takes.
 */
export function ConditionalCheckbox({ name, label, checked, onChange, unavailable }: ConditionalCheckboxProps) {
  const hintId = useId();
  const available = unavailable === undefined || unavailable === null || unavailable === false;
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink-900">
        <input
          type="checkbox"
          name={name}
          checked={available && checked}
          disabled={!available}
          aria-describedby={available ? undefined : hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="h-5 w-5 shrink-0 accent-[var(--accent-600)]"
        />
        {label}
      </label>
      {available ? null : (
        <p id={hintId} className="text-sm text-ink-500">
          {unavailable}
        </p>
      )}
    </div>
  );
}
