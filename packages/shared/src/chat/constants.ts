/**
 * Chat and call limits and vocabularies, zod-free: the web app reads them on pages whose first download must not
 * include the schema library (the call layer starts with every member page). `@app/shared/chat` re-exports them
 * beside the schemas.
 */

export const CHAT_LIMITS = {
  /** Characters of one message's text (rendered as text, never HTML). */
  textMax: 2000,
  /** Messages per page of GET chat/conversations/{userId}/messages. */
  pageSize: 50,
  /** Messages a member may send per minute, across conversations. */
  sendsPerMinute: 30,
  /** PDF attachments: the largest accepted size. Images follow the photo limits (15 MB). */
  pdfMaxBytes: 25 * 1024 * 1024,
  /** A member's typing signal is sent at most this often; the other side shows it for `typingShowMs`. */
  typingThrottleMs: 3000,
  typingShowMs: 6000,
  /** A message still unread after this long is e-mailed to its recipient, once per conversation. */
  unreadEmailAfterMs: 60 * 60 * 1000,
} as const;

/** Why a conversation takes no new messages (history may still be readable). */
export const CONVERSATION_CLOSED_REASONS = ['removed', 'blocked', 'not_connected'] as const;
export type ConversationClosedReason = (typeof CONVERSATION_CLOSED_REASONS)[number];

/**
 * What the scam and safety rules flag in a message (stored for the moderation console, shown to the recipient as
 * a calm warning; the message is always delivered):
 * - `money_request`: asks for money, gift cards, crypto or a transfer;
 * - `off_platform`: moves the talk elsewhere in the first days (a phone number, a messaging-app handle, a link);
 * - `repeated_text`: the same text sent to many members.
 */
export const SCAM_FLAG_KINDS = ['money_request', 'off_platform', 'repeated_text'] as const;
export type ScamFlagKind = (typeof SCAM_FLAG_KINDS)[number];

/** Where the recipient's warning links (a public page of the site). */
export const SAFETY_ADVICE_PATH = '/community-guidelines';

export const CALL_KINDS = ['voice', 'video'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** Where a call stands (the call log's `state`): ringing until answered, active until it ends, then ended. */
export const CALL_STATES = ['ringing', 'active', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const CALL_LIMITS = {
  /** An unanswered invitation ends after this long ("No answer"). */
  ringTimeoutMs: 60_000,
  /** TURN credentials are valid this long. */
  turnCredentialTtlSeconds: 6 * 60 * 60,
  /** The largest SDP or ICE candidate relayed. */
  signalMaxBytes: 16 * 1024,
} as const;

/** How a call ended (stored in the call log and sent in `call_end`). */
export const CALL_END_REASONS = [
  'ended',
  'declined',
  'no_answer',
  'busy',
  'limit_reached',
  'left',
  'closed',
  'failed',
] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];
