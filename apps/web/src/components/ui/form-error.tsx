import { useCallback, useState, type ReactNode } from 'react';
import { cn } from './cn';

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({
  children,
  tone = 'error',
  className,
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        tone === 'error'
          ? 'rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600'
          : 'rounded-lg border border-accent-500/40 bg-accent-50 px-4 py-3 text-sm text-ink-900',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** What a form's `FormError` shows: a message, and a count so the same message sent twice is announced again. */
export type FormErrorState = { message: ReactNode; shown: number } | null;

/**
 * A form's own error, kept beside the form until the member changes something or sends again (a toast is gone in a
 * few seconds, over the page's heading): `show(message)` after a refused or failed call that names no field of the
 * form (those go on their fields, with react-hook-form's `setError`), `clear()` when the form is sent again.
 * Toasts are for confirmations.
 */
export function useFormError() {
  const [error, setError] = useState<FormErrorState>(null);
  const show = useCallback(
    (message: ReactNode) => setError((previous) => ({ message, shown: (previous?.shown ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setError(null), []);
  return { error, show, clear };
}

/**
 * The form's error at its top, as an alert (screen readers announce it when it appears); keyed on each showing, so
 * the same message after a second try is announced again. Nothing when there is none.
 */
export function FormError({ error, className }: { error: FormErrorState; className?: string }) {
  if (!error) return null;
  return (
    <FormAlert key={error.shown} className={className}>
      {error.message}
    </FormAlert>
  );
}
