import { describe, expect, it } from 'vitest';
import {
  AUTH_ONLY_ROUTES,
  GUEST_ONLY_ROUTES,
  isSitePage,
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
