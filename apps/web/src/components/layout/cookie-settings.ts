import { useSyncExternalStore } from 'react';
import { externalValue } from '../../lib/external-value';

// "Cookie settings" (footer) reopens the banner: a tiny store, so any component can open it without props, and the
// banner's own code can load after the page.
const settingsOpen = externalValue(false);
let returnFocusTo: HTMLElement | null = null;

/** Shows the cookie banner again so the visitor can change their choice (cookies policy, "Changing your choice"). */
export function openCookieSettings(): void {
  if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
    returnFocusTo = document.activeElement;
  }
  settingsOpen.set(true);
}

/** Whether "Cookie settings" reopened the banner, and how to close it (focus goes back to where it was). */
export function useCookieSettings() {
  const reopened = useSyncExternalStore(settingsOpen.subscribe, settingsOpen.get, () => false);
  const close = () => {
    const target = returnFocusTo;
    returnFocusTo = null;
    settingsOpen.set(false);
    if (target?.isConnected) target.focus();
  };
  return { reopened, close };
}
