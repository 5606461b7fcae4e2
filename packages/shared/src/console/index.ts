import { z } from 'zod';
import { STAFF_ROLES } from './roles';

/**
 * The operations console (issue 15): staff roles, the second factor, the staff audit log. Each console section's
 * own request and response shapes live beside these (queue, photos, members, money, statistics, transparency).
 */

/** Staff roles. An admin can do everything a moderator can, and also manages plans, staff and the money views. */
export { CONSOLE_PATH, isStaffRole, STAFF_ROLES, USER_ROLES, type StaffRole, type UserRole } from './roles';
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** TOTP (RFC 6238) as staff authenticator apps expect it. */
export const TOTP_SETTINGS = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', driftSteps: 1 } as const;

/** A one-time set-up link from `npm run staff:create` lasts this long. */
export const STAFF_SETUP_LINK_HOURS = 72;

const code = z
  .string({ error: 'Please enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app.');

/** user/login answers staff with this instead of a session: the second factor comes next. */
export const SecondFactorChallengeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  secondFactorRequired: z.literal(true),
  /** Signed, five minutes, for `admin/auth/verify-totp` only. */
  challenge: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

/** POST admin/auth/verify-totp */
export const VerifyTotpInputSchema = z.strictObject({ challenge: z.string().min(1).max(2000), code });
export type VerifyTotpInput = z.infer<typeof VerifyTotpInputSchema>;

/** POST admin/auth/setup/start: the set-up link's token → the QR code to scan. */
export const StaffSetupStartInputSchema = z.strictObject({ token: z.string().min(1).max(200) });
export const StaffSetupStartResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  role: StaffRoleSchema,
  /** `otpauth://totp/...`, for apps that take a link. */
  otpauthUrl: z.string(),
  /** The same as an SVG QR code. */
  qrSvg: z.string(),
  /** The secret in base32, for typing in by hand. */
  secret: z.string(),
});
export type StaffSetupStartResponse = z.infer<typeof StaffSetupStartResponseSchema>;

/** POST admin/auth/setup/finish: choose the password and prove the authenticator works. */
export const StaffSetupFinishInputSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().min(1, 'Please choose a password.').max(256),
  code,
});
export type StaffSetupFinishInput = z.infer<typeof StaffSetupFinishInputSchema>;

/** What staff did; each action names its subject. Labels for people live in the web's message catalogue. */
export const STAFF_ACTIONS = [
  'staff.created',
  'staff.setup-completed',
  'staff.signed-in',
  'report.dismissed',
  'member.warned',
  'photo.removed',
  'about.removed',
  'member.suspended',
  'suspension.lifted',
  'member.deleted',
  'photo.approved',
  'photo.rejected',
  'verification.approved',
  'verification.rejected',
  'correction.reviewed',
  'message-flag.dismissed',
  'member.viewed',
  'member.signed-out-everywhere',
  'contact-messages.viewed',
  'plan.updated',
  'payments.exported',
  'payment.refunded',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** A decision always says why: shown in the audit log, never to the member unless the action says so. */
export const DecisionReasonSchema = z
  .string({ error: 'Please say why.' })
  .trim()
  .min(3, 'Please say why, in a few words.')
  .max(1000, 'Please keep the reason under 1,000 characters.');

export const StaffAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string(), role: z.string() }),
  action: z.string(),
  subjectUserId: z.string().nullable(),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

/** GET admin-audit/log?before=&subjectUserId=&actorId=&action= (newest first, keyset by id). */
export const StaffAuditQuerySchema = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  subjectUserId: z.uuid().optional(),
  actorId: z.uuid().optional(),
  action: z.enum(STAFF_ACTIONS).optional(),
});
export type StaffAuditQuery = z.input<typeof StaffAuditQuerySchema>;
export type StaffAuditFilter = z.output<typeof StaffAuditQuerySchema>;
export const StaffAuditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(StaffAuditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.number().nullable(),
});
export type StaffAuditResponse = z.infer<typeof StaffAuditResponseSchema>;

/** GET admin/auth/me: who is signed in to the console. */
export const StaffMeResponseSchema = z.object({
  success: z.literal(true),
  staff: z.object({ id: z.string(), email: z.string(), role: StaffRoleSchema }),
});
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;
