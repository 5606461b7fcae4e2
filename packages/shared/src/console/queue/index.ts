import { z } from 'zod';
import { SuspensionReasonSchema } from '../../suspension/index';
import { VERIFICATION_DECLINE_REASONS, VERIFICATION_NOTE_MAX } from '../../verification/index';
import { DecisionReasonSchema, StaffAuditEntrySchema } from '../index';

/**
 * The console's moderation queue (issue 15 point 2): reports, verification requests, profiles back from
 * self-correction and messages flagged by the scam rules, each with its evidence and the decisions staff can take.
 * Photos awaiting review have their own page (the photo review section); the queue's summary counts them.
 *
 * Order (every view, `kind` filters it): urgent reports first (oldest first), then every other item by how long it
 * has waited, oldest first (a report by when it was made, a verification request by when it was sent, a
 * self-correction by the member's latest change, a flagged message by its first flag).
 */

export const QUEUE_KINDS = ['report', 'verification', 'self-correction', 'message-flag'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const QueueKindSchema = z.enum(QUEUE_KINDS);
export const QUEUE_FILTERS = ['all', ...QUEUE_KINDS] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export const QUEUE_PAGE = 50;

// ---- GET admin-queue/summary -----------------------------------------------------------------------------------

export const QueueSummaryResponseSchema = z.object({
  success: z.literal(true),
  counts: z.object({
    report: z.number(),
    /** Of `report`, the urgent ones (a suspected minor, child abuse material). */
    urgentReport: z.number(),
    verification: z.number(),
    'self-correction': z.number(),
    'message-flag': z.number(),
    /** Photos awaiting review (the photo review page). */
    photos: z.number(),
  }),
  /** Median of (decided − made) over reports decided in the last 30 days, in seconds; null when none were. */
  medianDecisionSeconds: z.number().nullable(),
  /** How many reports were decided in those 30 days. */
  decidedLast30Days: z.number(),
});
export type QueueSummaryResponse = z.infer<typeof QueueSummaryResponseSchema>;

// ---- GET admin-queue/items ---------------------------------------------------------------------------------------

export const QueueItemsQuerySchema = z.strictObject({
  kind: z.enum(QUEUE_FILTERS).default('all'),
  /** Opaque: pass back `nextCursor` of the previous page. */
  cursor: z.string().trim().min(1).max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(QUEUE_PAGE),
});
export type QueueItemsQuery = z.input<typeof QueueItemsQuerySchema>;

export const QueueItemSchema = z.object({
  kind: QueueKindSchema,
  /** A report's or verification request's id, a self-correction's review item id, a flagged message's id. */
  id: z.string(),
  /** The member it is about (for a flagged message: its sender). */
  userId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  /** Waiting since (ISO 8601): what the order uses. */
  since: z.string(),
  urgent: z.boolean(),
  /** Report reasons, scam-rule kinds, or what a self-correction changed (`about`, `photos`). */
  tags: z.array(z.string()),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueueItemsResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(QueueItemSchema),
  nextCursor: z.string().nullable(),
});
export type QueueItemsResponse = z.infer<typeof QueueItemsResponseSchema>;

// ---- GET admin-queue/item/:kind/:id ----------------------------------------------------------------------------------

export const QUEUE_DECISIONS = [
  'dismiss',
  'warn',
  'remove-photo',
  'remove-about',
  'suspend',
  'lift',
  'delete-account',
  'approve',
  'reject',
] as const;
export type QueueDecision = (typeof QUEUE_DECISIONS)[number];

/** Decisions about a member (every kind but verification); a verification request is approved or rejected. */
export const MEMBER_DECISIONS = [
  'dismiss',
  'warn',
  'remove-photo',
  'remove-about',
  'suspend',
  'lift',
  'delete-account',
] as const satisfies readonly QueueDecision[];
export const VERIFICATION_DECISIONS = ['approve', 'reject'] as const satisfies readonly QueueDecision[];

export const QueueItemParamsSchema = z.strictObject({ kind: QueueKindSchema, id: z.string().min(1).max(100) });

export const EvidenceMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  text: z.string().nullable(),
  /** The message carried a file (not shown in the queue). */
  hasFile: z.boolean(),
  createdAt: z.string(),
  /** Pointed at by a report, or flagged by the scam rules: the evidence itself (the rest are context). */
  reported: z.boolean(),
  flags: z.array(z.string()),
});
export type EvidenceMessage = z.infer<typeof EvidenceMessageSchema>;

export const EvidenceConversationSchema = z.object({
  /** The two members, with names as staff see them. */
  members: z.array(z.object({ userId: z.string(), name: z.string() })),
  messages: z.array(EvidenceMessageSchema),
});

export const EvidenceReportSchema = z.object({
  id: z.string(),
  reasons: z.array(z.string()),
  details: z.string().nullable(),
  urgent: z.boolean(),
  state: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** Null once the reporter's account is gone. */
  reporterId: z.string().nullable(),
  reporterName: z.string().nullable(),
});
export type EvidenceReport = z.infer<typeof EvidenceReportSchema>;

export const EvidencePhotoSchema = z.object({
  photoId: z.string(),
  position: z.number(),
  reviewStatus: z.string(),
  /** Staff-only console routes (need the staff session's bearer token). */
  url: z.string(),
  thumbUrl: z.string(),
});

export const QueueEvidenceResponseSchema = z.object({
  success: z.literal(true),
  item: QueueItemSchema.extend({ open: z.boolean() }),
  member: z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    displayName: z.string().nullable(),
    usertype: z.string(),
    createdAt: z.string(),
    verified: z.boolean(),
    about: z.string().nullable(),
    /** The about text in a second language and that language's code (`remove-about` removes it with `about`). */
    aboutSecond: z.string().nullable(),
    aboutSecondLanguage: z.string().nullable(),
    photos: z.array(EvidencePhotoSchema),
    suspension: z
      .object({ reason: z.string(), suspendedAt: z.string(), unsuspendAt: z.string().nullable() })
      .nullable(),
  }),
  /** Open reports about the member: a decision about the member closes every one of them. */
  openReports: z.array(EvidenceReportSchema),
  /** The reported or flagged messages, each with up to 3 before and 3 after it in its conversation; nothing else. */
  conversations: z.array(EvidenceConversationSchema),
  /** A self-correction: what the member changed. */
  correction: z.object({ changed: z.array(z.string()), photoCount: z.number().nullable(), at: z.string() }).nullable(),
  /** A verification request: the two images (staff-only routes, not cached). */
  verification: z
    .object({ requestId: z.string(), submittedAt: z.string(), documentUrl: z.string(), selfieUrl: z.string() })
    .nullable(),
  history: z.object({
    /** Every report received, newest first (the open ones included). */
    reports: z.array(EvidenceReportSchema),
    suspensions: z.array(
      z.object({
        id: z.string(),
        reason: z.string(),
        suspendedAt: z.string(),
        unsuspendAt: z.string().nullable(),
        liftedAt: z.string().nullable(),
        liftNote: z.string().nullable(),
      }),
    ),
    /** Staff decisions about the member (warnings included), newest first; views are not listed. */
    decisions: z.array(StaffAuditEntrySchema),
  }),
  /** What staff may decide on this item now. */
  decisions: z.array(z.enum(QUEUE_DECISIONS)),
});
export type QueueEvidenceResponse = z.infer<typeof QueueEvidenceResponseSchema>;

// ---- POST admin-queue/decide -----------------------------------------------------------------------------------------

export const WARNING_SUBJECT_MAX = 150;
export const WARNING_MESSAGE_MAX = 5000;

const warningSubject = z.string().trim().min(1).max(WARNING_SUBJECT_MAX);
const warningMessage = z
  .string({ error: 'Please write the message to the member.' })
  .trim()
  .min(10, 'Please write the message to the member.')
  .max(WARNING_MESSAGE_MAX, `Please keep the message under ${WARNING_MESSAGE_MAX.toLocaleString('en-AU')} characters.`);
/** A day or a moment in the future (ISO 8601), or null: until staff lift it. */
const unsuspendAt = z.iso.datetime({ offset: true }).or(z.iso.date()).nullable();

/**
 * POST admin-queue/decide: one decision about one open item. `reason` is the staff reason (the audit log, the
 * reports' decision note; never shown to the member). Per decision:
 * - `warn`: `message` (required) and `subject` (optional), e-mailed to the member;
 * - `remove-photo`: `photoId`; `remove-about`: nothing more (the about text goes with its second language);
 * - `suspend`: `suspensionReason` (`inappropriate-bio`, `inappropriate-image`, or free text the member reads) and
 *   `unsuspendAt` (a future day or moment; null or absent: until lifted);
 * - `reject` (verification): `declineReason`, and `note` to the member (optional; also with `approve`).
 */
export const QueueDecisionInputSchema = z
  .strictObject({
    kind: QueueKindSchema,
    id: z.string().min(1).max(100),
    decision: z.enum(QUEUE_DECISIONS),
    reason: DecisionReasonSchema,
    subject: warningSubject.optional(),
    message: warningMessage.optional(),
    photoId: z.uuid().optional(),
    suspensionReason: SuspensionReasonSchema.optional(),
    unsuspendAt: unsuspendAt.optional(),
    declineReason: z.enum(VERIFICATION_DECLINE_REASONS).optional(),
    note: z.string().trim().max(VERIFICATION_NOTE_MAX).optional(),
  })
  .superRefine((input, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.decision === 'warn' && !input.message) need('message', 'Please write the message to the member.');
    if (input.decision === 'remove-photo' && !input.photoId) need('photoId', 'Please choose the photo to remove.');
    if (input.decision === 'suspend' && !input.suspensionReason)
      need('suspensionReason', 'Please give the reason the member will read.');
    if (input.decision === 'reject' && !input.declineReason) need('declineReason', 'Please say why it is declined.');
    const verification = input.kind === 'verification';
    const forVerification = (VERIFICATION_DECISIONS as readonly string[]).includes(input.decision);
    if (verification !== forVerification)
      need(
        'decision',
        verification ? 'Approve or reject a verification request.' : 'That decision is not for this item.',
      );
  });
export type QueueDecisionInput = z.input<typeof QueueDecisionInputSchema>;

export const QueueDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Open reports about the member this decision closed. */
  closedReports: z.number(),
});
export type QueueDecisionResponse = z.infer<typeof QueueDecisionResponseSchema>;

// ---- the reference's paths (decisions about a member, without a queue item) -----------------------------------------

const userId = z.uuid({ error: 'Please give the member’s id.' });

/** POST admin-suspendControl/suspend-user. `reason` is what the member reads; `note` the staff reason. */
export const SuspendUserInputSchema = z.strictObject({
  userId,
  reason: SuspensionReasonSchema,
  unsuspendAt: unsuspendAt.optional(),
  note: DecisionReasonSchema,
});
/** POST admin-suspendControl/unsuspend-user */
export const UnsuspendUserInputSchema = z.strictObject({ userId, note: DecisionReasonSchema });
/** POST admin-userControl/delete-user */
export const DeleteUserInputSchema = z.strictObject({ userId, reason: DecisionReasonSchema });
/** POST admin-userControl/delete-image-about */
export const DeleteImageAboutInputSchema = z
  .strictObject({
    userId,
    target: z.enum(['about', 'photo']),
    photoId: z.uuid().optional(),
    reason: DecisionReasonSchema,
  })
  .refine((input) => input.target !== 'photo' || input.photoId, {
    path: ['photoId'],
    message: 'Please choose the photo to remove.',
  });
/** POST admin-userControl/send-email: a warning to the member. */
export const SendEmailInputSchema = z.strictObject({
  userId,
  subject: warningSubject.optional(),
  message: warningMessage,
  reason: DecisionReasonSchema,
});

export const SuspendedUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  reason: z.string(),
  suspendedAt: z.string(),
  unsuspendAt: z.string().nullable(),
  correctionPending: z.boolean(),
});
/** GET admin-suspendControl/suspended-users: suspended members, most recently suspended first. */
export const SuspendedUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(SuspendedUserSchema),
});
export type SuspendedUsersResponse = z.infer<typeof SuspendedUsersResponseSchema>;
