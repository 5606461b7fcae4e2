/**
 * A value outside React that components read with `useSyncExternalStore(value.subscribe, value.get)`: the
 * language, whether "Cookie settings" reopened the banner. Setting an equal value notifies nobody.
 */
export function externalValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
