import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';

/**
 * Safety (issue 14): blocking a member. A block hides each member from the other everywhere (profile, discover,
 * lists, chat, calls), ends their connection or request, and is listed only to the member who blocked.
 */

/** POST block/block and block/unblock. */
export const BlockBodySchema = z.strictObject({
  blockedUserId: z.uuid({ error: 'Please say which member this is about.' }),
});
export type BlockBody = z.infer<typeof BlockBodySchema>;

/** One member the caller blocked: by name only (no photo, no e-mail), with when. */
export const BlockedMemberSchema = z.object({
  userId: z.uuid(),
  /** The profile's display name, else its first name ("Member" when neither is set). */
  name: z.string(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;

/** GET block/blocked-by-me: newest first. */
export const BlockedByMeResponseSchema = SuccessBaseSchema.extend({ data: z.array(BlockedMemberSchema) });
export type BlockedByMeResponse = z.infer<typeof BlockedByMeResponseSchema>;

/**
 * Reporting a member (issue 14 point 2). The reasons follow the community guidelines; the console (issue 15) shows
 * `urgent` reports first. Reason ids are stable API values; the words shown are the web's own.
 */
export const REPORT_REASONS = [
  'fake-profile',
  'scam-or-money',
  'harassment',
  'inappropriate-photo',
  'inappropriate-text',
  'underage',
  'child-abuse-material',
  'married-or-not-serious',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reasons that put a report first in the console's queue (a suspected minor, child sexual abuse material). */
export const URGENT_REPORT_REASONS: readonly ReportReason[] = ['underage', 'child-abuse-material'];

/** Limits on a report's free text and on how many of the conversation's messages it may point at. */
export const REPORT_DETAILS_MAX = 2000;
export const REPORT_MESSAGES_MAX = 20;

/** POST report/report. `reason` takes one id or several (the reference accepted a string or an array). */
export const ReportBodySchema = z.strictObject({
  reportedUserId: z.uuid({ error: 'Please say which member this is about.' }),
  reason: z
    .union([z.enum(REPORT_REASONS), z.array(z.enum(REPORT_REASONS))], {
      error: 'Please choose at least one reason from the list.',
    })
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])])
    .refine((list) => list.length > 0, { error: 'Please choose at least one reason from the list.' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, { error: `Please keep the details under ${REPORT_DETAILS_MAX} characters.` })
    .optional(),
  /**
   * Messages of the conversation with the reported member that the report is about (sent by them): chat's
   * `messageId`s, decimal strings.
   */
  messageIds: z
    .array(z.string().regex(/^[1-9][0-9]{0,15}$/, { error: 'Please choose messages from your conversation.' }))
    .max(REPORT_MESSAGES_MAX, { error: `Please point at no more than ${REPORT_MESSAGES_MAX} messages.` })
    .optional(),
  /** Block the member in the same step. */
  block: z.boolean().optional(),
});
export type ReportBody = z.input<typeof ReportBodySchema>;

/** Where a report stands: received, being looked at, settled with action, or closed without action. */
export const REPORT_STATES = ['open', 'in-review', 'actioned', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const ReportResponseSchema = SuccessBaseSchema.extend({
  reportId: z.uuid(),
  /** True when the member was blocked in the same step. */
  blocked: z.boolean(),
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

/** One report the caller made: the member by name only, the reasons, and its state. */
export const MyReportSchema = z.object({
  reportId: z.uuid(),
  reportedUserId: z.uuid(),
  /** The reported member's display name, else first name ("Member" when neither is set or the account is gone). */
  reportedName: z.string(),
  reason: z.array(z.enum(REPORT_REASONS)),
  details: z.string().nullable(),
  state: z.enum(REPORT_STATES),
  createdAt: z.string(),
  /** When the state last changed (a decision), else null. */
  decidedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof MyReportSchema>;

/** GET report/my-reports: newest first. */
export const MyReportsResponseSchema = SuccessBaseSchema.extend({ data: z.array(MyReportSchema) });
export type MyReportsResponse = z.infer<typeof MyReportsResponseSchema>;
