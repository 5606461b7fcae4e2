/**
 * The family invitation's token (ADR 017) that this tab keeps while its visitor signs in or creates an account to
 * accept it: the invitation page keeps it, and sign-up, finding it, creates an account that only helps (no
 * questionnaire) and joins the profile's family with it. sessionStorage only: it never outlives the tab.
 */
export const FAMILY_INVITATION_TOKEN_KEY = 'familyInvitationToken';

/** The kept token, or '' (none, or storage refused). */
export function keptFamilyInvitation(): string {
  try {
    return sessionStorage.getItem(FAMILY_INVITATION_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Forgets the kept token once it is spent (or refused for good). */
export function forgetFamilyInvitation(): void {
  try {
    sessionStorage.removeItem(FAMILY_INVITATION_TOKEN_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
