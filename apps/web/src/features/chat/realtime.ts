import { addMessage, applyRead, chatApi } from '../../lib/api/chat';
import { chatActions } from '../../lib/realtime/chat-slice';
import type { RealtimeListener } from '../../lib/realtime/socket';

/**
 * The chat's share of the socket (ADR 012): `chat_message` puts a stored message into its conversation and the list
 * (the Chats badge follows), and ends that member's typing; `chat_read` shows "Seen" (or clears my unread count when
 * I read on another tab); `chat_typing` notes when the other member typed. After a reconnection the list and every
 * conversation on screen load again, since events may have been missed.
 */
export const chatRealtime: RealtimeListener = (hub, store) => {
  hub.on('chat_message', ({ userId, message }) => {
    addMessage(store.dispatch, userId, message);
    if (message.senderId === userId) store.dispatch(chatActions.typing({ userId, typing: false, at: Date.now() }));
  });
  hub.on('chat_read', (event) => applyRead(store.dispatch, event));
  hub.on('chat_typing', ({ userId, typing }) => {
    store.dispatch(chatActions.typing({ userId, typing, at: Date.now() }));
  });
  hub.onReconnect(() => store.dispatch(chatApi.util.invalidateTags(['Chat'])));
};
