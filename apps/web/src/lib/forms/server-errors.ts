import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readApiFailure } from '../api/api-failure';
import { toast } from '../toast';

/** The message for a field, wherever zod put it (an array's error may sit on one of its items). */
export function errorOf(errors: FieldErrors<FieldValues>, name: string): string | undefined {
  const error = errors[name] as unknown;
  if (!error || typeof error !== 'object') return undefined;
  const direct = (error as { message?: unknown }).message;
  if (typeof direct === 'string') return direct;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const message = item && typeof item === 'object' ? (item as { message?: unknown }).message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * Puts a refused save's field errors (`errors: [{ path, message }]` of a 400) on the form's fields. Says whether
 * some landed (`fields`), the server refused without a field of ours (`message`), or the call failed (`failed`).
 */
export function placeServerErrors(
  error: unknown,
  known: ReadonlySet<string>,
  aliases: Readonly<Record<string, string>>,
  setError: (name: string, message: string) => void,
): { kind: 'fields' } | { kind: 'message'; message: string } | { kind: 'failed' } {
  const failure = readApiFailure(error);
  if (failure.kind === 'failed') return { kind: 'failed' };
  const items = Array.isArray(failure.data.errors) ? (failure.data.errors as unknown[]) : [];
  let placed = false;
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const head = path.split('.')[0] ?? path;
    const name = aliases[head] ?? head;
    if (!known.has(name)) continue;
    // The refusal's own sentence on its field is worded in the language shown, as it is above the form.
    setError(name, message === failure.serverMessage ? failure.message : message);
    placed = true;
  }
  return placed ? { kind: 'fields' } : { kind: 'message', message: failure.message };
}

/**
 * The save of an edit dialog (a My Details section, the partner preferences): sends the schema's output, shows
 * `saved` and closes; a refusal puts the server's messages on their fields, a failed call says `failed`; an
 * invalid form says `checkFields`; after either, the first invalid field takes the focus. Nothing typed is lost.
 */
export function useSaveDialog<TIn extends FieldValues, TOut>(input: {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The fields a server error may name (after `aliases`). */
  known: ReadonlySet<string>;
  aliases?: Readonly<Record<string, string>>;
  save: (output: TOut) => Promise<unknown>;
  messages: { saved: string; failed: string; checkFields: string };
  onDone: () => void;
}) {
  const { form, known, aliases = {}, save, messages, onDone } = input;
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  useEffect(() => {
    if (invalidSubmits) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmits]);

  const checkFields = () => {
    setProblem(messages.checkFields);
    setInvalidSubmits((count) => count + 1);
  };
  const submit = form.handleSubmit(async (output) => {
    setProblem(null);
    try {
      await save(output);
      toast.success(messages.saved);
      onDone();
    } catch (error) {
      const outcome = placeServerErrors(error, known, aliases, (name, message) =>
        form.setError(name as Path<TIn>, { type: 'server', message }),
      );
      if (outcome.kind === 'failed') setProblem(messages.failed);
      else if (outcome.kind === 'fields') checkFields();
      else setProblem(outcome.message);
    }
  }, checkFields);
  return { formRef, problem, submit };
}
