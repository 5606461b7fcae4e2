import type { FastifyInstance } from 'fastify';
import type { Brand } from '@app/shared/brand';
import { FAMILY_INVITATION_DAYS, type FamilyRelation, type FamilyRight } from '@app/shared/family';
import type { LanguageCode } from '@app/shared/i18n';
import { accountLanguage, recipientLanguage } from '../../lib/i18n/index';
import { compose, mailText } from '../../lib/mail/compose';
import type { MailMessage } from '../../lib/mail/mailer';

/**
 * The family e-mails (ADR 017), in their reader's language (`locales/<lang>/family.json`): the account's own
 * language where the address has one, else the language of the member whose step sent it (the caller's choice).
 */

/**
 * The language to write to `email` in: its account's own where it has one (a helper reads in the language they chose
 * for themselves), else the language of the account `senderId`, whose step sends it: a relative is likelier to read
 * what the member who knows them reads than English.
 */
export async function readerLanguage(app: FastifyInstance, email: string, senderId: string): Promise<LanguageCode> {
  return (await accountLanguage(app.db, { email })) ?? (await recipientLanguage(app.db, { userId: senderId }));
}

/** The web page that accepts an invitation; the token rides in the fragment, which no server or log ever sees. */
export const FAMILY_INVITATION_PAGE = '/family/invitation';

export function familyInvitationEmail(
  brand: Brand,
  language: LanguageCode,
  to: string,
  input: { candidateName: string; relation: FamilyRelation; rights: FamilyRight[]; token: string },
): MailMessage {
  const text = mailText(brand, language);
  const link = new URL(`${FAMILY_INVITATION_PAGE}#${input.token}`, brand.siteUrl).toString();
  const { candidateName } = input;
  const may = input.rights.length
    ? text('family:invitation.may', {
        rights: input.rights.map((right) => text(`family:invitation.rights.${right}`)).join(', '),
      })
    : text('family:invitation.mayNothing');
  return compose(brand, language, to, 'family-invitation', text('family:invitation.subject', { candidateName }), [
    text('family:invitation.invited', {
      candidateName,
      relation: text(`family:invitation.relation.${input.relation}`),
    }),
    may,
    text('family:invitation.ownAccount', { candidateName }),
    { label: text('family:invitation.link'), link },
    text('family:invitation.accept', { days: FAMILY_INVITATION_DAYS }),
    text('family:invitation.ignore', { candidateName }),
  ]);
}

/** The web page where a candidate reviews the profile a relative made for them; the token rides in the fragment. */
export const FAMILY_CONFIRM_PAGE = '/family/confirm';

/** To the candidate: a relative made a profile for them, shown to nobody until they review and confirm it. */
export function familyConfirmEmail(
  brand: Brand,
  language: LanguageCode,
  to: string,
  input: { managerName: string; relation: FamilyRelation; token: string },
): MailMessage {
  const text = mailText(brand, language);
  const link = new URL(`${FAMILY_CONFIRM_PAGE}#${input.token}`, brand.siteUrl).toString();
  const { managerName } = input;
  return compose(brand, language, to, 'family-confirm', text('family:confirm.subject', { managerName }), [
    text('family:confirm.made', { managerName, relation: text(`family:confirm.relation.${input.relation}`) }),
    text('family:confirm.hidden'),
    { label: text('family:confirm.link'), link },
    text('family:confirm.choice', { managerName, days: FAMILY_INVITATION_DAYS }),
    text('family:confirm.ignore', { managerName }),
  ]);
}

/** To the relative who made a profile: the candidate declined it, so it and everything in it are gone. */
export function familyDeclinedEmail(
  brand: Brand,
  language: LanguageCode,
  to: string,
  input: { candidateName: string },
): MailMessage {
  const text = mailText(brand, language);
  const { candidateName } = input;
  return compose(brand, language, to, 'family-declined', text('family:declined.subject', { candidateName }), [
    text('family:declined.read', { candidateName }),
    text('family:declined.deleted'),
    text('family:declined.later', { candidateName }),
  ]);
}
