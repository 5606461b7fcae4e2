import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../lib/store';

/**
 * Rendered with every member page: starts the realtime connection (once per store; it then follows the access
 * token by itself, closing at logout and opening again at the next sign-in). Its code arrives after the page's, and
 * if it cannot arrive, the page works without live updates and the next member page tries again.
 */
export function RealtimeStarter() {
  const store = useStore() as AppStore;
  useEffect(() => {
    import('./realtime')
      .then(({ startAppRealtime }) => startAppRealtime(store))
      .catch((error: unknown) => console.info('[realtime] could not load; the page works without live updates', error));
  }, [store]);
  return null;
}
