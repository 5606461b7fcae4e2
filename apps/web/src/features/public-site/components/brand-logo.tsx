import { Link } from '../../../components/ui/link';
import { cn } from '../../../components/ui/cn';
import { useBrand } from '../../../lib/brand';

/** The brand mark: two joined rings (the same drawing as the favicon). Decorative next to the brand name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" className={cn('h-9 w-9 shrink-0', className)}>
      <rect width="64" height="64" rx="14" className="fill-brand-600" />
      <circle cx="25" cy="32" r="12" fill="none" stroke="#ffffff" strokeWidth="5" />
      <circle cx="39" cy="32" r="12" fill="none" className="stroke-gold-400" strokeWidth="5" />
    </svg>
  );
}

type BrandLogoProps = {
  /** Shows the name on small screens too (otherwise it is visually hidden below `sm`, but still read out). */
  alwaysShowName?: boolean;
  className?: string;
  onClick?: () => void;
};

/** The logo: mark and brand name from configuration, linking to the home page. */
export function BrandLogo({ alwaysShowName = false, className, onClick }: BrandLogoProps) {
  const brand = useBrand();
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn('inline-flex min-w-0 items-center gap-2 rounded-lg font-bold', className)}
    >
      <BrandMark />
      <span className={cn('truncate text-lg leading-tight', !alwaysShowName && 'sr-only sm:not-sr-only')}>
        {brand.siteName}
      </span>
    </Link>
  );
}
