/**
 * Where the process stands in its life, for the readiness probe and the sockets: `draining` from the moment it is
 * told to stop (SIGTERM), so /readyz answers 503 and no new socket is accepted while requests in flight finish.
 */
export type Lifecycle = {
  readonly draining: boolean;
  /** Marks the process as stopping; there is no way back. */
  drain(): void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
