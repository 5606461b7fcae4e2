import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

type VisibilitySwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The element naming what the switch concerns (the card's heading), read after the label. */
  describedBy?: string;
  disabled?: boolean;
};

/** An on/off switch (WAI-ARIA switch pattern: a button with `role="switch"` and `aria-checked`). */
export function VisibilitySwitch({ label, checked, onChange, describedBy, disabled }: VisibilitySwitchProps) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm text-ink-700">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
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
