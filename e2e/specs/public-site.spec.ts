import { expect, test } from '@playwright/test';
// Relative: Playwright compiles TypeScript outside node_modules only.
import { LOCALIZED_ROUTES, pathInLanguage } from '../../packages/shared/src/addresses/index';
import { PUBLIC_ROUTES } from '../../packages/shared/src/routes/index';
import { seriousViolations } from '../fixtures/accessibility';
import { openLive } from '../fixtures/live';

// Every public route of the spec (the payment confirmation /sucessfull as a signed-out visitor sees it).
const PUBLIC_PAGES = PUBLIC_ROUTES;

test.describe('accessibility (axe) on every public page', () => {
  for (const width of [375, 1280]) {
    test(`no serious or critical violation at ${width} px`, async ({ page }) => {
      // Every public page in turn, each scanned once it is live: a few seconds a page on the 2-core CI machine, so
      // the default minute is too short for the whole list.
      test.setTimeout(PUBLIC_PAGES.length * 10_000);
      await page.setViewportSize({ width, height: 900 });
      const failures: string[] = [];
      for (const path of PUBLIC_PAGES) {
        // Live: the app has taken the page over once the parts that load beside it (footer, cookie banner, the home
        // page's sections) are in (ADR 009), so they are scanned too.
        await openLive(page, path);
        await expect(page.locator('main').first()).toBeVisible();
        for (const violation of await seriousViolations(page)) failures.push(`${path} ${violation}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) failures.push(`${path} scrolls sideways by ${overflow}px`);
      }
      expect(failures).toEqual([]);
    });
  }
});

test('every public page in Hindi and Punjabi, on a phone: in its language, no serious violation, nothing sideways', async ({
  page,
}) => {
  // Issue 30: the longest language at 375 px. About 3 s a page on the 2-core CI machine.
  test.setTimeout(LOCALIZED_ROUTES.length * 2 * 10_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const failures: string[] = [];
  for (const [language, htmlLang] of [
    ['hi', 'hi-IN'],
    ['pa', 'pa-IN'],
  ] as const) {
    for (const route of LOCALIZED_ROUTES) {
      const path = pathInLanguage(route, language);
      await openLive(page, path);
      await expect(page.locator('main').first()).toBeVisible();
      if ((await page.locator('html').getAttribute('lang')) !== htmlLang) failures.push(`${path} is not ${htmlLang}`);
      for (const violation of await seriousViolations(page)) failures.push(`${path} ${violation}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) failures.push(`${path} scrolls sideways by ${overflow}px`);
    }
  }
  expect(failures).toEqual([]);
});

test('home → Login → the login panel shows the spec validation messages', async ({ page }) => {
  await openLive(page, '/');
  await page.getByRole('button', { name: 'Login' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(panel.getByText('Invalid email address')).toBeVisible();
  await expect(panel.getByText('Password is required')).toBeVisible();
  // Revalidation on change: a valid e-mail clears its message.
  await panel.getByLabel('E-mail address').fill('asha@example.com');
  await expect(panel.getByText('Invalid email address')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
});

test('keyboard only: the mobile menu opens, moves focus in, and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openLive(page, '/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Subscription Tiers' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('home page at phone and desktop widths (screenshots kept as artifacts)', async ({ page }, testInfo) => {
  for (const [name, width] of [
    ['phone', 375],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /register free/i }).first()).toBeVisible();
    // The sections below the first screen and the footer load beside the page: the screenshot shows them all.
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const file = testInfo.outputPath(`home-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`home-${name}`, { path: file, contentType: 'image/png' });
  }
});

test('contact form: bad input keeps what was typed, then a message is sent', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.locator('form');
  await form.getByLabel(/first name/i).fill('Asha');
  await form.getByRole('button', { name: /send/i }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByLabel(/first name/i)).toHaveValue('Asha');

  await form.getByLabel(/last name/i).fill('Krishnan');
  await form.getByLabel(/e-mail address/i).fill('asha.contact@example.com');
  await form.getByLabel('Phone number', { exact: true }).fill('412 345 678');
  await form.getByLabel(/your message/i).fill('We would like to know how family members can help with a profile.');
  await form.getByLabel(/i have read the privacy policy/i).check();
  await form.getByRole('button', { name: /send message/i }).click();
  await expect(page.getByText(/thank you, asha/i)).toBeVisible();
});
