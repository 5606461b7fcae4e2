import type { Page } from '@playwright/test';
import type { Person } from '../fixtures/onboarding';
import { expect, test } from '../fixtures/premium-pair';

/** She is on a phone; he is on a desktop. */
const NEHA: Person = {
  firstName: 'Neha',
  lastName: 'Iyer',
  about: 'A physiotherapist in Perth who swims at dawn, reads crime novels and bakes for her nieces on Sundays.',
  birth: { day: '3', month: 'March', year: '1997' },
};
const VIKRAM: Person = {
  firstName: 'Vikram',
  lastName: 'Bhatt',
  about: 'An engineer in Brisbane who builds bridges by day, plays the tabla by night and loves long road trips.',
  birth: { day: '12', month: 'May', year: '1991' },
};
/** Vikram's age (from his date of birth), to find him among the matches. */
const HIS_AGE = '35';
// Set E2E_SCREENSHOTS=dir to keep pictures of the report and block dialogs and the Blocked tab at 375 and 1280 px.
const shots = process.env.E2E_SCREENSHOTS;

/** The cookie banner answered (necessary cookies only), so it does not cover the screens in the pictures. */
async function necessaryCookiesOnly(page: Page) {
  const choice = page.getByRole('button', { name: 'Necessary only' });
  if (await choice.isVisible()) await choice.click();
}

/** A picture at the page's own width and at the other one (375 or 1280 px), then back. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const other = size.width < 800 ? { width: 1280, height: 900 } : { width: 375, height: 812 };
  await page.screenshot({ path: `${shots}/safety-${name}-${size.width}.png` });
  await page.setViewportSize(other);
  await page.screenshot({ path: `${shots}/safety-${name}-${other.width}.png` });
  await page.setViewportSize(size);
}

/**
 * Two new members for the whole file, connected and both on Premium so they can write to each other
 * (e2e/fixtures/premium-pair.ts): Neha on a phone and Vikram on a desktop; and one message from her. The journeys
 * run in order: the report first, while both still see each other; then his block.
 */
test.use({
  pairMembers: {
    password: 'tamarind lantern harbour',
    her: NEHA,
    him: { ...VIKRAM, seeker: { self: 'A man', seeks: 'A woman', age: HIS_AGE, partnerAge: ['25', '33'] } },
  },
});

test.describe.serial('safety', () => {
  let her: Page;
  let him: Page;
  let hers: { id: string };
  let his: { id: string };

  test.beforeAll(async ({ pair, request }) => {
    her = pair.her.page;
    him = pair.him.page;
    hers = pair.her;
    his = pair.him;
    await necessaryCookiesOnly(her);
    await necessaryCookiesOnly(him);
    const sent = await request.post(`/api/v1/chat/conversations/${his.id}/messages`, {
      headers: pair.her.headers,
      data: { text: 'Hello Vikram, how was the road trip?', clientMessageId: crypto.randomUUID() },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  });

  test('she reports him from his profile (reasons and details); the report is in her "My reports" as received', async () => {
    test.setTimeout(180_000);
    await her.goto(`/profile/Vikram/${his.id}`);
    await expect(her.getByRole('heading', { level: 1, name: 'Vikram' })).toBeVisible();
    await her.getByRole('button', { name: 'Report Vikram' }).click();
    const dialog = her.getByRole('dialog', { name: 'Report Vikram' });
    await expect(dialog).toBeVisible();

    // Without a reason nothing is sent.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose at least one reason.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Already married, or not looking for marriage' }).check();
    await dialog.getByRole('checkbox', { name: 'Rude, sexual or hateful words' }).check();
    await dialog
      .getByRole('textbox', { name: /Anything else we should know/ })
      .fill('He said he is married and only wants to chat. He was rude when I asked.');
    await expect(dialog.getByText('71 of 2000 characters')).toBeVisible();
    await shoot(her, 'report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();

    const sent = her.getByRole('dialog', { name: 'Thank you for telling us' });
    await expect(sent).toBeVisible();
    await expect(sent.getByText(/looked at first/)).toBeVisible();
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toHaveCount(0);
    // Not blocked: his profile is still there for her.
    await expect(her.getByRole('heading', { level: 1, name: 'Vikram' })).toBeVisible();

    // My reports, on her dashboard's Account tab.
    await her.goto('/user-dashboard?tab=account');
    const reports = her.getByRole('region', { name: 'My reports' });
    // (The tab's code loads on demand: on a busy machine that takes a few seconds.)
    await expect(reports).toBeVisible({ timeout: 20_000 });
    const report = reports.getByRole('listitem').filter({ hasText: 'About Vikram' });
    await expect(report).toBeVisible();
    await expect(report.getByText('Received', { exact: true })).toBeVisible();
    await expect(report).toContainText('Already married, or not looking for marriage');
    await expect(report).toContainText('Rude, sexual or hateful words');
  });

  test('he blocks her from the chat menu: she no longer finds him, his profile is not found, the chat closes as after a removal', async () => {
    // Two members, two pages, and pictures at two widths: longer than the default minute on a busy machine.
    test.setTimeout(180_000);
    // Before: she finds him among her matches (his age, newest first).
    const matches = `/user-dashboard?tab=discover&ageMin=${HIS_AGE}&ageMax=${HIS_AGE}&sortBy=newest`;
    await her.goto(matches);
    const results = her.getByRole('list', { name: 'Matches' });
    const hisCard = results.getByRole('article').filter({ has: her.locator(`a[href$="/${his.id}"]`) });
    await expect(hisCard).toBeVisible({ timeout: 20_000 });

    // He opens their conversation and blocks her from its menu.
    await him.goto(`/chat/${hers.id}`);
    await expect(him.getByRole('region', { name: /^Messages with Neha/ })).toContainText('how was the road trip?');
    // Each of her messages has its own menu with Report (seen here, not used).
    await him.getByRole('button', { name: 'Options for this message' }).click();
    await expect(him.getByRole('menuitem', { name: 'Report this message' })).toBeFocused();
    await shoot(him, 'message-menu');
    await him.keyboard.press('Escape');
    await expect(him.getByRole('menu')).toHaveCount(0);
    await him.getByRole('button', { name: 'More options' }).click();
    // The menu is open (its first item takes the focus) before choosing from it: if it is not, this says so.
    await expect(him.getByRole('menuitem', { name: 'Report Neha' })).toBeFocused();
    await shoot(him, 'chat-menu');
    await him.getByRole('menuitem', { name: 'Block Neha' }).click();
    const dialog = him.getByRole('dialog', { name: 'Block Neha?' });
    await expect(dialog).toContainText('Neha is not told that you blocked them.');
    await shoot(him, 'block-dialog');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(him.getByText('You blocked Neha. You won’t see each other any more.')).toBeVisible();
    await expect(him.getByRole('heading', { name: 'You blocked this member' })).toBeVisible();
    await expect(him.getByText('how was the road trip?')).toHaveCount(0);

    // She no longer finds him: not among her matches, his profile is not found, and their conversation is closed.
    await her.goto(matches);
    // The list has loaded (other members of his age, or none at all) without him.
    await expect(results.or(her.getByRole('heading', { name: 'No matches for these filters' }))).toBeVisible({
      timeout: 20_000,
    });
    await expect(her.locator(`a[href$="/${his.id}"]`)).toHaveCount(0);
    await her.goto(`/profile/Vikram/${his.id}`);
    await expect(her.getByRole('heading', { level: 1, name: 'This profile is not available' })).toBeVisible();
    // The conversation reads as a removed connection does: nothing tells her she was blocked.
    await her.goto(`/chat/${his.id}`);
    await expect(her.getByText('You and Vikram are no longer connected')).toBeVisible();
    await expect(her.getByRole('textbox', { name: /^Message to / })).toHaveCount(0);
    await shoot(her, 'closed-for-her');

    // His Blocked tab lists her, with Unblock.
    await him.goto('/chats');
    await him.getByRole('tab', { name: 'Blocked' }).click();
    const blocked = him.getByRole('list', { name: 'Members you blocked' });
    await expect(blocked.getByRole('listitem').filter({ hasText: 'Neha' })).toBeVisible();
    await expect(blocked.getByRole('button', { name: 'Unblock Neha' })).toBeVisible();
    await shoot(him, 'blocked-tab');
  });
});
