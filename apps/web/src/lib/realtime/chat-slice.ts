import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatFileKind } from '@app/shared/chat';
import { sessionActions } from '../session/session-slice';
import { injectSlice } from '../store';

/** An attachment of a message not yet stored: what the bubble shows while it uploads (or after it failed). */
export type OutgoingFile = {
  name: string;
  kind: ChatFileKind;
  sizeBytes: number;
  /** An object URL of the chosen image (its preview), null for a PDF. */
  previewUrl: string | null;
  /** Set once the upload succeeded: a retry then only sends the message again. */
  fileId: string | null;
};

/**
 * A message the member sent that the server has not stored yet: `sending` (uploading its attachment, then
 * sending), or `failed` (kept in the list with "Retry"; a retry sends the same `clientMessageId`, so the server
 * stores it once however many attempts reach it).
 */
export type OutgoingMessage = {
  clientMessageId: string;
  text: string | null;
  file: OutgoingFile | null;
  status: 'sending' | 'failed';
  /** The attachment's upload, 0–1 (null while the browser does not know the size, or without an attachment). */
  progress: number | null;
  /** Why it failed, when the server said (a closed conversation, a message too long…). */
  error: string | null;
  createdAt: string;
};

/**
 * The chat's client-side state (issue 13): messages on their way out, per conversation (keyed by the other member's
 * id), and when each member was last heard typing (`chat_typing`, the time the event arrived). Stored messages and
 * conversations live in RTK Query's cache (lib/api/chat.ts). Emptied at logout.
 */
export type ChatState = {
  outgoing: Partial<Record<string, OutgoingMessage[]>>;
  typingAt: Partial<Record<string, number>>;
};

const initialState: ChatState = { outgoing: {}, typingAt: {} };

const find = (state: ChatState, userId: string, clientMessageId: string) =>
  state.outgoing[userId]?.find((message) => message.clientMessageId === clientMessageId);

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    queued(state, action: PayloadAction<{ userId: string; message: OutgoingMessage }>) {
      const { userId, message } = action.payload;
      state.outgoing[userId] = [...(state.outgoing[userId] ?? []), message];
    },
    progressed(state, action: PayloadAction<{ userId: string; clientMessageId: string; progress: number | null }>) {
      const message = find(state, action.payload.userId, action.payload.clientMessageId);
      if (message) message.progress = action.payload.progress;
    },
    uploaded(state, action: PayloadAction<{ userId: string; clientMessageId: string; fileId: string }>) {
      const message = find(state, action.payload.userId, action.payload.clientMessageId);
      if (message?.file) message.file.fileId = action.payload.fileId;
    },
    failed(state, action: PayloadAction<{ userId: string; clientMessageId: string; error: string | null }>) {
      const message = find(state, action.payload.userId, action.payload.clientMessageId);
      if (!message) return;
      message.status = 'failed';
      message.progress = null;
      message.error = action.payload.error;
    },
    retrying(state, action: PayloadAction<{ userId: string; clientMessageId: string }>) {
      const message = find(state, action.payload.userId, action.payload.clientMessageId);
      if (!message) return;
      message.status = 'sending';
      message.error = null;
    },
    /** Stored by the server (or given up by the member): it leaves the outgoing list. */
    settled(state, action: PayloadAction<{ userId: string; clientMessageId: string }>) {
      const { userId, clientMessageId } = action.payload;
      const left = (state.outgoing[userId] ?? []).filter((message) => message.clientMessageId !== clientMessageId);
      if (left.length) state.outgoing[userId] = left;
      else delete state.outgoing[userId];
    },
    /** `chat_typing`: `at` is when the event arrived (the screen shows it for CHAT_LIMITS.typingShowMs). */
    typing(state, action: PayloadAction<{ userId: string; typing: boolean; at: number }>) {
      const { userId, typing, at } = action.payload;
      if (typing) state.typingAt[userId] = at;
      else delete state.typingAt[userId];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionActions.logout, () => initialState);
  },
});

export const chatActions = chatSlice.actions;
injectSlice(chatSlice);
