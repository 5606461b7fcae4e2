import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function signIn(page, email) {
  await page.goto('http://127.0.0.1:3300/login');
  const nec = page.getByRole('button', { name: 'Necessary only' });
  await nec.click({ timeout: 5000 }).catch(() => {});
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('namaste-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/dashboard|discover/);
}
// The helper's view first.
const helper = await browser.newPage({ viewport: { width: 375, height: 812 } });
await signIn(helper, 'aayush.rijal.1@demo.example');
await helper.goto('http://127.0.0.1:3300/family');
await helper.getByRole('button', { name: /Act for|Help with|Switch/ }).first().click().catch((e) => console.log('no act button', e.message));
await helper.waitForTimeout(2000);
await helper.goto('http://127.0.0.1:3300/user-dashboard?tab=details');
await helper.getByText(/Waiting for/).first().waitFor({ timeout: 20000 }).catch(() => console.log('no waiting badge'));
await helper.getByText(/Waiting for/).first().scrollIntoViewIfNeeded().catch(() => {});
await helper.screenshot({ path: '/tmp/shots/helper-photos-375.png' });
await helper.close();

const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await signIn(page, 'demo@example.com');
await page.goto('http://127.0.0.1:3300/family');
const card = page.getByRole('region', { name: 'Changes to your profile' });
await card.getByRole('button', { name: /Undo the change to the family details/ }).click();
await page.getByText('The change is undone.').waitFor();
await card.getByText(/^Undone /).waitFor();
await card.screenshot({ path: '/tmp/shots/undone-1280.png' });
await page.goto('http://127.0.0.1:3300/user-dashboard?tab=details');
await page.getByRole('button', { name: /Approve photo 1/ }).click();
await page.getByText('Photo approved. Others can see it now.').first().waitFor({ state: 'attached' });
console.log('approved; badge left:', await page.getByText(/Added by your brother/).count());
await browser.close();
