import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { CONSOLE_SEED, CONSOLE_SEED_FILE } from '../console-seed';

const DEMO = { email: 'demo@example.com', password: 'namaste-demo-2026' };
const NEW_ABOUT = 'A pharmacist in Adelaide who loves long walks, South Indian cooking and reading to her nephews.';
// Set E2E_SCREENSHOTS=dir to keep pictures of the console at 1280 px and on a tablet (768 px).
const shots = process.env.E2E_SCREENSHOTS;

/** What the authenticator app would show, `stepsAhead` 30-second steps from now (each code is good once). */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  return page;
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/console-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${shots}/console-${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Issue 15's journey: a member reports another → a moderator, set up from `npm run staff:create`'s one-time link,
 * signs in with a TOTP code, sees the report first in the queue and suspends for `inappropriate-bio` → the reported
 * member's next login shows /suspended with those words → they fix the text → it is back in the queue → the
 * moderator lifts the suspension and the member is back on the site.
 */
test('console: report → moderator with TOTP suspends for the about text → the member corrects it → lifted', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const seed = JSON.parse(readFileSync(CONSOLE_SEED_FILE, 'utf8')) as { link: string; memberId: string };
  const member = CONSOLE_SEED.member;

  // 1. The demo member reports Kavya from her profile, on a phone.
  const reporter = await newPage(browser, 375, 812);
  await logIn(reporter, DEMO.email, DEMO.password);
  await expect(reporter).not.toHaveURL(/\/login$/);
  await reporter.goto(`/profile/${member.firstName}/${seed.memberId}`);
  await reporter.getByRole('button', { name: `Report ${member.firstName}` }).click();
  const report = reporter.getByRole('dialog', { name: `Report ${member.firstName}` });
  await report.getByRole('checkbox', { name: 'Asking for money, or a scam' }).check();
  await report
    .getByRole('textbox', { name: /Anything else we should know/ })
    .fill('Her profile asks for gift cards before talking.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByRole('dialog', { name: 'Thank you for telling us' })).toBeVisible();

  // 2. The moderator opens the set-up link: QR code and key, a password and the first code.
  const moderator = await newPage(browser, 1280, 900);
  await moderator.goto(seed.link);
  await expect(moderator.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The link's token is taken off the address at once.
  await expect(moderator).toHaveURL(/\/admin\/setup$/);
  const key = (await moderator.locator('code').innerText()).trim();
  await moderator.getByLabel('Password', { exact: true }).fill(CONSOLE_SEED.moderator.password);
  await moderator.getByLabel('Password again').fill(CONSOLE_SEED.moderator.password);
  await moderator.getByLabel('6-digit code from the app').fill(codeFor(key));
  await moderator.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(moderator.getByText('Your staff account is ready. Please sign in.')).toBeVisible();

  // 3. Staff sign in with the password and then a code, always. (The next step's code: the set-up used this one.)
  await logIn(moderator, CONSOLE_SEED.moderator.email, CONSOLE_SEED.moderator.password);
  await moderator.getByLabel('6-digit code').fill(codeFor(key, 1));
  await moderator.getByRole('button', { name: 'Continue' }).click();
  await expect(moderator).toHaveURL(/\/admin$/);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible();

  // 4. The report is first in the queue.
  const firstItem = moderator.getByRole('table').getByRole('row').nth(1);
  await expect(firstItem).toContainText(member.firstName);
  await expect(firstItem).toContainText('Report');
  await shoot(moderator, 'queue');
  await firstItem.getByRole('link').first().click();
  await expect(
    moderator.getByRole('heading', { level: 1, name: new RegExp(`^Report about ${member.firstName}`) }),
  ).toBeVisible();
  await expect(moderator.getByText(member.about)).toBeVisible();
  await expect(moderator.getByText('Her profile asks for gift cards before talking.').first()).toBeVisible();

  // 5. Suspend for the about text, until lifted; the staff reason is asked for.
  await moderator.getByRole('radio', { name: 'Suspend' }).check();
  await moderator.getByLabel('Reason the member reads').selectOption('inappropriate-bio');
  await moderator.getByRole('radio', { name: 'When staff lift it' }).check();
  await moderator.getByLabel('Your reason (staff only)').fill('Asks for gift cards in the about text.');
  await shoot(moderator, 'decision');
  await moderator.getByRole('button', { name: 'Decide' }).click();
  // Confirmed first, saying what will happen.
  const confirm = moderator.getByRole('dialog', { name: /^Suspend .*\?$/ });
  await expect(confirm).toContainText('until a moderator lifts it');
  await confirm.getByRole('button', { name: 'Suspend the member' }).click();
  // Decided: back to the queue, where the report is no longer waiting.
  await expect(moderator).toHaveURL(/\/admin$/);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible();
  await expect(moderator.getByRole('table').getByRole('row').filter({ hasText: member.firstName })).toHaveCount(0);

  // 6. Kavya's next login shows the suspension screen with the right words; she fixes her about text.
  const reported = await newPage(browser, 375, 812);
  await logIn(reported, member.email, member.password);
  await expect(reported).toHaveURL(/\/suspended$/);
  await expect(reported.getByTestId('suspension-reason')).toHaveText(
    'The about text on your profile does not meet our community guidelines.',
  );
  await reported.getByRole('button', { name: 'Edit my about text' }).click();
  await reported.getByLabel('About you').fill(NEW_ABOUT);
  await reported.getByRole('button', { name: 'Save changes' }).click();
  await expect(reported.getByText(/Your changes are saved/)).toBeVisible();

  // 7. The correction is back in the queue; the moderator reads it and lifts the suspension.
  await moderator.goto('/admin');
  const correction = moderator.getByRole('table').getByRole('row').filter({ hasText: 'Corrected profile' });
  await expect(correction.filter({ hasText: member.firstName })).toHaveCount(1);
  await correction.filter({ hasText: member.firstName }).getByRole('link').first().click();
  await expect(moderator.getByText(NEW_ABOUT).first()).toBeVisible();
  await moderator.getByRole('radio', { name: 'Lift the suspension' }).check();
  await moderator.getByLabel('Your reason (staff only)').fill('The new about text is fine.');
  await moderator.getByRole('button', { name: 'Decide' }).click();
  await expect(moderator).toHaveURL(/\/admin$/);

  // 8. Both actions are in the audit log.
  await moderator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const log = moderator.getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: 'Lifted a suspension' })).toContainText(
    'The new about text is fine.',
  );
  await expect(log.getByRole('row').filter({ hasText: 'Suspended a member' }).first()).toContainText(
    'Asks for gift cards in the about text.',
  );
  await shoot(moderator, 'audit');

  // 9. Kavya is back on the site.
  await reported.goto('/user-dashboard');
  await expect(reported).toHaveURL(/\/user-dashboard/);
});
