import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_BRAND } from '@app/shared/brand';
import { liftedEmail, suspendedEmail } from './suspension-emails';

/** The suspension e-mails' sentences, pinned word for word in every variant (reason codes, free text, end date). */
const brand = { ...PLACEHOLDER_BRAND, siteName: 'Sample Site', supportEmail: 'help@example.com' };
const base = { brand, publicUrl: 'https://example.com', to: 'asha@example.com', name: 'Asha', language: 'en' as const };
const site = brand.siteName;
const END = new Date('2026-12-05T03:00:00Z');

/** The e-mail's paragraphs as the plain-text part has them (the footer left out). */
const paragraphs = (text: string) => text.split('\n\n—\n\n')[0]!.split('\n\n').filter(Boolean);

const WHILE =
  'While it lasts, your profile is not shown to other members, and you cannot send requests or messages. You can still sign in to see the reason and to change your about text or your photos. Our team will then look at your profile again.';

describe('the suspension e-mail', () => {
  it.each([
    [
      'inappropriate-bio',
      `We have suspended your ${site} account for now because the about text on your profile does not meet our community guidelines.`,
    ],
    [
      'inappropriate-image',
      `We have suspended your ${site} account for now because a photo on your profile does not meet our community guidelines.`,
    ],
    ['spam-messages', `We have suspended your ${site} account for now. The reason our team gave is: “spam messages”.`],
    [
      'Checking a report.',
      `We have suspended your ${site} account for now. The reason our team gave is: “Checking a report”.`,
    ],
  ])('says why in a whole sentence: %s', (reason, sentence) => {
    for (const unsuspendAt of [END, null]) {
      const mail = suspendedEmail({ ...base, reason, unsuspendAt });
      expect(mail.subject).toBe(`Your ${site} account is suspended for now`);
      expect(paragraphs(mail.text).slice(0, 4)).toEqual([
        'Hello Asha,',
        sentence,
        unsuspendAt
          ? 'The suspension is due to end on 5 December 2026.'
          : 'The suspension will last until our team has reviewed your profile.',
        WHILE,
      ]);
      expect(mail.html).toContain(`<p>${WHILE}</p>`);
    }
  });

  it('greets a member without a name plainly', () => {
    const mail = suspendedEmail({ ...base, name: null, reason: 'inappropriate-bio', unsuspendAt: null });
    expect(paragraphs(mail.text)[0]).toBe('Hello,');
  });
});

describe('the e-mail when a suspension ends', () => {
  it('says the account is active again', () => {
    const mail = liftedEmail(base);
    expect(mail.subject).toBe(`Your ${site} account is active again`);
    expect(paragraphs(mail.text)).toEqual([
      'Hello Asha,',
      `Good news: the suspension of your ${site} account has ended. Your profile is shown to other members again, and you can use everything as before.`,
      'Sign in: https://example.com/login',
      `Thank you for helping keep ${site} a respectful place. Questions? Write to us at help@example.com.`,
    ]);
  });
});
