// @vitest-environment node
// As on the server: no DOM, no local storage. (A client render in the same test would also see the contexts a
// server render leaves set, so the expected headings come from the message catalogue the pages read.)
import { describe, expect, it } from 'vitest';
import { fillBrand, PLACEHOLDER_BRAND } from '@app/shared/brand';
import { AUTH_ONLY_ROUTES, GUEST_ONLY_ROUTES, PUBLIC_ROUTES } from '@app/shared/routes';
import homeEnglish from '../locales/en/home.json';
import auth from '../locales/en/auth.json';
import frame from '../locales/en/frame.json';
import onboarding from '../locales/en/onboarding.json';
import { renderFirstPaint } from './render';

const VISITOR = { accessToken: false, refreshToken: false, consent: 'necessary' } as const;
const MEMBER = { accessToken: true, refreshToken: true, consent: 'all' } as const;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** The text of the first `<h1>` in the HTML (React writes headings as plain text). */
function heading(html: string | null): string | undefined {
  const inner = /<h1[^>]*>(.*?)<\/h1>/s.exec(html ?? '')?.[1];
  return inner?.replace(/<!-- -->/g, '').replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

describe('renderFirstPaint (ADR 009)', { timeout: 30_000 }, () => {
  it("draws the home page with the app's own components: inert, no script, no banner after a cookie choice", async () => {
    const html = await renderFirstPaint('/', VISITOR, PLACEHOLDER_BRAND);
    expect(html).toMatch(/^<div inert data-first-paint="visitor" data-first-paint-route="\/">.*<main id="main"/s);
    expect(heading(html)).toBe(fillBrand(homeEnglish.site.home.hero.title, PLACEHOLDER_BRAND));
    // The footer is drawn too (the renderer waits for every part of the page).
    expect(html).toContain('<footer');
    // Nothing runs in it, and nothing in it depends on what this browser stored.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-sonner-toaster');
    expect(html).not.toContain(frame.cookieBanner.title);
  });

  it('draws the cookie banner for a visitor who has not chosen, so it appears with the page', async () => {
    const html = await renderFirstPaint('/questions', { ...VISITOR, consent: null }, PLACEHOLDER_BRAND);
    expect(html).toContain(frame.cookieBanner.title);
    expect(html).toMatch(/^<div inert /);
  });

  it('draws an onboarding step for a member, with the heading the app shows', async () => {
    const html = await renderFirstPaint('/personal-details', MEMBER, PLACEHOLDER_BRAND);
    expect(html).toMatch(/^<div inert data-first-paint="member" data-first-paint-route="\/personal-details">/);
    expect(heading(html)).toBe(onboarding.onboarding.steps.personal.title);
  });

  it('draws nothing where the app would send the visitor elsewhere', async () => {
    // The guards: a member at / goes to the dashboard, a visitor at a member page to /login.
    expect(await renderFirstPaint('/', MEMBER, PLACEHOLDER_BRAND)).toBeNull();
    expect(await renderFirstPaint('/', { ...VISITOR, refreshToken: true }, PLACEHOLDER_BRAND)).toBeNull();
    expect(await renderFirstPaint('/personal-details', VISITOR, PLACEHOLDER_BRAND)).toBeNull();
    expect(await renderFirstPaint('/questions', MEMBER, PLACEHOLDER_BRAND)).toBeNull();
    // The register page without the questionnaire's answers, which only the browser holds.
    expect(await renderFirstPaint('/register', VISITOR, PLACEHOLDER_BRAND)).toBeNull();
  });

  it('draws a profile or a conversation as it is while loading: nothing from its address, the same for all', async () => {
    const asha = await renderFirstPaint(
      '/profile/Asha/0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e',
      MEMBER,
      PLACEHOLDER_BRAND,
    );
    const kabir = await renderFirstPaint(
      '/profile/Kabir/7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
      MEMBER,
      PLACEHOLDER_BRAND,
    );
    expect(asha).toMatch(/^<div inert data-first-paint="member" data-first-paint-route="\/profile\/:name\/:userId">/);
    expect(asha).toContain('<main id="main"');
    expect(asha).toContain('aria-busy="true"');
    expect(kabir).toBe(asha);
    expect(asha).not.toMatch(/Asha|0b9f2c1e/);
    const chat = await renderFirstPaint('/chat/0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e', MEMBER, PLACEHOLDER_BRAND);
    expect(chat).toMatch(/^<div inert data-first-paint="member" data-first-paint-route="\/chat\/:userId">/);
    expect(chat).not.toContain('0b9f2c1e');
    // Behind sign-in: a visitor is sent to /login, so nothing is drawn.
    expect(await renderFirstPaint('/chat/0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e', VISITOR, PLACEHOLDER_BRAND)).toBeNull();
  });

  it('draws no unknown path, nor a route written with its parameters', async () => {
    expect(await renderFirstPaint('/no-such-page', VISITOR, PLACEHOLDER_BRAND)).toBeNull();
    expect(await renderFirstPaint('/chat/:userId', MEMBER, PLACEHOLDER_BRAND)).toBeNull();
    expect(await renderFirstPaint('/chat/a/b', MEMBER, PLACEHOLDER_BRAND)).toBeNull();
  });

  it('knows nothing about the member: every member gets the same first paint', async () => {
    const html = await renderFirstPaint('/user-dashboard', MEMBER, PLACEHOLDER_BRAND);
    expect(heading(html)).toBe('Welcome');
    // The stand-in token says only that one exists; it never reaches the page.
    expect(html).not.toContain('first-paint"');
    // Nor does a guess about the member: whether their profile is finished is not known here, and a "finish your
    // profile" card drawn for everyone would vanish, shifting the page, as soon as it went live.
    expect(html).not.toContain(auth.auth.dashboard.finishProfile.title);
  });

  it('carries no inline style anywhere: the site’s CSP would refuse it in HTML (style-src self)', async () => {
    const drawn: string[] = [];
    const pages = [
      ...[...PUBLIC_ROUTES, ...GUEST_ONLY_ROUTES].map((path) => [path, { ...VISITOR, consent: null }] as const),
      ...AUTH_ONLY_ROUTES.map((path) => [path, { ...MEMBER, consent: null }] as const),
    ];
    for (const [path, visitor] of pages) {
      const html = await renderFirstPaint(path, visitor, PLACEHOLDER_BRAND);
      if (html === null) continue;
      drawn.push(path);
      expect(html, path).not.toMatch(/\sstyle=/);
    }
    // Most pages are drawn (not the register page without answers).
    expect(drawn.length).toBeGreaterThan(25);
  });
});
