import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { ACCEPTED_PHOTO_EXTENSIONS, ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS } from '../photos/constants';

/**
 * The verified tick (issue 14 point 4). A member sends a photo of an identity document and a selfie; our team
 * compares them and approves or declines. Approval sets the member's `verified` flag (the tick on cards and on the
 * profile). Both images are deleted from storage as soon as the decision is made; only the fact and the date of
 * verification are kept (docs/safety.md, "Verification").
 */

/** Where a member stands: never asked, waiting for our team, verified, or declined (they may send again). */
export const VERIFICATION_STATES = ['none', 'pending', 'approved', 'declined'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Why a request was declined. Stable API values; the words shown are each client's own. */
export const VERIFICATION_DECLINE_REASONS = [
  'document-unreadable',
  'faces-do-not-match',
  'document-not-accepted',
  'other',
] as const;
export type VerificationDeclineReason = (typeof VERIFICATION_DECLINE_REASONS)[number];

/** The reasons in plain words, for e-mails and the operator's command line (the web has its own copy in locales). */
export const VERIFICATION_DECLINE_REASON_TEXT: Record<VerificationDeclineReason, string> = {
  'document-unreadable': 'We could not read the identity document in the photo.',
  'faces-do-not-match': 'The face in the selfie did not clearly match the photo on the document.',
  'document-not-accepted':
    'That kind of document is not one we accept. Please use a passport, a driver licence or a national identity card.',
  other: 'We could not verify you from these photos.',
};

/** The two files of POST verification/submit, one image each (multipart field names). */
export const VERIFICATION_FIELDS = ['document', 'selfie'] as const;
export type VerificationField = (typeof VERIFICATION_FIELDS)[number];

/**
 * Upload limits: the photo pipeline's (same formats, decided by content; same size and pixel limits), one file per
 * field. The stored copies are re-encoded, without metadata, at most 1600 px on the longest side.
 */
export const VERIFICATION_LIMITS = {
  maxBytes: PHOTO_LIMITS.maxBytes,
  maxInputPixels: PHOTO_LIMITS.maxInputPixels,
  minSidePx: PHOTO_LIMITS.minSidePx,
  acceptedTypes: ACCEPTED_PHOTO_TYPES,
  acceptedExtensions: ACCEPTED_PHOTO_EXTENSIONS,
} as const;

/** The longest note our team may write to the member with a decision. */
export const VERIFICATION_NOTE_MAX = 500;

/** The member's own verification, as GET verification/status and POST verification/submit answer it. */
export const VerificationStatusSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  /** When the latest request was sent (null without one). */
  submittedAt: z.string().nullable(),
  /** When our team decided the latest request (null while pending or without one). */
  decidedAt: z.string().nullable(),
  /** When the member was verified (null unless approved). */
  verifiedAt: z.string().nullable(),
  /** Why the latest request was declined (declined only). */
  reason: z.enum(VERIFICATION_DECLINE_REASONS).nullable(),
  /** A note our team wrote to the member with the decline, if any. */
  note: z.string().nullable(),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const VerificationStatusResponseSchema = SuccessBaseSchema.extend({ data: VerificationStatusSchema });
export type VerificationStatusResponse = z.infer<typeof VerificationStatusResponseSchema>;

/** POST verification/submit: 201 with the new state (pending). */
export const VerificationSubmitResponseSchema = SuccessBaseSchema.extend({
  message: z.string(),
  data: VerificationStatusSchema,
});
export type VerificationSubmitResponse = z.infer<typeof VerificationSubmitResponseSchema>;

/** A decision of our team (the operations console, issue 15, and `npm run verification:decide`). */
export const VerificationDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('approve'),
    note: z.string().trim().max(VERIFICATION_NOTE_MAX).optional(),
  }),
  z.strictObject({
    decision: z.literal('decline'),
    reason: z.enum(VERIFICATION_DECLINE_REASONS, { error: 'Please choose why the request is declined.' }),
    note: z.string().trim().max(VERIFICATION_NOTE_MAX).optional(),
  }),
]);
export type VerificationDecision = z.infer<typeof VerificationDecisionSchema>;
