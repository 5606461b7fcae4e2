import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorOf, placeServerErrors } from '../../../../lib/forms/server-errors';
import { preloadOnce, SCHEMA_UNAVAILABLE, type DeferredResolver } from '../../../../lib/forms/deferred-resolver';
import { useAppDispatch, useAppSelector } from '../../../../lib/hooks';
import { useTranslation } from '../../../../lib/i18n';
import { sessionActions } from '../../../../lib/session/session-slice';
import { onboardingMessages } from '../../../../locales/onboarding';
import { useGetStepValuesQuery, useSaveStepMutation, type FormStepKey } from '../../api/form-steps';
import { clearDraft, readDraft, writeDraft, type Draft } from '../lib/drafts';
import { FOCUS_HEADING_STATE, nextStepPath, stepByKey } from '../steps';
import { FormNotice } from './form-notice';
import { StepShell } from './step-shell';

export type StepFormApi<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The message of a field's error (the schema's, or the server's), if it has one. */
  error: (name: Path<TIn>) => string | undefined;
};

type StepFormProps<TIn extends FieldValues, TOut> = {
  step: FormStepKey;
  /**
   * The step's shared schema as a resolver: validation here is the server's own. A deferred one (zod and the schema
   * downloaded after the first render) starts its download when the form is first used.
   */
  resolver: Resolver<TIn, unknown, TOut> | DeferredResolver<TIn, TOut>;
  /** Every field of the form, empty: the form's values are the text its controls hold. */
  empty: TIn;
  /** Server error paths that name a field differently (e.g. `australianVisaStatus` → `austrailanVisaStatus`). */
  aliases?: Readonly<Record<string, Path<TIn>>>;
  /** The step's fields. */
  children: (api: StepFormApi<TIn, TOut>) => ReactNode;
};

const isWithId = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

type Initial<TIn> = { values: TIn; notice: 'draft' | 'prefillFailed' | null };
type Problem = { kind: 'checkFields' } | { kind: 'failed' } | { kind: 'rejected'; message: string };

/**
 * The form's values from saved data or a draft: each known field as text (a yes/no field, such as the horoscope
 * opt-in, as a boolean; a field chosen from a list of things, such as the city of birth, by its `id`), everything
 * else ignored.
 */
function formValues<TIn extends FieldValues>(empty: TIn, source: Record<string, unknown> | Draft | null): TIn {
  const values: Record<string, unknown> = { ...empty };
  if (source) {
    for (const key of Object.keys(empty)) {
      const value = source[key];
      if (typeof value === 'string') values[key] = value;
      else if (typeof value === 'number' && Number.isFinite(value)) values[key] = String(value);
      else if (typeof value === 'boolean' && typeof empty[key] === 'boolean') values[key] = value;
      else if (empty[key] === null && isWithId(value)) values[key] = value.id;
    }
  }
  return values as TIn;
}

/**
 * One onboarding step's form on its shared schema (validated on submit, then on every change). It opens
 * with what the member typed before and did not save (a draft in this tab), else with what is saved (GET, when the
 * step is filled), else empty. Saving posts the schema's output, shows the server's message, takes the member with
 * the new completion flags from the answer and goes to the first step still unfilled. A refusal puts the server's
 * messages on their fields; nothing typed is ever lost, and the page stays.
 */
export function StepForm<TIn extends FieldValues, TOut>(props: StepFormProps<TIn, TOut>) {
  const { step, empty } = props;
  const { t } = useTranslation(onboardingMessages);
  const userId = useAppSelector((state) => state.user.user?.userId);
  const filled = useAppSelector((state) => state.user[stepByKey(step).flag]);
  const [draft] = useState(() => readDraft(userId, step));
  const needsSaved = filled && !draft;
  const saved = useGetStepValuesQuery(step, { skip: !needsSaved });
  const [initial, setInitial] = useState<Initial<TIn> | null>(() =>
    needsSaved ? null : { values: formValues(empty, draft), notice: draft ? 'draft' : null },
  );
  // The saved values arrive once: the form starts from them and later refetches never overwrite what is typed.
  if (initial === null && !saved.isFetching && (saved.isSuccess || saved.isError)) {
    setInitial({
      values: formValues(empty, saved.isSuccess ? saved.data : null),
      notice: saved.isError ? 'prefillFailed' : null,
    });
  }

  if (!initial) {
    return (
      <StepShell step={step} onSubmit={(event) => event.preventDefault()} submitDisabled>
        <div aria-busy="true" className="flex flex-col gap-5">
          <p role="status" className="text-sm text-ink-700">
            {t('onboarding.frame.loading')}
          </p>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-[4.5rem]" />
          ))}
        </div>
      </StepShell>
    );
  }
  return <StepFormBody {...props} initial={initial} userId={userId} />;
}

function StepFormBody<TIn extends FieldValues, TOut>({
  step,
  resolver,
  empty,
  aliases,
  children,
  initial,
  userId,
}: StepFormProps<TIn, TOut> & { initial: Initial<TIn>; userId: string | undefined }) {
  const { t } = useTranslation(onboardingMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [saveStep] = useSaveStepMutation();
  const form = useForm<TIn, unknown, TOut>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Fields register in different ways (native inputs, fieldsets, controlled selects): the first field marked
    // invalid on screen is focused instead, once the errors are shown.
    shouldFocusError: false,
    defaultValues: initial.values as DefaultValues<TIn>,
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef(false);

  // Every change is kept as a draft in this tab until the step is saved.
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!savedRef.current) writeDraft(userId, step, values as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [form, userId, step]);

  // After each refused submit, focus goes once to the first field marked invalid on screen (or to the message about
  // the whole form). The field errors may render a moment after the message: every render checks until it is done.
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (!attempts || !problem || focusedAttempt.current === attempts) return;
    if (problem.kind === 'checkFields') {
      const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!firstInvalid) return;
      firstInvalid.focus();
    } else {
      problemRef.current?.focus();
    }
    focusedAttempt.current = attempts;
  });

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const result = await saveStep({ step, body: values as Record<string, unknown> }).unwrap();
        savedRef.current = true;
        clearDraft(userId, step);
        toast.success(t(`onboarding.saved.${step}`));
        dispatch(sessionActions.setUser({ user: result.user }));
        void navigate(nextStepPath(result.user, step), { state: FOCUS_HEADING_STATE });
      } catch (error) {
        const outcome = placeServerErrors(error, new Set(Object.keys(empty)), aliases ?? {}, (name, message) =>
          form.setError(name as Path<TIn>, { type: 'server', message }),
        );
        if (outcome.kind === 'fields') setProblem({ kind: 'checkFields' });
        else if (outcome.kind === 'message') setProblem({ kind: 'rejected', message: outcome.message });
        else setProblem({ kind: 'failed' });
        setAttempts((count) => count + 1);
      }
    },
    (invalid) => {
      // A schema that could not be downloaded: the save did not happen, no field is wrong.
      setProblem(invalid.root?.type === SCHEMA_UNAVAILABLE ? { kind: 'failed' } : { kind: 'checkFields' });
      setAttempts((count) => count + 1);
    },
  );

  const { errors, isSubmitting } = form.formState;
  const error = (name: Path<TIn>) => errorOf(errors, name);

  const alert = problem ? (
    <FormNotice ref={problemRef}>
      {problem.kind === 'rejected' ? problem.message : t(`onboarding.problems.${problem.kind}`)}
    </FormNotice>
  ) : initial.notice ? (
    <FormNotice tone="info">
      {t(initial.notice === 'draft' ? 'onboarding.problems.draftRestored' : 'onboarding.problems.prefillFailed')}
    </FormNotice>
  ) : null;

  return (
    <StepShell
      step={step}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      alert={alert}
      formRef={formRef}
      onFormUsed={'preload' in resolver ? () => preloadOnce(resolver) : undefined}
    >
      <p className="text-sm text-ink-500">{t('onboarding.frame.required')}</p>
      {children({ form, error })}
    </StepShell>
  );
}
