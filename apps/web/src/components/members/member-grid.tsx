import type { ReactNode, Ref } from 'react';
import { cn } from '../ui/cn';

/** `beside-filters`: the results next to Discover's filter panel; `full`: a list with the whole width. */
export type GridLayout = 'beside-filters' | 'full';

/** One column on a phone; three beside the filters, four on the full width, on a wide screen. */
export const memberGridClasses = (layout: GridLayout) =>
  cn('grid grid-cols-1 gap-4 sm:grid-cols-2', layout === 'full' ? 'lg:grid-cols-3 xl:grid-cols-4' : 'xl:grid-cols-3');

/** Member cards as a list, one item each. */
type MemberGridProps = { layout: GridLayout; label?: string; children: ReactNode; ref?: Ref<HTMLUListElement> };

export function MemberGrid({ layout, label, children, ref }: MemberGridProps) {
  return (
    <ul ref={ref} aria-label={label} className={memberGridClasses(layout)}>
      {children}
    </ul>
  );
}
