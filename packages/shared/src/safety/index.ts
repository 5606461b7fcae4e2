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
