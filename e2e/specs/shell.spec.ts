import { expect, test } from '@playwright/test';

test('the home page loads and a guarded route sends a visitor to /login', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page).toHaveTitle(/matrimonial/i);

  await page.goto('/user-dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(errors, 'no console errors (CSP violations included)').toEqual([]);
});

test('the server draws the page before its script runs, inert, and the app takes it over without a console error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Hold the app's code: what shows is the server's first paint alone.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/questions', { waitUntil: 'commit' });
  const heading = page.getByText('Welcome — let’s begin your search');
  await expect(heading).toBeVisible();
  await expect(page.locator('[data-first-paint]')).toHaveAttribute('inert', '');
  await heading.evaluate((element) => Object.assign(window, { drawnHeading: element }));
  release();
  // A visitor's page is hydrated: the drawn nodes become the live page (nothing built or laid out again), and work.
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await heading.evaluate((element) => 'drawnHeading' in window && window.drawnHeading === element)).toBe(true);
  await page.getByRole('button', { name: 'Let’s begin' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Welcome — let’s begin your search');
  expect(errors, 'no console errors (CSP violations included)').toEqual([]);
});
