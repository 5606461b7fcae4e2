// @vitest-environment node
// As on the server: no DOM, no local storage. (A client render in the same test would also see the contexts a
// server render leaves set, so the expected headings come from the message catalogue the pages read.)
import { describe, expect, it } from 'vitest';
import { fillBrand, PLACEHOLDER_BRAND } from '@app/shared/brand';
import { AUTH_ONLY_ROUTES, GUEST_ONLY_ROUTES, PUBLIC_ROUTES } from '@app/shared/routes';
import { homeHero } from '../features/content/documents/en/home-hero';
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
    expect(html).toMatch(/^<div inert data-first-paint="visitor">.*<main id="main"/s);
    expect(heading(html)).toBe(fillBrand(homeHero.title, PLACEHOLDER_BRAND));
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
    expect(html).toMatch(/^<div inert data-first-paint="member">/);
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

  it('draws only the fixed routes: not a profile (its URL names a member), not an unknown path', async () => {
    expect(await renderFirstPaint('/profile/asha/u-1', MEMBER, PLACEHOLDER_BRAND)).toBeNull();
    expect(await renderFirstPaint('/no-such-page', VISITOR, PLACEHOLDER_BRAND)).toBeNull();
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
    // Most pages are drawn (not the register page without answers, nor a profile).
    expect(drawn.length).toBeGreaterThan(25);
  });
});
