import { z } from 'zod';
import { SuccessBaseSchema } from '../api/index';
import { MemberCardSchema } from '../discover/index';
import { type CONNECTION_STATUSES, type CONNECTION_TYPES, ConnectionStatusEventSchema } from '../realtime/index';

/**
 * Connections between members (issue 11; reference §1.4). One state machine, defined here and used by the
 * server's service (which refuses every other move), the database's CHECK and the web's buttons:
 *
 *   none ─request→ pending ─accept→ accepted ─remove→ removed
 *                     │ ─cancel (sender)→ cancelled
 *                     └ ─decline (receiver)→ declined
 *
 * A row that ended (cancelled, declined, removed) is history: the pair may start again with a new request.
 */
export const CONNECTION_ROW_STATUSES = ['pending', 'accepted', 'cancelled', 'declined', 'removed'] as const;
export type ConnectionRowStatus = (typeof CONNECTION_ROW_STATUSES)[number];

/** The states a pair can be in: a live row's status, or `none` (no row, or only ended ones). */
export type ConnectionState = 'none' | 'pending' | 'accepted';

export const CONNECTION_ACTIONS = ['request', 'cancel', 'accept', 'decline', 'remove'] as const;
export type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

/** Who may take an action: the member who sent the request, the one who received it, or either. */
export type ConnectionActor = 'sender' | 'receiver' | 'either';

export type ConnectionTransition = {
  from: ConnectionState;
  to: ConnectionRowStatus;
  by: ConnectionActor;
};

/** Every allowed move; anything not here is refused. */
export const CONNECTION_TRANSITIONS: Record<ConnectionAction, ConnectionTransition> = {
  request: { from: 'none', to: 'pending', by: 'sender' },
  cancel: { from: 'pending', to: 'cancelled', by: 'sender' },
  accept: { from: 'pending', to: 'accepted', by: 'receiver' },
  decline: { from: 'pending', to: 'declined', by: 'receiver' },
  remove: { from: 'accepted', to: 'removed', by: 'either' },
};

/** The state a row's status leaves the pair in. */
export function stateOfRow(status: ConnectionRowStatus | null | undefined): ConnectionState {
  return status === 'pending' || status === 'accepted' ? status : 'none';
}

/**
 * Whether `action` may be taken now, by a member in the role `role` of the live row (`null` when there is none,
 * i.e. the state is `none`): the one check the service runs and the buttons follow.
 */
export function canTransition(
  action: ConnectionAction,
  state: ConnectionState,
  role: 'sender' | 'receiver' | null,
): boolean {
  const transition = CONNECTION_TRANSITIONS[action];
  if (transition.from !== state) return false;
  if (state === 'none') return true;
  return transition.by === 'either' || transition.by === role;
}

/**
 * What the caller sees of a pair, in the reference's words (`connection_status`, `connectionType`); the same as
 * the profile view's `connectionState` (modules/relations).
 */
export function connectionStatusOf(
  state: ConnectionState,
  role: 'sender' | 'receiver' | null,
): { connection_status: (typeof CONNECTION_STATUSES)[number]; connectionType: (typeof CONNECTION_TYPES)[number] } {
  if (state === 'none') return { connection_status: 'no connection', connectionType: 'none' };
  // Once accepted, who asked first no longer matters (docs/privacy.md: accepted / none).
  if (state === 'accepted') return { connection_status: 'accepted', connectionType: 'none' };
  return { connection_status: state, connectionType: role ?? 'none' };
}

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
