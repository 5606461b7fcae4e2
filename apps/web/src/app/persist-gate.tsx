import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders its children once redux-persist has put the stored session back, so no page ever renders as signed
 * out and then flips (what redux-persist's own PersistGate does, without its class-component helpers in the
 * first download; ADR 006).
 */
export function PersistGate({
  persistor,
  loading = null,
  children,
}: {
  persistor: Persistor;
  loading?: ReactNode;
  children: ReactNode;
}) {
  const bootstrapped = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    // Hydrating the server's first paint (main.tsx): the stored session is back by then, as it is on the server.
    () => persistor.getState().bootstrapped,
  );
  return bootstrapped ? children : loading;
}
