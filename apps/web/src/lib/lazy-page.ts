import { lazy, type ComponentType } from 'react';

/** React.lazy for a module with a named export (we use named exports only). */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
