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
