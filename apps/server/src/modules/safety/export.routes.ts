import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DATA_EXPORT_PAGE,
  DataExportDownloadBodySchema,
  DataExportDownloadQuerySchema,
  DataExportRequestResponseSchema,
  DataExportStatusResponseSchema,
} from '@app/shared/data-export';
import { AppError } from '../../lib/app-error';
import { BODY, SIGNED_IN_OR_SUSPENDED, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimits } from '../../lib/security/rate-limits';
import { registerStorageJobs } from './account-deletion';
import {
  claimDownload,
  exportStatus,
  openExport,
  queueExport,
  registerExportJobs,
  removeDownloadedFile,
} from './export.service';

const tags = ['user'];
const security = [{ bearer: [] }];

/** Per member: new copies a day (asking while one is on its way costs nothing), and status reads. */
export const EXPORT_RATE_LIMITS = {
  request: { max: 3, timeWindow: '1 day' },
  status: { max: 60, timeWindow: '1 minute' },
} as const;
/** Per address: link opens (each token is 256 random bits; this only stops hammering). */
export const DOWNLOAD_IP_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

/**
 * The one answer for a link that gives nothing: unknown, used, expired, malformed, or another member's (which is
 * not revealed).
 */
export const LINK_GONE =
  'This download link does not work: it has been used, it has expired, or it is for another account. You can ask for a new copy in My Details.';

/**
 * Your data (issue 14 point 5, APP 12): GET user/export asks for a copy (built by the job queue, e-mailed as a
 * link to the /your-data page), GET user/export/status says how the latest one stands, and POST user/export/download,
 * sent by that page with the member's own session, hands the zip over once. Contents: export-contents.ts;
 * docs/safety.md ("Your data").
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = keyedLimits(app, 'data-export', EXPORT_RATE_LIMITS);
  registerExportJobs(app);
  registerStorageJobs(app);

  app.get(
    '/user/export',
    {
      onRequest: [app.authenticate],
      // APP 12: a suspended member may still have a copy of what we hold about them.
      config: { allowSuspended: true },
      schema: {
        tags,
        security,
        summary: 'Ask for a copy of your data: built in the background and e-mailed as a link that works once',
        response: {
          202: DataExportRequestResponseSchema,
          ...errorResponses(...SIGNED_IN_OR_SUSPENDED, 'RATE_LIMITED'),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const open = await openExport(app, me.id);
      if (open) return reply.status(202).send({ success: true as const, ...open });
      await limit.request.consume(request, me.id);
      return reply.status(202).send({ success: true as const, ...(await queueExport(app, me.id)) });
    },
  );

  app.get(
    '/user/export/status',
    {
      onRequest: [app.authenticate],
      config: { allowSuspended: true },
      schema: {
        tags,
        security,
        summary: 'How your latest copy of your data stands',
        response: { 200: DataExportStatusResponseSchema, ...errorResponses(...SIGNED_IN_OR_SUSPENDED, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.status.consume(request, me.id);
      return { success: true as const, export: await exportStatus(app, me.id) };
    },
  );

  app.post(
    '/user/export/download',
    {
      onRequest: [app.authenticate],
      // APP 12, as for asking: a suspended member may still download their copy.
      config: { allowSuspended: true, rateLimit: DOWNLOAD_IP_LIMIT },
      schema: {
        tags,
        security,
        summary: 'The e-mailed link’s copy: the zip, once, within 24 hours, to the member who asked for it only',
        body: DataExportDownloadBodySchema,
        response: {
          200: z.unknown().describe('The zip file (application/zip)'),
          ...errorResponses(...SIGNED_IN_OR_SUSPENDED, ...BODY, 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      reply.header('cache-control', 'no-store');
      const claimed = await claimDownload(app, request.body.token, me.id);
      if (!claimed) throw new AppError('NOT_FOUND', LINK_GONE, { reason: 'exportLink' });
      // Once the answer has gone (or the browser went away), the file goes from the store.
      const remove = () => void removeDownloadedFile(app, claimed.id, claimed.storageKey);
      reply.raw.once('close', remove);
      const day = claimed.createdAt.toISOString().slice(0, 10);
      const slug =
        app.config.brand.siteName
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'site';
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${slug}-your-data-${day}.zip"`)
        .send(claimed.stream);
    },
  );

  // A link e-mailed before the page existed: on to the page, the token in its fragment. Never a file.
  app.get(
    '/user/export/download',
    {
      config: { rateLimit: DOWNLOAD_IP_LIMIT },
      schema: {
        hide: true,
        querystring: DataExportDownloadQuerySchema,
        response: errorResponses('VALIDATION_FAILED', 'RATE_LIMITED'),
      },
    },
    async (request, reply) => {
      const page = new URL(DATA_EXPORT_PAGE, app.config.PUBLIC_URL);
      if (request.query.token) page.hash = new URLSearchParams({ token: request.query.token }).toString();
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(page.toString(), 303);
    },
  );
};
