import { useTranslation } from '../../lib/i18n';
import { cn } from './cn';

type SpinnerProps = { tone?: 'brand' | 'exclusive' | 'current'; size?: 'sm' | 'md' | 'lg'; label?: string };

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' };
const tones = {
  brand: 'border-brand-600 border-t-transparent',
  exclusive: 'border-exclusive-600 border-t-transparent',
  current: 'border-current border-t-transparent',
};

export function Spinner({ tone = 'brand', size = 'md', label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center" data-tone={tone}>
      <span aria-hidden="true" className={cn('inline-block animate-spin rounded-full', sizes[size], tones[tone])} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/**
 * The page-loading fallback: centred, purple for Exclusive members, blue otherwise. It fills the
 * screen so the footer stays below the fold until the page arrives (no layout shift when it does), and shows
 * itself only after 300 ms (`appear-late`), so a page that arrives sooner never flashes it.
 */
export function PageSpinner({ exclusive }: { exclusive: boolean }) {
  return (
    <div className="appear-late flex min-h-screen items-center justify-center" data-testid="page-spinner">
      <Spinner tone={exclusive ? 'exclusive' : 'brand'} size="lg" />
    </div>
  );
}
