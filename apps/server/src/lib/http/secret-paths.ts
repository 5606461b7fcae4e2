import { API_PREFIX } from '@app/shared';

// Addresses whose last path segment is a secret: the request log prints them without it (lib/logger.ts). Here, in
// the kernel, so the logger needs no module; the modules that serve them take them from here.

/** A member's photo, by signed token (photos/media-tokens.ts). Under /api/v1/media for the `media_session` cookie. */
export const MEDIA_PHOTO_PATH = `${API_PREFIX}/media/photos`;

/** A chat attachment, by signed token (files/file-tokens.ts). */
export const MEDIA_FILE_PATH = `${API_PREFIX}/media/files`;

/** The local checkout's page, one per session: its last segment is the checkout id (payments/providers.ts). */
export const LOCAL_CHECKOUT_PATH = `${API_PREFIX}/payment-process/local-checkout`;
