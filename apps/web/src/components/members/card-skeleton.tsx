import { Skeleton } from '../ui/skeleton';
import { memberGridClasses, type GridLayout } from './member-grid';

/** The shape of a member card while it loads. */
export function CardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-ink-500/10">
      <Skeleton className="aspect-square rounded-none sm:aspect-[4/5]" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}

/** A grid of card placeholders, announced once as loading. */
export function CardGridSkeleton({ label, count = 6, layout }: { label: string; count?: number; layout: GridLayout }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className={memberGridClasses(layout)}>
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
