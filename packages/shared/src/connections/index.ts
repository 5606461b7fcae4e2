import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { MemberCardSchema } from '../discover/index';
import { ActedBySchema } from '../family/index';
import { ConnectionStatusEventSchema } from '../realtime/index';

export * from './states';

const memberId = (message: string) => z.uuid({ error: message });

/** POST connection/addConnection, cancelConnection and removeConnection name the other member `receiverId`. */
export const ReceiverInputSchema = z.strictObject({
  receiverId: memberId('Please say which member this is about.'),
});
export type ReceiverInput = z.infer<typeof ReceiverInputSchema>;

/** POST connection/acceptConnection and rejectConnection name the member who sent the request `senderId`. */
export const SenderInputSchema = z.strictObject({
  senderId: memberId('Please say whose request this is.'),
});
export type SenderInput = z.infer<typeof SenderInputSchema>;

/** POST connection/getConnectionStatus. */
export const UserIdInputSchema = z.strictObject({
  userId: memberId('Please say which member this is about.'),
});
export type UserIdInput = z.infer<typeof UserIdInputSchema>;

/** Every connection call answers with the pair's status afterwards, from the caller's side. */
export const ConnectionStatusResponseSchema = SuccessBaseSchema.extend({
  data: ConnectionStatusEventSchema.required({ userId: true }),
});
export type ConnectionStatusResponse = z.infer<typeof ConnectionStatusResponseSchema>;

/** An entry of the Connections tab's lists: the other member, since when, and their card as the caller may see it. */
export const ConnectionEntrySchema = z.object({
  userId: z.uuid(),
  /** When the request was sent (sent and received lists) or accepted (connections). */
  since: z.string(),
  profile: MemberCardSchema,
  /** The request was sent by a family manager for the sender's profile: their relation (ADR 017). */
  actedBy: ActedBySchema.optional(),
});
export type ConnectionEntry = z.infer<typeof ConnectionEntrySchema>;

/**
 * GET connection/getMyConnections, getSentConnectionRequests, getReceivedConnectionRequests: newest first, only
 * members the caller may see (the profile view's rules); `total` is the list's length.
 */
export const ConnectionListResponseSchema = SuccessBaseSchema.extend({
  data: z.array(ConnectionEntrySchema),
  total: z.number().int().nonnegative(),
});
export type ConnectionListResponse = z.infer<typeof ConnectionListResponseSchema>;

/**
 * Contact details by consent (issue 11 point 2). A member's phone number and e-mail are never part of a profile;
 * between two connected members either may ask to see the other's, the owner grants or declines, and may revoke a
 * grant at any time (removing the connection revokes it too). The owner sees who saw them and when.
 */
export const CONTACT_ACCESS_STATUSES = ['pending', 'granted', 'declined', 'revoked'] as const;
export type ContactAccessStatus = (typeof CONTACT_ACCESS_STATUSES)[number];

/** POST contact-details/respondToRequest: the owner's answer to `requesterId`. */
export const ContactRespondInputSchema = z.strictObject({
  requesterId: memberId('Please say whose request this is.'),
  grant: z.boolean({ error: 'Please say whether you share your contact details.' }),
});
export type ContactRespondInput = z.infer<typeof ContactRespondInputSchema>;

/** The state of contact sharing between the caller and one member, both ways. */
export const ContactAccessStateSchema = z.object({
  userId: z.uuid(),
  /** The caller's request to see the other's details (null: never asked, or asked before an ended connection). */
  mine: z.enum(CONTACT_ACCESS_STATUSES).nullable(),
  /** The other's request to see the caller's details. */
  theirs: z.enum(CONTACT_ACCESS_STATUSES).nullable(),
});
export type ContactAccessState = z.infer<typeof ContactAccessStateSchema>;

export const ContactAccessStateResponseSchema = SuccessBaseSchema.extend({ data: ContactAccessStateSchema });
export type ContactAccessStateResponse = z.infer<typeof ContactAccessStateResponseSchema>;

/** POST contact-details/getContactDetails {userId}: granted only; every read is logged for the owner. */
export const ContactDetailsResponseSchema = SuccessBaseSchema.extend({
  data: z.object({
    userId: z.uuid(),
    email: z.string(),
    /** International format (E.164), or null when the member has given none. */
    phone: z.string().nullable(),
  }),
});
export type ContactDetailsResponse = z.infer<typeof ContactDetailsResponseSchema>;

/** GET contact-details/getAccessLog: who saw the caller's details and when, with the grants standing now. */
export const ContactAccessLogResponseSchema = SuccessBaseSchema.extend({
  data: z.object({
    /** Members the caller shares with now, or who asked and wait for an answer. */
    grants: z.array(
      z.object({
        userId: z.uuid(),
        name: z.string(),
        status: z.enum(CONTACT_ACCESS_STATUSES),
        requestedAt: z.string(),
        respondedAt: z.string().nullable(),
      }),
    ),
    /** Each time a member opened the caller's details, newest first. */
    views: z.array(z.object({ userId: z.uuid(), name: z.string(), seenAt: z.string() })),
  }),
});
export type ContactAccessLogResponse = z.infer<typeof ContactAccessLogResponseSchema>;
