import { cn } from './cn';

/** A placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-ink-500/15', className)} />;
}
