import { useId } from 'react';
import { cn } from './cn';

type SwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The element naming what the switch concerns (a card's heading), read after the label. */
  describedBy?: string;
  disabled?: boolean;
  /** A change is being saved. */
  busy?: boolean;
  /** `row`: the label at the start and the switch at the end of a row tall enough to tap (settings lists). */
  layout?: 'inline' | 'row';
};

/** An on/off switch (WAI-ARIA switch pattern: a button with `role="switch"` and `aria-checked`), its label beside it. */
export function Switch({ label, checked, onChange, describedBy, disabled, busy, layout = 'inline' }: SwitchProps) {
  const labelId = useId();
  return (
    <div
      className={layout === 'row' ? 'flex min-h-12 items-center justify-between gap-4 py-2' : 'flex items-center gap-2'}
    >
      <span id={labelId} className={layout === 'row' ? 'text-ink-900' : 'text-sm text-ink-700'}>
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:opacity-60',
          checked ? 'bg-accent-600' : 'bg-ink-500/40',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
