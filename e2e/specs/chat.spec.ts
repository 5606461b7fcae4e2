import type { Locator } from '@playwright/test';
import { ASHA, type Person } from '../fixtures/onboarding';
import { expect, test } from '../fixtures/premium-pair';

const KARAN: Person = {
  firstName: 'Karan',
  lastName: 'Mehta',
  about: 'An architect in Sydney who restores old houses, plays cricket on Saturdays and cooks dal for friends.',
  birth: { day: '9', month: 'October', year: '1993' },
};
// Set E2E_SCREENSHOTS=dir to keep pictures of the conversation and the call at 375 and 1280 px.
const shots = process.env.E2E_SCREENSHOTS;

/** The bytes of media the call screen says it has received so far (inbound RTP, summed by the page). */
async function inboundBytes(call: Locator): Promise<number> {
  return Number((await call.getAttribute('data-inbound-bytes')) ?? '0');
}

// Two new members, connected and both on Premium (e2e/fixtures/premium-pair.ts): Asha (29, seeking a man of 28–36)
// on a phone, and Karan (33, seeking a woman of 25–35) on a desktop, both with chromium's camera and microphone.
test.use({
  pairMembers: {
    password: 'monsoon ferry cardamom',
    her: ASHA,
    him: { ...KARAN, seeker: { self: 'A man', seeks: 'A woman', age: '33', partnerAge: ['25', '35'] } },
    permissions: ['camera', 'microphone'],
  },
});

test('chat and calls: he writes, she sees it live and reads it, he sees Seen; he calls her on video, she accepts, media flows both ways, he hangs up', async ({
  pair,
}) => {
  test.setTimeout(300_000);
  const { her: hers, him: his } = pair;
  const her = hers.page;
  const page = his.page;

  // She is on her dashboard's Chats tab (signed in since sign-up; the page loads her new plan).
  await her.goto('/user-dashboard?tab=chats');
  const chatsTab = her.getByRole('tab', { name: /^Chats/ });
  await expect(chatsTab).toHaveAttribute('aria-selected', 'true');

  // He opens their conversation (signed in already from onboarding) and writes; Enter sends.
  await page.goto(`/chat/${hers.id}`);
  const composer = page.getByRole('textbox', { name: /^Message to / });
  await composer.fill(
    'Hello Asha, I enjoyed reading about your cooking for your family. Which dish is your favourite?',
  );
  await composer.press('Enter');
  const thread = page.getByRole('region', { name: /^Messages with / });
  await expect(thread.getByText('Which dish is your favourite?', { exact: false })).toBeVisible();

  // Her Chats tab counts it without a reload, and the list shows his message.
  await expect(chatsTab).toHaveAccessibleName(/1 conversation with unread messages/);
  const row = her.getByRole('link', { name: /Karan/ }).first();
  await expect(row).toBeVisible();
  if (shots) await her.screenshot({ path: `${shots}/chats-tab-375.png`, fullPage: true });
  await row.click();
  await expect(her).toHaveURL(new RegExp(`/chat/${his.id}$`));
  const herThread = her.getByRole('region', { name: /^Messages with Karan/ });
  await expect(herThread.getByText('Which dish is your favourite?', { exact: false })).toBeVisible();

  // She has read it: he sees "Seen" under his message, live.
  await expect(thread.getByText('Seen')).toBeVisible();

  // She answers; it reaches him live.
  const herComposer = her.getByRole('textbox', { name: /^Message to Karan/ });
  await herComposer.fill('Hello Karan! My grandmother’s sambar, without a doubt.');
  await herComposer.press('Enter');
  await expect(thread.getByText('My grandmother’s sambar, without a doubt.', { exact: false })).toBeVisible();
  if (shots) {
    await page.screenshot({ path: `${shots}/chat-1280.png` });
    await her.screenshot({ path: `${shots}/chat-375.png` });
  }

  // He calls her on video (chromium's fake camera and microphone); she accepts from the incoming-call dialog.
  await page.getByRole('button', { name: 'Video call' }).click();
  const ringing = her.getByRole('alertdialog', { name: 'Incoming video call' });
  await expect(ringing).toBeVisible();
  await expect(ringing.getByText(/Karan is calling you/)).toBeVisible();
  if (shots) await her.screenshot({ path: `${shots}/call-incoming-375.png` });
  await ringing.getByRole('button', { name: 'Accept' }).click();

  // Both peer connections reach `connected`, and each side receives media: the inbound byte count keeps rising.
  const hisCall = page.getByRole('dialog', { name: 'Call with Asha' });
  const herCall = her.getByRole('dialog', { name: 'Call with Karan' });
  await expect(hisCall).toHaveAttribute('data-call-state', 'connected', { timeout: 30_000 });
  await expect(herCall).toHaveAttribute('data-call-state', 'connected', { timeout: 30_000 });
  for (const call of [hisCall, herCall]) {
    await expect.poll(() => inboundBytes(call), { timeout: 20_000 }).toBeGreaterThan(0);
    const before = await inboundBytes(call);
    await expect.poll(() => inboundBytes(call), { timeout: 20_000 }).toBeGreaterThan(before);
  }
  if (shots) {
    await page.screenshot({ path: `${shots}/call-1280.png` });
    await her.screenshot({ path: `${shots}/call-375.png` });
  }

  // He hangs up: the call is over on both sides.
  await hisCall.getByRole('button', { name: 'End call' }).click();
  await expect(hisCall).toHaveCount(0);
  await expect(herCall).toHaveCount(0);
  await expect(her.getByText('Call ended')).toBeVisible();
});
