import { cn } from '../ui/cn';

/**
 * The verified tick: our team checked this member's identity document against a selfie (issue 14). An image with
 * its own accessible name ("Verified member"), drawn next to a name on cards, the profile page and My Details.
 */
export function VerifiedTick({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 20 20"
      className={cn('h-5 w-5 shrink-0 text-accent-600', className)}
    >
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M10 1.5 12.3 3l2.7-.2.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.2L10 18.5 7.7 17l-2.7.2-.9-2.6-2.2-1.6.8-2.6-.8-2.6 2.2-1.6.9-2.6 2.7.2z"
      />
      <path fill="none" stroke="white" strokeWidth="1.8" strokeLinecap="round" d="m6.5 10.2 2.3 2.3 4.7-4.9" />
    </svg>
  );
}
