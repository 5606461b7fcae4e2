import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHAT_LIMITS, type ChatFile } from '@app/shared/chat';
import { PHOTO_LIMITS } from '@app/shared/photos';
import { AppError, notFound } from '../../lib/app-error';
import { findMediaSession } from '../../lib/auth/access-session';
import { isLiveSession, type AuthUser } from '../../lib/auth/authenticate';
import { sessionIdFromMediaCookie } from '../../lib/auth/cookies';
import { getAuthKeys } from '../../lib/security/secrets';
import { PHOTO_MAX_MB, processPhoto, sniffPhotoFormat } from '../photos/index';
import { planRefusal, requireEntitlement } from '../../lib/entitlements';
import { fileExpiry, fileUrl, fileUrlKey, verifyFileToken, type FileVariant } from './file-tokens';
import {
  findBlockBy,
  findChatFile,
  findClearedBefore,
  findMessageMembers,
  insertChatFile,
  type ChatFileRow,
} from './files.repository';

export type { ChatFileRow } from './files.repository';
type Member = Pick<AuthUser, 'id' | 'usertype'>;

export const FILE_NOT_FOUND = 'That file does not exist.';
/** The largest PDF, in MB (the value of its refusal's sentence). */
export const PDF_MAX_MB = CHAT_LIMITS.pdfMaxBytes / (1024 * 1024);
export const FILE_MESSAGES = {
  unsupported: 'Please choose a photo (JPEG, PNG, WebP, GIF or HEIC) or a PDF document.',
  pdfTooLarge: `A PDF can be up to ${CHAT_LIMITS.pdfMaxBytes / (1024 * 1024)} MB.`,
  imageTooLarge: `A photo can be up to ${PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  empty: 'That file is empty. Please choose another.',
} as const;

/** Where a file's bytes live: `chat/<uploader>/<file>/<variant>`. */
export function storageKeyOf(uploaderId: string, fileId: string): string {
  return `chat/${uploaderId}/${fileId}`;
}
export function variantKeyOf(row: Pick<ChatFileRow, 'storageKey' | 'kind'>, variant: FileVariant): string | null {
  if (row.kind === 'pdf') return variant === 'file' ? `${row.storageKey}/document.pdf` : null;
  return `${row.storageKey}/${variant === 'file' ? 'image' : 'thumb'}.webp`;
}
export function storedKeysOf(row: Pick<ChatFileRow, 'storageKey' | 'kind'>): string[] {
  return (['file', 'thumb'] as const).flatMap((variant) => variantKeyOf(row, variant) ?? []);
}

/** A PDF's name fit to show and to send as a download name: no control or path characters, ends in .pdf. */
export function cleanPdfName(filename: string | undefined): string {
  const base = (filename ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, 120)
    .trim();
  if (!base || base === '.pdf') return 'Document.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

const isPdf = (bytes: Buffer) => bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Sending files is part of chatting: a member whose plan neither starts nor answers chats cannot upload. */
export function requireChatPlan(member: Member): void {
  requireEntitlement(
    member.usertype,
    (entitlements) => entitlements.startChat || entitlements.answerChat,
    planRefusal('files'),
  );
}

/** The file as a message carries it to `viewerId`, with URLs signed for that viewer. */
export function presentChatFile(app: FastifyInstance, row: ChatFileRow, viewerId: string): ChatFile {
  const key = fileUrlKey(getAuthKeys(app.config).mediaUrl);
  const expiresAt = fileExpiry(app.clock.now());
  const url = (variant: FileVariant) => fileUrl(key, { fileId: row.id, variant, viewerId, expiresAt });
  return {
    fileId: row.id,
    kind: row.kind,
    name: row.kind === 'pdf' ? (row.originalName ?? 'Document.pdf') : 'Photo',
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    url: url('file'),
    thumbUrl: row.kind === 'image' ? url('thumb') : null,
  };
}

/**
 * Stores one uploaded file: a photo through the photo pipeline (sniffed by its bytes, decoded, re-encoded to WebP,
 * no metadata kept), a PDF as sent once its content is checked (`%PDF-`), anything else refused (415). The row is
 * written after the files; a failed write removes them.
 */
export async function storeUpload(
  app: FastifyInstance,
  uploader: Member,
  input: { bytes: Buffer; filename: string | undefined },
): Promise<ChatFileRow> {
  const { bytes } = input;
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.empty, { reason: 'fileEmpty' });
  const id = randomUUID();
  const storageKey = storageKeyOf(uploader.id, id);
  let row: Omit<ChatFileRow, 'createdAt' | 'messageId'>;
  const stored: Array<{ key: string; body: Buffer; type: string }> = [];
  if (isPdf(bytes)) {
    if (bytes.length > CHAT_LIMITS.pdfMaxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.pdfTooLarge, {
        reason: 'pdfBytes',
        params: { maxMb: PDF_MAX_MB },
      });
    row = {
      id,
      uploaderId: uploader.id,
      kind: 'pdf',
      storageKey,
      sizeBytes: bytes.length,
      width: null,
      height: null,
      originalName: cleanPdfName(input.filename),
    };
    stored.push({ key: `${storageKey}/document.pdf`, body: bytes, type: 'application/pdf' });
  } else if (sniffPhotoFormat(bytes)) {
    if (bytes.length > PHOTO_LIMITS.maxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.imageTooLarge, {
        reason: 'chatPhotoBytes',
        params: { maxMb: PHOTO_MAX_MB },
      });
    const photo = await processPhoto(bytes);
    row = {
      id,
      uploaderId: uploader.id,
      kind: 'image',
      storageKey,
      sizeBytes: photo.variants.large.length,
      width: photo.width,
      height: photo.height,
      originalName: null,
    };
    stored.push(
      { key: `${storageKey}/image.webp`, body: photo.variants.large, type: 'image/webp' },
      { key: `${storageKey}/thumb.webp`, body: photo.variants.thumb, type: 'image/webp' },
    );
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.unsupported, { reason: 'fileFormat' });
  }
  try {
    for (const file of stored) await app.storage.put(file.key, file.body, file.type);
    return await insertChatFile(app.db, { ...row, createdAt: app.clock.now() });
  } catch (error) {
    await app.storage.delete(stored.map((file) => file.key)).catch((cleanup: unknown) => {
      app.log.error({ err: cleanup }, 'could not remove the files of a failed chat upload');
    });
    throw error;
  }
}

/**
 * Whether `viewerId` may read the file now: its uploader before it is sent; once sent, the two members of the
 * conversation, while the message is in their history (not removed from their list, and not hidden from a member
 * who blocked the other: docs/chat.md).
 */
export async function canReadFile(app: FastifyInstance, row: ChatFileRow, viewerId: string): Promise<boolean> {
  if (row.messageId === null) return row.uploaderId === viewerId;
  const message = await findMessageMembers(app.db, row.messageId);
  if (!message || (message.senderId !== viewerId && message.recipientId !== viewerId)) return false;
  const otherId = message.senderId === viewerId ? message.recipientId : message.senderId;
  const [state, blockedByMe] = await Promise.all([
    findClearedBefore(app.db, viewerId, otherId),
    findBlockBy(app.db, viewerId, otherId),
  ]);
  if (blockedByMe) return false;
  return message.id > (state?.clearedBeforeMessageId ?? 0);
}

export type ServedFile = { body: Buffer; contentType: string; downloadName: string | null };

/** GET media/files/:token: the file for the viewer the URL was signed for, after deciding access again. */
export async function readFileForViewer(
  app: FastifyInstance,
  token: string,
  mediaCookie: string | undefined,
): Promise<ServedFile> {
  const now = app.clock.now();
  const refuse = () => notFound('file', FILE_NOT_FOUND);
  const grant = verifyFileToken(fileUrlKey(getAuthKeys(app.config).mediaUrl), token, now);
  if (!grant) throw refuse();
  const sessionId = sessionIdFromMediaCookie(app.config, mediaCookie);
  if (!sessionId) throw refuse();
  const [session, row] = await Promise.all([
    findMediaSession(app.db, sessionId, grant.viewerId, 'chat'),
    findChatFile(app.db, grant.fileId),
  ]);
  const issuedAt = session ? Math.floor(session.createdAt.getTime() / 1000) : 0;
  if (!session || !isLiveSession(session, now, issuedAt) || session.suspended) throw refuse();
  if (!row || !(await canReadFile(app, row, grant.viewerId))) throw refuse();
  const key = variantKeyOf(row, grant.variant);
  const body = key ? await app.storage.get(key) : null;
  if (!body) throw refuse();
  return {
    body,
    contentType: row.kind === 'pdf' ? 'application/pdf' : 'image/webp',
    downloadName: row.kind === 'pdf' ? (row.originalName ?? 'Document.pdf') : null,
  };
}
