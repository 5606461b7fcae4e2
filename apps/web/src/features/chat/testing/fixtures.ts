import type { ChatMember, ChatMessage, Conversation, ConversationsResponse, MessagesPage } from '@app/shared/chat';
import { reply } from '../../../testing/render-app';

/** The signed-in member, and the members she talks to. */
export const ME = '0b9f2c1e-4d5a-4b6c-8d7e-1f2a3b4c5d6e';
export const ARJUN = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const KABIR = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
export const ROHAN = '3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e';

export const member = (userId: string, name: string, overrides: Partial<ChatMember> = {}): ChatMember => ({
  userId,
  name,
  photo: null,
  userType: 'Premium',
  verified: true,
  ...overrides,
});

/** Local time on a day relative to today (0 today, -1 yesterday), so "Today" and "Yesterday" hold in any zone. */
export const at = (dayOffset: number, hours: number, minutes = 0) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset, hours, minutes).toISOString();
};

let counter = 0;
/** A stored message between me and `other`; `from: 'me'` for mine. */
export function message(
  other: string,
  from: 'me' | 'them',
  text: string | null,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  return {
    messageId: `m-${String(counter).padStart(6, '0')}`,
    senderId: from === 'me' ? ME : other,
    recipientId: from === 'me' ? other : ME,
    text,
    file: null,
    clientMessageId: `c0000000-0000-4000-8000-${suffix}`,
    createdAt: at(0, 9),
    readAt: null,
    flags: [],
    ...overrides,
  };
}

export function conversation(who: ChatMember, overrides: Partial<Conversation> = {}): Conversation {
  return {
    userId: who.userId,
    member: who,
    lastMessage: null,
    unreadCount: 0,
    closedReason: null,
    blockedByMe: false,
    canSend: true,
    showSafetyTips: false,
    updatedAt: at(0, 9),
    ...overrides,
  };
}

export const conversationsReply = (conversations: Conversation[]) =>
  reply(200, {
    success: true,
    conversations,
    unreadConversations: conversations.filter((one) => one.unreadCount > 0).length,
  } satisfies ConversationsResponse);

/** A page of messages, given oldest first (the server sends newest first). */
export const pageReply = (of: Conversation, oldestFirst: ChatMessage[], nextCursor?: string) =>
  reply(200, {
    success: true,
    conversation: of,
    messages: [...oldestFirst].reverse(),
    ...(nextCursor ? { nextCursor } : {}),
  } satisfies MessagesPage);
