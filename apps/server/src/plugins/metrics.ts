import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@app/shared/errors/codes';
import type { AppMetrics } from '../lib/metrics/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const KNOWN_CODES = new Set<string>(ERROR_CODES);
/**
 * The label of a request no route matched: an unknown API path, and every page of the web app, which the not-found
 * handler answers (200 for a page of the site, 404 for none).
 */
export const UNMATCHED_ROUTE = 'unmatched';
/** The built web app's hashed files: one route each, named anew by every build, so one label for them all. */
const HASHED_ASSETS = '/assets/';

/** The `route` label of a request. */
export function routeLabel(url: string | undefined, is404: boolean): string {
  if (is404 || url === undefined) return UNMATCHED_ROUTE;
  return url.startsWith(HASHED_ASSETS) ? `${HASHED_ASSETS}*` : url;
}

/**
 * Counts every HTTP answer by method, route template (Fastify's `routeOptions.url`, such as
 * `/api/v1/profile/contact/:userId`: never the address asked for; the web app's hashed files as `/assets/*`) and
 * status, times it, and counts error answers by the API error code of their body (`{ success: false, code }`,
 * whichever handler sent it). Registered before every route, so it sees them all.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"success":false')) {
      return payload;
    }
    try {
      const { code } = JSON.parse(payload) as { code?: unknown };
      metrics.httpErrors.inc({ code: typeof code === 'string' && KNOWN_CODES.has(code) ? code : 'other' });
    } catch {
      metrics.httpErrors.inc({ code: 'other' });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'other',
      route: routeLabel(request.routeOptions.url, request.is404),
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
