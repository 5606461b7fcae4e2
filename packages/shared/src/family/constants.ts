// Families' constants without zod (ADR 006): a page that shows them, or words them, need not download the schemas.
// `@app/shared/family` re-exports each of them.

/**
 * What a family manager may do for the profile; the candidate chooses per person. `edit`: change the profile's
 * details (the candidate can undo each change) and add photos (shown to others once the candidate approves them).
 */
export const FAMILY_RIGHTS = ['browse', 'shortlist', 'request', 'respond', 'chat', 'edit'] as const;
export type FamilyRight = (typeof FAMILY_RIGHTS)[number];

/** How a family manager is related to the candidate (shown to others as "sent by Anjali's mother"). */
export const FAMILY_RELATIONS = ['mother', 'father', 'sister', 'brother', 'relative', 'guardian', 'friend'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/** An invitation can be accepted for this many days after it was sent. */
export const FAMILY_INVITATION_DAYS = 7;

/** At most this many people look after one profile (the candidate aside). */
export const FAMILY_MANAGERS_MAX = 6;

/** What the family's activity log records. */
export const FAMILY_ACTIVITY_KINDS = [
  'invited',
  'invitation_withdrawn',
  'joined',
  'rights_changed',
  'removed',
  'left',
  // What a manager did for the profile (the candidate's own actions are theirs, not logged here).
  'request_sent',
  'request_withdrawn',
  'request_accepted',
  'request_declined',
  'message_written',
  'shortlist_added',
  'shortlist_removed',
  'note_written',
  'note_removed',
  // A profile a relative made (ADR 017 point 8): made, the candidate asked to confirm it, and confirmed.
  'profile_made',
  'candidate_asked',
  'profile_confirmed',
  // Changes a manager with `edit` made to a confirmed profile, and the candidate's answer to them.
  'profile_edited',
  'edit_undone',
  'photo_added',
  'photo_approved',
  'photo_declined',
] as const;
export type FamilyActivityKind = (typeof FAMILY_ACTIVITY_KINDS)[number];
