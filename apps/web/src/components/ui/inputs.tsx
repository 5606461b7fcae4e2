import {
  useState,
  type ReactNode,
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '../../lib/i18n';
import { uiMessages } from '../../locales/ui';
import { cn } from './cn';
import { inputClasses, FieldError } from './field';

export function TextInput({
  className,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(inputClasses, className)} {...rest} />;
}

export function TextArea({
  className,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn(inputClasses, 'min-h-32', className)} {...rest} />;
}

export function PasswordInput({
  className,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation(uiMessages);
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={cn(inputClasses, 'pr-20', className)}
        {...rest}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm font-semibold text-accent-700 hover:bg-accent-50"
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? t('ui.hidePassword') : t('ui.showPassword')}
      </button>
    </div>
  );
}

export type Option = { value: string; label: string };

export function Select({
  options,
  placeholder,
  className,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly Option[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <select ref={ref} className={cn(inputClasses, 'appearance-auto', className)} {...rest}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function Checkbox({
  label,
  error,
  className,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const errorId = rest.id && error ? `${rest.id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label className="inline-flex items-start gap-2 text-sm text-ink-700">
        <input
          ref={ref}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-ink-500/60 accent-[var(--accent-600)]"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={errorId}
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: readonly Option[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  variant?: 'list' | 'cards';
};

/** A fieldset of radio buttons; `cards` renders the big tappable choices the questionnaire uses. */
export function RadioGroup({ legend, name, options, value, onChange, error, hint, variant = 'list' }: RadioGroupProps) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-1 text-base font-semibold text-ink-900">{legend}</legend>
      {hint ? <p className="text-sm text-ink-500">{hint}</p> : null}
      <div className={variant === 'cards' ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-2'}>
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-center gap-3 text-ink-900',
                variant === 'cards' &&
                  'rounded-xl border-2 px-4 py-3 font-medium transition-colors hover:border-accent-500 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
                variant === 'cards' && (checked ? 'border-accent-600 bg-accent-50' : 'border-ink-500/30'),
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className={variant === 'cards' ? 'h-4 w-4 accent-[var(--accent-600)]' : 'h-4 w-4'}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
