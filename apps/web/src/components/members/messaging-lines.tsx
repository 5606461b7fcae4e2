import { useId } from 'react';
import type { UserType } from '@app/shared/constants';
import { messagingLineItems } from '@app/shared/plans/messaging';
import { cn } from '../ui/cn';
import { usePlanWords } from './plan-words';

/**
 * Who a plan may write to and call, line by line, from the entitlement table (`messagingLineItems`): what the plan
 * does with a tick, what it lacks or who cannot answer with an information mark. Used by the plan cards, the
 * checkout dialog and the Plan & Billing tab, so they say the same as the server enforces, in the reader's language.
 */
export function MessagingLines({
  tier,
  title,
  headingLevel: Heading = 'h3',
  className,
}: {
  tier: UserType;
  /** The list's heading, in the caller's words ("Messages and calls"). */
  title: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const id = useId();
  const words = usePlanWords();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Heading id={id} className="font-semibold text-ink-900">
        {title}
      </Heading>
      <ul aria-labelledby={id} className="flex flex-col gap-1.5">
        {messagingLineItems(tier).map((line) => (
          <li key={line.text} data-kind={line.kind} className="flex gap-2 text-ink-900">
            {line.kind === 'can' ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-success-600">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-ink-500">
                <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M12 11v6M12 7.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            )}
            <span className={line.kind === 'note' ? 'text-ink-700' : undefined}>{words.messagingLine(line)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
