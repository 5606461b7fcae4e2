import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, type StaffRole } from '@app/shared/console';
import { AppError } from '../../lib/app-error';
import { toErrorBody } from '../../plugins/error-handler';
import { accessTokenFrom, authenticateAccessToken } from '../../lib/auth/authenticate';
import type { StaffActor } from './audit-log';
import { findStaffSession } from './staff.repository';

/** The signed-in staff member of a console route. */
export type StaffUser = { id: string; sessionId: string; email: string; role: StaffRole };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Console routes: the least role that may call this route (default `moderator`). */
    staffRole?: StaffRole;
  }
  interface FastifyRequest {
    staff: StaffUser | null;
  }
  interface FastifyInstance {
    /** Every console route (method and URL), for the role-check test that tries them all. */
    consoleRoutes: Array<{ method: string; url: string; staffRole: StaffRole }>;
  }
}

/** The same answer as an unknown API path: the console's paths do not exist for anyone but staff. */
export const NO_SUCH_ENDPOINT = () =>
  toErrorBody('NOT_FOUND', 'No such API endpoint.', undefined, undefined, { reason: 'endpoint' });

const RANK: Record<StaffRole, number> = { moderator: 1, admin: 2 };

/**
 * Who may use a console route: a live session whose second factor was checked, of an account whose role is at
 * least the route's `staffRole`. Everyone else (anonymous, members, expired or revoked sessions, a moderator on an
 * admin route) gets 404 like an unknown path, before the body is even read.
 */
async function staffFrom(app: FastifyInstance, request: FastifyRequest): Promise<StaffUser | null> {
  const token = accessTokenFrom(request);
  if (!token) return null;
  let user;
  try {
    user = await authenticateAccessToken(app, token);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const row = await findStaffSession(app.db, user.id, user.sessionId);
  if (!row || !isStaffRole(row.role) || !row.secondFactorAt) return null;
  return { id: user.id, sessionId: user.sessionId, email: row.email, role: row.role };
}

export function staffActor(staff: StaffUser): StaffActor {
  return { id: staff.id, email: staff.email, role: staff.role };
}

/** The staff member of a console route (set by the gate). */
export function requireStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new AppError('NOT_FOUND', 'No such API endpoint.', { reason: 'endpoint' });
  return request.staff;
}

/** `request.staff`, for the API scope; registered once, before any console module (app.ts makes `consoleRoutes`). */
export const consoleFoundation = fp(
  async (app) => {
    app.decorateRequest('staff', null);
  },
  { name: 'console-foundation', fastify: '5.x' },
);

/**
 * Wraps a console section's routes: every route in it is gated (see `staffFrom`) and listed in `app.consoleRoutes`.
 * Use it in modules/index.ts: `{ name: 'console-queue', plugin: consoleModule(queueRoutes) }`.
 */
export function consoleModule(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
      const config = (route.config ?? {}) as { staffRole?: StaffRole };
      app.consoleRoutes.push({
        method: String(route.method),
        url: route.url,
        staffRole: config.staffRole ?? 'moderator',
      });
    });
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const staff = await staffFrom(app, request);
      const needed = request.routeOptions.config.staffRole ?? 'moderator';
      if (!staff || RANK[staff.role] < RANK[needed]) {
        return reply.status(404).send(NO_SUCH_ENDPOINT());
      }
      request.staff = staff;
    });
    await app.register(routes);
  };
}
