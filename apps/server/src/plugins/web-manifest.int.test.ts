import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webManifest } from './web-manifest';

const fixtureDist = path.resolve(import.meta.dirname, '../../test/fixtures/web-dist');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: fixtureDist, SITE_NAME: 'Shaadi Bandhan Australia' } });
});
afterAll(() => t?.close());

describe('installable PWA', () => {
  it('serves the manifest named from SITE_NAME, with the icons', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Shaadi Bandhan Australia',
      short_name: 'Shaadi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons).toEqual([
      expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' }),
      expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ src: '/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' }),
    ]);
  });

  it('serves the service worker from the site root, revalidated on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Other public files keep their hour.
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("lets pages register the site's own worker and manifest only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('short names', () => {
  it('drop a trailing note and keep a short name whole', () => {
    expect(webManifest({ siteName: 'Example Matrimony (placeholder)' }).short_name).toBe('Example');
    expect(webManifest({ siteName: 'Wedlock' }).short_name).toBe('Wedlock');
  });
});
