import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { cn } from './cn';

export type FieldRenderProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: (props: FieldRenderProps) => ReactNode;
};

/** Label, control, hint and error, wired together for assistive technology. */
export function Field({ label, hint, error, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

// The validation messages' wording (their catalogue, every language's ids), loaded just after a form shows rather than
// with it: it would not fit the onboarding pages' first load (docs/performance.md).
const loadWording = () => import('../../lib/forms/validation-message');
const WordedMessage = lazy(() =>
  loadWording().then(
    (module) => ({ default: module.WordedMessage }),
    // Its code could not arrive: the message as the schema wrote it.
    () => ({ default: ({ message }: { message: string }) => message }),
  ),
);

/**
 * A field's error, announced to screen readers as it appears. Renders nothing without a message. A schema's English
 * message is shown in the member's language (lib/forms/validation-message.ts), whose code a form loads once it shows;
 * until it has arrived (a message in the first moment), the message shows as the schema wrote it.
 */
export function FieldError({ id, message }: { id?: string | undefined; message: string | undefined }) {
  useEffect(() => void loadWording().catch(() => undefined), []);
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger-600">
      <Suspense fallback={message}>
        <WordedMessage message={message} />
      </Suspense>
    </p>
  );
}

export const inputClasses =
  'w-full rounded-lg border border-ink-500/40 bg-white px-3 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-100 aria-[invalid=true]:border-danger-600';
