import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DataExportDownloadQuerySchema,
  DataExportRequestResponseSchema,
  DataExportStatusResponseSchema,
} from '@app/shared/data-export';
import { ErrorBodySchema } from '@app/shared/errors';
import { escapeHtml } from '../auth/auth.emails';
import { requireUser } from '../auth/authenticate';
import { keyedLimits } from '../auth/rate-limits';
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

export const LINK_GONE = 'This download link has already been used or has expired.';

/** The page a browser shows for a link that no longer works (the link is opened from an e-mail, not the app). */
function goneHtml(siteName: string, siteUrl: string): string {
  const myDetails = new URL('/user-dashboard', siteUrl).toString();
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`Link expired · ${siteName}`)}</title></head><body>`,
    `<h1>${escapeHtml(LINK_GONE)}</h1>`,
    '<p>Each link to a copy of your data works once, for 24 hours. You can ask for a new copy from My Details.</p>',
    `<p><a href="${escapeHtml(myDetails)}">Go to My Details</a></p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * Your data (issue 14 point 5, APP 12): GET user/export asks for a copy (built by the job queue, e-mailed as a
 * link), GET user/export/status says how the latest one stands, and the e-mailed link GET user/export/download
 * hands the zip over once. Contents: export-contents.ts; docs/safety.md ("Your data").
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
        response: { 202: DataExportRequestResponseSchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
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
        response: { 200: DataExportStatusResponseSchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.status.consume(request, me.id);
      return { success: true as const, export: await exportStatus(app, me.id) };
    },
  );

  app.get(
    '/user/export/download',
    {
      config: { rateLimit: DOWNLOAD_IP_LIMIT },
      schema: {
        tags,
        summary: 'The e-mailed link: the zip, once, within 24 hours (then 410)',
        querystring: DataExportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const claimed = await claimDownload(app, request.query.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (!claimed) {
        return reply
          .status(410)
          .type('text/html; charset=utf-8')
          .send(goneHtml(app.config.brand.siteName, app.config.PUBLIC_URL));
      }
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
};
