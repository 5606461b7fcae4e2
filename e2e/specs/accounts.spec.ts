import { expect, test } from '@playwright/test';
import { readCode, signUp, typeCode, uniqueEmail } from '../fixtures/accounts';

const PASSWORD = 'monsoon garden lantern';
// Set E2E_SCREENSHOTS=dir to keep pictures of the dashboard's tabs at 375 and 1280 px and the deletion's wrong password.
const shots = process.env.E2E_SCREENSHOTS;

test('questionnaire → register → code from the outbox → password → first onboarding step', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newmember');
  await signUp(page, request, email, PASSWORD);
  await expect(page).toHaveURL(/\/personal-details$/);
});

test('login routes by the five completion flags; a signed-in member is offered the dashboard on /login', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('returning');
  await signUp(page, request, email, PASSWORD);
  await expect(page).toHaveURL(/\/personal-details$/);

  // Sign out from the dashboard, then sign in again from the /login page.
  await page.goto('/user-dashboard?tab=account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // No profile step is filled yet: the first unfilled step is personal details.
  await expect(page).toHaveURL(/\/personal-details$/);

  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();

  // A wrong password gets the server's message as an error toast.
  await page.goto('/user-dashboard?tab=account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the right password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  // …and the same message stays beside the form, after the toast has gone.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in' }) });
  await expect(form.getByRole('alert')).toContainText(/password/i);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone every dashboard tab is on screen without swiping, Account (with Sign out) included', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone');
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page, request, email, PASSWORD);
  await page.goto('/user-dashboard');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(9);
  // Wholly on screen, each one: not clipped by a row that scrolls sideways.
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  if (shots) await page.screenshot({ path: `${shots}/dashboard-tabs-375.png` });
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  // Keyboard: the arrow keys still move between the tabs.
  await page.getByRole('tab', { name: 'Account' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'FAQs' })).toBeFocused();
  await expect(page).toHaveURL(/tab=faqs/);
  await page.setViewportSize({ width: 1280, height: 900 });
  if (shots) await page.screenshot({ path: `${shots}/dashboard-tabs-1280.png` });
});

test('forgot password → code → new password → log in with it', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await signUp(page, request, email, PASSWORD);
  await page.goto('/user-dashboard?tab=account');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  // The sign-up code was the first e-mail; the reset code is the newest.
  await typeCode(page, await readCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  const newPassword = 'river stone kettle';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Re-enter the password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/personal-details$/);
});

test('account deletion asks for the password, signs out with a receipt, and the account can no longer log in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('leaving');
  await signUp(page, request, email, PASSWORD);
  await page.goto('/user-dashboard?tab=account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  // A wrong password is said beside it before the last step.
  await dialog.getByLabel('Enter your password to confirm').fill('not my password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes, delete my account' })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/delete-wrong-password-${page.viewportSize()?.width}.png` });
  await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  // Signed out at once, with the receipt: what was deleted and what the law keeps.
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByText(/A security record that an account was deleted/)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/$/);

  const login = await request.post('/api/v1/user/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(400);
  expect(await login.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
  // The receipt e-mail arrived.
  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = ((await outbox.json()) as { messages: Array<{ subject: string }> }).messages;
  expect(messages.some((message) => /deleted/i.test(message.subject))).toBe(true);
});
