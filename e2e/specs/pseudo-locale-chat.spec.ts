import { ASHA, type Person } from '../fixtures/onboarding';
import { expect, test } from '../fixtures/premium-pair';
import { expectAllThroughCatalogue, expectPageThroughCatalogue, usePseudoLocale } from '../fixtures/pseudo-locale';

// Issue 30 point 6, for what only two connected members see: a conversation, its menu and its Report and Block
// dialogs, a call ringing and the call screen, the checkout dialog, and the help shown when her camera or microphone
// does not start. She reads the site in the pseudo-locale on a
// phone; he writes and calls in English (e2e/fixtures/premium-pair.ts).
const DEV: Person = {
  firstName: 'Dev',
  lastName: 'Sandhu',
  about: 'A pharmacist in Adelaide who walks the hills on Sundays and cooks for his grandparents.',
  birth: { day: '3', month: 'March', year: '1992' },
};

test.use({
  pairMembers: {
    password: 'lantern mango riverbank',
    her: ASHA,
    him: { ...DEV, seeker: { self: 'A man', seeks: 'A woman', age: '34', partnerAge: ['26', '36'] } },
    permissions: ['camera', 'microphone'],
  },
});

const HELLO = 'Hello Asha, I liked what you wrote about your family.';

test('two members in a conversation: the conversation, its menu and dialogs, a call, the checkout dialog and the camera help show only catalogue text', async ({
  pair,
}) => {
  test.setTimeout(300_000);
  const { her: hers, him: his } = pair;
  // Members' names where a sentence names them; what they write is marked `translate="no"` by the page itself.
  const data = [DEV.firstName, DEV.lastName, ASHA.firstName, ASHA.lastName];

  await his.page.goto(`/chat/${hers.id}`);
  const composer = his.page.getByRole('textbox', { name: /^Message to / });
  await composer.fill(HELLO);
  await composer.press('Enter');
  await expect(his.page.getByRole('region', { name: /^Messages with / }).getByText(HELLO)).toBeVisible();

  await usePseudoLocale(hers.context);
  const her = hers.page;
  await expectAllThroughCatalogue(her, `/chat/${his.id}`, data);
  await expect(her.getByText(HELLO).last()).toBeVisible();

  // The conversation's menu, then each of its dialogs (Report, then Block), closed without sending anything.
  const menuButton = her.locator('main [aria-haspopup="menu"]').first();
  for (const item of ['first', 'last'] as const) {
    await menuButton.click();
    const items = her.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    await expectPageThroughCatalogue(her, data);
    await items[item]().click();
    const dialog = her.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectPageThroughCatalogue(her, data);
    await her.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // He calls her: the ringing dialog, then, once she accepts, the call screen.
  await his.page.getByRole('button', { name: 'Video call' }).click();
  const ringing = her.getByRole('alertdialog');
  await expect(ringing).toBeVisible();
  await expectPageThroughCatalogue(her, data);
  // Accept is the dialog's last button (Decline comes first).
  await ringing.getByRole('button').last().click();
  const call = her.locator('[data-call-state]');
  await expect(call).toHaveAttribute('data-call-state', 'connected', { timeout: 30_000 });
  await expectPageThroughCatalogue(her, data);
  await his.page.getByRole('button', { name: 'End call' }).click();
  await expect(call).toHaveCount(0, { timeout: 15_000 });
  await expectPageThroughCatalogue(her, data);

  // The checkout dialog for the plan above hers, with its eligibility check (Exclusive asks for one).
  await expectAllThroughCatalogue(her, '/plan', data);
  await her.locator('main li button').last().click();
  const checkout = her.getByRole('dialog');
  await expect(checkout).toBeVisible();
  await expect(checkout.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectPageThroughCatalogue(her, data);

  // She calls him, and her browser does not start the camera or microphone: the help dialog for each way it can
  // fail, for a video call and a voice call (her browser's answer is made to fail here; the call ends at once).
  await expectAllThroughCatalogue(her, `/chat/${his.id}`, data);
  const callButtons = her.getByRole('main').getByRole('group').first().getByRole('button');
  await expect(callButtons).toHaveCount(2);
  for (const failure of ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'NotSupportedError', 'Error']) {
    for (const kind of ['voice', 'video'] as const) {
      await her.evaluate((name) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Not started', name));
      }, failure);
      // Voice first, then video.
      await callButtons.nth(kind === 'voice' ? 0 : 1).click();
      const help = her.getByRole('dialog');
      await expect(help).toBeVisible();
      await expectPageThroughCatalogue(her, data);
      await help.getByRole('button').last().click();
      await expect(help).toBeHidden();
    }
  }
});
