import { useAppSelector } from '../hooks';

/**
 * What the signed-in account may do to the profile the session acts for (ADR 017): everything when it is the
 * member's own; for a family helper, what the candidate allowed. Pages hide what the server would refuse (it refuses
 * anyway): the helper without `edit` gets no edit buttons, and the profile's privacy choices (which sections show,
 * who sees the photos) are the candidate's, or the maker's while the profile waits for its candidate.
 */
export function useProfileAccess(): { helper: boolean; canEdit: boolean; canChoosePrivacy: boolean } {
  return useAppSelector((state) => {
    const acting = state.user.user?.actingAs;
    if (!acting) return SELF;
    const preparing = acting.madeProfile && state.user.user?.awaitingConfirmation === true;
    const canEdit = acting.rights.includes('edit');
    return canEdit ? (preparing ? HELPER_PREPARING : HELPER_EDITING) : HELPER_READING;
  });
}

// One object per answer, so the selector returns the same value while nothing changes.
const SELF = { helper: false, canEdit: true, canChoosePrivacy: true };
const HELPER_PREPARING = { helper: true, canEdit: true, canChoosePrivacy: true };
const HELPER_EDITING = { helper: true, canEdit: true, canChoosePrivacy: false };
const HELPER_READING = { helper: true, canEdit: false, canChoosePrivacy: false };
