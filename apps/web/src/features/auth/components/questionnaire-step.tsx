import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { QUESTIONS, questionWording, type Question } from '@app/shared/questionnaire/questions';
import { Button } from '../../../components/ui/button';
import { Stepper } from '../../../components/ui/stepper';
import { deferredResolver, SCHEMA_UNAVAILABLE, preloadWhenUsed } from '../../../lib/forms/deferred-resolver';
import { toast } from '../../../lib/toast';
import type { DraftAnswers } from '../lib/signup-storage';
import { QuestionField } from './question-field';

type QuestionnaireStepProps = {
  /** Question ids this page shows (one entry of QUESTIONNAIRE_PAGES). */
  questionIds: readonly number[];
  current: number;
  total: number;
  draft: DraftAnswers;
  onDraftChange: (values: DraftAnswers) => void;
  onBack: () => void;
  onContinue: () => void;
  continueLabel: string;
};

const emptyValue: Record<Question['kind'], () => unknown> = {
  single: () => '',
  age: () => '',
  'age-range': () => ({ min: '', max: '' }),
  multi: () => [],
};

/** The page's rules (lib/questionnaire-rules.ts), downloaded with zod when the page is first used rather than with it. */
const pageResolver = (questionIds: readonly number[]) =>
  deferredResolver<DraftAnswers, DraftAnswers>(async () =>
    (await import('../lib/questionnaire-rules')).pageResolver(questionIds),
  );

/** Any questionnaire page: its questions come from QUESTIONS, its validation from pageSchema(ids). */
export function QuestionnaireStep(props: QuestionnaireStepProps) {
  const { questionIds, current, total, draft, onDraftChange, onBack, onContinue, continueLabel } = props;
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const questions = useMemo(
    () => questionIds.map((id) => QUESTIONS.find((question) => question.id === id)).filter((q) => q !== undefined),
    [questionIds],
  );
  const resolver = useMemo(() => pageResolver(questionIds), [questionIds]);
  const form = useForm<DraftAnswers, unknown, DraftAnswers>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: Object.fromEntries(
      questions.map((question) => [String(question.id), draft[String(question.id)] ?? emptyValue[question.kind]()]),
    ),
  });

  // Every change is kept at once, so a reload or Back never loses an answer.
  useEffect(() => {
    const subscription = form.watch((values) => onDraftChange(values as DraftAnswers));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  const focusFirstInvalid = (invalidIds: string[]) => {
    const first = questions.find((question) => invalidIds.includes(String(question.id)));
    const wrapper = first ? container.current?.querySelector(`[data-question="${first.id}"]`) : null;
    const target =
      wrapper?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      wrapper?.querySelector<HTMLElement>('input:checked, input, select');
    target?.focus();
  };

  const submit = form.handleSubmit(
    () => onContinue(),
    (errors) => {
      // The rules could not be downloaded: no answer is wrong, and the next Continue tries again.
      if (errors.root?.type === SCHEMA_UNAVAILABLE) toast.error(t('common.errorGeneric'));
      else focusFirstInvalid(Object.keys(errors));
    },
  );

  return (
    <div ref={container} className="flex flex-col gap-6">
      <Stepper current={current} total={total} />
      <form
        {...preloadWhenUsed(resolver)}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-6"
      >
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            control={form.control}
            wording={questionWording(question.id, draft)}
          />
        ))}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack}>
            {t('common.back')}
          </Button>
          <Button type="submit">{continueLabel}</Button>
        </div>
      </form>
    </div>
  );
}
