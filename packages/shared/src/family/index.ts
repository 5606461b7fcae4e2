import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { EmailSchema, NewPasswordSchema } from '../auth/index';
import { HelperNameSchema } from '../auth/helper-name';
import { FAMILY_ACTIVITY_KINDS } from './constants';
import { FAMILY_RELATIONS, FAMILY_RIGHTS } from './roles';

/**
 * Families (issue 29, ADR 017): relatives look after a candidate's profile from accounts of their own, with the
 * rights the candidate gives each of them. The candidate stays in charge.
 */

export {
  ActingAsSchema,
  FAMILY_RELATIONS,
  FAMILY_RIGHTS,
  type ActingAs,
  type FamilyRelation,
  type FamilyRight,
} from './roles';
export {
  FAMILY_ACTIVITY_KINDS,
  FAMILY_INVITATION_DAYS,
  FAMILY_MANAGERS_MAX,
  type FamilyActivityKind,
} from './constants';

/** On a request, message or notification a family manager made for the profile: who, by relation only. */
export const ActedBySchema = z.object({ relation: z.enum(FAMILY_RELATIONS) });
export type ActedBy = z.infer<typeof ActedBySchema>;

/** Changing a profile means reading it: `edit` comes with `browse`. */
export const EDIT_NEEDS_BROWSE = 'To change the profile they need to see it: choose Browse too.';

const RightsSchema = z
  .array(z.enum(FAMILY_RIGHTS, { error: 'Please choose what they may do from the list.' }))
  .max(FAMILY_RIGHTS.length)
  .refine((rights) => !rights.includes('edit') || rights.includes('browse'), { message: EDIT_NEEDS_BROWSE })
  .transform((rights) => FAMILY_RIGHTS.filter((right) => rights.includes(right)));

const RelationSchema = z.enum(FAMILY_RELATIONS, { error: 'Please choose how they are related to you.' });

/** POST family/invite: the candidate invites a relative by e-mail. */
export const FamilyInviteBodySchema = z.strictObject({
  email: EmailSchema,
  relation: RelationSchema,
  rights: RightsSchema,
});
export type FamilyInviteBody = z.input<typeof FamilyInviteBodySchema>;

/** POST family/accept: the token from the invitation e-mail, by a signed-in account with that e-mail. */
export const FamilyAcceptBodySchema = z.strictObject({
  token: z.string({ error: 'Please open the link from the invitation e-mail.' }).min(20).max(200),
});

/**
 * POST family/candidate: the relative who made a profile names the candidate (their e-mail, where the link to review
 * it goes) and how they are related (ADR 017 point 8).
 */
export const FamilyCandidateBodySchema = z.strictObject({
  email: EmailSchema,
  relation: z.enum(FAMILY_RELATIONS, { error: 'Please choose how you are related to them.' }),
});
export type FamilyCandidateBody = z.input<typeof FamilyCandidateBodySchema>;
export const FamilyCandidateResponseSchema = SuccessBaseSchema.extend({
  data: z.object({ email: z.string(), expiresAt: z.string() }),
});

const ConfirmTokenSchema = z.string({ error: 'Please open the link from the e-mail again.' }).min(20).max(200);

/**
 * POST family/claim: the candidate, from the e-mailed link, chooses the password of the profile a relative made for
 * them (its address is the one the link went to). It stays hidden until they have read it and confirm it.
 */
export const FamilyClaimBodySchema = z.strictObject({ token: ConfirmTokenSchema, password: NewPasswordSchema });
export type FamilyClaimBody = z.input<typeof FamilyClaimBodySchema>;
export const FamilyClaimResponseSchema = SuccessBaseSchema.extend({ data: z.object({ email: z.string() }) });

/**
 * POST family/confirm: the candidate confirms the profile made for them (signed in to it, having read it: it goes
 * live) or declines it (signed in or not: it is deleted, and the relative told).
 */
export const FamilyConfirmBodySchema = z.strictObject({
  token: ConfirmTokenSchema,
  confirm: z.boolean({ error: 'Please say whether you confirm the profile.' }),
});
export type FamilyConfirmBody = z.input<typeof FamilyConfirmBodySchema>;
export const FamilyConfirmResponseSchema = SuccessBaseSchema.extend({
  data: z.object({ confirmed: z.boolean(), email: z.string() }),
});

/** PATCH family/members/{accountId}. */
export const FamilyRightsBodySchema = z.strictObject({ rights: RightsSchema });
export const FamilyMemberParamsSchema = z.strictObject({ accountId: z.uuid() });
export const FamilyInvitationParamsSchema = z.strictObject({ invitationId: z.uuid() });

/** POST family/switch: the profile to act for (the account's own, or one it looks after). */
export const FamilySwitchBodySchema = z.strictObject({
  profileId: z.uuid({ error: 'Please choose a profile.' }),
});

export const FamilyInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  rights: z.array(z.enum(FAMILY_RIGHTS)),
  sentAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'withdrawn']),
});
export type FamilyInvitation = z.infer<typeof FamilyInvitationSchema>;

/** An invitation addressed to the signed-in account: whose profile, and as what. */
export const FamilyInvitationReceivedSchema = z.object({
  id: z.uuid(),
  profileName: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  rights: z.array(z.enum(FAMILY_RIGHTS)),
  expiresAt: z.string(),
});
export type FamilyInvitationReceived = z.infer<typeof FamilyInvitationReceivedSchema>;

/** GET family/invitations: those the profile sent (the candidate), and those waiting for the signed-in account. */
export const FamilyInvitationsResponseSchema = SuccessBaseSchema.extend({
  data: z.object({
    sent: z.array(FamilyInvitationSchema),
    received: z.array(FamilyInvitationReceivedSchema),
  }),
});
export type FamilyInvitationsResponse = z.infer<typeof FamilyInvitationsResponseSchema>;

export const FamilyInviteResponseSchema = SuccessBaseSchema.extend({ data: FamilyInvitationSchema });

/** One person looking after the profile. */
export const FamilyManagerSchema = z.object({
  accountId: z.uuid(),
  name: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  rights: z.array(z.enum(FAMILY_RIGHTS)),
  since: z.string(),
  /** Their last action for the profile (to the hour), or null. */
  lastActiveAt: z.string().nullable(),
});
export type FamilyManager = z.infer<typeof FamilyManagerSchema>;

export const FamilyMembersResponseSchema = SuccessBaseSchema.extend({ data: z.array(FamilyManagerSchema) });
export const FamilyManagerResponseSchema = SuccessBaseSchema.extend({ data: FamilyManagerSchema });

export const FamilyActivitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(FAMILY_ACTIVITY_KINDS),
  /** Who did it: the candidate ("self") or a manager's relation; null once that account is gone. */
  actor: z.object({ accountId: z.uuid().nullable(), name: z.string(), relation: z.enum(FAMILY_RELATIONS).nullable() }),
  /** The action's particulars (e.g. the relation invited, the rights now held). */
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type FamilyActivity = z.infer<typeof FamilyActivitySchema>;

export const FamilyActivityQuerySchema = z.strictObject({
  /** The last entry of the page before (its `id`): the next page starts after it. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const FamilyActivityResponseSchema = SuccessBaseSchema.extend({ data: z.array(FamilyActivitySchema) });

/** A profile the signed-in account may act for: its own (if it has one) and those it looks after. */
export const FamilyProfileSchema = z.object({
  profileId: z.uuid(),
  name: z.string(),
  /** Null for the account's own profile. */
  relation: z.enum(FAMILY_RELATIONS).nullable(),
  rights: z.array(z.enum(FAMILY_RIGHTS)),
  acting: z.boolean(),
});
export type FamilyProfile = z.infer<typeof FamilyProfileSchema>;

export const FamilyProfilesResponseSchema = SuccessBaseSchema.extend({
  data: z.array(FamilyProfileSchema),
  /**
   * For an account that only helps (ADR 017 points 8–9, no profile of its own): the name the family knows it by,
   * null until it gives one (`PUT family/name`). Null for an account with a profile of its own, which names it.
   */
  helper: z.object({ name: z.string().nullable() }).nullable(),
});
export type FamilyProfilesResponse = z.infer<typeof FamilyProfilesResponseSchema>;

/** PUT family/name: the name an account that only helps goes by ("Sunita"). */
export const FamilyNameBodySchema = z.strictObject({ name: HelperNameSchema });
export const FamilyNameResponseSchema = SuccessBaseSchema.extend({
  message: z.string(),
  data: z.object({ name: z.string() }),
});

/** POST family/accept: the profile the account now helps with. */
export const FamilyProfileResponseSchema = SuccessBaseSchema.extend({ data: FamilyProfileSchema });

export const FamilySwitchResponseSchema = SuccessBaseSchema.extend({
  accessToken: z.string(),
  data: FamilyProfileSchema,
});
export type FamilySwitchResponse = z.infer<typeof FamilySwitchResponseSchema>;

/** How each person on the profile feels about a shortlisted member (with or without a note). */
export const FAMILY_REACTIONS = ['like', 'unsure', 'dislike'] as const;
export type FamilyReaction = (typeof FAMILY_REACTIONS)[number];

/** A note is at most this many characters. */
export const FAMILY_NOTE_MAX = 500;

/**
 * POST family/notes: the caller's note and reaction on a member of the profile's shortlist (one per person per
 * member: sent again, it replaces the last; empty text and no reaction remove it).
 */
export const FamilyNoteBodySchema = z.strictObject({
  userId: z.uuid({ error: 'Please say which shortlisted member the note is about.' }),
  text: z
    .string({ error: 'Please write a note (it may be empty).' })
    .trim()
    .max(FAMILY_NOTE_MAX, { error: `Please keep the note to ${FAMILY_NOTE_MAX} characters.` }),
  reaction: z
    .enum(FAMILY_REACTIONS, { error: 'Please choose like, unsure or dislike (or nothing).' })
    .nullable()
    .optional(),
});
export type FamilyNoteBody = z.input<typeof FamilyNoteBodySchema>;

/** One person's note on a shortlisted member, as everyone on the profile sees it ("Mum: good family values"). */
export const FamilyNoteSchema = z.object({
  /** "self" for the candidate; a manager's relation otherwise. */
  authorRelation: z.union([z.enum(FAMILY_RELATIONS), z.literal('self')]),
  authorName: z.string(),
  text: z.string(),
  reaction: z.enum(FAMILY_REACTIONS).nullable(),
  updatedAt: z.string(),
});
export type FamilyNote = z.infer<typeof FamilyNoteSchema>;

/** POST family/notes: the member's notes after the change (the candidate's first, then the managers' oldest first). */
export const FamilyNotesResponseSchema = SuccessBaseSchema.extend({
  message: z.string(),
  data: z.array(FamilyNoteSchema),
});

/**
 * The parts of a profile a manager with `edit` can change (each a form of My Details, an onboarding step or the
 * partner preferences): what `GET family/edits` names for each change.
 */
export const PROFILE_EDIT_SECTIONS = [
  'personal',
  'qualification',
  'location',
  'other',
  'basicAndLifestyle',
  'familyDetails',
  'personalBackground',
  'religiousBackground',
  'dateOfBirth',
  'educationAndFinancial',
  'interests',
  'partnerPreferences',
] as const;
export type ProfileEditSection = (typeof PROFILE_EDIT_SECTIONS)[number];

/** One field a manager changed: its name (the profile's or the preferences' key) and its value before and after. */
export const ProfileEditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/**
 * A change a family manager made to a confirmed profile (issue 29 point 4). The candidate can undo it while it is
 * `undoable`: undoing puts back what each field held before, except fields changed again since, which stay.
 */
export const ProfileEditSchema = z.object({
  id: z.uuid(),
  section: z.enum(PROFILE_EDIT_SECTIONS),
  actor: z.object({ accountId: z.uuid().nullable(), name: z.string(), relation: z.enum(FAMILY_RELATIONS) }),
  changes: z.array(ProfileEditChangeSchema),
  at: z.string(),
  undoneAt: z.string().nullable(),
  undoable: z.boolean(),
});
export type ProfileEdit = z.infer<typeof ProfileEditSchema>;
export const ProfileEditsResponseSchema = SuccessBaseSchema.extend({ data: z.array(ProfileEditSchema) });
export const ProfileEditParamsSchema = z.strictObject({ editId: z.uuid() });

/** POST family/edits/{editId}/undo: the fields put back, and those kept because they were changed again since. */
export const ProfileEditUndoResponseSchema = SuccessBaseSchema.extend({
  data: z.object({ edit: ProfileEditSchema, restored: z.array(z.string()), kept: z.array(z.string()) }),
});
