import type { Kysely } from 'kysely';
import type { UserType } from '@app/shared/constants';
import type { Database } from '../../db/schema';
import { profileEntitlements } from '../../lib/entitlements';
import { findRelation, findRelations } from '../relations/index';
import { needsRequestStatus, photoVisibilityOf } from './privacy';
import {
  findAccessRequestStatus,
  findOwnerAccount,
  findOwnerRowsMany,
  findProfile,
  type Db,
} from './privacy.repository';
import { decideProfileView, type OwnerRows, type ProfileView } from './profile-view';

/**
 * What a viewer may see of a member, from the database: the one loader and decision behind the profile view
 * (POST profile/getUserDetails), the photo lists and the media route (every photo request), so they cannot
 * disagree. The rules themselves are `decideProfileView` (profile-view.ts) and privacy.ts.
 */

/**
 * The viewer's plan for this owner (the owner's tier matters: an Exclusive member is seen in full by Exclusive
 * members only). For a member who does not exist the decision is the 404 anyway; Standard is as good as any tier.
 */
function entitlementsFor(viewer: { usertype: UserType }, owner: OwnerRows | null) {
  return profileEntitlements(viewer.usertype, owner?.account.usertype ?? 'Standard');
}

/** The owner's account and profile row, or null when the member does not exist. */
export async function loadOwnerRows(db: Db, ownerId: string): Promise<OwnerRows | null> {
  const [account, profile] = await Promise.all([findOwnerAccount(db, ownerId), findProfile(db, ownerId)]);
  return account ? { account, profile: profile ?? null } : null;
}

export type ViewerAccess = { view: ProfileView; owner: OwnerRows | null };

/**
 * Loads the relation, the owner's rows and (where it matters) the viewer's "on request" request, and decides.
 * `readRequestStatus: false` skips that request when only `view.visible` is used (the blurred variant): the
 * photo decision then counts no grant, so it can only refuse more, never show more.
 */
export async function decideViewerAccess(
  db: Kysely<Database>,
  input: { ownerId: string; viewer: { id: string; usertype: UserType }; readRequestStatus?: boolean },
): Promise<ViewerAccess> {
  const { ownerId, viewer, readRequestStatus = true } = input;
  const [relation, owner] = await Promise.all([findRelation(db, viewer.id, ownerId), loadOwnerRows(db, ownerId)]);
  const requestStatus =
    readRequestStatus && owner && needsRequestStatus(relation, photoVisibilityOf(owner.profile))
      ? await findAccessRequestStatus(db, ownerId, viewer.id)
      : null;
  const view = decideProfileView({
    relation,
    owner,
    requestStatus,
    entitlements: entitlementsFor(viewer, owner),
  });
  return { view, owner };
}

/**
 * The same decision for a list of members (favourites, who viewed me, discover's cards), in a fixed number of
 * queries. Photo grants "on request" are not read: a list shows at most the primary photo, and without the
 * request the decision can only refuse more (the blurred variant), never show more.
 */
export async function decideViewerAccessMany(
  db: Kysely<Database>,
  input: { ownerIds: readonly string[]; viewer: { id: string; usertype: UserType } },
): Promise<Map<string, ViewerAccess>> {
  const { ownerIds, viewer } = input;
  const [relations, owners] = await Promise.all([
    findRelations(db, viewer.id, ownerIds),
    findOwnerRowsMany(db, ownerIds),
  ]);
  return new Map(
    ownerIds.map((ownerId) => {
      const owner = owners.get(ownerId) ?? null;
      const relation = relations.get(ownerId) ?? 'none';
      const entitlements = entitlementsFor(viewer, owner);
      return [ownerId, { view: decideProfileView({ relation, owner, requestStatus: null, entitlements }), owner }];
    }),
  );
}
