import type { FastifyPluginAsync } from 'fastify';
import { siteRoutes } from './site/site.routes';
import { authModule } from './auth/index';
import { analyticsRoutes } from './analytics/analytics.routes';
import { contactRoutes } from './contact/contact.routes';

/** Every API module, mounted under /api/v1. Add a module here and nowhere else. */
export const apiModules: Array<{ name: string; plugin: FastifyPluginAsync }> = [
  { name: 'site', plugin: siteRoutes },
  // Before every module that uses `app.authenticate` / `request.user` (it decorates the /api/v1 scope).
  { name: 'auth', plugin: authModule },
  { name: 'contact', plugin: contactRoutes },
  { name: 'analytics', plugin: analyticsRoutes },
];
