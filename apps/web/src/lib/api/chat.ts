import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  ChatMessage,
  ChatReadEvent,
  ConversationsResponse,
  MessagesPage,
  SendMessageBody,
} from '@app/shared/chat';
import { apiSlice } from './api-slice';

/** Every conversation list (the list, its badge). */
export const CHAT_LIST_TAG = { type: 'Chat', id: 'LIST' } as const;
/** One conversation's messages, by the other member's id. */
export const conversationTag = (userId: string) => ({ type: 'Chat', id: `conversation-${userId}` }) as const;

const path = (userId: string) => `chat/conversations/${encodeURIComponent(userId)}`;

type SendArgs = { userId: string } & SendMessageBody;
type ReadAnswer = { success: true; readAt: string; unreadConversations: number };

/**
 * The chat's calls (issue 13, ADR 012): the conversation list (with the Chats badge's count), a conversation's
 * messages as an infinite query (page 0 the newest 50; each further page older, by the server's keyset cursor), and
 * the actions, each an HTTP request. Messages that arrive live join the cached pages without a refetch (the cache
 * helpers below, called by the chat's socket listener and by a successful send).
 */
export const chatApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Chat'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationsResponse, void>({
      query: () => 'chat/conversations',
      providesTags: [CHAT_LIST_TAG],
    }),
    getMessages: build.infiniteQuery<MessagesPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? null,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `${path(queryArg)}/messages`,
        params: pageParam ? { before: pageParam } : undefined,
      }),
      providesTags: (_result, _error, userId) => [conversationTag(userId)],
    }),
    sendMessage: build.mutation<ChatMessage, SendArgs>({
      query: ({ userId, ...body }) => ({ url: `${path(userId)}/messages`, method: 'POST', body }),
      transformResponse: (response: { data: ChatMessage }) => response.data,
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          addMessage(dispatch, userId, data);
        } catch {
          // The caller keeps the message as "Not sent".
        }
      },
    }),
    markRead: build.mutation<ReadAnswer, { userId: string; upToMessageId: string }>({
      query: ({ userId, upToMessageId }) => ({ url: `${path(userId)}/read`, method: 'POST', body: { upToMessageId } }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('getConversations', undefined, (draft) => {
              const conversation = draft.conversations.find((one) => one.userId === userId);
              if (conversation) conversation.unreadCount = 0;
              draft.unreadConversations = data.unreadConversations;
            }),
          );
        } catch {
          // Nothing shown: the next visit reads again.
        }
      },
    }),
    deleteConversation: build.mutation<unknown, string>({
      query: (userId) => ({ url: path(userId), method: 'DELETE' }),
      invalidatesTags: (_result, error, userId) => (error ? [] : [CHAT_LIST_TAG, conversationTag(userId)]),
    }),
    sendTyping: build.mutation<unknown, { userId: string; typing: boolean }>({
      query: ({ userId, typing }) => ({ url: `${path(userId)}/typing`, method: 'POST', body: { typing } }),
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetMessagesInfiniteQuery,
  useSendMessageMutation,
  useMarkReadMutation,
  useDeleteConversationMutation,
  useSendTypingMutation,
} = chatApi;

type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

const countUnread = (draft: ConversationsResponse) =>
  draft.conversations.filter((conversation) => conversation.unreadCount > 0).length;

/** Message ids are increasing integers, sent as strings: the shorter is older, and at equal length the smaller. */
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * A stored message (a live `chat_message`, or the answer to a send) joins its conversation's newest page once, in
 * id order, and the list: the conversation moves to the top with it as its last message, one more unread when the
 * other member wrote it. The same message heard again (a retried send publishes it again) changes nothing; one
 * older than the list's last message is not new there, so the list loads again rather than guess its count. A
 * conversation the list does not hold yet (a first message, or one deleted from the list) makes the list load again.
 */
export function addMessage(dispatch: Dispatch, userId: string, message: ChatMessage): void {
  dispatch(
    chatApi.util.updateQueryData('getMessages', userId, (draft) => {
      const known = draft.pages.some((page) => page.messages.some((one) => one.messageId === message.messageId));
      const newest = draft.pages[0]?.messages;
      if (known || !newest) return;
      // Newest first: before the first message older than it.
      const at = newest.findIndex((one) => compareIds(one.messageId, message.messageId) < 0);
      newest.splice(at === -1 ? newest.length : at, 0, message);
    }),
  );
  let listed = true;
  let stale = false;
  dispatch(
    chatApi.util.updateQueryData('getConversations', undefined, (draft) => {
      const index = draft.conversations.findIndex((one) => one.userId === userId);
      const conversation = draft.conversations[index];
      if (!conversation) {
        listed = false;
        return;
      }
      const last = conversation.lastMessage;
      if (last?.messageId === message.messageId) return;
      if (last && compareIds(message.messageId, last.messageId) < 0) {
        stale = true;
        return;
      }
      conversation.lastMessage = message;
      conversation.updatedAt = message.createdAt;
      if (message.senderId === userId && message.readAt === null) conversation.unreadCount += 1;
      draft.conversations.splice(index, 1);
      draft.conversations.unshift(conversation);
      draft.unreadConversations = countUnread(draft);
    }),
  );
  if (!listed || stale) dispatch(chatApi.util.invalidateTags([CHAT_LIST_TAG]));
}

/**
 * A live `chat_read`. When the other member read (`readerId` is the conversation's member), my messages up to
 * `upToMessageId` show "Seen"; a message not in the cache means the cache is behind, so the conversation loads
 * again. When I read it on another tab or device, the conversation has nothing unread here either.
 */
export function applyRead(dispatch: Dispatch, event: ChatReadEvent): void {
  const { userId, readerId, upToMessageId, readAt } = event;
  if (readerId === userId) {
    let found = false;
    dispatch(
      chatApi.util.updateQueryData('getMessages', userId, (draft) => {
        for (const page of draft.pages) {
          for (const message of page.messages) {
            if (message.messageId === upToMessageId) found = true;
            if (found && message.senderId !== readerId && message.readAt === null) message.readAt = readAt;
          }
        }
      }),
    );
    dispatch(
      chatApi.util.updateQueryData('getConversations', undefined, (draft) => {
        const last = draft.conversations.find((one) => one.userId === userId)?.lastMessage;
        if (last && last.senderId !== readerId && last.readAt === null && last.messageId === upToMessageId) {
          last.readAt = readAt;
        }
      }),
    );
    if (!found) dispatch(chatApi.util.invalidateTags([conversationTag(userId)]));
    return;
  }
  dispatch(
    chatApi.util.updateQueryData('getConversations', undefined, (draft) => {
      const conversation = draft.conversations.find((one) => one.userId === userId);
      if (!conversation) return;
      conversation.unreadCount = 0;
      draft.unreadConversations = countUnread(draft);
    }),
  );
}
