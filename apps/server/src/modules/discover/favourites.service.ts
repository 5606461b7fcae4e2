import type { FastifyInstance } from 'fastify';
import type { FavouritesResponse } from '@app/shared/discover';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { decideViewerAccess } from '../privacy/index';
import { deleteFavourite, insertFavourite, listFavouriteRows } from './favourites.repository';
import { presentMemberCards } from './member-card';

type Viewer = Pick<AuthUser, 'id' | 'usertype'>;

/**
 * POST profile/favorite/toggleFav: stars or un-stars a member: to the state `wanted` when the caller names it (sent
 * again, nothing changes), else the other state (the reference's toggle). Only a member the caller may see can be
 * added (the profile view's one 404 otherwise); a favourite can always be removed, even once its member is out of
 * sight. The primary key keeps one row whatever arrives twice. `isFavourite` is the state after the call; `added`
 * says whether this call added the row.
 */
export async function toggleFavourite(
  app: FastifyInstance,
  viewer: Viewer,
  favoritedUserId: string,
  wanted?: boolean,
): Promise<{ isFavourite: boolean; added: boolean }> {
  if (favoritedUserId === viewer.id) {
    throw new AppError('VALIDATION_FAILED', 'You cannot add yourself to your favourites.', [
      { path: 'favoritedUserId', message: 'Please choose another member.' },
    ]);
  }
  if (wanted !== true) {
    const removed = await deleteFavourite(app.db, viewer.id, favoritedUserId);
    if (removed || wanted === false) return { isFavourite: false, added: false };
  }
  const { view } = await decideViewerAccess(app.db, { ownerId: favoritedUserId, viewer, readRequestStatus: false });
  if (!view.visible) throw notFound(PROFILE_NOT_FOUND);
  const added = await insertFavourite(app.db, viewer.id, favoritedUserId, app.clock.now());
  return { isFavourite: true, added };
}

/** GET profile/favorite/getFavProfile: every favourite the caller may still see, newest first. */
export async function listFavourites(app: FastifyInstance, viewer: Viewer): Promise<FavouritesResponse['data']> {
  const rows = await listFavouriteRows(app.db, viewer.id);
  // The card presenter leaves out every member the caller may no longer see (the profile view's own rules).
  const cards = new Map(
    (
      await presentMemberCards(
        app,
        viewer,
        rows.map((row) => row.favoritedUserId),
      )
    ).map((card) => [card.userId, card]),
  );
  return rows.flatMap((row) => {
    const profile = cards.get(row.favoritedUserId);
    return profile ? [{ userId: row.favoritedUserId, createdAt: row.createdAt.toISOString(), profile }] : [];
  });
}
