import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@app/shared/routes';
import { createTestApp, freshDatabase, testConfig, type TestApp } from '../test/test-app';
import { buildApp } from './app';
import { connectPostgres, type DatabaseHandle } from './db/connect';
import type { FastifyInstance } from 'fastify';
import { migrations } from './db/migrations/index';

const fixtureDist = path.resolve(import.meta.dirname, '../test/fixtures/web-dist');
const ASHA = '0d6a3f4e-8f7b-4a51-9a8e-3c1d2b4e5f60';
const KABIR = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
let t: TestApp;
const lastMigration = Object.keys(migrations).at(-1)!;

/** Runs `work` on an app of its own over a database of its own (a test that changes them), then closes both. */
async function onOwnApp(work: (app: FastifyInstance, database: DatabaseHandle) => Promise<void>) {
  const database = await freshDatabase();
  const app = await buildApp(testConfig(), { database, logger: false });
  try {
    await work(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: fixtureDist, API_DOCS: '1' } });
});
afterAll(async () => t.close());

describe('health', () => {
  it('GET /healthz answers while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /readyz answers 200 with the database, 503 without it', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', database: true, migrations: true });

    // A database that does not answer: a pool pointed at a closed port.
    const unreachable = connectPostgres('postgres://nobody@127.0.0.1:1/none', 1);
    const app = await buildApp(testConfig(), { database: unreachable, logger: false });
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: false, migrations: false });
    await app.close();
    await unreachable.close();
  });

  it('GET /readyz answers 503 while a migration this process knows is not applied, and 200 once it is', () =>
    onOwnApp(async (app, database) => {
      await sql`delete from kysely_migration where name = ${lastMigration}`.execute(database.db);
      const behind = await app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'unavailable', database: true, migrations: false });
      await sql`insert into kysely_migration (name, timestamp) values (${lastMigration}, now()::text)`.execute(
        database.db,
      );
      const caughtUp = await app.inject({ method: 'GET', url: '/readyz' });
      expect(caughtUp.json()).toEqual({ status: 'ready', database: true, migrations: true });
    }));

  it('GET /readyz answers 503 `stopping` once the process is told to stop, while /healthz still answers', () =>
    onOwnApp(async (app) => {
      app.lifecycle.drain();
      const stopping = await app.inject({ method: 'GET', url: '/readyz' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({ status: 'stopping', database: true, migrations: true });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }));
});

describe('web app serving', () => {
  it('serves index.html for any page path, with per-page head and no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Privacy policy –');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/privacy-policy">');
    expect(res.body).toContain('property="og:title"');
    expect(res.body).toContain('<script type="application/json" id="site-config">');
  });

  it('serves each public page at its Hindi and Punjabi addresses, in that language, each naming the others (issue 30)', async () => {
    const hindi = await t.app.inject({ method: 'GET', url: '/hi/privacy-policy' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain('<title>गोपनीयता नीति –');
    expect(hindi.body).toContain('<link rel="canonical" href="http://localhost:3000/hi/privacy-policy">');
    for (const [lang, href] of [
      ['en-AU', '/privacy-policy'],
      ['hi-IN', '/hi/privacy-policy'],
      ['pa-IN', '/pa/privacy-policy'],
      ['x-default', '/privacy-policy'],
    ]) {
      expect(hindi.body).toContain(`<link rel="alternate" hreflang="${lang}" href="http://localhost:3000${href}">`);
    }
    // Both faces of the script come with the page, so bold text is not redrawn (and moved) when its face arrives.
    for (const weight of [400, 700]) {
      expect(hindi.body).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/noto-sans-devanagari-${weight}.woff2">`,
      );
    }
    const punjabi = await t.app.inject({ method: 'GET', url: '/pa' });
    expect(punjabi.statusCode).toBe(200);
    expect(punjabi.body).toContain('<html lang="pa-IN">');
    expect(punjabi.body).toContain('href="/fonts/noto-sans-gurmukhi-400.woff2"');
    expect(punjabi.body).toContain('href="/fonts/noto-sans-gurmukhi-700.woff2"');
    // The stylesheet, which the first paint waits for, is asked for before the fonts and the page's scripts.
    const stylesheet = punjabi.body.indexOf('<link rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(-1);
    expect(punjabi.body.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(stylesheet).toBeLessThan(punjabi.body.indexOf('rel="preload" as="font"'));
    expect(stylesheet).toBeLessThan(punjabi.body.indexOf('rel="modulepreload"'));
    const english = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(english.body).toContain('<html lang="en-AU">');
    expect(english.body).not.toContain('/fonts/');
    expect(english.body).toContain(
      '<link rel="alternate" hreflang="hi-IN" href="http://localhost:3000/hi/privacy-policy">',
    );
    // Pages without other addresses: not found under a language's prefix, and English with no alternates.
    expect((await t.app.inject({ method: 'GET', url: '/hi/login' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/login' })).body).not.toContain('hreflang');
  });

  it('marks pages that are not public as noindex and never lets brand text break out of the JSON', async () => {
    const other = await createTestApp({
      env: { WEB_DIST_DIR: fixtureDist, SITE_NAME: '</script><script>alert(1)</script>' },
    });
    const res = await other.app.inject({ method: 'GET', url: '/user-dashboard' });
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('</script><script>alert(1)');
    await other.close();
  });

  it("preloads the page's own code chunks listed by the web build", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-abc123.js">');
    const other = await t.app.inject({ method: 'GET', url: '/mission' });
    expect(other.body).not.toContain('modulepreload');
    // A page behind sign-in: the member area's page table, then the page, each file once.
    const preloads = (body: string) =>
      [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const step = await t.app.inject({ method: 'GET', url: '/personal-details' });
    expect(preloads(step.body)).toEqual([
      '/assets/member-pages-aaa111.js',
      '/assets/shared-ccc333.js',
      '/assets/personal-details-page-bbb222.js',
    ]);
    const profile = await t.app.inject({ method: 'GET', url: '/profile/Asha/0d6a3f4e-8f7b-4a51-9a8e-3c1d2b4e5f60' });
    expect(preloads(profile.body)).toEqual([
      '/assets/member-pages-aaa111.js',
      '/assets/shared-ccc333.js',
      '/assets/profile-page-ddd444.js',
    ]);
    const dashboard = await t.app.inject({ method: 'GET', url: '/user-dashboard' });
    expect(preloads(dashboard.body)).toEqual(['/assets/member-pages-aaa111.js', '/assets/shared-ccc333.js']);
    // One page module on two routes: /change-password is the reset-password page.
    const changePassword = await t.app.inject({ method: 'GET', url: '/change-password' });
    expect(preloads(changePassword.body)).toEqual(['/assets/reset-password-page-eee555.js']);
    // Two pages behind one entry of the router, which picks the page: that entry's module, then the page.
    const confirm = await t.app.inject({ method: 'GET', url: '/family/confirm' });
    expect(preloads(confirm.body)).toEqual([
      '/assets/family-links-page-fff666.js',
      '/assets/family-confirm-page-ggg777.js',
      '/assets/shared-ccc333.js',
    ]);
    const manifest = await t.app.inject({ method: 'GET', url: '/page-chunks.json' });
    expect(manifest.statusCode).toBe(404);
  });

  describe('first paint (ADR 009)', () => {
    type Renderer = { calls: Array<{ pathname: string; visitor: { consent: string | null } }> };
    const renderer = () =>
      import(pathToFileURL(path.join(fixtureDist, 'first-paint/render.js')).href) as Promise<Renderer>;
    const rootOf = (body: string) => /<div id="root">(.*)<\/div><script/s.exec(body)?.[1];

    it("puts the renderer's HTML for the page and the visitor's session kind inside #root", async () => {
      const visitor = await t.app.inject({ method: 'GET', url: '/mission' });
      expect(visitor.statusCode).toBe(200);
      expect(rootOf(visitor.body)).toBe(
        '<div inert data-first-paint="visitor"><main id="main">/mission for Example Matrimony (placeholder)</main>' +
          '<section>Your cookie choice</section></div>',
      );
      // It differs by the session cookies, so no shared cache may hand one visitor's to another.
      expect(visitor.headers.vary).toMatch(/cookie/i);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      const member = await t.app.inject({
        method: 'GET',
        url: '/mission',
        cookies: { access_token: 'x', refresh_token: 'y' },
      });
      expect(rootOf(member.body)).toContain('data-first-paint="member"');
      const returning = await t.app.inject({ method: 'GET', url: '/mission', cookies: { refresh_token: 'y' } });
      expect(rootOf(returning.body)).toContain('data-first-paint="returning"');
    });

    it('draws the cookie banner only for a visitor without a cookie choice (the cookie_consent cookie)', async () => {
      const { calls } = await renderer();
      const chosen = await t.app.inject({ method: 'GET', url: '/services', cookies: { cookie_consent: 'all' } });
      expect(rootOf(chosen.body)).not.toContain('Your cookie choice');
      const necessary = await t.app.inject({
        method: 'GET',
        url: '/services',
        cookies: { cookie_consent: 'necessary' },
      });
      expect(rootOf(necessary.body)).not.toContain('Your cookie choice');
      // A value that is not a choice counts as none.
      const forged = await t.app.inject({ method: 'GET', url: '/services', cookies: { cookie_consent: '<b>' } });
      expect(rootOf(forged.body)).toContain('Your cookie choice');
      expect(calls.filter((call) => call.pathname === '/services').map((call) => call.visitor.consent)).toEqual([
        'all',
        'necessary',
        null,
      ]);
    });

    it('renders each route and session kind once, and only the site’s fixed routes', async () => {
      const { calls } = await renderer();
      const before = calls.length;
      for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/faqs' });
      expect(calls.slice(before).filter((call) => call.pathname === '/faqs')).toHaveLength(1);
      const rendered = calls.length;
      // An unknown path could be anything: it is neither rendered nor kept.
      const unknown = await t.app.inject({ method: 'GET', url: `/no-such-page-${Date.now()}` });
      expect(calls.length).toBe(rendered);
      expect(rootOf(unknown.body)).toBe('');
      // Every profile's address is one route (the page as it is while loading): drawn once, then the same for all.
      const member = { access_token: 'x', refresh_token: 'y' };
      const asha = await t.app.inject({ method: 'GET', url: `/profile/Asha/${ASHA}`, cookies: member });
      const kabir = await t.app.inject({ method: 'GET', url: `/profile/Kabir/${KABIR}`, cookies: member });
      expect(calls.length).toBe(rendered + 1);
      expect(rootOf(asha.body)).toContain('data-first-paint="member"');
      expect(rootOf(kabir.body)).toBe(rootOf(asha.body));
      // Each still has its own address in the head.
      expect(kabir.body).toContain(`/profile/Kabir/${KABIR}"`);
      await t.app.inject({ method: 'GET', url: `/chat/${KABIR}`, cookies: member });
      await t.app.inject({ method: 'GET', url: `/chat/${ASHA}`, cookies: member });
      expect(calls.length).toBe(rendered + 2);
    });

    it('serves the page without a first paint when the renderer has none for it or fails', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/register', cookies: { questionnaire_answered: '1' } });
      expect(none.statusCode).toBe(200);
      expect(rootOf(none.body)).toBe('');
      const failed = await t.app.inject({ method: 'GET', url: '/help' });
      expect(failed.statusCode).toBe(200);
      expect(rootOf(failed.body)).toBe('');
      expect(failed.body).toContain('<title>');
    });

    it('puts the HTML in as written: a `$` in it is never read as a replacement pattern', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/about-us' });
      expect(rootOf(res.body)).toBe('<div inert data-first-paint="visitor"><p>Costs $& and $1</p></div>');
    });

    it('never serves the renderer itself', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/first-paint/render.js' });
      expect(res.statusCode).toBe(404);
    });
  });

  it('sends a visitor without complete questionnaire answers from /register to /questions at once', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/register?ref=mail' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/questions?ref=mail');
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(String(visitor.headers.vary)).toContain('Cookie');
    // The web app's marker that this tab's answers are complete: the page is served.
    const answered = await t.app.inject({ method: 'GET', url: '/register', cookies: { questionnaire_answered: '1' } });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toContain('text/html');
    // Anyone with a session is left to the page's own guard (a member goes to /login).
    const sessions: Array<Record<string, string>> = [{ access_token: 'x' }, { refresh_token: '1' }];
    for (const cookies of sessions) {
      const member = await t.app.inject({ method: 'GET', url: '/register', cookies });
      expect(member.statusCode).toBe(200);
    }
    // Only that page: the questionnaire itself and every other page are served as before.
    expect((await t.app.inject({ method: 'GET', url: '/questions' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/create-password' })).statusCode).toBe(200);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s brotli or gzip file to a browser that reads it, the plain file otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const original = readFileSync(path.join(fixtureDist, 'assets/app-abc123.js'));
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);

    // The compressed files are only ever sent in place of the original.
    const direct = await t.app.inject({ method: 'GET', url: `${url}.br` });
    expect(direct.statusCode).toBe(404);
  });

  const NOT_FOUND_TITLE = '<title>Page not found – ';
  const NOINDEX = '<meta name="robots" content="noindex">';
  const MEMBER_ID = '0d6a3f4e-8f7b-4a51-9a8e-3c1d2b4e5f60';
  /** A route of the table as an address: each parameter filled with a plausible value. */
  const addressOf = (route: string) =>
    route.replace(/:([A-Za-z]+)/g, (_match, name: string) => (name === 'userId' ? MEMBER_ID : 'Asha'));

  it('answers every page of the route table 200, with its own head, never the not-found page', async () => {
    const addresses = [
      ...PAGE_ROUTES.map(addressOf),
      // As the web's router matches them: any letter case, a final slash, an encoded name; the console's pages.
      '/payment-success',
      '/login/',
      `/profile/Asha%20K/${MEMBER_ID}`,
      '/admin',
      '/admin/members',
    ];
    expect(addresses).toEqual(
      expect.arrayContaining(['/sucessfull', '/Payment-Success', `/profile/Asha/${MEMBER_ID}`]),
    );
    for (const address of addresses) {
      // The register page's own redirect (no questionnaire answers) is not what is tested here.
      const res = await t.app.inject({ method: 'GET', url: address, cookies: { questionnaire_answered: '1' } });
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type'], address).toContain('text/html');
      expect(res.body, address).not.toContain(NOT_FOUND_TITLE);
      expect(res.body, address).toContain('<link rel="canonical"');
    }
  });

  it('answers an address that is no page 404 with the not-found page: its own title, noindex, no canonical', async () => {
    for (const address of [
      '/this-page-does-not-exist',
      '/this-page-does-not-exist?ref=x',
      '/profile',
      '/profile/Asha',
      `/profile/Asha/${MEMBER_ID}/more`,
      '/user-dashboard/extra',
      '/sucessful',
      '/administrator',
      '/your-data/more',
    ]) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const res = await t.app.inject({
          method: 'GET',
          url: address,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect(res.statusCode, address).toBe(404);
        expect(res.headers['content-type'], address).toContain('text/html');
        const body =
          encoding === 'br'
            ? brotliDecompressSync(res.rawPayload).toString()
            : encoding === 'gzip'
              ? gunzipSync(res.rawPayload).toString()
              : res.body;
        expect(body, address).toContain(NOT_FOUND_TITLE);
        expect(body, address).toContain(NOINDEX);
        expect(body, address).not.toContain('rel="canonical"');
        // The app shell: the web app draws its not-found page in #root.
        expect(body, address).toContain('<div id="root"></div>');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/this-page-does-not-exist' });
    expect(head.statusCode).toBe(404);
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers unknown /api paths with JSON 404', async () => {
    for (const url of ['/api/v1/nothing-here', '/api', '/api/nothing', '/api/v1/user/no-such-thing?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('publishes robots.txt and a sitemap of the public pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
    // Every language's address of each (issue 30).
    expect(sitemap.body).toContain('<loc>http://localhost:3000/hi/privacy-policy</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/pa</loc>');
    expect(sitemap.body).not.toContain('sucessfull');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers on pages and API answers', async () => {
    for (const url of ['/', '/api/v1/site/config']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('never lets API answers be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site/config' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses pages (answered by the not-found handler, outside the compression hooks)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/mission' });
    const res = await t.app.inject({ method: 'GET', url: '/mission', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('text/html');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const br = await t.app.inject({ method: 'GET', url: '/mission', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Each visitor's session kind gets its own page, compressed or not.
    const member = await t.app.inject({
      method: 'GET',
      url: '/mission',
      headers: { 'accept-encoding': 'br' },
      cookies: { access_token: 'x' },
    });
    expect(brotliDecompressSync(member.rawPayload).toString()).toContain('data-first-paint="member"');
    // A page that is not a fixed route (a profile) is compressed too, and `q=0` refuses an encoding.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/profile/Asha/0d6a3f4e-8f7b-4a51-9a8e-3c1d2b4e5f60',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(profile.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(profile.rawPayload).toString()).toContain('/profile/Asha/0d6a3f4e-8f7b-4a51-9a8e-3c1d2b4e5f60"');
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('serves the generated document at /api/docs when API_DOCS is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/site/config');
  });

  it('is absent when API_DOCS is off', async () => {
    const off = await createTestApp({ env: { API_DOCS: '0' } });
    const res = await off.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(404);
    await off.close();
  });
});
