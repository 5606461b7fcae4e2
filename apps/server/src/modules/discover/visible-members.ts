import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/authenticate';
import { decideViewerAccessMany } from '../profile/viewer-access';

/**
 * The members of `ids` the viewer may see, by the profile view's own decision (viewer-access.ts): every list of
 * members (favourites, who viewed me, and discover's cards) filters through here, so a block, a hidden or
 * suspended profile or a deleted account disappears from all of them at once.
 */
export async function visibleTo(
  app: FastifyInstance,
  viewer: Pick<AuthUser, 'id' | 'usertype'>,
  ids: readonly string[],
): Promise<Set<string>> {
  const access = await decideViewerAccessMany(app.db, { ownerIds: [...new Set(ids)], viewer });
  return new Set([...access].filter(([, { view }]) => view.visible).map(([id]) => id));
}
