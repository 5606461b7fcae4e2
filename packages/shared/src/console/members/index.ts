import { z } from 'zod';
import { USER_TYPES } from '../../constants/index';
import { MyDetailsSchema } from '../../profile/index';
import { REPORT_REASONS, REPORT_STATES } from '../../safety/index';
import { DecisionReasonSchema } from '../index';

/**
 * The console's Members section (issue 15 point 2): search, the member as staff see them, "sign out everywhere",
 * and the contact messages from the public form. Paths keep the reference product's admin names.
 */

const usertype = z.enum(USER_TYPES);
/** Keyset cursors are opaque to clients: pass back what the last page said. */
const Cursor = z.string().trim().min(1).max(200);

// ---- GET admin-userDetails/all-users ---------------------------------------------------------------------------

export const MEMBER_SEARCH_PAGE = 25;

export const MemberSearchQuerySchema = z.strictObject({
  /** An id (uuid or public uid), the start of an e-mail address, or the start of a first or last name. */
  q: z.string().trim().max(200).optional(),
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MEMBER_SEARCH_PAGE),
});
export type MemberSearchQuery = z.input<typeof MemberSearchQuerySchema>;

export const MemberSummarySchema = z.object({
  userId: z.string(),
  uid: z.string(),
  email: z.string(),
  /** First and last name as the member wrote them; null before the first profile step. */
  name: z.string().nullable(),
  displayName: z.string().nullable(),
  usertype,
  createdAt: z.string(),
  lastActiveAt: z.string(),
  suspended: z.boolean(),
  verified: z.boolean(),
  /** Profile completion, 0–100 (the member's own gauge). */
  completion: z.number().int().min(0).max(100),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

export const MemberSearchResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(MemberSummarySchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type MemberSearchResponse = z.infer<typeof MemberSearchResponseSchema>;

// ---- GET admin-userDetails/user-status -------------------------------------------------------------------------

export const MemberStatusQuerySchema = z.strictObject({
  userId: z.uuid({ error: 'That member does not exist.' }),
});

export const MemberAccountSchema = z.object({
  userId: z.string(),
  uid: z.string(),
  email: z.string(),
  usertype,
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActiveAt: z.string(),
  /** Hidden from Discover by the member. */
  hidden: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** The onboarding steps the member finished. */
  steps: z.object({
    personal: z.boolean(),
    qualification: z.boolean(),
    location: z.boolean(),
    other: z.boolean(),
    image: z.boolean(),
  }),
});

export const MemberPhotoSchema = z.object({
  photoId: z.string(),
  position: z.number().int(),
  /** Signed for the staff member who asked, like every photo URL. */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  reviewStatus: z.enum(['pending', 'approved']),
  reviewedAt: z.string().nullable(),
});

export const MemberSubscriptionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  planName: z.string(),
  planType: z.string(),
  tier: usertype,
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  paymentReference: z.string().nullable(),
  /** `cancelled` is a refunded or withdrawn plan. */
  status: z.string(),
  paymentStatus: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  createdAt: z.string(),
  /** Running now (the plan the member holds is the highest of these). */
  running: z.boolean(),
  /** The sum of its refunds (GST included); 0 when none. */
  refundedCents: z.number().int(),
  grantReason: z.string().nullable(),
});
export type MemberSubscription = z.infer<typeof MemberSubscriptionSchema>;

/** A checkout the member started: paid ones also appear as a subscription (its order). */
export const MemberCheckoutSchema = z.object({
  provider: z.string(),
  planId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  state: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** A refund an admin recorded against one of the member's payments. */
export const MemberRefundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  reason: z.string(),
  refundedAt: z.string(),
});

export const MemberReportSchema = z.object({
  reportId: z.string(),
  /** The other member: the one reported (made) or the reporter (received; null once their account is gone). */
  otherUserId: z.string().nullable(),
  otherEmail: z.string().nullable(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  urgent: z.boolean(),
  state: z.enum(REPORT_STATES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MemberReport = z.infer<typeof MemberReportSchema>;

export const MemberSuspensionSchema = z.object({
  id: z.string(),
  reason: z.string(),
  suspendedAt: z.string(),
  unsuspendAt: z.string().nullable(),
  suspendedBy: z.string().nullable(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftNote: z.string().nullable(),
});

/** A session as staff see it: never a token, a token hash or the session's id. */
export const MemberSessionSchema = z.object({
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
  userAgent: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Not revoked, not expired, not cut off by a password change. */
  live: z.boolean(),
});
export type MemberSession = z.infer<typeof MemberSessionSchema>;

export const MemberVerificationSchema = z.object({
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** The member's requests for the verified tick, newest first (no documents: those are the queue's). */
  requests: z.array(
    z.object({
      id: z.string(),
      state: z.enum(['pending', 'approved', 'declined']),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      decisionReason: z.string().nullable(),
    }),
  ),
});

export const MemberStatusResponseSchema = z.object({
  success: z.literal(true),
  member: MemberAccountSchema,
  /** Everything the member filled, private fields included (their own My Details view). */
  profile: MyDetailsSchema.omit({ photos: true, profileImage: true }),
  completion: z.object({
    percentage: z.number().int(),
    missing: z.array(z.object({ section: z.string(), field: z.string(), label: z.string() })),
  }),
  photos: z.array(MemberPhotoSchema),
  plan: z.object({ usertype, subscriptions: z.array(MemberSubscriptionSchema) }),
  payments: z.object({ checkouts: z.array(MemberCheckoutSchema), refunds: z.array(MemberRefundSchema) }),
  reports: z.object({ made: z.array(MemberReportSchema), received: z.array(MemberReportSchema) }),
  suspensions: z.array(MemberSuspensionSchema),
  sessions: z.array(MemberSessionSchema),
  verification: MemberVerificationSchema,
  /**
   * Families (ADR 017): the accounts that help with this member's profile, and the profiles this account helps
   * with, each with relation and rights. Always sent by this server.
   */
  family: z
    .object({
      /** The account only helps with others' profiles (a relative who made one); it has no profile of its own. */
      familyOnly: z.boolean().optional(),
      /** The profile was made by a relative and awaits its candidate's confirmation since then (hidden till then). */
      awaitingCandidateSince: z.string().nullable().optional(),
      helpers: z.array(
        z.object({
          accountId: z.uuid(),
          email: z.string(),
          relation: z.string(),
          rights: z.array(z.string()),
          since: z.string(),
          lastActiveAt: z.string().nullable(),
          madeProfile: z.boolean().optional(),
        }),
      ),
      helps: z.array(
        z.object({ profileId: z.uuid(), relation: z.string(), rights: z.array(z.string()), since: z.string() }),
      ),
    })
    .optional(),
});
export type MemberStatusResponse = z.infer<typeof MemberStatusResponseSchema>;

// ---- POST admin-userControl/sign-out-everywhere ----------------------------------------------------------------

export const SignOutEverywhereInputSchema = z.strictObject({
  userId: z.uuid({ error: 'That member does not exist.' }),
  reason: DecisionReasonSchema,
});
export type SignOutEverywhereInput = z.infer<typeof SignOutEverywhereInputSchema>;

export const SignOutEverywhereResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many live sessions were ended. */
  sessionsEnded: z.number().int(),
});
export type SignOutEverywhereResponse = z.infer<typeof SignOutEverywhereResponseSchema>;

// ---- GET admin-contacts/messages (and the reference's contact/get-contact) -------------------------------------

export const CONTACT_MESSAGES_PAGE = 25;

export const ContactMessagesQuerySchema = z.strictObject({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONTACT_MESSAGES_PAGE),
});
export type ContactMessagesQuery = z.input<typeof ContactMessagesQuerySchema>;

export const ContactMessageItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItemSchema>;

export const ContactMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(ContactMessageItemSchema),
  nextCursor: z.string().nullable(),
});
export type ContactMessagesResponse = z.infer<typeof ContactMessagesResponseSchema>;
