/**
 * How a member is named to others, everywhere the server names one (cards, lists, conversations, the console, and
 * the e-mails and pushes about them): the display name they chose, else their first name, trimmed. Never the last
 * name, never the e-mail address. One rule, so no screen or message names a member in a way another does not.
 */
export function displayNameOf(member: { displayName?: string | null; firstName?: string | null } | null | undefined) {
  return member?.displayName?.trim() || member?.firstName?.trim() || null;
}

/** What a label says for a member with no name to show (a card's heading, a list's row). */
export const NAMELESS_MEMBER = 'Member';

/** What a sentence says for a member with no name to show ("A member sent you a message"). */
export const NAMELESS_MEMBER_IN_A_SENTENCE = 'A member';

/** A member's name for a label: `displayNameOf`, else "Member". */
export const memberLabel = (member: Parameters<typeof displayNameOf>[0]): string =>
  displayNameOf(member) ?? NAMELESS_MEMBER;
