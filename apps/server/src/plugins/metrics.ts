import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@app/shared/errors/codes';
import type { AppMetrics } from '../lib/metrics/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const KNOWN_CODES = new Set<string>(ERROR_CODES);
/** The label of a request no route matched (the web app's not-found page, an unknown API path). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every HTTP answer by method, route template (Fastify's `routeOptions.url`: `/api/v1/profile/:id`, never
 * the address asked for) and status, times it, and counts error answers by the API error code of their body
 * (`{ success: false, code }`, whichever handler sent it). Registered before every route, so it sees them all.
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
      route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
