import type { FastifyInstance } from 'fastify';
import type { PhotoVariant } from '@app/shared/photos';
import { getAuthKeys } from '../../lib/security/secrets';
import { mediaExpiry, mediaUrl } from '../photos/index';

/**
 * Photo URLs signed for a staff member, for every console section: the members' own media route serves them (it
 * lets a staff session whose second factor was checked see every photo, awaiting review or not, whatever the
 * member's photo settings). One way for staff to see photos, with the members' expiry and caching rules.
 */
export function staffPhotoUrls(app: FastifyInstance, staffId: string) {
  const key = getAuthKeys(app.config).mediaUrl;
  const expiresAt = mediaExpiry(app.clock.now());
  const sign = (photoId: string, variant: PhotoVariant) =>
    mediaUrl(key, { photoId, variant, viewerId: staffId, expiresAt });
  return (photoId: string) => ({
    url: sign(photoId, 'medium'),
    thumbUrl: sign(photoId, 'thumb'),
    largeUrl: sign(photoId, 'large'),
  });
}
