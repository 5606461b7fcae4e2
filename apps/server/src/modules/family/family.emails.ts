import type { Brand } from '@app/shared/brand';
import { FAMILY_INVITATION_DAYS, type FamilyRelation, type FamilyRight } from '@app/shared/family';
import { compose } from '../../lib/mail/compose';
import type { MailMessage } from '../../lib/mail/mailer';

/** The web page that accepts an invitation; the token rides in the fragment, which no server or log ever sees. */
export const FAMILY_INVITATION_PAGE = '/family/invitation';

const RIGHT_WORDS: Record<FamilyRight, string> = {
  browse: 'look through matches and profiles for them',
  shortlist: 'keep the family shortlist, with notes',
  request: 'send connection requests on their behalf',
  respond: 'answer the requests they receive',
  chat: 'write in their chats',
  edit: 'change their profile (they approve your photos and can undo any change)',
};

export function familyInvitationEmail(
  brand: Brand,
  to: string,
  input: { candidateName: string; relation: FamilyRelation; rights: FamilyRight[]; token: string },
): MailMessage {
  const link = new URL(`${FAMILY_INVITATION_PAGE}#${input.token}`, brand.siteUrl).toString();
  const may = input.rights.length
    ? `They would like you to ${input.rights.map((right) => RIGHT_WORDS[right]).join(', ')}.`
    : 'For now they have not asked you to do anything for them; they can change that at any time.';
  return compose(
    brand,
    to,
    'family-invitation',
    `${input.candidateName} invites you to help with their ${brand.siteName} profile`,
    [
      `${input.candidateName} has invited you, as their ${input.relation}, to help them look for a marriage partner on ${brand.siteName}.`,
      may,
      `You will use an account of your own: ${input.candidateName} stays in charge of their profile, sees what you do for them, and can change what you may do at any time.`,
      { label: 'See the invitation', link },
      `Sign in (or create an account) with this e-mail address to accept it. The invitation expires in ${FAMILY_INVITATION_DAYS} days.`,
      `If you do not know ${input.candidateName}, you can ignore this e-mail.`,
    ],
  );
}

/** The web page where a candidate reviews the profile a relative made for them; the token rides in the fragment. */
export const FAMILY_CONFIRM_PAGE = '/family/confirm';

/** To the candidate: a relative made a profile for them, shown to nobody until they review and confirm it. */
export function familyConfirmEmail(
  brand: Brand,
  to: string,
  input: { managerName: string; relation: FamilyRelation; token: string },
): MailMessage {
  const link = new URL(`${FAMILY_CONFIRM_PAGE}#${input.token}`, brand.siteUrl).toString();
  return compose(brand, to, 'family-confirm', `${input.managerName} has made a ${brand.siteName} profile for you`, [
    `${input.managerName}, your ${input.relation}, has made a profile for you on ${brand.siteName}, a site where families look for a marriage partner.`,
    'Nobody can see it. It stays hidden until you have read everything written about you, photos included, and confirmed that you want it.',
    { label: 'Review the profile', link },
    `If you confirm, the profile becomes yours: you choose your password, and ${input.managerName} keeps helping with only what you allow. If you decline, the profile and everything in it are deleted. The link works for ${FAMILY_INVITATION_DAYS} days.`,
    `If you do not know ${input.managerName}, you can ignore this e-mail and the profile will never be shown.`,
  ]);
}

/** To the relative who made a profile: the candidate declined it, so it and everything in it are gone. */
export function familyDeclinedEmail(brand: Brand, to: string, input: { candidateName: string }): MailMessage {
  return compose(brand, to, 'family-declined', `${input.candidateName} declined the profile you made`, [
    `${input.candidateName} has read the profile you made for them on ${brand.siteName} and decided not to use it.`,
    'The profile and everything in it, photos included, have been deleted. It was never shown to anyone.',
    `Your own account stays. If ${input.candidateName} makes a profile later, they can invite you to help from it.`,
  ]);
}
