import { use, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A component whose code loads on demand, and can be asked to load ahead of its first render. */
export type LazyPage<P = object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the component can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, for a module with a named export (we use named exports only), plus `preload()`: a page whose
 * code has finished loading renders at once, in the same pass as what surrounds it, without suspending. A
 * download that failed is tried again on the next render (React.lazy would keep the failure).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    if (!pending) {
      const loading: Promise<void> = load().then(
        (module) => {
          Loaded = module[name] as ComponentType<P>;
          // React reads these on a promise passed to use(): a settled one renders without suspending.
          Object.assign(loading, { status: 'fulfilled', value: undefined });
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = loading;
    }
    return pending;
  };
  function Page(props: P) {
    use(preload());
    const Component = Loaded as ComponentType<P>;
    return <Component {...(props as P & object)} />;
  }
  Page.displayName = `Lazy(${name})`;
  return Object.assign(Page, { preload });
}
