import { describe, expect, it } from 'vitest';
import { firstPaintRoute, isSitePage, LOCALIZED_ROUTES, pathInLanguage, routeOfPath } from '../addresses/index';
import {
  AUTH_ONLY_ROUTES,
  GUEST_ONLY_ROUTES,
  PAGE_ROUTES,
  nextPathAfterLogin,
  ONBOARDING_STEPS,
  PUBLIC_ROUTES,
  startsWithAny,
} from './index';

describe('route table', () => {
  it('puts every path in exactly one group', () => {
    const all = [...PUBLIC_ROUTES, ...GUEST_ONLY_ROUTES, ...AUTH_ONLY_ROUTES];
    expect(new Set(all).size).toBe(all.length);
  });

  it('matches prefixes the way the spec lists them', () => {
    expect(startsWithAny('/profile/asha/u1', ['/profile'])).toBe(true);
    expect(startsWithAny('/help', ['/profile'])).toBe(false);
  });
});

describe('isSitePage', () => {
  it('knows every page of the table, as the router matches them', () => {
    for (const route of PAGE_ROUTES) expect(isSitePage(route.replace(/:[A-Za-z]+/g, 'x')), route).toBe(true);
    for (const path of [
      '/Payment-Success',
      '/payment-success',
      '/sucessfull',
      '/login/',
      '/profile/Asha/u1',
      '/admin',
      '/admin/x/y',
    ]) {
      expect(isSitePage(path), path).toBe(true);
    }
  });

  it('knows no other address', () => {
    for (const path of [
      '/this-page-does-not-exist',
      '/profile',
      '/profile/Asha',
      '/profile/a/b/c',
      '/loginx',
      '/login//',
      '/adminx',
      '/sucessful',
    ]) {
      expect(isSitePage(path), path).toBe(false);
    }
  });
});

describe('after login', () => {
  const all = Object.fromEntries(ONBOARDING_STEPS.map((step) => [step.flag, true]));
  it('goes to the dashboard when all five forms are filled', () => {
    expect(nextPathAfterLogin(all)).toBe('/user-dashboard');
  });
  it.each(ONBOARDING_STEPS.map((step, index) => [step.path, index]))(
    'goes to %s when it is the first unfilled',
    (path, index) => {
      const flags = { ...all };
      for (const step of ONBOARDING_STEPS.slice(index)) flags[step.flag] = false;
      expect(nextPathAfterLogin(flags)).toBe(path);
    },
  );
  it('keeps the order personal, qualification, location, photo, other', () => {
    expect(ONBOARDING_STEPS.map((step) => step.path)).toEqual([
      '/personal-details',
      '/qualification-details',
      '/location-details',
      '/photoupload',
      '/other-details',
    ]);
  });
});

describe('public pages in other languages (issue 30)', () => {
  it('puts a public page at /hi/… and /pa/…, the home page at /hi and /pa, and leaves English and other pages as they are', () => {
    expect(pathInLanguage('/mission', 'hi')).toBe('/hi/mission');
    expect(pathInLanguage('/', 'pa')).toBe('/pa');
    expect(pathInLanguage('/mission', 'en')).toBe('/mission');
    expect(pathInLanguage('/login', 'hi')).toBe('/login');
    expect(pathInLanguage('/user-dashboard', 'hi')).toBe('/user-dashboard');
  });

  it('reads the language and the route of an address', () => {
    expect(routeOfPath('/pa/faqs')).toEqual({ language: 'pa', route: '/faqs' });
    expect(routeOfPath('/hi')).toEqual({ language: 'hi', route: '/' });
    expect(routeOfPath('/hi/')).toEqual({ language: 'hi', route: '/' });
    expect(routeOfPath('/faqs')).toEqual({ language: 'en', route: '/faqs' });
    expect(routeOfPath('/hi/login')).toEqual({ language: 'en', route: '/hi/login' });
    expect(routeOfPath('/en/faqs')).toEqual({ language: 'en', route: '/en/faqs' });
  });

  it('answers every localized address as a page with its own first paint, and others as not found', () => {
    for (const route of LOCALIZED_ROUTES) {
      for (const language of ['hi', 'pa'] as const) {
        expect(isSitePage(pathInLanguage(route, language))).toBe(true);
        expect(firstPaintRoute(pathInLanguage(route, language))).toBe(pathInLanguage(route, language));
      }
    }
    expect(isSitePage('/hi/login')).toBe(false);
    expect(isSitePage('/hi/user-dashboard')).toBe(false);
    expect(isSitePage('/fr/mission')).toBe(false);
  });
});
