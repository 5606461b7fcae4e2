import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { USER_TYPES } from '../constants/index';
import { FAMILY_RELATIONS, FamilyNoteSchema } from '../family/index';
import { DISCOVER_FILTER_KEYS, DISCOVER_SORTS } from './filters';

export * from './filters';

/**
 * Discover's API (issue 10): favourites (mounted at `profile/favorite`) and who viewed me.
 * Field names are the reference's; every list holds only members the caller may see by the
 * profile view's rules (docs/privacy.md), so a block, a hidden or suspended profile or a deleted account takes a
 * member out of it, and unblocking brings them back.
 */

const memberId = (message: string) => z.uuid({ error: message });

export const ToggleFavouriteInputSchema = z.strictObject({
  favoritedUserId: memberId('Please say which member to add to or remove from your favourites.'),
  /**
   * The state wanted: true adds the member (already a favourite: nothing changes), false removes them. Without it
   * the call toggles, as the reference did; with it the call can be sent again safely (a retry after a lost answer
   * does not undo the first).
   */
  isFavourite: z.boolean().optional(),
});
export type ToggleFavouriteInput = z.infer<typeof ToggleFavouriteInputSchema>;

export const ToggleFavouriteResponseSchema = SuccessBaseSchema.extend({
  message: z.string(),
  /** Whether the member is a favourite after this call. */
  isFavourite: z.boolean(),
});
export type ToggleFavouriteResponse = z.infer<typeof ToggleFavouriteResponseSchema>;

/**
 * Why two members match, by code (issue 30): the server finds the reasons, the web words them in the language shown
 * (`members.reasons.<code>`), with `params` as option values (a religion, a diet, an interest) or numbers, and
 * the candidate's gender from the card for "her"/"his". A code the web does not know yet shows the English text at
 * the same place in `matchReasons`.
 */
export const MATCH_REASON_CODES = [
  'heightRange',
  'maritalStatusPreferred',
  'sameReligion',
  'religionPreferred',
  'sameCommunity',
  'communityPreferred',
  'sameMotherTongue',
  'motherTonguePreferred',
  'livesWherePreferred',
  'educationPreferred',
  'sameDiet',
  'dietPreferred',
  'smokingPreferred',
  'drinkingPreferred',
  'sharedInterest',
  'sharedInterests',
  'meetsAllTheirs',
  'meetsSomeOfTheirs',
  'withinTheirAgeRange',
  'activeToday',
  'activeThisWeek',
  'completeProfile',
  /** Both opted in to horoscope matching (issue 31): `params.score` of `params.max` (36). */
  'horoscopeMatch',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];
export const MatchReasonSchema = z.object({
  code: z.enum(MATCH_REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;

/**
 * A member as a card in any list (discover, favourites, who viewed me, and later connections), shaped on the server
 * by one card presenter from the profile view's privacy decision: a field the viewer may not see is null, never
 * merely hidden by the client. Names follow the reference's card (`firstName`, `displayName`, `userType`,
 * `match_percentage`, `verified`).
 */
export const MemberCardSchema = z.object({
  userId: z.uuid(),
  /** What the card calls the member: the display name, else the first name. */
  name: z.string(),
  firstName: z.string().nullable(),
  displayName: z.string().nullable(),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  maritalStatus: z.string().nullable(),
  /** Personal background section (null when the owner hides it). */
  heightCm: z.number().int().nullable(),
  height: z.string().nullable(),
  /** Location section: country name and code and state, never the exact city. */
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  state: z.string().nullable(),
  /** Religion follows the religious section's switch; community is inside it. */
  religion: z.string().nullable(),
  community: z.string().nullable(),
  /** Education and financial section. */
  occupation: z.string().nullable(),
  /** Tier badge. */
  userType: z.enum(USER_TYPES),
  /** Identity checked by the site (the safety issue's verification); false until then. */
  verified: z.boolean(),
  /** In the viewer's favourites. */
  isFavourite: z.boolean(),
  /** The primary photo as the privacy rules allow: sharp, or the blurred variant; null without photos. */
  photo: z.object({ url: z.string(), thumbUrl: z.string(), blurred: z.boolean() }).nullable(),
  /** 0–100, how well the two fit each other; null in lists that are not matches (favourites, viewers). */
  match_percentage: z.number().int().min(0).max(100).nullable(),
  /**
   * The top reasons in English ("Both vegetarian", "Within her age range"), for clients built before issue 30; empty
   * when not a match.
   */
  matchReasons: z.array(z.string()),
  /** The same reasons, in the same order, as codes and values for the web to word in the language shown. */
  matchReasonCodes: z.array(MatchReasonSchema),
  /**
   * Best match only: the member's plan ("appear first in searches") places them ahead of at least one member with a
   * higher match score in the same ten-point band, so the card says so. False in every other order and list.
   */
  placedByPlan: z.boolean(),
  /**
   * The profile is looked after with family (ADR 017): the relations of the people who help with it ("Profile
   * managed with family: mother, brother"), never their names. Empty or absent when nobody helps.
   */
  managedBy: z.array(z.enum(FAMILY_RELATIONS)).optional(),
});
export type MemberCard = z.infer<typeof MemberCardSchema>;

/**
 * GET profile/filtered-profiles: one page of mutual matches, filtered and sorted. `nextCursor` is opaque (absent
 * on the last page); a member appears once across pages however many join meanwhile. An empty first page says
 * which filters, removed one at a time, would bring matches back (`emptyHint.loosen`), or that none would.
 */
export const DiscoverResponseSchema = SuccessBaseSchema.extend({
  profiles: z.array(MemberCardSchema),
  nextCursor: z.string().nullable(),
  sortBy: z.enum(DISCOVER_SORTS),
  emptyHint: z
    .object({
      /** In English, for clients built before issue 30: the web words the hint from `loosen` in the language shown. */
      message: z.string(),
      /** Filters that, removed alone, would give results (panel names: `age` covers ageMin and ageMax). */
      loosen: z.array(z.enum(DISCOVER_FILTER_KEYS)),
    })
    .nullable(),
});
export type DiscoverResponse = z.infer<typeof DiscoverResponseSchema>;

export const FavouriteSchema = z.object({
  userId: z.uuid(),
  createdAt: z.string(),
  /** The member as a card, as the caller may see them now. */
  profile: MemberCardSchema,
  /**
   * The notes and reactions of the people on the profile (the candidate, "self", and its family managers): the
   * candidate's first, then the managers' oldest first; empty when none. Seen by them only (ADR 017).
   */
  notes: z.array(FamilyNoteSchema),
});
export const FavouritesResponseSchema = SuccessBaseSchema.extend({
  /** Newest first. */
  data: z.array(FavouriteSchema),
});
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;

export const AddProfileViewInputSchema = z.strictObject({
  receiverId: memberId('Please say whose profile was viewed.'),
});
export type AddProfileViewInput = z.infer<typeof AddProfileViewInputSchema>;

export const AddProfileViewResponseSchema = SuccessBaseSchema.extend({
  /** False when this viewer's visit today was already counted (once per viewer per day). */
  recorded: z.boolean(),
});

export const ProfileViewSchema = z.object({
  viewerId: z.uuid(),
  /** The reference client's fallback name for `viewerId`. */
  userId: z.uuid(),
  /** The latest visit. */
  viewedAt: z.string(),
  /** On how many days this member looked (each day counted once). */
  days: z.number().int().positive(),
  /** The visitor as a card, as the caller may see them now. */
  profile: MemberCardSchema,
});
export const MyViewsResponseSchema = SuccessBaseSchema.extend({
  /** One entry per visitor, most recent first. */
  data: z.array(ProfileViewSchema),
  total: z.number().int().nonnegative(),
  /**
   * The lowest tier that lists the visitors, when the caller's plan shows the count only (then `data` is empty);
   * null when the visitors are listed. Always sent by this server (optional for clients built before plans).
   */
  requiredTier: z.enum(USER_TYPES).nullable(),
});
export type MyViewsResponse = z.infer<typeof MyViewsResponseSchema>;
