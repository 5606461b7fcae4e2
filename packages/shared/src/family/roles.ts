import { z } from 'zod';

/**
 * What a family manager may do for the profile; the candidate chooses per person. `edit`: change the profile's
 * details (the candidate can undo each change) and add photos (shown to others once the candidate approves them).
 */
export const FAMILY_RIGHTS = ['browse', 'shortlist', 'request', 'respond', 'chat', 'edit'] as const;
export type FamilyRight = (typeof FAMILY_RIGHTS)[number];

/** How a family manager is related to the candidate (shown to others as "sent by Anjali's mother"). */
export const FAMILY_RELATIONS = ['mother', 'father', 'sister', 'brother', 'relative', 'guardian', 'friend'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];

/**
 * On `GET user/me` when the signed-in account acts for a profile it looks after (ADR 017): who is acting (the
 * account, its name, relation and rights) and the profile's name. Null when a member acts for themselves.
 */
export const ActingAsSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  rights: z.array(z.enum(FAMILY_RIGHTS)),
  profileName: z.string(),
  /** The manager made this profile (and may fill it in until its candidate confirms it). */
  madeProfile: z.boolean(),
});
export type ActingAs = z.infer<typeof ActingAsSchema>;
