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
