import type { FastifyInstance } from 'fastify';
import type { FavouritesResponse } from '@app/shared/discover';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { decideViewerAccess } from '../privacy/index';
import { loadFavouriteNotes, recordManagerAction } from '../family/index';
import { deleteFavourite, insertFavourite, listFavouriteRows } from './favourites.repository';
import { presentMemberCards } from './member-card';

/** The profile acting; with `accountId` and `family` when a family manager keeps the shortlist (ADR 017). */
type Viewer = Pick<AuthUser, 'id' | 'usertype'> & Partial<Pick<AuthUser, 'accountId' | 'family'>>;

/**
 * POST profile/favorite/toggleFav: stars or un-stars a member: to the state `wanted` when the caller names it (sent
 * again, nothing changes), else the other state (the reference's toggle). Only a member the caller may see can be
 * added (the profile view's one 404 otherwise); a favourite can always be removed, even once its member is out of
 * sight. The primary key keeps one row whatever arrives twice. `isFavourite` is the state after the call; `added`
 * says whether this call added the row. The family's notes on a favourite refer to its row, so removing it removes
 * them in the same statement (family_notes' foreign key).
 */
export async function toggleFavourite(
  app: FastifyInstance,
  viewer: Viewer,
  favoritedUserId: string,
  wanted?: boolean,
): Promise<{ isFavourite: boolean; added: boolean }> {
  if (favoritedUserId === viewer.id) {
    throw new AppError('VALIDATION_FAILED', 'You cannot add yourself to your favourites.', {
      reason: 'favouriteSelf',
      fieldErrors: [{ path: 'favoritedUserId', message: 'Please choose another member.' }],
    });
  }
  const now = app.clock.now();
  if (wanted !== true) {
    const removed = await deleteFavourite(app.db, viewer.id, favoritedUserId);
    if (removed) await recordManagerAction(app.db, viewer, 'shortlist_removed', { userId: favoritedUserId }, now);
    if (removed || wanted === false) return { isFavourite: false, added: false };
  }
  const { view } = await decideViewerAccess(app.db, { ownerId: favoritedUserId, viewer, readRequestStatus: false });
  if (!view.visible) throw notFound('profile', PROFILE_NOT_FOUND);
  const added = await insertFavourite(app.db, viewer.id, favoritedUserId, now);
  if (added) await recordManagerAction(app.db, viewer, 'shortlist_added', { userId: favoritedUserId }, now);
  return { isFavourite: true, added };
}

/**
 * GET profile/favorite/getFavProfile: every favourite the caller may still see, newest first, each with the notes
 * of the people on the profile (the family's one shortlist, ADR 017; the family module keeps them).
 */
export async function listFavourites(app: FastifyInstance, viewer: Viewer): Promise<FavouritesResponse['data']> {
  const rows = await listFavouriteRows(app.db, viewer.id);
  const ids = rows.map((row) => row.favoritedUserId);
  // The card presenter leaves out every member the caller may no longer see (the profile view's own rules).
  const [presented, notes] = await Promise.all([
    presentMemberCards(app, viewer, ids),
    loadFavouriteNotes(app.db, viewer.id, ids),
  ]);
  const cards = new Map(presented.map((card) => [card.userId, card]));
  return rows.flatMap((row) => {
    const profile = cards.get(row.favoritedUserId);
    if (!profile) return [];
    const entry = { userId: row.favoritedUserId, createdAt: row.createdAt.toISOString(), profile };
    return [{ ...entry, notes: notes.get(row.favoritedUserId) ?? [] }];
  });
}
