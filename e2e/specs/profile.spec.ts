import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from '../fixtures/accounts';

const PASSWORD = 'monsoon garden lantern';
const PORTRAIT = path.join(import.meta.dirname, '../fixtures/portrait.jpg');
const ABOUT =
  'I teach mathematics at a secondary school in Melbourne and spend my weekends cooking for my family and friends.';

// On a phone: the whole onboarding and My Details are used at 375 px.
test.use({ viewport: { width: 375, height: 812 } });

const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

async function personalDetails(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
  await page.getByLabel(/^First name/).fill('Asha');
  await page.getByLabel(/^Last name/).fill('Ramanathan');
  await page.getByLabel(/^Marital status/).selectOption('Never Married');
  await page.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'Australia (+61)' });
  await page.getByRole('textbox', { name: 'Phone number' }).fill('0412 345 678');
  await page.getByLabel(/^About you/).fill(ABOUT);
  await save(page);
}

async function qualificationDetails(page: Page) {
  await expect(page).toHaveURL(/\/qualification-details$/);
  await page.getByLabel(/^Highest qualification/).selectOption('Master of Science (MSc)');
  await page.getByLabel(/^Working status/).selectOption('Self-employed');
  await page.getByLabel(/^Occupation/).selectOption('Data Scientist');
  await page.getByLabel(/^Annual income/).selectOption({ label: 'AU$75,000 – AU$100,000' });
  await save(page);
}

async function locationDetails(page: Page) {
  await expect(page).toHaveURL(/\/location-details$/);
  await page.getByLabel(/^Citizenship/).selectOption({ label: 'India' });
  await page.getByLabel(/^Country you live in/).selectOption({ label: 'Australia' });
  const state = page.getByLabel(/^State or region/);
  await expect(state.getByRole('option', { name: 'Victoria' })).toBeAttached();
  await state.selectOption({ label: 'Victoria' });
  await page.getByLabel(/^Australian visa status/).selectOption({ label: 'Permanent resident' });
  await page.getByLabel(/^City or suburb/).fill('Geelong');
  await save(page);
}

async function photoUpload(page: Page) {
  await expect(page).toHaveURL(/\/photoupload$/);
  await page.getByLabel('Photos to add').setInputFiles(PORTRAIT);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  // The uploaded photo comes back from the server, re-encoded, as the member's own (first = main) photo.
  const photo = page.getByRole('img', { name: /photo 1/i }).first();
  await expect(photo).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function otherDetails(page: Page) {
  await expect(page).toHaveURL(/\/other-details$/);
  await page.getByLabel(/^Religion/).selectOption('Hindu');
  await page.getByLabel(/^Community/).selectOption('Tamil');
  await page.getByLabel(/^Caste, sect or denomination/).selectOption('Brahmin - Iyer');
  await page.getByLabel(/^Mother tongue/).selectOption('Tamil');
  await page.getByRole('combobox', { name: 'Day' }).selectOption('21');
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'August' });
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1997');
  await save(page);
}

test('onboarding on a phone: five steps with a real photo, My Details, and a section switched off for others', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request, uniqueEmail('profile'), PASSWORD);

  // Step 1; a reload keeps what was typed (a draft in this tab) before the step is saved.
  await page.getByLabel(/^First name/).fill('Asha');
  await page.reload();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Asha');
  await personalDetails(page);
  await qualificationDetails(page);
  await locationDetails(page);
  await photoUpload(page);
  await otherDetails(page);

  await expect(page).toHaveURL(/\/success$/);
  await page.goto('/user-dashboard?tab=details');

  // My Details shows what the steps saved.
  const basics = page.getByRole('region', { name: 'About me' });
  await expect(basics.getByText('Asha Ramanathan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeVisible();
  const religious = page.getByRole('region', { name: 'Religious background' });
  await expect(religious.getByText('Brahmin - Iyer')).toBeVisible();

  // Edit a section.
  await page.getByRole('button', { name: 'Edit family details' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Father’s occupation').selectOption('Retired');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Family' }).getByText('Retired')).toBeVisible();

  // Another member sees the religious background, until it is switched off.
  const profileUrl = await page.getByRole('link', { name: 'See my profile as others do' }).getAttribute('href');
  expect(profileUrl).toMatch(/^\/profile\/[^/]+\/[0-9a-f-]{36}$/);

  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await other.newPage();
  await signUp(viewer, other.request, uniqueEmail('viewer'), PASSWORD);
  await viewer.goto(profileUrl as string);
  await expect(viewer.getByRole('heading', { level: 1, name: /Asha/ })).toBeVisible();
  await expect(viewer.getByText('Brahmin - Iyer')).toBeVisible();
  // Never the last name or the phone number to a member with no connection.
  await expect(viewer.getByText('Ramanathan')).toHaveCount(0);
  await expect(viewer.getByText(/412 345 678/)).toHaveCount(0);

  const religiousSwitch = religious.getByRole('switch', { name: 'Show to other members' });
  await expect(religiousSwitch).toBeChecked();
  await religiousSwitch.click();
  await expect(religiousSwitch).not.toBeChecked();

  await viewer.reload();
  await expect(viewer.getByRole('heading', { level: 1, name: /Asha/ })).toBeVisible();
  await expect(viewer.getByText('Brahmin - Iyer')).toHaveCount(0);
  await expect(viewer.getByText('Religious background')).toHaveCount(0);
  await other.close();

  // The owner still sees the hidden section in My Details.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Religious background' }).getByText('Brahmin - Iyer')).toBeVisible();
});
