import { expect, test } from '@playwright/test';
import { GUEST_ONLY_ROUTES, OTHER_PAGE_ROUTES, PUBLIC_ROUTES } from '@app/shared/routes';
import { expectAllThroughCatalogue, expectPageThroughCatalogue, usePseudoLocale } from '../fixtures/pseudo-locale';

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
  // What a visitor opens on a page: the menu, and the login form's messages.
  await page.goto('/login');
  await page.locator('form [type="submit"]').first().click();
  await expectPageThroughCatalogue(page);
  expect(test.info().errors).toEqual([]);
});
