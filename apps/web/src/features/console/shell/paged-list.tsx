import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';

/** A console list before its first page: placeholder rows while it loads, or the failure with a retry. */
export function ListNotLoaded({
  isError,
  loading,
  failed,
  onRetry,
  rows = 3,
  rowClassName = 'h-10',
  className = 'flex flex-col gap-2',
}: {
  isError: boolean;
  loading: string;
  failed: string;
  onRetry: () => void;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  if (isError) return <LoadFailed message={failed} onRetry={onRetry} />;
  return (
    <div role="status" className={className}>
      <span className="sr-only">{loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={rowClassName} />
      ))}
    </div>
  );
}

/** "Load more" under a console list, while there is a next page. */
export function LoadMore({
  hasNextPage,
  loading,
  onLoad,
  label,
}: {
  hasNextPage: boolean;
  loading: boolean;
  onLoad: () => void;
  label: string;
}) {
  if (!hasNextPage) return null;
  return (
    <div>
      <Button variant="secondary" loading={loading} onClick={onLoad}>
        {label}
      </Button>
    </div>
  );
}
