import type { FastifyBaseLogger } from 'fastify';

/**
 * What a server process does with a failure nothing caught (ADR 015). A rejected promise that nobody awaited (a
 * client library's command, a fire-and-forget call) is logged with its reason and the process keeps serving: the
 * failed operation has already been given up, and requests in flight have their own error handling. A thrown
 * exception nobody caught still ends the process as Node does by default (the state it interrupted is unknown), after
 * it is logged here in the app's log; the supervisor restarts the process.
 */
export function handleProcessFailures(
  log: Pick<FastifyBaseLogger, 'error' | 'fatal'>,
  target: NodeJS.Process = process,
): void {
  target.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'a promise was rejected and nobody handled it; the process keeps running');
  });
  target.on('uncaughtExceptionMonitor', (error, origin) => {
    log.fatal({ err: error, origin }, 'an exception was not caught; the process ends');
  });
}
