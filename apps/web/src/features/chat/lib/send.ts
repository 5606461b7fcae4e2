import type { ChatFileKind } from '@app/shared/chat';
import { readApiFailure } from '../../../lib/api/api-failure';
import { addMessage, chatApi, CHAT_LIST_TAG, conversationTag } from '../../../lib/api/chat';
import { uploadWithProgress } from '../../../lib/api/upload';
import { offerUpgrade } from '../../../lib/plan-required';
import { chatActions, type OutgoingMessage } from '../../../lib/realtime/chat-slice';
import type { AppDispatch, RootState } from '../../../lib/store';
import { FILE_UPLOAD_FIELD } from './attachment';

/** The store as sending needs it: dispatch, and getState (the access token for the upload, the outgoing list). */
export type ChatSession = { dispatch: AppDispatch; getState: () => RootState };

type UploadAnswer = { fileId: string };

/**
 * The chosen files of messages not stored yet, by `clientMessageId`: kept outside the store (a File is not state)
 * so a retry can upload again after a failed upload. Released when the message is stored or removed.
 */
const chosenFiles = new Map<string, File>();

/** A v4 UUID: the browser's, or made from its random numbers where `randomUUID` is missing (non-secure pages). */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const outgoingOf = (session: ChatSession, userId: string, clientMessageId: string) =>
  session.getState().chat?.outgoing[userId]?.find((message) => message.clientMessageId === clientMessageId);

/** The message leaves the outgoing list; its file and preview are let go. */
function release(session: ChatSession, userId: string, message: OutgoingMessage) {
  if (message.file?.previewUrl) URL.revokeObjectURL(message.file.previewUrl);
  chosenFiles.delete(message.clientMessageId);
  session.dispatch(chatActions.settled({ userId, clientMessageId: message.clientMessageId }));
}

/**
 * Uploads the message's attachment (once: a retry after a failed send only sends again), then sends the message
 * with its `clientMessageId`. Stored, it joins the conversation's cache and leaves the outgoing list; refused or
 * lost, it stays as "Not sent" with the server's reason when it gave one. A refusal for want of a plan opens the
 * upgrade prompt; a conversation closed meanwhile loads again, so the screen says why.
 */
async function deliver(session: ChatSession, userId: string, clientMessageId: string): Promise<void> {
  const { dispatch } = session;
  const message = outgoingOf(session, userId, clientMessageId);
  if (!message) return;
  try {
    let fileId = message.file?.fileId ?? null;
    if (message.file && !fileId) {
      const file = chosenFiles.get(clientMessageId);
      if (!file) throw new Error('The attachment is no longer available.');
      const body = new FormData();
      body.append(FILE_UPLOAD_FIELD, file, file.name);
      const answer = await uploadWithProgress<UploadAnswer>({
        url: 'files/upload',
        body,
        session,
        onProgress: ({ fraction }) => dispatch(chatActions.progressed({ userId, clientMessageId, progress: fraction })),
      });
      fileId = answer.fileId;
      dispatch(chatActions.uploaded({ userId, clientMessageId, fileId }));
    }
    const stored = await dispatch(
      chatApi.endpoints.sendMessage.initiate({
        userId,
        clientMessageId,
        ...(message.text ? { text: message.text } : {}),
        ...(fileId ? { fileId } : {}),
      }),
    ).unwrap();
    // Into the cache before the outgoing copy goes, so the bubble never blinks (adding twice is harmless).
    addMessage(dispatch, userId, stored);
    const now = outgoingOf(session, userId, clientMessageId);
    if (now) release(session, userId, now);
  } catch (error) {
    const failure = readApiFailure(error);
    if (offerUpgrade(error) || (failure.kind === 'rejected' && failure.code === 'CONVERSATION_CLOSED')) {
      dispatch(chatApi.util.invalidateTags([conversationTag(userId), CHAT_LIST_TAG]));
    }
    dispatch(
      chatActions.failed({ userId, clientMessageId, error: failure.kind === 'rejected' ? failure.message : null }),
    );
  }
}

export type NewMessage = {
  text: string | null;
  file: { file: File; kind: ChatFileKind; previewUrl: string | null } | null;
};

/** Sends a new message: it shows at once as "Sending…" (with the upload's progress), then as stored. */
export function sendNewMessage(session: ChatSession, userId: string, { text, file }: NewMessage): string {
  const clientMessageId = newClientMessageId();
  if (file) chosenFiles.set(clientMessageId, file.file);
  session.dispatch(
    chatActions.queued({
      userId,
      message: {
        clientMessageId,
        text,
        file: file
          ? {
              name: file.file.name,
              kind: file.kind,
              sizeBytes: file.file.size,
              previewUrl: file.previewUrl,
              fileId: null,
            }
          : null,
        status: 'sending',
        progress: file ? 0 : null,
        error: null,
        createdAt: new Date().toISOString(),
      },
    }),
  );
  void deliver(session, userId, clientMessageId);
  return clientMessageId;
}

/** Sends a message that failed again, with the same `clientMessageId` (the server stores it once). */
export function retryMessage(session: ChatSession, userId: string, clientMessageId: string): void {
  session.dispatch(chatActions.retrying({ userId, clientMessageId }));
  void deliver(session, userId, clientMessageId);
}

/** Gives up a message that failed: it leaves the conversation. */
export function discardMessage(session: ChatSession, userId: string, clientMessageId: string): void {
  const message = outgoingOf(session, userId, clientMessageId);
  if (message) release(session, userId, message);
}
