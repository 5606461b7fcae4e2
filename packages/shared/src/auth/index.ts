import { z } from 'zod';
import { COMPLETION_FLAGS, type CompletionFlag } from '../routes/index';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/index';
import { ActingAsSchema } from '../family/roles';
import { LanguageCodeSchema } from '../languages/index';
import { UserTypeSchema } from '../plans/index';
import { WireAnswerSchema } from '../questionnaire/index';

/** Messages fixed by the customer, word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  anErrorOccurred: 'An error occurred',
} as const;

export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** Login keeps the customer's rule and message: at least 8 characters, "Password is required". */
export const LoginPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordRequired);

/** A new password: 8 to 128 characters, no composition rules; the server also rejects common passwords. */
export const NewPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const OtpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.');

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export { CURRENT_NOTICE_VERSION } from '../constants/index';

export const RegistrationInputSchema = z.object({
  email: EmailSchema,
  acceptTerms: z.literal(true, { error: 'Please accept the terms, privacy policy and cookies policy to continue.' }),
  noticeVersion: z.string().max(40).optional(),
  /**
   * The language the visitor reads the site in (issue 30): the sign-up code's e-mail is written in it, English when
   * absent. An address that already has an account gets its own account's language instead.
   */
  language: LanguageCodeSchema.optional(),
});
export type RegistrationInput = z.input<typeof RegistrationInputSchema>;

export const ActivateUserInputSchema = z.object({
  activationCode: OtpCodeSchema,
  activationToken: z.string().min(10).max(200),
});
/** `language`: as on registration, for a sign-up code sent again (a reset code goes in its account's language). */
export const ResendCodeInputSchema = z.object({
  activationToken: z.string().min(10).max(200),
  language: LanguageCodeSchema.optional(),
});

/**
 * POST user/set-password: the last step of sign-up. `answer` is the questionnaire; a relative invited to help with a
 * profile (ADR 017) may instead give the invitation's token (`familyInvitation`) and no answers: their account then
 * only helps, and it joins that profile's family at once.
 */
export const SetPasswordInputSchema = z
  .object({
    password: NewPasswordSchema,
    answer: z.array(WireAnswerSchema).min(1).max(12).optional(),
    familyInvitation: z.string().min(20).max(200).optional(),
  })
  .refine((input) => input.answer !== undefined || input.familyInvitation !== undefined, {
    path: ['answer'],
    message: 'Please answer the questions.',
  });

export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export const VerifyOtpInputSchema = ActivateUserInputSchema;
export const ResetPasswordInputSchema = z.object({ password: NewPasswordSchema });
export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export const DeleteUserInputSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm.').max(PASSWORD_MAX_LENGTH),
});
export const UpdateFcmTokenInputSchema = z.object({
  fcmToken: z.string().min(1).max(4096),
  uid: z.string().min(1).max(200),
  userStatus: z.union([z.literal('false'), z.literal('true')]),
});

const flagShape = Object.fromEntries(COMPLETION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  CompletionFlag,
  z.ZodBoolean
>;

/** The member as any response shows them: safe fields only, never a hash, a code or a token. */
export const SessionUserSchema = z.object({
  userId: z.string(),
  uid: z.string(),
  email: z.string(),
  usertype: UserTypeSchema,
  role: z.enum(['member', 'moderator', 'admin']),
  ...flagShape,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/**
 * GET user/me: the member whose profile the session acts for. For a family manager acting for a candidate's profile
 * (ADR 017) that is the candidate's profile, with the manager's own e-mail (never the candidate's) and `actingAs`
 * saying who acts; `actingAs` is null when a member acts for themselves.
 */
export const MeUserSchema = SessionUserSchema.extend({
  actingAs: ActingAsSchema.nullable(),
  /** The profile was made by a relative and its candidate has not confirmed it: nobody sees it yet (ADR 017). */
  awaitingConfirmation: z.boolean(),
});
export type MeUser = z.infer<typeof MeUserSchema>;
export const MeResponseSchema = z.object({ success: z.literal(true), user: MeUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;
export const RegistrationResponseSchema = MessageResponseSchema.extend({ activationToken: z.string() });
/** `suspended: true` when the member is suspended: they are signed in, but only the suspension screen answers. */
export const LoginResponseSchema = MessageResponseSchema.extend({
  /** With `actingAs` when the session acts for a profile the account looks after (a relative who made it, ADR 017). */
  user: MeUserSchema.partial({ actingAs: true, awaitingConfirmation: true }),
  accessToken: z.string(),
  suspended: z.literal(true).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export const RefreshResponseSchema = z.object({ success: z.literal(true), accessToken: z.string() });
