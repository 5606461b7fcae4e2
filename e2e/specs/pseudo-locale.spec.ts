import { expect, test } from '@playwright/test';
import { GUEST_ONLY_ROUTES, OTHER_PAGE_ROUTES, PUBLIC_ROUTES } from '@app/shared/routes';
import { readLink, signUp, uniqueEmail } from '../fixtures/accounts';
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

test('a new member: each onboarding step sent empty, a copy of their data, and deleting their account show only catalogue text', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('pseudo');
  const password = 'quiet harbour lamp';
  await signUp(page, request, email, password);
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

  // A copy of their data, asked for on My Details: the answer, then where it stands once e-mailed.
  await expectAllThroughCatalogue(page, '/user-dashboard?tab=details');
  const yourData = page.locator('main section:has(> div[aria-live="polite"])');
  await yourData.getByRole('button').click();
  await expect(yourData.locator('div[aria-live="polite"] p')).toBeVisible();
  await expectPageThroughCatalogue(page);
  const link = await readLink(request, email, '/your-data');
  await expectAllThroughCatalogue(page, '/user-dashboard?tab=details');
  // The e-mailed link's page, before and after the download; then My Details says it was downloaded, and the link,
  // which works once, says it has been used.
  for (const outcome of ['done', 'gone']) {
    await expectAllThroughCatalogue(page, link);
    const downloaded = outcome === 'done' ? page.waitForEvent('download') : null;
    await page.getByRole('main').getByRole('button').click();
    await downloaded;
    await expect(page.locator('main div[aria-live="polite"] p')).toBeVisible();
    await expectPageThroughCatalogue(page);
    if (outcome === 'done') await expectAllThroughCatalogue(page, '/user-dashboard?tab=details');
  }

  // Deleting the account: the dialog sent empty, then with a wrong password, then its last question; then the
  // receipt, signed out.
  await expectAllThroughCatalogue(page, '/user-dashboard?tab=account');
  await page.locator('section[aria-labelledby="delete-account-title"] > button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectPageThroughCatalogue(page);
  const next = dialog.locator('form [type="submit"]');
  await next.click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await expectPageThroughCatalogue(page);
  const passwordInput = dialog.locator('input[type="password"]');
  await passwordInput.fill('not my password');
  await expect(passwordInput).toHaveAttribute('aria-invalid', 'false');
  await next.click();
  await expect(passwordInput).toHaveAttribute('aria-invalid', 'true');
  await expectPageThroughCatalogue(page);
  await passwordInput.fill(password);
  await next.click();
  await expect(passwordInput).toHaveCount(0);
  await expectPageThroughCatalogue(page);
  // "Yes, delete my account" is the last step's last button (Cancel first).
  await dialog.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPageThroughCatalogue(page);
});
