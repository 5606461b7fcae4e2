import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../lib/store';
import { whenIdle } from '../lib/when-idle';

/**
 * Rendered with every member page: starts the realtime connection when the browser is next idle (once per store; it
 * then follows the access token by itself, closing at logout and opening again at the next sign-in). Its code
 * arrives after the page's, and if it cannot arrive, the page works without live updates and the next member page
 * tries again.
 */
export function RealtimeStarter() {
  const store = useStore() as AppStore;
  useEffect(() => {
    const start = () =>
      import('./realtime')
        .then(({ startAppRealtime }) => startAppRealtime(store))
        .catch((error: unknown) =>
          console.info('[realtime] could not load; the page works without live updates', error),
        );
    // Once the page has done its own first work (its data arriving, its forms drawn), or within 2 s: the socket's
    // code and set-up then do not lengthen the tasks that make the page usable (docs/performance.md).
    return whenIdle(() => void start(), 2000, 0);
  }, [store]);
  return null;
}
