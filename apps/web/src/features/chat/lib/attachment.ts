import type { ChatFileKind } from '@app/shared/chat';
import { CHAT_LIMITS } from '@app/shared/chat/constants';
import { ACCEPTED_PHOTO_EXTENSIONS, ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS } from '@app/shared/photos/constants';

/** What the attachment picker offers: the photo formats the server decodes, and PDFs. */
export const ATTACHMENT_ACCEPT = [
  ...ACCEPTED_PHOTO_TYPES,
  ...ACCEPTED_PHOTO_EXTENSIONS,
  'application/pdf',
  '.pdf',
].join(',');

export const MAX_IMAGE_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);
export const MAX_PDF_MB = CHAT_LIMITS.pdfMaxBytes / (1024 * 1024);

/** The multipart field of POST files/upload. */
export const FILE_UPLOAD_FIELD = 'file';

export type AttachmentCheck = { ok: true; kind: ChatFileKind } | { ok: false; problem: 'wrongType' | 'tooLarge' };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * A chosen file, before anything is sent: a photo (by its declared type or extension, up to 15 MB) or a PDF (up to
 * 25 MB). Only a hint: the server decides by the content.
 */
export function checkAttachment(file: Pick<File, 'name' | 'type' | 'size'>): AttachmentCheck {
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const pdf = type === 'application/pdf' || extension === '.pdf';
  const image =
    !pdf &&
    ((ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type) ||
      (ACCEPTED_PHOTO_EXTENSIONS as readonly string[]).includes(extension));
  if (!pdf && !image) return { ok: false, problem: 'wrongType' };
  if (file.size === 0) return { ok: false, problem: 'wrongType' };
  if (file.size > (pdf ? CHAT_LIMITS.pdfMaxBytes : PHOTO_LIMITS.maxBytes)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, kind: pdf ? 'pdf' : 'image' };
}
