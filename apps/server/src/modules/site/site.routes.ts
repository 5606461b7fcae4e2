import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandSchema } from '@app/shared/brand-schema';
import { errorResponses } from '../../lib/error-responses';

/** GET /api/v1/site/config: the public brand configuration (also embedded in every HTML page). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public brand configuration',
        response: { 200: BrandSchema, ...errorResponses() },
      },
    },
    async () => app.config.brand,
  );
};
