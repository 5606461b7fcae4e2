import { createContext, lazy, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A component whose code loads on demand, and can be asked to load ahead of its first render. */
export type LazyPage<P = object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the component can render without suspending. */
  preload: () => Promise<void>;
};

export type LazyOptions<P> = {
  /**
   * Shown in the component's place when its code fails to download (a dropped connection, or a release that
   * replaced the file); `retry` tries again. Without it the failure goes to the nearest error boundary, which is
   * right for a whole page but would throw away the page around a menu or a panel. It gets the component's props.
   */
  failed?: (retry: () => void, props: P) => ReactNode;
};

const RetryContext = createContext<() => void>(() => undefined);

/** Every lazy component's code on its way now. */
const arriving = new Set<Promise<unknown>>();

/**
 * Resolves once no lazy component's code is on its way and the browser is idle, so React has put every part that
 * was waiting for its code in place: a hydrated first paint goes live then (ADR 009), never while a part of it (the
 * cookie banner, the footer) still shows the server's nodes without their handlers, where a click would be lost.
 */
export async function whenLazyPartsInPlace(): Promise<void> {
  for (;;) {
    while (arriving.size > 0) await Promise.allSettled([...arriving]);
    await new Promise<void>((resolve) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 50),
    );
    if (arriving.size === 0) return;
  }
}

/**
 * Like React.lazy, for a module with a named export (we use named exports only), plus `preload()` (e.g. when the
 * pointer is over the button that will show it). Code that has already arrived renders at once, without
 * suspending. A download that failed is tried again the next time the component mounts, or on `retry` (React.lazy
 * alone would keep the failure until the page is reloaded).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  options: LazyOptions<PropsOf<M[K]>> = {},
): LazyPage<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchComponent = () => {
    if (pending) return pending;
    const fetching = load().then(
      (module) => (loaded = module[name] as ComponentType<P>),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    arriving.add(fetching);
    const settled = () => arriving.delete(fetching);
    fetching.then(settled, settled);
    return (pending = fetching);
  };
  const { failed } = options;
  // Kept like `loaded`: a component that suspends before its first commit is rendered afresh, and must not start
  // another download each time. It takes `retry` from the mounted Page (the render that loaded it may be gone),
  // and once it is gone (the menu closed, the page left) the next mount tries the download again.
  let failedView: ComponentType<P> | undefined;
  function FailedView(props: P) {
    useEffect(
      () => () => {
        failedView = undefined;
      },
      [],
    );
    return failed?.(use(RetryContext), props);
  }
  const pick = (): ComponentType<P> =>
    loaded ??
    failedView ??
    lazy(async () => {
      try {
        return { default: await fetchComponent() };
      } catch (error) {
        if (!failed) throw error;
        failedView = FailedView;
        return { default: FailedView };
      }
    });
  function Page(props: P) {
    // Chosen once per mount (and per retry), so a page never remounts (losing what was typed) when its code arrives.
    const [Component, setComponent] = useState<ComponentType<P>>(pick);
    const retry = () => {
      failedView = undefined;
      setComponent(() => pick());
    };
    return (
      <RetryContext value={retry}>
        <Component {...(props as P & object)} />
      </RetryContext>
    );
  }
  Page.displayName = `Lazy(${name})`;
  return Object.assign(Page, {
    preload: async () => {
      await fetchComponent();
    },
  });
}
