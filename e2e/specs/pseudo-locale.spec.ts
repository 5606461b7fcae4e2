import { expect, test } from '@playwright/test';
import { GUEST_ONLY_ROUTES, OTHER_PAGE_ROUTES, PUBLIC_ROUTES } from '@app/shared/routes';
import { signUp, uniqueEmail } from '../fixtures/accounts';
import {
  DASHBOARD_TABS,
  expectAllThroughCatalogue,
  expectPageThroughCatalogue,
  usePseudoLocale,
} from '../fixtures/pseudo-locale';

// Issue 30 point 6: every page in the pseudo-locale, on a phone (the narrowest screen, with the longest text).
test.use({ viewport: { width: 375, height: 812 } });

test('a visitor: every public and sign-up page shows only catalogue text, and fits the phone', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await usePseudoLocale(context);
  for (const path of [...PUBLIC_ROUTES, ...GUEST_ONLY_ROUTES, ...OTHER_PAGE_ROUTES, '/no-such-page']) {
    await expectAllThroughCatalogue(page, path);
  }
  // What a visitor opens on a page: the menu, and the forms' messages when sent empty or wrong.
  await page.goto('/mission');
  await page.locator('header button[aria-expanded="false"]').first().click();
  await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(1);
  await expectPageThroughCatalogue(page);
  for (const path of ['/login', '/forgot-password', '/contact-us']) {
    await page.goto(path);
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await page.locator('main form [type="submit"], form [type="submit"]').first().click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectPageThroughCatalogue(page);
  }
});

const DEMO = { email: 'demo@example.com', password: 'namaste-demo-2026' };

test('a member: every page of the member area shows only catalogue text and members’ own words, and fits the phone', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user-dashboard/);
  const ownProfile = await page.getByRole('link', { name: 'See my profile as others do' }).getAttribute('href');
  await usePseudoLocale(context);
  for (const tab of DASHBOARD_TABS) await expectAllThroughCatalogue(page, `/user-dashboard${tab}`);
  await expectAllThroughCatalogue(page, ownProfile ?? '/user-dashboard');
  // Another member's profile, from Discover's first card.
  await page.goto('/user-dashboard?tab=discover');
  const other = await page.locator('article a[href^="/profile/"]').first().getAttribute('href');
  expect(other).toBeTruthy();
  await expectAllThroughCatalogue(page, other as string);
  for (const path of [
    '/chats',
    '/personal-details',
    '/qualification-details',
    '/location-details',
    '/photoupload',
    '/other-details',
    '/success',
    '/cancel',
    '/Payment-Success',
  ]) {
    await expectAllThroughCatalogue(page, path);
  }
});

test('a new member: each onboarding step, empty and then sent empty, shows only catalogue text', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  await signUp(page, request, uniqueEmail('pseudo'), 'quiet harbour lamp');
  await usePseudoLocale(context);
  let sent = 0;
  for (const path of [
    '/personal-details',
    '/qualification-details',
    '/location-details',
    '/photoupload',
    '/other-details',
  ]) {
    await expectAllThroughCatalogue(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const send = page.locator('main form [type="submit"]').last();
    if (await send.isEnabled()) {
      await send.click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectPageThroughCatalogue(page);
      sent += 1;
    }
  }
  // The steps' forms were sent empty, so their messages were read (a step whose button waits for input is not).
  expect(sent).toBeGreaterThanOrEqual(3);
});
