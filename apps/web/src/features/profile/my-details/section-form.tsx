import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Field, FieldError, inputClasses } from '../../../components/ui/field';
import { TextArea, TextInput, type Option } from '../../../components/ui/inputs';
import { PhoneField, splitPhoneNumber, type PhoneValue } from '../../../components/ui/phone-field';
import { cn } from '../../../components/ui/cn';
import { errorOf, useSaveDialog } from '../../../lib/forms/server-errors';
import { useTranslation } from '../../../lib/i18n';
import { profileMessages } from '../../../locales/profile';

export type OptionGroup = { label: string; options: readonly Option[] };
export type FormValues = Record<string, unknown>;

/**
 * What an empty text or select means when the form is sent:
 * - `required` (default): the key is left out when it was empty to begin with (nothing to change), and sent empty
 *   when the member emptied it, so the shared schema says what is needed instead of the old value staying silently;
 * - `null`: the value is cleared (`null`);
 * - `keep`: sent as typed (the schema turns an empty optional text into null itself).
 */
type Blank = 'required' | 'null' | 'keep';

type Common = {
  name: string;
  label: string;
  hint?: ReactNode;
  full?: boolean;
  /** The language of what is typed (`<html lang>` form), when it is not the page's: a text in another language. */
  lang?: string | undefined;
};
export type FieldSpec =
  | (Common & {
      kind: 'text' | 'textarea' | 'time' | 'number';
      blank?: Blank;
      autoComplete?: string;
      min?: number;
      max?: number;
    })
  | (Common & {
      kind: 'select';
      blank?: Blank;
      options?: readonly Option[];
      groups?: readonly OptionGroup[];
      /** Fields emptied when this one changes (a state belongs to one country, a caste to one religion). */
      resets?: readonly string[];
      autoComplete?: string;
      /** The empty choice's words, when it means more than "Choose…" (such as "No other language"). */
      blankLabel?: string;
    })
  | (Common & { kind: 'checkboxes'; options: readonly Option[] })
  | (Common & { kind: 'phone' })
  | (Common & { kind: 'date'; blank?: Blank; minYear: number; maxYear: number })
  | (Common & {
      /** Drawn by its feature (the horoscope opt-in and city of birth): the fields it holds, and what it sends. */
      kind: 'custom';
      fields: readonly string[];
      render: (
        form: UseFormReturn<FormValues, unknown, unknown>,
        error: (name: string) => string | undefined,
      ) => ReactNode;
      send: (values: FormValues) => FormValues;
    });

/** A stored number ("+61412345678") as the phone field's two parts; an empty field starts on Australia. */
export function splitPhone(e164: string | null | undefined): PhoneValue {
  return e164 ? splitPhoneNumber(e164) : { countryCode: '+61', number: '' };
}

function joinPhone(value: PhoneValue): string {
  const number = value.number.trim();
  if (!number) return '';
  return number.startsWith('+') ? number : `${value.countryCode}${number}`;
}

/** The form's values as the shared schema expects them: only the fields shown, blanks as their spec says. */
function prepare(values: FormValues, defaults: FormValues, fields: readonly FieldSpec[]): FormValues {
  const prepared: FormValues = {};
  for (const spec of fields) {
    const value = values[spec.name];
    if (spec.kind === 'phone') {
      prepared[spec.name] = joinPhone(value as PhoneValue);
      continue;
    }
    if (spec.kind === 'checkboxes') {
      prepared[spec.name] = value;
      continue;
    }
    if (spec.kind === 'custom') {
      Object.assign(prepared, spec.send(values));
      continue;
    }
    const blank = spec.blank ?? 'required';
    const empty = typeof value !== 'string' || value.trim() === '';
    if (!empty || blank === 'keep') prepared[spec.name] = value;
    else if (blank === 'null') prepared[spec.name] = null;
    else if (typeof defaults[spec.name] === 'string' && (defaults[spec.name] as string).trim() !== '') {
      prepared[spec.name] = value;
    }
  }
  return prepared;
}

type SectionFormProps<Output> = {
  schema: z.ZodType<Output>;
  /** The fields, from the current values (some lists follow another choice). */
  fields: (values: FormValues) => readonly FieldSpec[];
  defaults: FormValues;
  /** Server field names that are one of ours under another name (reference spellings). */
  aliases?: Readonly<Record<string, string>>;
  /** A field to put the cursor in first (from "what is still missing"). */
  focusField?: string | undefined;
  intro?: ReactNode;
  /** Told the values after each change (a list that follows another choice is fetched outside the form). */
  onValues?: (values: FormValues) => void;
  /** Sends the schema's output; throws (RTK `unwrap`) when the server refuses or cannot be reached. */
  onSave: (values: Output) => Promise<unknown>;
  savedMessage: string;
  onDone: () => void;
};

/**
 * One My Details edit form: the section's shared Update schema validates on submit and then as the member corrects;
 * the server's field errors land on their fields; whatever goes wrong, the dialog stays open with everything typed.
 */
export function SectionForm<Output>({
  schema,
  fields,
  defaults,
  aliases = {},
  focusField,
  intro,
  onValues,
  onSave,
  savedMessage,
  onDone,
}: SectionFormProps<Output>) {
  const { t } = useTranslation(profileMessages);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const resolver = useMemo(() => {
    const inner = zodResolver(schema as never) as unknown as Resolver<FormValues, unknown, Output>;
    const wrapped: Resolver<FormValues, unknown, Output> = (values, context, options) =>
      inner(prepare(values, defaults, fieldsRef.current(values)), context, options);
    return wrapped;
  }, [schema, defaults]);

  const form = useForm<FormValues, unknown, Output>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: defaults,
  });
  const values = form.watch();
  const specs = fields(values);
  const { errors, isSubmitting } = form.formState;
  useEffect(() => onValues?.(values));

  const { formRef, problem, submit } = useSaveDialog({
    form,
    known: new Set(specs.flatMap((spec) => (spec.kind === 'custom' ? spec.fields : [spec.name]))),
    aliases,
    save: onSave,
    messages: { saved: savedMessage, failed: t('profile.edit.failed'), checkFields: t('profile.edit.checkFields') },
    onDone,
  });

  useEffect(() => {
    // After the dialog has opened (its effect runs after this one, and opening a modal moves focus).
    const timer = setTimeout(() => {
      const target = focusField
        ? formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)
        : formRef.current?.querySelector<HTMLElement>('input, select, textarea');
      target?.focus();
    });
    return () => clearTimeout(timer);
  }, [focusField, formRef]);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {intro}
      {problem ? (
        <p role="alert" className="rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600">
          {problem}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {specs.map((spec) => (
          <FormField key={spec.name} spec={spec} form={form} error={errorOf(errors, spec.name)} />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('profile.common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('profile.common.save')}
        </Button>
      </div>
    </form>
  );
}

function FormField({
  spec,
  form,
  error,
}: {
  spec: FieldSpec;
  form: UseFormReturn<FormValues, unknown, unknown>;
  error: string | undefined;
}) {
  const { t } = useTranslation(profileMessages);
  const groupId = useId();
  const wide =
    spec.full ||
    spec.kind === 'textarea' ||
    spec.kind === 'checkboxes' ||
    spec.kind === 'phone' ||
    spec.kind === 'date' ||
    spec.kind === 'custom';
  const className = wide ? 'sm:col-span-2' : undefined;

  if (spec.kind === 'custom') return spec.render(form, (name) => errorOf(form.formState.errors, name));

  if (spec.kind === 'date') {
    return (
      <div className={cn('flex flex-col gap-1', className)}>
        <Controller
          control={form.control}
          name={spec.name}
          render={({ field }) => (
            <DateField
              legend={spec.label}
              name={spec.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(value) => field.onChange(value)}
              minYear={spec.minYear}
              maxYear={spec.maxYear}
              error={error}
              required
            />
          )}
        />
        {spec.hint ? <p className="text-sm text-ink-500">{spec.hint}</p> : null}
      </div>
    );
  }

  if (spec.kind === 'phone') {
    return (
      <div className={cn('flex flex-col gap-1', className)}>
        <Controller
          control={form.control}
          name={spec.name}
          render={({ field }) => (
            <PhoneField
              legend={spec.label}
              name={spec.name}
              value={field.value as PhoneValue}
              onChange={(value) => field.onChange(value)}
              error={error}
              required
            />
          )}
        />
        {spec.hint ? <p className="text-sm text-ink-500">{spec.hint}</p> : null}
      </div>
    );
  }

  if (spec.kind === 'checkboxes') {
    const errorId = error ? `${groupId}-error` : undefined;
    const hintId = spec.hint ? `${groupId}-hint` : undefined;
    return (
      <Controller
        control={form.control}
        name={spec.name}
        render={({ field }) => {
          const chosen = (field.value as string[] | undefined) ?? [];
          const toggle = (value: string, checked: boolean) =>
            field.onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
          return (
            <fieldset
              className={cn('flex flex-col gap-2', className)}
              aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
            >
              <legend className="mb-1 text-sm font-semibold text-ink-900">{spec.label}</legend>
              {spec.hint ? (
                <p id={hintId} className="text-sm text-ink-500">
                  {spec.hint}
                </p>
              ) : null}
              <div className="grid grid-cols-1 gap-x-4 gap-y-1 min-[400px]:grid-cols-2 sm:grid-cols-3">
                {spec.options.map((option) => (
                  <label key={option.value} className="flex min-h-11 items-center gap-2 text-ink-900">
                    <input
                      type="checkbox"
                      name={spec.name}
                      value={option.value}
                      checked={chosen.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      aria-invalid={Boolean(error) || undefined}
                      className="h-5 w-5 shrink-0 accent-[var(--accent-600)]"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              <FieldError id={errorId} message={error} />
            </fieldset>
          );
        }}
      />
    );
  }

  return (
    <Field label={spec.label} hint={spec.hint} error={error} className={className}>
      {(field) => {
        const registered = form.register(spec.name);
        if (spec.kind === 'textarea') return <TextArea {...field} rows={6} lang={spec.lang} {...registered} />;
        if (spec.kind === 'select') {
          return (
            <select
              {...field}
              {...registered}
              autoComplete={spec.autoComplete}
              onChange={(event) => {
                void registered.onChange(event);
                for (const name of spec.resets ?? []) form.setValue(name, '');
              }}
              className={cn(inputClasses, 'appearance-auto')}
            >
              <option value="">{spec.blankLabel ?? t('profile.common.choose')}</option>
              {spec.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              {spec.groups?.map((group) => (
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
        return (
          <TextInput
            {...field}
            {...registered}
            type={spec.kind === 'number' ? 'number' : spec.kind === 'time' ? 'time' : 'text'}
            inputMode={spec.kind === 'number' ? 'numeric' : undefined}
            min={spec.min}
            max={spec.max}
            autoComplete={spec.autoComplete}
          />
        );
      }}
    </Field>
  );
}
