import { z } from 'zod';

import { FAMILY_RELATIONS, FAMILY_RIGHTS } from './constants';

export { FAMILY_RELATIONS, FAMILY_RIGHTS, type FamilyRelation, type FamilyRight } from './constants';

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
