import type { FastifyInstance } from 'fastify';
import type { MemberCard } from '@app/shared/discover';
import { formatHeight } from '@app/shared/profile';
import type { AuthUser } from '../../lib/auth/authenticate';
import { loadFamilyRelations } from '../family/index';
import { countryName } from '../places/index';
import { loadPrimaryPhotoViews } from '../photos/index';
import { memberAge } from '../profile/index';
import { fieldShown, type FieldSection } from '../privacy/index';
import { readAnswersMany } from '../profile/index';
import { decideViewerAccessMany, type ViewerAccess } from '../privacy/index';
import { listFavouritesAmong } from './favourites.repository';
import { visibleReasons, type MatchReason, type MatchScore } from './match-rules';
import { memberLabel } from '../../lib/members/display-name';

/**
 * The card presenter: one member as a card in any list, from the profile view's own privacy decision
 * (viewer-access.ts): members the viewer may not see are left out, and every field is shown by the profile's one
 * field decision (`decideField` in privacy.ts: the owner's switch, then the viewer's plan), so a card never shows
 * what the member's profile page withholds from this viewer. Reasons drawn from a field the viewer may not see
 * (switch or plan) are dropped before the top three are chosen.
 */

type Viewer = Pick<AuthUser, 'id' | 'usertype'>;

/** The reasons on a card: in English (older clients) and as codes with their values (the web words them). */
const cardReasons = (reasons: readonly MatchReason[]): Pick<MemberCard, 'matchReasons' | 'matchReasonCodes'> => ({
  matchReasons: reasons.map((found) => found.text),
  matchReasonCodes: reasons.map((found) => ({ code: found.code, params: found.params })),
});

/** The answers a card shows: gender (q1) and, for a member without a date of birth yet, the age given (q7). */
const CARD_QUESTIONS = [1, 7] as const;

/**
 * Cards for the members named, in their order, leaving out everyone the viewer may not see. `matches` gives the
 * score and reasons of members shown as matches (discover); other lists pass none.
 */
export async function presentMemberCards(
  app: FastifyInstance,
  viewer: Viewer,
  userIds: readonly string[],
  matches: ReadonlyMap<string, MatchScore> = new Map(),
  /** The viewer's access to these members when the caller has already decided it (it is not decided twice). */
  decided?: ReadonlyMap<string, ViewerAccess>,
): Promise<MemberCard[]> {
  if (userIds.length === 0) return [];
  return (await loadMemberCards(app, viewer, userIds, decided))(userIds, matches);
}

/**
 * `presentMemberCards` in two steps, for a caller with work of its own to do meanwhile (discover reads the
 * members' match rows for their reasons): everything the cards of `userIds` need is read at once (the access
 * decision's rows, the answers, the primary photos, the favourites; one round of statements in parallel), and the
 * function returned makes the cards of any of those members. The privacy decision is the same: a member the viewer
 * may not see gets no card, and the rows read for them are dropped.
 */
export async function loadMemberCards(
  app: FastifyInstance,
  viewer: Viewer,
  userIds: readonly string[],
  decided?: ReadonlyMap<string, ViewerAccess>,
): Promise<
  (
    ids: readonly string[],
    matches?: ReadonlyMap<string, MatchScore>,
    /** Best match: the members the plan priority placed above a higher score (`placedByPlan`). */
    placed?: ReadonlySet<string>,
  ) => MemberCard[]
> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return () => [];
  const [access, answersOf, photosFor, favourites, helpers] = await Promise.all([
    decided ?? decideViewerAccessMany(app.db, { ownerIds: ids, viewer }),
    readAnswersMany(app.db, ids, CARD_QUESTIONS),
    loadPrimaryPhotoViews(app, viewer.id, ids),
    listFavouritesAmong(app.db, viewer.id, ids),
    loadFamilyRelations(app.db, ids),
  ]);
  const photos = photosFor((id) => {
    const view = access.get(id)?.view;
    return Boolean(view?.visible && view.photoAccess.granted);
  });
  const favourite = new Set(favourites.map((row) => row.favoritedUserId));
  const now = app.clock.now();

  return (wanted, matches = new Map(), placed = new Set()) =>
    [...new Set(wanted)].flatMap((id): MemberCard[] => {
      const entry = access.get(id);
      const answers = answersOf.get(id);
      if (!entry?.owner || !entry.view.visible || !answers) return [];
      const { fields } = entry.view;
      const { account, profile } = entry.owner;
      // Every field by the profile's own field decision: the card shows a value only where the profile page does.
      const show = <T>(section: FieldSection, key: string, value: T | null | undefined): T | null =>
        fieldShown(fields, section, key) ? (value ?? null) : null;
      const photo = photos.get(id);
      const match = matches.get(id);
      const firstName = profile?.firstName ?? null;
      const displayName = profile?.displayName ?? null;
      return [
        {
          userId: id,
          name: memberLabel(profile),
          firstName,
          displayName,
          gender: answers.gender,
          age: memberAge(profile, answers, now),
          maritalStatus: show('basic_and_lifestyle', 'maritalStatus', profile?.maritalStatus),
          heightCm: show('personal_background', 'heightCm', profile?.heightCm),
          height: show('personal_background', 'height', profile?.heightCm ? formatHeight(profile.heightCm) : null),
          country: show('location_background', 'country', countryName(profile?.country)),
          countryCode: show('location_background', 'countryCode', profile?.country),
          state: show('location_background', 'state', profile?.state),
          religion: show('basic_and_lifestyle', 'religion', profile?.religion),
          community: show('religious_background', 'community', profile?.community),
          occupation: show('education_and_financial', 'occupation', profile?.occupation),
          userType: account.usertype,
          verified: account.verifiedAt !== null,
          isFavourite: favourite.has(id),
          photo: photo ? { url: photo.url, thumbUrl: photo.thumbUrl, blurred: photo.blurred } : null,
          match_percentage: match ? match.score : null,
          ...cardReasons(match ? visibleReasons(match.reasons, fields) : []),
          placedByPlan: Boolean(match) && placed.has(id),
          managedBy: helpers.get(id) ?? [],
        },
      ];
    });
}
