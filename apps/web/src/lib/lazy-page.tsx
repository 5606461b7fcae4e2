import { lazy, useState, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A component whose code loads on demand, and can be asked to load ahead of its first render. */
export type LazyPage<P = object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the component can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, for a module with a named export (we use named exports only), plus `preload()` (e.g. when the
 * pointer is over the button that will show it). Code that has already arrived renders at once, without
 * suspending. A download that failed is tried again the next time the component mounts (React.lazy alone would
 * keep the failure until the page is reloaded).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchComponent = () =>
    (pending ??= load().then(
      (module) => (loaded = module[name] as ComponentType<P>),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Page(props: P) {
    // Chosen once per mount, so a page never remounts (losing what was typed) when its code arrives.
    const [Component] = useState<ComponentType<P>>(
      () => loaded ?? lazy(async () => ({ default: await fetchComponent() })),
    );
    return <Component {...(props as P & object)} />;
  }
  Page.displayName = `Lazy(${name})`;
  return Object.assign(Page, {
    preload: async () => {
      await fetchComponent();
    },
  });
}
