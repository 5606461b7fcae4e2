import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { prefersReducedMotion } from './motion';

/**
 * Pages load on demand, so the browser cannot scroll to `#section` on arrival; this does it once the page has
 * rendered (after the app's scroll-to-top), and moves focus there for keyboard and screen-reader users.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash, pathname]);
}
