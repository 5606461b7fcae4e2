import { expect, test } from '@playwright/test';
import { readCode, signUp, typeCode, uniqueEmail } from '../fixtures/accounts';

const PASSWORD = 'monsoon garden lantern';

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
  await expect(page).toHaveURL(/\/login$/);
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
