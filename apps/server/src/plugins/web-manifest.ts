import type { FastifyInstance } from 'fastify';
import type { Brand } from '@app/shared/brand';

/** The site's colour, as index.html's `theme-color`. */
const THEME_COLOR = '#007EAF';

/** A home-screen label: the site's name without a "(placeholder)"-style note, its first word when long. */
function shortName(siteName: string): string {
  const name = siteName.replace(/\s*\([^)]*\)\s*$/, '').trim() || siteName;
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name);
}

/**
 * The web app manifest (installable PWA): named from the configured brand (`SITE_NAME`), so an operator's name
 * is what a member's home screen shows. Icons are apps/web/public/icons (192 and 512 px, and a maskable 512).
 */
export function webManifest(brand: Pick<Brand, 'siteName'>) {
  return {
    id: '/',
    name: brand.siteName,
    short_name: shortName(brand.siteName),
    description: `${brand.siteName}: matrimonial matchmaking for families and individuals.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#FFFFFF',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest, linked from index.html. */
export function registerWebManifest(app: FastifyInstance, brand: Brand): void {
  const body = JSON.stringify(webManifest(brand));
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
}
