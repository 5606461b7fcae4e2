import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What caused the work running now, for the logs: the request (its id, `reqId`, as Fastify logs it), and for a job
 * the job too. A request's id follows what it sets off: the jobs it sends (kept with the job, so the attempt that
 * runs later in any process logs it) and the domain events it emits (their handlers send the socket events). Every
 * log line written meanwhile carries it (`logContextMixin`), so an operator can follow one request from its answer
 * to the e-mail, push or socket event it caused.
 */
export type LogContext = { reqId?: string; job?: string; jobId?: string };

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` (and everything it starts) with `context` as the cause of its log lines. */
export function runWithLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

/** The cause of the work running now, if any. */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/** The fields pino's logger binds itself: one already bound (a request's own logger binds `reqId`) is not added. */
type BoundLogger = { bindings(): Record<string, unknown> };

/**
 * pino's `mixin`: the current cause's fields on every log line, except those the logger already binds (a request's
 * own logger, `request.log`, binds `reqId`).
 */
export function logContextMixin(_merge: object, _level: number, logger?: BoundLogger): Record<string, string> {
  const context = storage.getStore();
  if (!context) return {};
  const bound = logger?.bindings() ?? {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value !== undefined && !(key in bound)) fields[key] = value;
  }
  return fields;
}
