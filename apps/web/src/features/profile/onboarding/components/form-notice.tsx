import type { ReactNode, Ref } from 'react';

/** A message about the whole form (not one field): an error is announced at once, information politely. */
export function FormNotice({
  children,
  tone = 'error',
  ref,
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600 focus:outline-none'
          : 'rounded-lg border border-accent-500/40 bg-accent-50 px-4 py-3 text-sm text-ink-900 focus:outline-none'
      }
    >
      {children}
    </div>
  );
}
