/**
 * The photos module's face (ADR 014): what other modules may use of it. They import nothing else from photos/
 * (lint).
 */
export { mediaExpiry, mediaUrl } from './media-tokens';
export { collectMemberPhotoKeys, removeStoredFiles, variantKey, variantKeys } from './photo-files';
export { PHOTO_MAX_MB, PHOTO_MESSAGES, processPhoto, type ProcessedPhoto, sniffPhotoFormat } from './photo-pipeline';
export { lockMember } from './photos.repository';
export {
  deletePhotoWithin,
  listPhotoViews,
  loadPrimaryPhotoViews,
  ownPrimaryPhotoUrl,
  replacePhotos,
} from './photos.service';
