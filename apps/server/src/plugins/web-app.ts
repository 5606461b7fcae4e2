import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillBrand, type Brand } from '@app/shared/brand';
import { CONSENT_COOKIE, COOKIE_CONSENT_VALUES, type CookieConsent } from '@app/shared/analytics';
import { COOKIE } from '@app/shared/constants';
import { LANGUAGE_CODES, LOCALES, type LanguageCode } from '@app/shared/i18n';
import { firstPaintRoute, isSitePage, LOCALIZED_ROUTES, pathInLanguage, routeOfPath } from '@app/shared/addresses';
import { AUTH_ONLY_ROUTES } from '@app/shared/routes';
import { metaFor, NOT_FOUND_META, PAGE_META, type PageMeta } from '@app/shared/seo';
import type { AppConfig } from '../config/env';
import { toErrorBody } from './error-handler';
import { registerWebManifest } from './web-manifest';

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*">/;
const PAGE_FONTS: Partial<Record<LanguageCode, readonly string[]>> = {
  hi: ['/fonts/noto-sans-devanagari-400.woff2', '/fonts/noto-sans-devanagari-700.woff2'],
  pa: ['/fonts/noto-sans-gurmukhi-400.woff2', '/fonts/noto-sans-gurmukhi-700.woff2'],
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Chunks of each page module, written by the web build (apps/web/build/page-chunks-plugin.ts). */
export type PageChunks = Record<string, string[]>;

/** Routes served by a page module named after another route (one module, two paths). */
const PAGE_MODULE_OF: Record<string, string> = {
  'change-password': 'reset-password',
  'contact-us': 'contact',
  'family/invitation': 'family-invitation',
  'family/confirm': 'family-confirm',
};

/**
 * Routes whose entry in the web app's router is a module that picks the page by path (one entry for the two pages the
 * family e-mails' links open): its chunks load before the page's, as the member area's table does for its pages.
 */
const PAGE_ENTRY_OF: Record<string, string> = { 'family/invitation': 'family-links', 'family/confirm': 'family-links' };

/** `/` → `home`, `/privacy-policy` → `privacy-policy`, `/family/confirm` → `family/confirm`. */
function routeSlug(pathname: string): string {
  return pathname === '/' ? 'home' : pathname.replace(/^\/+|\/+$/g, '');
}

/** `/` → `home`, `/privacy-policy` → `privacy-policy`: the page module naming convention of the web app. */
function pageSlug(pathname: string): string {
  const slug = routeSlug(pathname);
  return PAGE_MODULE_OF[slug] ?? slug;
}

/** Written by the web build for app/member-pages.tsx, the table every page behind sign-in loads first. */
const MEMBER_AREA_KEY = '#member-area';

/** `/profile/:name/:userId` → a pattern matching `/profile/asha/5f…`; fixed paths match themselves. */
const MEMBER_ROUTES = AUTH_ONLY_ROUTES.map((route) => ({
  slug: pageSlug(route.split('/:')[0] ?? route),
  pattern: new RegExp(`^${route.replace(/\/:[^/]+/g, '/[^/]+')}/?$`),
}));

/**
 * The chunks to preload for a path: the page's own, after those of the module the router loads first for it: the
 * member area's table for a page behind sign-in, or the module picking the page (`PAGE_ENTRY_OF`).
 */
function chunksFor(address: string, pageChunks: PageChunks): string[] {
  // A page at `/hi/…` is the same page's code.
  const pathname = routeOfPath(address).route;
  const member = MEMBER_ROUTES.find((route) => route.pattern.test(pathname));
  const entry = member ? MEMBER_AREA_KEY : PAGE_ENTRY_OF[routeSlug(pathname)];
  const page = pageChunks[member ? member.slug : pageSlug(pathname)] ?? [];
  return entry ? [...new Set([...(pageChunks[entry] ?? []), ...page])] : page;
}

/**
 * Per-page head: title, description, canonical URL, Open Graph, robots, and the brand as inert JSON. An address that
 * is no page (`notFound`) gets the not-found page's title, noindex, and no canonical URL.
 */
export function renderHead(pathname: string, brand: Brand, pageChunks: PageChunks = {}, notFound = false): string {
  const meta: PageMeta = notFound ? NOT_FOUND_META : metaFor(pathname);
  const title = escapeHtml(fillBrand(meta.title, brand));
  const description = escapeHtml(fillBrand(meta.description, brand));
  const canonical = escapeHtml(new URL(pathname, brand.siteUrl).toString());
  // JSON inside a non-executable script element: `<` is escaped so the content can never close the tag.
  const brandJson = JSON.stringify(brand).replace(/</g, '\\u003c');
  const { route } = routeOfPath(pathname);
  // A public page in every language (issue 30): each address names the others; search engines without a language
  // match get English.
  const alternates =
    notFound || !(LOCALIZED_ROUTES as readonly string[]).includes(route)
      ? []
      : [
          ...LANGUAGE_CODES.map(
            (language) =>
              `<link rel="alternate" hreflang="${LOCALES[language].htmlLang}" href="${escapeHtml(new URL(pathInLanguage(route, language), brand.siteUrl).toString())}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(new URL(route, brand.siteUrl).toString())}">`,
        ];
  // A page in Hindi or Punjabi fetches both faces of its script with the page rather than after its styles
  // (apps/web/src/styles.css): a bold face found only at layout arrives after the first paint and moves every line
  // below the bold ones when it replaces the fallback.
  const fonts = PAGE_FONTS[routeOfPath(pathname).language] ?? [];
  return [
    `<title>${title}</title>`,
    ...fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`),
    `<meta name="description" content="${description}">`,
    notFound ? '' : `<link rel="canonical" href="${canonical}">`,
    ...alternates,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(brand.siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    notFound ? '' : `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:image" content="${escapeHtml(new URL('/og-image.png', brand.siteUrl).toString())}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    meta.indexable ? '' : '<meta name="robots" content="noindex">',
    `<script type="application/json" id="site-config">${brandJson}</script>`,
    // The page's own code downloads alongside the app shell instead of after it.
    ...(notFound ? [] : chunksFor(pathname, pageChunks)).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * All a first paint depends on, read from cookies: which tokens the visitor holds (as the app's guards will see
 * them) and their cookie choice (`null` before they have made one: the banner is drawn).
 */
export type FirstPaintVisitor = { accessToken: boolean; refreshToken: boolean; consent: CookieConsent | null };
/** `renderFirstPaint` of the web build's first-paint renderer (apps/web/src/first-paint/render.tsx). */
export type FirstPaintRenderer = (pathname: string, visitor: FirstPaintVisitor, brand: Brand) => Promise<string | null>;

/** Where the web build writes the first-paint renderer, inside the built app (never served: see globIgnore). */
export const FIRST_PAINT_MODULE = path.join('first-paint', 'render.js');

/** The key of what a first paint depends on: `ar all`, `-- none`, … */
const visitorKey = ({ accessToken, refreshToken, consent }: FirstPaintVisitor) =>
  `${accessToken ? 'a' : '-'}${refreshToken ? 'r' : '-'} ${consent ?? 'none'}`;

/**
 * The first paint of each page (ADR 009): the app's own components rendered to HTML, so the browser paints the
 * page before the app's script has run. Rendered on the first request for a route and session kind, then kept;
 * only the site's page routes (`@app/shared/routes`) are rendered (a member's profile or conversation as its route, drawn as it is while
 * loading), so what is kept is bounded whatever paths are requested. A
 * renderer that fails to load or to render costs the page only its first paint: it is served as before.
 */
export function firstPaints(
  load: () => Promise<FirstPaintRenderer>,
  brand: Brand,
  log: FastifyBaseLogger,
): (pathname: string, visitor: FirstPaintVisitor) => Promise<string | null> {
  let renderer: Promise<FirstPaintRenderer | null> | undefined;
  const kept = new Map<string, Promise<string | null>>();
  return (pathname, visitor) => {
    const route = firstPaintRoute(pathname);
    if (route === null) return Promise.resolve(null);
    // Kept per route: every conversation's address has the one first paint of `/chat/:userId`.
    const key = `${route} ${visitorKey(visitor)}`;
    let html = kept.get(key);
    if (!html) {
      renderer ??= load().catch((error: unknown) => {
        log.warn({ err: error }, 'first paint: the renderer did not load; pages are served without one');
        return null;
      });
      html = renderer.then(async (render) => {
        if (!render) return null;
        try {
          return await render(pathname, visitor, brand);
        } catch (error) {
          log.warn({ err: error, pathname }, 'first paint: rendering failed; the page is served without one');
          return null;
        }
      });
      kept.set(key, html);
    }
    return html;
  };
}

/** `br` or `gzip` when the request accepts it (a `q=0` refuses), brotli first; null for the plain page. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

const isConsent = (value: unknown): value is CookieConsent =>
  (COOKIE_CONSENT_VALUES as readonly unknown[]).includes(value);

const visitorOf = (request: FastifyRequest): FirstPaintVisitor => {
  const consent = request.cookies[CONSENT_COOKIE];
  return {
    accessToken: Boolean(request.cookies[COOKIE.accessToken]),
    refreshToken: Boolean(request.cookies[COOKIE.refreshToken]),
    consent: isConsent(consent) ? consent : null,
  };
};

/**
 * GET /register from a visitor with no session whose questionnaire answers are not complete: the page itself sends
 * them to /questions, but only once its script has downloaded and run. The answers live in the tab's
 * sessionStorage; the `questionnaire_answered` cookie is the web app's word that they are complete.
 */
export function registerNeedsAnswers(pathname: string, request: FastifyRequest): boolean {
  if (pathname !== '/register') return false;
  const { accessToken, refreshToken } = visitorOf(request);
  return !accessToken && !refreshToken && request.cookies[COOKIE.questionnaireAnswered] !== '1';
}

export function resolveWebDist(config: Pick<AppConfig, 'WEB_DIST_DIR'>): string {
  if (config.WEB_DIST_DIR) return path.resolve(config.WEB_DIST_DIR);
  // The bundle runs from apps/server/dist/, the sources (tsx) from apps/server/src/plugins/.
  const candidates = ['../../web/dist', '../../../web/dist'].map((rel) => path.resolve(import.meta.dirname, rel));
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

/**
 * The build puts the stylesheet last in the head. It is the one file the first paint waits for, so it is moved ahead
 * of the fonts and the page's scripts that the head adds: over HTTP/1.1's six connections to a host it would
 * otherwise wait for a free one behind them (seen in Lighthouse as a first paint 200 ms later).
 */
export function stylesheetsFirst(template: string): string {
  const links = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  if (!links.length || !template.includes(HEAD_MARKER)) return template;
  const rest = links.reduce((html, link) => html.replace(link, ''), template);
  return rest.replace(HEAD_MARKER, () => `${links.join('\n    ')}\n    ${HEAD_MARKER}`);
}

/** Serves the built web app: hashed assets cached for a year, every other path gets index.html. */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = resolveWebDist(config);
  const indexPath = path.join(root, 'index.html');
  const template = existsSync(indexPath) ? stylesheetsFirst(readFileSync(indexPath, 'utf8')) : undefined;
  if (!template) app.log.warn({ root }, 'web app is not built: only the API is served (run npm run build)');
  const chunksPath = path.join(root, 'page-chunks.json');
  const pageChunks: PageChunks = existsSync(chunksPath)
    ? (JSON.parse(readFileSync(chunksPath, 'utf8')) as PageChunks)
    : {};
  const rendererPath = path.join(root, FIRST_PAINT_MODULE);
  const firstPaintOf =
    template?.includes(ROOT_ELEMENT) && existsSync(rendererPath)
      ? firstPaints(
          async () =>
            ((await import(pathToFileURL(rendererPath).href)) as { renderFirstPaint: FirstPaintRenderer })
              .renderFirstPaint,
          config.brand,
          app.log,
        )
      : undefined;

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

  registerWebManifest(app, config.brand);

  app.get('/sitemap.xml', async (_request, reply) => {
    // Every indexable page in every language it has an address in (issue 30).
    const urls = Object.entries(PAGE_META)
      .filter(([, meta]) => meta.indexable)
      .flatMap(([route]) => [...new Set(LANGUAGE_CODES.map((language) => pathInLanguage(route, language)))])
      .map((address) => `  <url><loc>${escapeHtml(new URL(address, config.brand.siteUrl).toString())}</loc></url>`);
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
      globIgnore: ['index.html', 'page-chunks.json', 'first-paint/**', '**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The service worker: browsers check it for updates on every visit (docs/notifications.md).
        if (filePath === path.join(root, 'sw.js')) void res.header('cache-control', 'no-cache');
      },
    });
  }

  // A page's HTML depends only on its path and (with a first paint) the visitor's session kind: each compressed
  // form of a fixed route's page is made once and kept (a bounded set, as the first paints are).
  const compressedPages = new Map<string, Buffer>();
  const compressedPage = (key: string | null, html: string, encoding: 'br' | 'gzip'): Buffer => {
    const cacheKey = key === null ? null : `${encoding} ${key}`;
    const kept = cacheKey === null ? undefined : compressedPages.get(cacheKey);
    if (kept) return kept;
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: key === null ? 5 : 11 } })
        : gzipSync(html, { level: key === null ? 6 : 9 });
    if (cacheKey !== null) compressedPages.set(cacheKey, body);
    return body;
  };

  const sendIndex = async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    if (!template) return reply.status(404).type('text/plain; charset=utf-8').send('The web app is not built.');
    // An address that is no page: the app draws its not-found page, under a 404 (never a soft 404).
    const notFound = !isSitePage(pathname);
    const visitor = visitorOf(request);
    const firstPaint = firstPaintOf && !notFound ? await firstPaintOf(pathname, visitor) : null;
    // Replaced by functions: a `$` in a brand name or a page's text is never read as a replacement pattern.
    let html = template
      .replace(HEAD_MARKER, () => renderHead(pathname, config.brand, pageChunks, notFound))
      // The language of the page's address (`/hi/…`); every other page is English until the app knows the visitor's.
      .replace(HTML_LANG, `<html lang="${LOCALES[routeOfPath(pathname).language].htmlLang}">`);
    if (firstPaint) html = html.replace(ROOT_ELEMENT, () => `<div id="root">${firstPaint}</div>`);
    void reply
      .status(notFound ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    // The first paint differs by the session cookies: a shared cache must not give one visitor's to another.
    void reply.header('vary', firstPaintOf ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    // Compressed here: @fastify/compress hooks into routes, and pages are answered by the not-found handler.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    // Kept compressed: pages of one fixed route (a member-named address has its own canonical URL in the head).
    const key = notFound
      ? '404'
      : firstPaintRoute(pathname) === pathname
        ? `${pathname} ${firstPaint ? visitorKey(visitor) : 'plain'}`
        : null;
    return reply.header('content-encoding', encoding).send(compressedPage(key, html, encoding));
  };

  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply
        .status(404)
        .send(toErrorBody('NOT_FOUND', 'No such API endpoint.', undefined, undefined, { reason: 'endpoint' }));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(toErrorBody('NOT_FOUND'));
    }
    // A request for a missing file (has an extension) is a real 404, not a page.
    if (path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (registerNeedsAnswers(pathname, request)) {
      // The page would send this visitor to the questionnaire as soon as its script ran: go there now.
      const query = request.url.slice(pathname.length);
      return reply.header('cache-control', 'no-store').header('vary', 'Cookie').redirect(`/questions${query}`, 302);
    }
    return sendIndex(pathname, request, reply);
  });
}
