import { useTranslation } from '../../lib/i18n';
import { uiMessages } from '../../locales/ui';

type StepperProps = { current: number; total: number; label?: string };

/** Progress through a multi-step form: a bar plus the "Step n of N" text screen readers announce. */
export function Stepper({ current, total, label }: StepperProps) {
  const { t } = useTranslation(uiMessages);
  const text = t('ui.stepOf', { current, total });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between text-sm font-semibold text-ink-700">
        <span>{label ?? text}</span>
        {label ? <span>{text}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={text}
        aria-label={label ?? text}
        className="flex h-2 w-full overflow-hidden rounded-full bg-accent-100"
      >
        {/* One part per step, those done filled: no inline style, which the server-drawn first paint could not carry
            under the site's CSP (ADR 009). */}
        {Array.from({ length: total }, (_, index) => (
          <div
            key={index}
            data-done={index < current || undefined}
            className="h-full flex-1 transition-colors data-done:bg-accent-600"
          />
        ))}
      </div>
    </div>
  );
}
