import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/accessibility';
import { signUp, uniqueEmail } from '../fixtures/accounts';
import { completeOnboarding } from '../fixtures/onboarding';

// Issue 30 point 6: the member area in Hindi and Punjabi, on a phone (the narrowest screen): each page in its
// language, no serious or critical axe violation, nothing wider than the screen. The public pages are checked the
// same way in public-site.spec.ts. A new member of this test's own, who chooses each language in their account
// settings (the account's language is what every member page shows).
const LANGUAGE_NAMES = { hi: 'हिन्दी', pa: 'ਪੰਜਾਬੀ' } as const;
const PAGES = [
  '/user-dashboard',
  '/user-dashboard?tab=discover',
  '/user-dashboard?tab=Connections',
  '/user-dashboard?tab=favorite-profiles',
  '/user-dashboard?tab=billings',
  '/user-dashboard?tab=notifications',
  '/user-dashboard?tab=chats',
  '/user-dashboard?tab=faqs',
  '/user-dashboard?tab=account',
  '/user-dashboard?tab=family',
  '/chats',
  '/personal-details',
  '/other-details',
];

test.use({ viewport: { width: 375, height: 812 } });

test('the member area in Hindi and Punjabi: in its language, no serious violation, nothing sideways', async ({
  page,
  request,
}) => {
  // A sign-up with its five steps, then about 3 s a page on the 2-core CI machine, each page in two languages.
  test.setTimeout(360_000);
  await signUp(page, request, uniqueEmail('languages'), 'saffron kite harbour');
  await completeOnboarding(page);
  await page.goto('/user-dashboard');
  const ownProfile = await page.getByRole('link', { name: 'See my profile as others do' }).getAttribute('href');
  await page.goto('/user-dashboard?tab=discover');
  const other = await page.locator('article a[href^="/profile/"]').first().getAttribute('href');
  expect(ownProfile).toBeTruthy();
  expect(other).toBeTruthy();

  const failures: string[] = [];
  for (const [language, htmlLang] of [
    ['hi', 'hi-IN'],
    ['pa', 'pa-IN'],
  ] as const) {
    await page.goto('/user-dashboard?tab=account');
    await page.getByRole('radio', { name: LANGUAGE_NAMES[language] }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    for (const path of [...PAGES, ownProfile as string, other as string]) {
      await page.goto(path);
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('main').first()).toBeVisible();
      if ((await page.locator('html').getAttribute('lang')) !== htmlLang) failures.push(`${path} is not ${htmlLang}`);
      for (const violation of await seriousViolations(page, ['[data-sonner-toaster]']))
        failures.push(`${language} ${path} ${violation}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) failures.push(`${language} ${path} scrolls sideways by ${overflow}px`);
    }
  }
  expect(failures).toEqual([]);
});
