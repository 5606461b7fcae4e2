import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../fixtures/accounts';
import { completeOnboarding, type Person } from '../fixtures/onboarding';
import { takePlan } from '../fixtures/plans';

// The demo account seeded by e2e/start-server.mjs (Priya).
const DEMO = { email: 'demo@example.com', password: 'namaste-demo-2026' };
const PASSWORD = 'harbour kite saffron';
const VIKRAM: Person = {
  firstName: 'Vikram',
  lastName: 'Raghavan',
  about: 'An engineer in Melbourne who cycles to work and cooks for his family on Sundays.',
  birth: { day: '2', month: 'June', year: '1994' },
};
// Set E2E_SCREENSHOTS=dir to keep pictures of the connection area, the contact details, the Connections tab (with
// her contact log) and the Notifications tab.
const shots = process.env.E2E_SCREENSHOTS;

test('connections: a request reaches the other member live, she accepts, he sees it live, and she shares her contact details', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);

  // B, the demo member, signed in on a phone, with her dashboard open.
  const herContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const her = await herContext.newPage();
  await her.goto('/login');
  await her.getByLabel('E-mail address').fill(DEMO.email);
  await her.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await her.getByRole('button', { name: 'Log in' }).click();
  await expect(her).toHaveURL(/\/user-dashboard/);
  const herProfile = await her.getByRole('link', { name: 'See my profile as others do' }).getAttribute('href');
  expect(herProfile).toMatch(/^\/profile\/[^/]+\/[0-9a-f-]{36}$/);
  const bell = her.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A, a new member, opens her profile and asks to connect.
  await page.setViewportSize({ width: 1280, height: 900 });
  const vikramEmail = uniqueEmail('vikram');
  await signUp(page, request, vikramEmail, PASSWORD, {
    self: 'A man',
    seeks: 'A woman',
    age: '32',
    partnerAge: ['24', '34'],
  });
  await completeOnboarding(page, VIKRAM);
  await page.goto(herProfile as string);
  const area = page.getByRole('region', { name: 'Connection' });
  await expect(area.getByText(/Send .* a request to connect/)).toBeVisible();
  if (shots) await area.screenshot({ path: `${shots}/profile-connect-1280.png` });
  await area.getByRole('button', { name: 'Connect' }).click();
  await expect(area.getByText(/Request sent\./)).toBeVisible();
  await expect(area.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

  // B's bell counts it, without a reload; her Notifications tab lists it.
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
  await bell.click();
  await expect(her).toHaveURL(/tab=notifications/);
  const notice = her.getByRole('article', { name: 'Vikram would like to connect with you.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('New')).toBeVisible();
  // Opening the tab read it.
  await expect(bell).toHaveAccessibleName('Notifications');
  if (shots) await her.screenshot({ path: `${shots}/notifications-375.png`, fullPage: true });

  // She accepts from the notification; his page shows it live.
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(her.getByText('You and Vikram are now connected.')).toBeVisible();
  await expect(notice.getByText('You are connected.')).toBeVisible();
  await expect(area.getByText(/You and .* are connected\./)).toBeVisible();
  await expect(area.getByRole('button', { name: 'Remove connection' })).toBeVisible();
  if (shots) await area.screenshot({ path: `${shots}/profile-connected-1280.png` });

  // Asking for contact details is part of Premium (plans, issue 12): he takes Premium through the local checkout
  // with the test card, and his page reloads with his new plan. Sharing them stays free for her.
  await takePlan(request, { email: vikramEmail, password: PASSWORD, name: 'Vikram Raghavan' }, 'premium-monthly');
  await page.reload();
  await expect(area.getByRole('button', { name: 'Remove connection' })).toBeVisible();
  // Connected: Message opens their conversation, and his plan now includes calls.
  await expect(area.getByRole('link', { name: /^Message / })).toHaveAttribute('href', /^\/chat\/[0-9a-f-]{36}$/);
  await expect(area.getByRole('button', { name: 'Video call' })).toBeVisible();
  if (shots) await area.screenshot({ path: `${shots}/profile-message-call-1280.png` });

  // Connected, he asks for her contact details; she shares them from her Notifications tab, where the request
  // arrives live; his panel follows live, and her phone number is read only when he asks to see it.
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByRole('button', { name: 'Ask for contact details' }).click();
  await expect(contact.getByText('Request sent, waiting for their answer.')).toBeVisible();
  if (shots) await contact.screenshot({ path: `${shots}/contact-asked-1280.png` });
  const asked = her.getByRole('article', { name: 'Vikram asked to see your contact details.' });
  const share = asked.getByRole('button', { name: 'Share my contact details with Vikram' });
  await expect(share).toBeVisible();
  if (shots) await asked.screenshot({ path: `${shots}/contact-request-375.png` });
  await share.click();
  await expect(asked.getByText('You share your contact details.')).toBeVisible();
  await contact.getByRole('button', { name: 'Show contact details' }).click();
  await expect(contact.getByRole('link', { name: DEMO.email })).toHaveAttribute('href', `mailto:${DEMO.email}`);
  await expect(contact.getByRole('link', { name: /^\+\d+$/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  if (shots) {
    await contact.screenshot({ path: `${shots}/contact-details-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await contact.screenshot({ path: `${shots}/contact-details-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // He has a notification too, and she is among his connections.
  await page.goto('/user-dashboard?tab=Connections');
  await expect(page.getByRole('tab', { name: 'Connections (1)' })).toHaveAttribute('aria-selected', 'true');
  const connection = page.getByRole('article').filter({ hasText: 'Connected since' });
  await expect(connection).toHaveCount(1);
  await expect(connection.getByRole('button', { name: 'Voice call' })).toBeVisible();
  // The acceptance and her sharing.
  await expect(page.getByRole('link', { name: 'Notifications: 2 unread' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/connections-1280.png`, fullPage: true });
  // Message on her card opens their conversation, ready to write.
  await connection.getByRole('link', { name: /^Message / }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: /^Message to / })).toBeVisible();
  await her.goto('/user-dashboard?tab=Connections');
  await expect(her.getByRole('tab', { name: 'Connections (1)' })).toBeVisible();
  if (shots) await her.screenshot({ path: `${shots}/connections-375.png`, fullPage: true });
  // Her log says he can see her details, and when he looked.
  await her.getByRole('tab', { name: 'Contact sharing' }).click();
  await expect(her.getByRole('button', { name: 'Stop sharing with Vikram' })).toBeVisible();
  await expect(her.getByText(/^Vikram saw your contact details on /)).toBeVisible();
  if (shots) {
    await her.getByRole('button', { name: 'Necessary only' }).click();
    await her.getByRole('region', { name: 'Who can see my contact details' }).screenshot({
      path: `${shots}/contact-log-375.png`,
    });
  }
  await herContext.close();
});
