import { Suspense } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { lazyPage } from '../../../lib/lazy-page';
import type { BlockedMembersProps } from './blocked-members';

const List = lazyPage(() => import('./blocked-members'), 'BlockedMembers', {
  failed: (retry) => <LoadFailed onRetry={retry} />,
});

/**
 * The Blocked list, its code loaded when the member first opens the Blocked tab of their conversations (the chat
 * pages load lighter up front: docs/performance.md). A spinner until it arrives; if it cannot, a way to try again.
 */
export function BlockedMembersOnDemand(props: BlockedMembersProps) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      }
    >
      <List {...props} />
    </Suspense>
  );
}
