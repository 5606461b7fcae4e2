import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../test/test-app';
import { buildApp } from './app';
import { connectPostgres } from './db/connect';

const fixtureDist = path.resolve(import.meta.dirname, '../test/fixtures/web-dist');
let t: TestApp;

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
    expect(ready.json()).toEqual({ status: 'ready', database: true });

    // A database that does not answer: a pool pointed at a closed port.
    const unreachable = connectPostgres('postgres://nobody@127.0.0.1:1/none', 1);
    const app = await buildApp(testConfig(), { database: unreachable, logger: false });
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: false });
    await app.close();
    await unreachable.close();
  });
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
    const manifest = await t.app.inject({ method: 'GET', url: '/page-chunks.json' });
    expect(manifest.statusCode).toBe(404);
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

  it('answers a missing file with 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('publishes robots.txt and a sitemap of the public pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/privacy-policy</loc>');
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
