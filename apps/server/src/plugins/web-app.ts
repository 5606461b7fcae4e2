import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fillBrand, type Brand } from '@app/shared/brand';
import { AUTH_ONLY_ROUTES } from '@app/shared/routes';
import { metaFor, PAGE_META } from '@app/shared/seo';
import type { AppConfig } from '../config/env';
import { toErrorBody } from './error-handler';

const HEAD_MARKER = '<!--app-head-->';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Chunks of each page module, written by the web build (apps/web/build/page-chunks-plugin.ts). */
export type PageChunks = Record<string, string[]>;

/** Routes served by a page module named after another route (one module, two paths). */
const PAGE_MODULE_OF: Record<string, string> = { 'change-password': 'reset-password', 'contact-us': 'contact' };

/** `/` → `home`, `/privacy-policy` → `privacy-policy`: the page module naming convention of the web app. */
function pageSlug(pathname: string): string {
  const slug = pathname === '/' ? 'home' : pathname.replace(/^\/+|\/+$/g, '');
  return PAGE_MODULE_OF[slug] ?? slug;
}

/** Written by the web build for app/member-pages.tsx, the table every page behind sign-in loads first. */
const MEMBER_AREA_KEY = '#member-area';

/** `/profile/:name/:userId` → a pattern matching `/profile/asha/5f…`; fixed paths match themselves. */
const MEMBER_ROUTES = AUTH_ONLY_ROUTES.map((route) => ({
  slug: pageSlug(route.split('/:')[0] ?? route),
  pattern: new RegExp(`^${route.replace(/\/:[^/]+/g, '/[^/]+')}/?$`),
}));

/** The chunks to preload for a path: the page's own, and for a page behind sign-in the member area's table too. */
function chunksFor(pathname: string, pageChunks: PageChunks): string[] {
  const member = MEMBER_ROUTES.find((route) => route.pattern.test(pathname));
  if (!member) return pageChunks[pageSlug(pathname)] ?? [];
  const files = [...(pageChunks[MEMBER_AREA_KEY] ?? []), ...(pageChunks[member.slug] ?? [])];
  return [...new Set(files)];
}

/** Per-page head: title, description, canonical URL, Open Graph, robots, and the brand as inert JSON. */
export function renderHead(pathname: string, brand: Brand, pageChunks: PageChunks = {}): string {
  const meta = metaFor(pathname);
  const title = escapeHtml(fillBrand(meta.title, brand));
  const description = escapeHtml(fillBrand(meta.description, brand));
  const canonical = escapeHtml(new URL(pathname, brand.siteUrl).toString());
  // JSON inside a non-executable script element: `<` is escaped so the content can never close the tag.
  const brandJson = JSON.stringify(brand).replace(/</g, '\\u003c');
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(brand.siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:image" content="${escapeHtml(new URL('/og-image.png', brand.siteUrl).toString())}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    meta.indexable ? '' : '<meta name="robots" content="noindex">',
    `<script type="application/json" id="site-config">${brandJson}</script>`,
    // The page's own code downloads alongside the app shell instead of after it.
    ...chunksFor(pathname, pageChunks).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}

export function resolveWebDist(config: Pick<AppConfig, 'WEB_DIST_DIR'>): string {
  if (config.WEB_DIST_DIR) return path.resolve(config.WEB_DIST_DIR);
  // The bundle runs from apps/server/dist/, the sources (tsx) from apps/server/src/plugins/.
  const candidates = ['../../web/dist', '../../../web/dist'].map((rel) => path.resolve(import.meta.dirname, rel));
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

/** Serves the built web app: hashed assets cached for a year, every other path gets index.html. */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = resolveWebDist(config);
  const indexPath = path.join(root, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (!template) app.log.warn({ root }, 'web app is not built: only the API is served (run npm run build)');
  const chunksPath = path.join(root, 'page-chunks.json');
  const pageChunks: PageChunks = existsSync(chunksPath)
    ? (JSON.parse(readFileSync(chunksPath, 'utf8')) as PageChunks)
    : {};

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /user-dashboard',
          'Disallow: /profile/',
          `Sitemap: ${new URL('/sitemap.xml', config.brand.siteUrl).toString()}`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = Object.entries(PAGE_META)
      .filter(([, meta]) => meta.indexable)
      .map(([pathname]) => `  <url><loc>${escapeHtml(new URL(pathname, config.brand.siteUrl).toString())}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  if (template) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset; they are sent in place of the file, never on their own.
      preCompressed: true,
      globIgnore: ['index.html', 'page-chunks.json', '**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (pathname: string, reply: FastifyReply) => {
    if (!template) return reply.status(404).type('text/plain; charset=utf-8').send('The web app is not built.');
    const html = template.replace(HEAD_MARKER, renderHead(pathname, config.brand, pageChunks));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(toErrorBody('NOT_FOUND', 'No such API endpoint.'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(toErrorBody('NOT_FOUND'));
    }
    // A request for a missing file (has an extension) is a real 404, not a page.
    if (path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(pathname, reply);
  });
}
