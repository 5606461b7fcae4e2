import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readLink, signUp, uniqueEmail, type Seeker } from '../fixtures/accounts';
import { completeOnboarding, type Person } from '../fixtures/onboarding';
import { openLive } from '../fixtures/live';
import { takePlan } from '../fixtures/plans';
import {
  DASHBOARD_TABS,
  expectAllThroughCatalogue,
  expectPageThroughCatalogue,
  usePseudoLocale,
} from '../fixtures/pseudo-locale';

const PASSWORD = 'jasmine courtyard monsoon';
// Set E2E_SCREENSHOTS=dir to keep pictures of the family pages and the relative's words at each width.
const shots = process.env.E2E_SCREENSHOTS;

/** The daughter her mother makes a profile for, and the member the mother writes to; one cast per width. */
type Cast = { daughter: Person & { seeker: Seeker }; member: Person & { seeker: Seeker } };

const CASTS: Record<'phone' | 'desktop', Cast> = {
  phone: {
    daughter: {
      firstName: 'Meera',
      lastName: 'Krishnan',
      about:
        'A pharmacist in Melbourne who sings in a Carnatic choir, grows chillies on her balcony and loves long walks.',
      birth: { day: '4', month: 'February', year: '1998' },
      seeker: { forWhom: 'My son or daughter', self: 'A woman', seeks: 'A man', age: '28', partnerAge: ['27', '36'] },
    },
    member: {
      firstName: 'Rohan',
      lastName: 'Pillai',
      about: 'A civil engineer in Geelong who plays cricket on Saturdays, cooks rasam on Sundays and reads history.',
      birth: { day: '17', month: 'July', year: '1994' },
      seeker: { self: 'A man', seeks: 'A woman', age: '31', partnerAge: ['24', '33'] },
    },
  },
  desktop: {
    daughter: {
      firstName: 'Kavya',
      lastName: 'Sundaram',
      about:
        'A primary school teacher in Geelong who paints on weekends, dances Bharatanatyam and bakes for her nieces.',
      birth: { day: '11', month: 'November', year: '1997' },
      seeker: { forWhom: 'My son or daughter', self: 'A woman', seeks: 'A man', age: '28', partnerAge: ['27', '36'] },
    },
    member: {
      firstName: 'Arvind',
      lastName: 'Natarajan',
      about: 'An accountant in Melbourne who runs along the Yarra before work, plays the veena and loves road trips.',
      birth: { day: '23', month: 'March', year: '1993' },
      seeker: { self: 'A man', seeks: 'A woman', age: '33', partnerAge: ['24', '34'] },
    },
  },
};

const VIEWPORTS = [
  { label: 'phone', viewport: { width: 375, height: 812 } },
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** The cookie banner answered (necessary cookies only), so it covers nothing on a small screen. */
async function necessaryCookiesOnly(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByRole('button', { name: 'Necessary only' })).toHaveCount(0);
}

/** A signed-in page in a context of its own at `viewport`, with the cookie choice made. */
async function newMemberPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await necessaryCookiesOnly(page);
  return page;
}

/**
 * Another session of the account of `email` on a phone, in the pseudo-locale (issue 30): signed in as anyone signs
 * in, then every page it opens shows the catalogue accented, so what the family pages show outside it stands out.
 */
async function pseudoSession(browser: Browser, email: string): Promise<Page> {
  const page = await newMemberPage(browser, { width: 375, height: 812 });
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await usePseudoLocale(page.context());
  return page;
}

/** A visitor on a phone in the pseudo-locale, for the pages the family's e-mails open. */
async function pseudoVisitor(browser: Browser): Promise<Page> {
  const page = await newMemberPage(browser, { width: 375, height: 812 });
  await usePseudoLocale(page.context());
  return page;
}

/** Sends each enabled form of the page empty, one at a time, and reads the messages it shows. */
async function sendFormsEmpty(page: Page): Promise<number> {
  const sends = page.locator('main form [type="submit"]');
  let sent = 0;
  for (let index = 0; index < (await sends.count()); index += 1) {
    if (!(await sends.nth(index).isEnabled())) continue;
    await sends.nth(index).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectPageThroughCatalogue(page);
    sent += 1;
  }
  return sent;
}

/** Opens the dialog a button of the page opens, reads it, and closes it without answering. */
async function readDialog(page: Page, opener: Locator): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectPageThroughCatalogue(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** The card of the member whose profile address ends with `id`, in a list of cards. */
const cardOf = (scope: Page | Locator, id: string) =>
  scope.getByRole('article').filter({ has: scope.locator(`a[href$="/${id}"]`) });

/** Writes the viewer's note (and a reaction) on a favourite, from its card on the Favourites tab. */
async function writeNote(page: Page, card: Locator, name: string, text: string, reaction: string): Promise<void> {
  await card.getByRole('button', { name: `Add your note on ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Your note on ${name}` });
  await dialog.getByLabel('Your note').fill(text);
  await dialog.getByRole('radio', { name: reaction }).check();
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toHaveCount(0);
}

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`family at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`family (${label}): a mother makes her daughter's profile, the daughter confirms it, they keep one shortlist, the mother connects and writes as her mother, and the daughter ends her access`, async ({
      page,
      browser,
      request,
    }) => {
      // Two sign-ups with the five onboarding steps and a photo, a third password and a plan, on two shared cores
      // (about a minute and a half here).
      test.setTimeout(300_000);
      const { daughter, member } = CASTS[label];
      const mother = page;
      const motherEmail = uniqueEmail('mother');
      const daughterEmail = uniqueEmail(daughter.firstName.toLowerCase());
      const memberEmail = uniqueEmail(member.firstName.toLowerCase());
      const name = daughter.firstName;
      const actingBanner = mother.getByRole('region', { name: 'Whose profile you are acting for' });

      // 1. The mother answers the questionnaire for her daughter, verifies her e-mail and chooses a password: her
      // account only helps, and acts for the new profile, which waits for its candidate.
      await necessaryCookiesOnly(mother);
      await signUp(mother, request, motherEmail, PASSWORD, daughter.seeker);

      // 2. She fills in her daughter's profile, then asks her daughter to confirm it.
      await completeOnboarding(mother, daughter);
      await openLive(mother, '/user-dashboard');
      await expect(actingBanner).toContainText(`You are filling in ${name}’s profile. Nobody can see it yet`);
      // On the phone, the mother's pages are read in the pseudo-locale too (issue 30) on a second session of hers:
      // now, while she makes the profile (her name asked, the link to her daughter, each form's messages), and below
      // while she acts for it and once her help has ended. Her daughter's pages about her, and the pages the family's
      // e-mails open, likewise.
      const helper = label === 'phone' ? await pseudoSession(browser, motherEmail) : null;
      if (helper) {
        await expectAllThroughCatalogue(helper, '/user-dashboard');
        await expectAllThroughCatalogue(helper, '/family');
        expect(await sendFormsEmpty(helper)).toBeGreaterThanOrEqual(1);
      }
      await actingBanner.getByRole('link', { name: `Ask ${name} to confirm` }).click();
      await expect(mother).toHaveURL(/\/family$/);
      // Family help first asks her name (her account has no profile to name her): the family knows who helps, and
      // the e-mail to her daughter says who made the profile.
      const motherName = 'Sunita';
      const yourName = mother.getByRole('region', { name: 'Tell the family who you are' });
      await yourName.getByRole('textbox', { name: /^Your name/ }).fill(motherName);
      await yourName.getByRole('button', { name: 'Save my name' }).click();
      await expect(mother.getByText(`The family knows you as ${motherName}.`)).toBeVisible();
      const ask = mother.getByRole('region', { name: `Ask ${name} to confirm` });
      await ask.getByLabel(new RegExp(`^${name}’s e-mail address`)).fill(daughterEmail);
      await ask.getByLabel(new RegExp(`^How you are related to ${name}`)).selectOption({ label: 'Mother' });
      await ask.getByRole('button', { name: `E-mail ${name} the link` }).click();
      await expect(ask.getByRole('status')).toContainText(`Link sent to ${daughterEmail}.`);
      if (shots) await mother.screenshot({ path: `${shots}/family-ask-${viewport.width}.png`, fullPage: true });

      // 3. The daughter opens the e-mailed link, chooses her password, reads her profile and confirms it.
      const her = await newMemberPage(browser, viewport);
      const confirmLink = await readLink(request, daughterEmail, '/family/confirm');
      if (helper) {
        // The mother's Family help now knows her name and says who the link went to.
        await expectAllThroughCatalogue(helper, '/family');
        const visitor = await pseudoVisitor(browser);
        await expectAllThroughCatalogue(visitor, confirmLink);
        // Declining asks first (the decline section's button is the page's last).
        await readDialog(visitor, visitor.getByRole('main').getByRole('button').last());
        await visitor.context().close();
      }
      await her.goto(confirmLink);
      await expect(her.getByRole('heading', { level: 1, name: 'A profile made for you' })).toBeVisible();
      await her.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
      await her.getByRole('textbox', { name: 'Re-enter the password' }).fill(PASSWORD);
      await her.getByRole('button', { name: 'Set my password and read my profile' }).click();
      await expect(her.getByRole('heading', { level: 1, name: 'Review your profile' })).toBeVisible();
      await her.getByRole('link', { name: 'Read My Details' }).click();
      await expect(her).toHaveURL(/\/user-dashboard\?tab=details/);
      await expect(her.getByText(daughter.about)).toBeVisible();
      // Her own pages before she confirms, in the pseudo-locale: the banner on her dashboard, and what to read first.
      const candidate = helper ? await pseudoSession(browser, daughterEmail) : null;
      if (candidate) {
        await expectAllThroughCatalogue(candidate, '/user-dashboard?tab=details');
        await expectAllThroughCatalogue(candidate, confirmLink);
      }
      const hidden = her.getByRole('region', { name: 'Your profile is hidden' });
      await hidden.getByRole('link', { name: 'Review and confirm' }).click();
      await expect(her).toHaveURL(/\/family\/confirm$/);
      await her.getByRole('button', { name: 'Yes, this is me — show my profile' }).click();
      await expect(her).toHaveURL(/\/user-dashboard$/);
      await expect(her.getByText('Your profile is confirmed. Other members can now find it.')).toBeVisible();
      await expect(hidden).toHaveCount(0);
      // The mother's pages say she now acts for a live profile, as her daughter's mother.
      await openLive(mother, '/user-dashboard');
      await expect(actingBanner).toContainText(`You are acting for ${name}’s profile as their mother.`);

      // 4. The mother shortlists two members from Discover, each with a note; the daughter finds both in her
      // Favourites with her mother's notes, and adds her own.
      await mother.goto('/user-dashboard?tab=discover');
      const matches = mother.getByRole('list', { name: 'Matches' }).getByRole('article');
      await expect(matches.nth(1)).toBeVisible();
      const shortlisted: Array<{ id: string; name: string }> = [];
      for (const index of [0, 1]) {
        const card = matches.nth(index);
        const star = card.getByRole('button', { name: /^Add .+ to favourites$/ });
        const starName = (await star.getAttribute('aria-label'))?.match(/^Add (.+) to favourites$/)?.[1];
        const href = await card.locator('a[href^="/profile/"]').first().getAttribute('href');
        const id = href?.split('/').at(-1);
        expect(starName).toBeTruthy();
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        shortlisted.push({ id: id as string, name: starName as string });
        await star.click();
        await expect(card.getByRole('button', { name: /^Remove .+ from favourites$/ })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await mother.getByRole('tab', { name: 'Favourites' }).click();
      await expect(mother).toHaveURL(/tab=favorite-profiles/);
      const motherNotes = [
        'Lovely family, and he lives close to us. Worth a look, Meera!',
        'Same interests as you: music and cooking. Shall we ask?',
      ].map((text) => text.replace('Meera', name));
      for (const [index, favourite] of shortlisted.entries()) {
        const card = cardOf(mother, favourite.id);
        await writeNote(mother, card, favourite.name, motherNotes[index] as string, 'I like them');
        const notes = card.getByRole('list', { name: `Family notes on ${favourite.name}` });
        await expect(notes.getByText('You', { exact: true })).toBeVisible();
        await expect(notes.getByText(motherNotes[index] as string)).toBeVisible();
      }
      if (shots) await mother.screenshot({ path: `${shots}/family-shortlist-mother-${viewport.width}.png` });

      await her.getByRole('tab', { name: 'Favourites' }).click();
      await expect(her).toHaveURL(/tab=favorite-profiles/);
      for (const [index, favourite] of shortlisted.entries()) {
        const notes = cardOf(her, favourite.id).getByRole('list', { name: `Family notes on ${favourite.name}` });
        await expect(notes.getByText(motherNotes[index] as string)).toBeVisible();
        await expect(notes.getByText(/\(mother\)$/)).toBeVisible();
        await expect(notes.getByText('Likes')).toBeVisible();
      }
      const first = shortlisted[0] as { id: string; name: string };
      const herNote = 'I liked his profile too. Let us ask him to connect after the weekend.';
      await writeNote(her, cardOf(her, first.id), first.name, herNote, 'I’m unsure');
      const firstNotes = cardOf(her, first.id).getByRole('list', { name: `Family notes on ${first.name}` });
      // Hers first, then her mother's.
      await expect(firstNotes.getByRole('listitem')).toHaveCount(2);
      await expect(firstNotes.getByRole('listitem').first()).toContainText('You');
      await expect(firstNotes.getByRole('listitem').first()).toContainText(herNote);
      await expect(firstNotes.getByRole('listitem').nth(1)).toContainText(motherNotes[0] as string);
      if (shots) await her.screenshot({ path: `${shots}/family-shortlist-daughter-${viewport.width}.png` });

      // 5. A member (new, signed in on his own device) receives the mother's connection request, sent by the
      // daughter's mother, and accepts it.
      const him = await newMemberPage(browser, viewport);
      await signUp(him, request, memberEmail, PASSWORD, member.seeker);
      await completeOnboarding(him, member);
      await him.goto('/user-dashboard');
      const hisProfile = await him.getByRole('link', { name: 'See my profile as others do' }).getAttribute('href');
      expect(hisProfile).toMatch(/^\/profile\/[^/]+\/[0-9a-f-]{36}$/);

      await mother.goto(hisProfile as string);
      const connection = mother.getByRole('region', { name: 'Connection' });
      await connection.getByRole('button', { name: 'Connect' }).click();
      await expect(connection.getByText(/Request sent\./)).toBeVisible();

      const bell = him.getByRole('link', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
      await bell.click();
      const request_ = him.getByRole('article', { name: `${name} would like to connect with you.` });
      await expect(request_.getByText(`Sent by ${name}’s mother.`)).toBeVisible();
      if (shots) await him.screenshot({ path: `${shots}/family-request-${viewport.width}.png` });
      await request_.getByRole('button', { name: 'Accept' }).click();
      await expect(request_.getByText('You are connected.')).toBeVisible();
      await expect(connection.getByText(/You and .+ are connected\./)).toBeVisible();

      // 6. Writing first is part of Premium (plans, issue 12): the daughter's profile takes it through the local
      // checkout. The mother writes; both sides read who wrote it.
      await takePlan(
        request,
        { email: daughterEmail, password: PASSWORD, name: `${daughter.firstName} ${daughter.lastName}` },
        'premium-monthly',
      );
      await mother.reload();
      await connection.getByRole('link', { name: /^Message / }).click();
      await expect(mother).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
      const message = `Namaste ${member.firstName}, I am ${name}’s mother. She would be glad to hear from you.`;
      const composer = mother.getByRole('textbox', { name: /^Message to / });
      await composer.fill(message);
      await composer.press('Enter');
      const motherThread = mother.getByRole('region', { name: /^Messages with / });
      await expect(motherThread.getByText(message)).toBeVisible();
      await expect(motherThread.getByText(`Written by ${name}’s mother`)).toBeVisible();

      await him.goto('/user-dashboard?tab=chats');
      await him
        .getByRole('link', { name: new RegExp(name) })
        .first()
        .click();
      const hisThread = him.getByRole('region', { name: new RegExp(`^Messages with ${name}`) });
      await expect(hisThread.getByText(message)).toBeVisible();
      await expect(hisThread.getByText(`Written by ${name}’s mother`)).toBeVisible();
      if (shots) await him.screenshot({ path: `${shots}/family-chat-${viewport.width}.png` });

      if (helper && candidate) {
        // The mother acting for her daughter's live profile: every tab (the banner on each, the shortlist with the
        // family's notes), the member she connected with, her message in their conversation, and Family help with
        // her rights and its Leave question.
        const chat = mother.url().replace(/^https?:\/\/[^/]+/, '');
        for (const tab of DASHBOARD_TABS) await expectAllThroughCatalogue(helper, `/user-dashboard${tab}`);
        await expectAllThroughCatalogue(helper, hisProfile as string);
        await expectAllThroughCatalogue(helper, chat);
        await expectAllThroughCatalogue(helper, '/family');
        await readDialog(helper, helper.getByRole('main').getByRole('button').last());
        // The daughter: the notes her mother wrote, the conversation her mother wrote in, and Family help with her
        // mother's rights (a switch changed, and changed back), the Remove question, and an invitation to a sister,
        // sent empty first.
        await expectAllThroughCatalogue(candidate, '/user-dashboard?tab=favorite-profiles');
        await expectAllThroughCatalogue(candidate, chat);
        await expectAllThroughCatalogue(candidate, '/family');
        const right = candidate.getByRole('switch').last();
        for (const on of ['false', 'true']) {
          await right.click();
          await expect(right).toHaveAttribute('aria-checked', on);
          await expect(candidate.locator('[data-sonner-toast]').first()).toBeVisible();
          await expectPageThroughCatalogue(candidate);
        }
        await readDialog(
          candidate,
          candidate
            .locator('main li')
            .filter({ has: candidate.getByRole('switch') })
            .locator('button:not([role="switch"])'),
        );
        expect(await sendFormsEmpty(candidate)).toBe(1);
        const sisterEmail = uniqueEmail('sister');
        const invite = candidate.locator('main form').first();
        await invite.locator('input[type="email"]').fill(sisterEmail);
        await invite.locator('select').selectOption('sister');
        await invite.locator('[type="submit"]').click();
        await expect(candidate.locator('main li').filter({ hasText: sisterEmail })).toBeVisible();
        await expectPageThroughCatalogue(candidate);
        const visitor = await pseudoVisitor(browser);
        await expectAllThroughCatalogue(visitor, await readLink(request, sisterEmail, '/family/invitation'));
        await visitor.context().close();
      }

      // 7. The daughter removes her mother on Family help (after its question). The mother's socket is closed by
      // the server: her pages leave her daughter's profile at once, and what she tries next is refused.
      await her.goto('/user-dashboard?tab=details');
      await her.getByRole('link', { name: 'Manage family help' }).click();
      await expect(her).toHaveURL(/\/family$/);
      const helpers = her.getByRole('region', { name: 'People helping you' });
      await expect(helpers.getByText('Mother', { exact: true })).toBeVisible();
      await expect(helpers.getByRole('heading', { name: motherName })).toBeVisible();
      await helpers.getByRole('button', { name: /^Remove / }).click();
      const removal = her.getByRole('dialog', { name: /^Remove .+\?$/ });
      await expect(removal.getByText('Their access ends straight away.')).toBeVisible();
      await removal.getByRole('button', { name: /^Remove / }).click();
      await expect(her.getByText(/no longer helps with your profile\./)).toBeVisible();
      await expect(helpers.getByRole('heading', { name: 'No one is helping yet' })).toBeVisible();

      // Her socket on the profile was closed by the server (`session_revoked`, family_access_ended) and the web
      // started afresh as her own account: without a reload, her page leaves her daughter's conversation (no
      // banner, nothing to write in) for Family help, the only page of an account that helps no one. She is told why.
      if (helper && candidate) {
        // Both in the pseudo-locale: her Family help with no one helping, and the mother's page told why it changed.
        await expectAllThroughCatalogue(candidate, '/family');
        await expect(helper).toHaveURL(/\/family$/);
        await expect(helper.getByRole('region').getByRole('status')).toBeVisible();
        await expectPageThroughCatalogue(helper);
        await helper.context().close();
        await candidate.context().close();
      }
      await expect(actingBanner).toHaveCount(0);
      await expect(mother.getByRole('region', { name: 'Family help ended' })).toContainText(
        'has ended your access to their profile. You are back on your own account.',
      );
      await expect(mother).toHaveURL(/\/family$/);
      await expect(mother.getByRole('heading', { name: 'You are not helping with a profile now' })).toBeVisible();
      await expect(mother.getByRole('textbox', { name: /^Message to / })).toHaveCount(0);
      if (shots) await mother.screenshot({ path: `${shots}/family-ended-${viewport.width}.png`, fullPage: true });
      // Her next try at the family shortlist finds nothing of her daughter's: Family help again.
      await mother.goto('/user-dashboard?tab=favorite-profiles');
      await expect(mother).toHaveURL(/\/family$/);
      await expect(mother.getByRole('heading', { name: 'You are not helping with a profile now' })).toBeVisible();
      await expect(mother.getByRole('heading', { name: 'No favourites yet' })).toHaveCount(0);
      await expect(actingBanner).toHaveCount(0);
      await him.context().close();
      await her.context().close();
    });
  });
}
