import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

type PageHeaderProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Match the width of the page body below, so the left edges line up. */
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl';
};

/** The band at the top of an inner page: the page's only H1, with an optional eyebrow, lead and extras. */
export function PageHeader({ title, eyebrow, lead, children, className, width = 'max-w-5xl' }: PageHeaderProps) {
  return (
    <div className={cn('border-b border-accent-100 bg-accent-50', className)}>
      <div className={cn('mx-auto flex flex-col gap-3 px-4 py-10 sm:py-14', width)}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="max-w-3xl text-lg text-ink-700">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
