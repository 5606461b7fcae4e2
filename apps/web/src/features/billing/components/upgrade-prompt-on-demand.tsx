import { Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { UpgradePromptProps } from './upgrade-prompt';

const Prompt = lazyPage(() => import('./upgrade-prompt'), 'UpgradePrompt', { failed: () => null });

/**
 * The upgrade card, its code (and the billing feature's messages) loaded when a page first shows it: most members
 * who open a conversation, a profile or the dashboard never see one, and every page that can show it loaded ~3 KB
 * more up front (docs/performance.md). Nothing in its place until it arrives, or if it cannot.
 */
export function UpgradePromptOnDemand(props: UpgradePromptProps) {
  return (
    <Suspense fallback={null}>
      <Prompt {...props} />
    </Suspense>
  );
}
