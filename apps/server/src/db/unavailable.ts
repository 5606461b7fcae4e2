/** SQLSTATE classes of a database that is not there right now: connection exceptions, and one shutting down. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3])/;
/** What the socket says when the server cannot be reached or drops the connection. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** node-postgres's own words for a connection it lost or could not get in time. */
const LOST_CONNECTION =
  /^Connection terminated|timeout exceeded when trying to connect|has encountered a connection error and is not queryable/;

/**
 * Whether `error` says the database cannot be reached for now (a restart, a failover, a full pool): the request
 * did not fail because of what it asked, and the same request may succeed in a moment. The error handler answers
 * it with 503 and `Retry-After`, which clients and proxies know to be temporary, instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNREACHABLE.has(code))) return true;
    if (LOST_CONNECTION.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    cause = cause.cause;
  }
  return false;
}
