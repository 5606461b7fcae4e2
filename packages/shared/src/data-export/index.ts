import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';

/**
 * Your data (issue 14 point 5; Australian Privacy Principles 12 and 13): a copy of everything the site holds about
 * the member, asked for from My Details, built in the background and e-mailed as a link that works once within
 * 24 hours; and the receipt a member gets when they delete their account.
 */

/**
 * How long payment records (orders: plan, amount, GST, billing name and e-mail) are kept after an account goes,
 * detached from it: Australian company law asks a company to keep its financial records for 7 years (Corporations
 * Act 2001 s 286); tax law asks 5. The receipt, the closing e-mail and the public pages say this number.
 */
export const PAYMENT_RECORD_YEARS = 7;

/**
 * How long security events (sign-ins, failed sign-ins, password changes, sign-outs: the server's `audit_events`) are
 * kept, whether or not the account still exists; the server deletes older ones every day. The delete-account page
 * and the privacy policy say this number.
 */
export const SECURITY_LOG_MONTHS = 12;

/** How long the e-mailed link works once the copy is ready. */
export const DATA_EXPORT_LINK_HOURS = 24;

/** Where a copy stands: asked for, being built, e-mailed (ready), downloaded, past its 24 hours, or failed. */
export const DATA_EXPORT_STATES = ['queued', 'building', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** The member's latest copy, as GET user/export and user/export/status describe it. Times are ISO strings. */
export const DataExportStatusSchema = z.object({
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.string(),
  /** When the copy was built and the link e-mailed; null until then. */
  readyAt: z.string().nullable(),
  /** When the e-mailed link stops working; null until the copy is ready. */
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
});
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

/**
 * GET user/export (202): asks for a copy, or says that one is already on its way or was already e-mailed. `queued`
 * is true only when this request started a new copy.
 */
export const DataExportRequestResponseSchema = SuccessBaseSchema.extend({
  message: z.string(),
  queued: z.boolean(),
  export: DataExportStatusSchema,
});
export type DataExportRequestResponse = z.infer<typeof DataExportRequestResponseSchema>;

/** GET user/export/status: the latest copy, or null when the member never asked for one. */
export const DataExportStatusResponseSchema = SuccessBaseSchema.extend({
  export: DataExportStatusSchema.nullable(),
});
export type DataExportStatusResponse = z.infer<typeof DataExportStatusResponseSchema>;

/**
 * The page the e-mailed link opens: `/your-data#token=…`. The token is in the fragment, so it never reaches a
 * server log or a Referer; the page sends it with the member's own session (POST user/export/download), so a
 * forwarded or leaked link alone downloads nothing.
 */
export const DATA_EXPORT_PAGE = '/your-data';

/** POST user/export/download (signed in): the e-mailed link's token. */
export const DataExportDownloadBodySchema = z.object({ token: z.string().max(200) });

/** GET user/export/download?token=… (links e-mailed before the page existed): sent on to the page. */
export const DataExportDownloadQuerySchema = z.object({ token: z.string().max(200).optional() });

/** What a deletion receipt's lines are about, by code (issue 30: each side words them in the member's language). */
export const RECEIPT_REMOVED = [
  'account',
  'answers',
  'photos',
  'messagesSent',
  'messagesReceived',
  'chatFiles',
  'connections',
  'favourites',
  'notifications',
  'sessions',
  'pushSubscriptions',
  'calls',
  'verificationRequests',
  'exports',
] as const;
export const RECEIPT_KEPT = ['payments', 'reports', 'securityRecord'] as const;

/**
 * One line of a deletion receipt: what it is, in plain English words (`what`, for clients built before issue 30),
 * its `code` for the web to word in the language shown, and how many there were where that means something.
 */
export const ReceiptItemSchema = z.object({
  code: z.enum(RECEIPT_REMOVED),
  what: z.string(),
  count: z.number().int().nonnegative().nullable(),
});
export type ReceiptItem = z.infer<typeof ReceiptItemSchema>;

/**
 * One thing kept after deletion, why, and for how long, in English (`what`, `why`, `until`), and as a code with its
 * values (`count`; `years` and `until`, a calendar day as YYYY-MM-DD, for payments) for the web to word.
 */
export const KeptItemSchema = z.object({
  code: z.enum(RECEIPT_KEPT),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  what: z.string(),
  why: z.string(),
  until: z.string(),
});
export type KeptItem = z.infer<typeof KeptItemSchema>;

/** What account deletion removed and what the law (or members' safety) makes us keep. Also e-mailed. */
export const DeletionReceiptSchema = z.object({
  deletedAt: z.string(),
  removed: z.array(ReceiptItemSchema),
  kept: z.array(KeptItemSchema),
});
export type DeletionReceipt = z.infer<typeof DeletionReceiptSchema>;

/** DELETE user/delete-user: the message and the receipt. */
export const DeleteAccountResponseSchema = SuccessBaseSchema.extend({
  message: z.string(),
  receipt: DeletionReceiptSchema,
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
