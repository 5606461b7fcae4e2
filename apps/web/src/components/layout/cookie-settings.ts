import { useSyncExternalStore } from 'react';

// "Cookie settings" (footer) reopens the banner: a tiny store, so any component can open it without props, and the
// banner's own code can load after the page.
let settingsOpen = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setSettingsOpen(open: boolean): void {
  settingsOpen = open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the cookie banner again so the visitor can change their choice (cookies policy, "Changing your choice"). */
export function openCookieSettings(): void {
  if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
    returnFocusTo = document.activeElement;
  }
  setSettingsOpen(true);
}

/** Whether "Cookie settings" reopened the banner, and how to close it (focus goes back to where it was). */
export function useCookieSettings() {
  const reopened = useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
  const close = () => {
    const target = returnFocusTo;
    returnFocusTo = null;
    setSettingsOpen(false);
    if (target?.isConnected) target.focus();
  };
  return { reopened, close };
}
