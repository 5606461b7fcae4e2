import { useId, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { hasMessage } from '../../../lib/i18n-markup';
import { authMessages } from '../../../locales/auth';
import type { Question, QuestionKind, QuestionWording } from '@app/shared/questionnaire/questions';
import { cn } from '../../../components/ui/cn';
import { Field, FieldError } from '../../../components/ui/field';
import { RadioGroup, Select, type Option } from '../../../components/ui/inputs';
import { optionSlug } from '../lib/option-slug';
import type { DraftAnswers } from '../lib/signup-storage';

/** The option every other choice excludes in a multiple-choice question ("None" in hobbies). */
export const EXCLUSIVE_OPTION = 'None';

type QuestionFieldProps = {
  question: Question;
  control: Control<DraftAnswers>;
};

const SELF: QuestionWording = { form: 'self', person: 'self', pronoun: 'you' };

type RendererProps = QuestionFieldProps & {
  name: string;
  text: string;
  summary: string;
  options: Option[];
  /** The message for an invalid answer, chosen from the answer itself. */
  errorFor: (value: unknown) => string;
};

type ErrorKey = 'chooseOne' | 'chooseAge' | 'underAge' | 'chooseBothAges' | 'ageOrder' | 'chooseHobby' | 'noneAlone';

const asString = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const asRange = (value: unknown): { min: string; max: string } => {
  const range = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<'min' | 'max', unknown>>;
  return { min: asString(range.min), max: asString(range.max) };
};
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** What to tell the member, read from the value itself (the shared schema decided it is invalid). */
const ERROR_FOR_KIND: Record<QuestionKind, (value: unknown) => ErrorKey> = {
  single: () => 'chooseOne',
  age: (value) => (asString(value) ? 'underAge' : 'chooseAge'),
  'age-range': (value) => {
    const range = asRange(value);
    return range.min && range.max ? 'ageOrder' : 'chooseBothAges';
  },
  multi: (value) => (asList(value).length === 0 ? 'chooseHobby' : 'noneAlone'),
};

/** "None" clears the others; choosing another clears "None". Kept in the question's option order. */
export function toggleMultiOption(options: readonly string[], current: readonly string[], option: string, on: boolean) {
  let next: string[];
  if (!on) next = current.filter((value) => value !== option);
  else if (option === EXCLUSIVE_OPTION) next = [EXCLUSIVE_OPTION];
  else next = [...current.filter((value) => value !== EXCLUSIVE_OPTION && value !== option), option];
  return options.filter((value) => next.includes(value));
}

function SingleChoice({ question, control, name, text, summary, options, errorFor }: RendererProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroup
      variant="cards"
      legend={text}
      hint={summary}
      name={`question-${question.id}`}
      options={options}
      value={asString(field.value) || undefined}
      onChange={field.onChange}
      error={fieldState.invalid ? errorFor(field.value) : undefined}
    />
  );
}

function AgeChoice({ control, name, text, summary, options, errorFor }: RendererProps) {
  const { t } = useTranslation(authMessages);
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={text} hint={summary} error={fieldState.invalid ? errorFor(field.value) : undefined}>
      {(props) => (
        <Select
          {...props}
          options={options}
          placeholder={t('auth.questionnaire.agePlaceholder')}
          value={asString(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function AgeRangeChoice({ control, name, text, summary, options, errorFor }: RendererProps) {
  const { t } = useTranslation(authMessages);
  const id = useId();
  // Two fields, each revalidating the other: the "youngest below oldest" rule reads both.
  const min = useController({ control, name: `${name}.min`, rules: { deps: [`${name}.max`] } });
  const max = useController({ control, name: `${name}.max`, rules: { deps: [`${name}.min`] } });
  const range = { min: asString(min.field.value), max: asString(max.field.value) };
  const invalid = min.fieldState.invalid || max.fieldState.invalid;
  const error = invalid ? errorFor(range) : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ends = [
    { key: 'min', label: t('auth.questionnaire.rangeFrom'), control: min },
    { key: 'max', label: t('auth.questionnaire.rangeTo'), control: max },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-1 text-base font-semibold text-ink-900">{text}</legend>
      <p className="text-sm text-ink-500">{summary}</p>
      <div className="grid grid-cols-2 gap-3">
        {ends.map((end) => (
          <Field key={end.key} label={end.label}>
            {(props) => (
              <Select
                {...props}
                aria-invalid={end.control.fieldState.invalid}
                aria-describedby={errorId}
                options={options}
                placeholder={t('auth.questionnaire.agePlaceholder')}
                value={range[end.key]}
                onChange={(event) => end.control.field.onChange(event.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function MultiChoice({ question, control, name, text, summary, options, errorFor }: RendererProps) {
  const { t } = useTranslation(authMessages);
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const chosen = asList(field.value);
  const error = fieldState.invalid ? errorFor(field.value) : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-1 text-base font-semibold text-ink-900">{text}</legend>
      <p className="text-sm text-ink-500">
        {summary} {t('auth.questionnaire.multiHint')}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const checked = chosen.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2.5 font-medium text-ink-900 transition-colors hover:border-accent-500',
                'has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
                checked ? 'border-accent-600 bg-accent-50' : 'border-ink-500/30',
                option.value === EXCLUSIVE_OPTION && 'col-span-2 sm:col-span-3',
              )}
            >
              <input
                type="checkbox"
                name={`question-${question.id}`}
                value={option.value}
                checked={checked}
                aria-invalid={Boolean(error) || undefined}
                onChange={(event) =>
                  field.onChange(toggleMultiOption(question.options, chosen, option.value, event.target.checked))
                }
                className="h-4 w-4 shrink-0 accent-[var(--accent-600)]"
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

const RENDERERS: Record<QuestionKind, (props: RendererProps) => ReactNode> = {
  single: SingleChoice,
  age: AgeChoice,
  'age-range': AgeRangeChoice,
  multi: MultiChoice,
};

/** The gender a pronoun gives, for the person whose relation word does not say it ("your relative", "your friend"). */
const GENDER_OF: Partial<Record<QuestionWording['pronoun'], 'man' | 'woman'>> = { he: 'man', she: 'woman' };

/** A branch of the English catalogue (every language has the same keys): a message, a group of them, or nothing. */
const englishAt = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      authMessages.en,
    );

/**
 * The key of a text about someone else (`…questionAbout`, `…summaryAbout`): a whole sentence per person, never
 * assembled from fragments (ADR 018), so each language words the relation, its case and the agreement itself.
 * `<about>.<person>_man|_woman` where the relation word does not give the person's gender ("relative", "friend")
 * and the answers do; else `<about>.<person>`. `<about>` itself when it is one sentence for everyone, and
 * `undefined` when the question has no such text (its own text is then used for everyone).
 */
export function aboutKey(about: string, wording: QuestionWording): string | undefined {
  const sentences = englishAt(about);
  if (typeof sentences === 'string') return about;
  if (!sentences || typeof sentences !== 'object') return undefined;
  const gender = GENDER_OF[wording.pronoun];
  const gendered = gender && `${wording.person}_${gender}`;
  return `${about}.${gendered && gendered in sentences ? gendered : wording.person}`;
}

/**
 * One questionnaire question, drawn from its data in `QUESTIONS`: text, summary and options from the catalogue,
 * worded about the member or about the person the profile is for (`wording`, from `questionWording`).
 */
export function QuestionField({
  question,
  control,
  wording = SELF,
}: QuestionFieldProps & { wording?: QuestionWording | undefined }) {
  const { t } = useTranslation(authMessages);
  type Key = 'auth.questionnaire.q1.question';
  const base = `auth.questionnaire.${question.key}`;
  const about = wording.form === 'about';
  // The sentence about the person the profile is for where the catalogue has one, else the question's own.
  const text = (part: 'question' | 'summary') =>
    t(((about && aboutKey(`${base}.${part}About`, wording)) || `${base}.${part}`) as Key);
  const optionLabel = (option: string) => {
    const own = `${base}.optionsAbout.${optionSlug(option)}`;
    return t((about && hasMessage(own, authMessages) ? own : `${base}.options.${optionSlug(option)}`) as Key);
  };
  // Ages are numbers: shown as they are. Every other option has its own wording in the catalogue.
  const options = question.options.map((option) => ({
    value: option,
    label: question.kind === 'age' || question.kind === 'age-range' ? option : optionLabel(option),
  }));
  const Renderer = RENDERERS[question.kind];
  return (
    <div data-question={question.id}>
      <Renderer
        question={question}
        control={control}
        name={String(question.id)}
        text={text('question')}
        summary={text('summary')}
        options={options}
        errorFor={(value) => t(`auth.questionnaire.errors.${ERROR_FOR_KIND[question.kind](value)}`)}
      />
    </div>
  );
}
