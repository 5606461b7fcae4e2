import type { FastifyInstance } from 'fastify';
import type { UserType } from '@app/shared/constants';
import type { MyViewsResponse } from '@app/shared/discover';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth/authenticate';
import { viewerListEntitlements } from '../../lib/entitlements';
import { PROFILE_NOT_FOUND } from '../privacy/index';
import { decideViewerAccess, decideViewerAccessMany } from '../privacy/index';
import { presentMemberCards } from './member-card';
import { listViewersOf, upsertProfileView } from './profile-views.repository';

type Viewer = Pick<AuthUser, 'id' | 'usertype'>;

/** How many visitors "who viewed me" lists (the most recent); `total` counts them all. */
export const MY_VIEWS_LIMIT = 200;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * POST profile-view/add-view: the caller opened `receiverId`'s profile. Counted once per viewer, member and UTC
 * day (a second visit the same day moves the time only). Only a profile the caller may see can be viewed: the
 * profile view's one 404 otherwise. One's own profile is never counted.
 */
export async function addProfileView(
  app: FastifyInstance,
  viewer: Viewer,
  receiverId: string,
): Promise<{ recorded: boolean }> {
  if (receiverId === viewer.id) return { recorded: false };
  const { view } = await decideViewerAccess(app.db, { ownerId: receiverId, viewer, readRequestStatus: false });
  if (!view.visible) throw notFound('profile', PROFILE_NOT_FOUND);
  const now = app.clock.now();
  const inserted = await upsertProfileView(app.db, {
    viewerId: viewer.id,
    viewedId: receiverId,
    viewDay: utcDay(now),
    viewedAt: now,
  });
  return { recorded: inserted };
}

/**
 * GET profile-view/my-views: who looked at the caller's profile, one entry per visitor (latest visit first), only
 * visitors the caller may see (a visitor who blocked them, or whom they blocked, is not listed). A plan without
 * the full list (`viewerListEntitlements`: Standard) gets the count only — no card, no id — and the tier that
 * lists them (`requiredTier`).
 */
export async function myProfileViews(
  app: FastifyInstance,
  viewer: Viewer,
): Promise<{ data: MyViewsResponse['data']; total: number; requiredTier: UserType | null }> {
  const rows = await listViewersOf(app.db, viewer.id);
  // One privacy decision for every visitor: it counts the total and shapes the cards listed.
  const access = await decideViewerAccessMany(app.db, { ownerIds: rows.map((row) => row.viewerId), viewer });
  const shown = rows.filter((row) => access.get(row.viewerId)?.view.visible);
  const { fullViewerList, requiredTier } = viewerListEntitlements(viewer.usertype);
  if (!fullViewerList) return { total: shown.length, data: [], requiredTier };
  const listed = shown.slice(0, MY_VIEWS_LIMIT);
  const cards = new Map(
    (
      await presentMemberCards(
        app,
        viewer,
        listed.map((row) => row.viewerId),
        new Map(),
        access,
      )
    ).map((card) => [card.userId, card]),
  );
  return {
    total: shown.length,
    requiredTier: null,
    data: listed.flatMap((row) => {
      const profile = cards.get(row.viewerId);
      return profile
        ? [
            {
              viewerId: row.viewerId,
              userId: row.viewerId,
              viewedAt: new Date(row.viewedAt).toISOString(),
              days: Number(row.days),
              profile,
            },
          ]
        : [];
    }),
  };
}
