import type { ReactNode } from 'react';

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600'
          : 'rounded-lg border border-accent-500/40 bg-accent-50 px-4 py-3 text-sm text-ink-900'
      }
    >
      {children}
    </div>
  );
}
