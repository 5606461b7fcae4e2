import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmailSchema } from '@app/shared/auth';
import { errorResponses } from '../../lib/error-responses';
import { escapeHtml } from '../../lib/mail/compose';
import { settleMail } from '../../lib/mail/dispatch';
import { latestOutboxMessages } from './auth.repository';

/**
 * Development outbox (DEV_OUTBOX, never in production — the config loader refuses it). E-mails are kept in
 * the `email_outbox` table instead of being sent; these routes let a developer or a browser test read them.
 */
const LIMIT = 50;

// email_outbox.created_at is typed `Generated<Timestamp>` in schema.ts, which selects as a ColumnType: read it as a Date.
const iso = (value: unknown) => new Date(value as Date).toISOString();

async function latest(app: FastifyInstance, to?: string) {
  await settleMail(app);
  return latestOutboxMessages(app.db, LIMIT, to);
}

const OutboxResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
});

/** GET /api/v1/dev/outbox?to=<email>: JSON, newest first. Registered by the auth module only when enabled. */
export const devOutboxApiRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devOutbox) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: EmailSchema.optional() }),
        response: { 200: OutboxResponseSchema, ...errorResponses('VALIDATION_FAILED') },
      },
    },
    async (request) => {
      const rows = await latest(app, request.query.to);
      return {
        success: true as const,
        messages: rows.map((row) => ({
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          createdAt: iso(row.createdAt),
        })),
      };
    },
  );
};

/**
 * GET /dev/outbox (outside /api): a plain HTML list of the latest 50 e-mails. Everything is escaped and
 * there is no inline style or script, so the site's strict CSP applies unchanged. Register it from app.ts.
 */
export const devOutboxPage: FastifyPluginAsync = async (app) => {
  if (!app.config.devOutbox) return;
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await latest(app);
    const items = rows
      .map(
        (row) => `<li>
<article>
<h2>${escapeHtml(row.subject)}</h2>
<p>To: ${escapeHtml(row.toAddress)} · <time datetime="${escapeHtml(iso(row.createdAt))}">${escapeHtml(iso(row.createdAt))}</time></p>
<pre>${escapeHtml(row.text)}</pre>
</article>
</li>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development outbox</title></head>
<body>
<main>
<h1>Development outbox</h1>
<p>The latest ${LIMIT} e-mails this server would have sent. Only available in development.</p>
${rows.length ? `<ol>\n${items}\n</ol>` : '<p>No e-mails yet.</p>'}
</main>
</body>
</html>
`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
