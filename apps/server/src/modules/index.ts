import type { FastifyPluginAsync } from 'fastify';
import { siteRoutes } from './site/site.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { contactRoutes } from './contact/contact.routes';

/** Every API module, mounted under /api/v1. Add a module here and nowhere else. */
export const apiModules: Array<{ name: string; plugin: FastifyPluginAsync }> = [
  { name: 'site', plugin: siteRoutes },
  { name: 'contact', plugin: contactRoutes },
  { name: 'analytics', plugin: analyticsRoutes },
];
