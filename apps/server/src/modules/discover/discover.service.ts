import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  activeFilters,
  DISCOVER_FILTERS,
  DISCOVER_PAGE_SIZE,
  withoutFilter,
  type DiscoverFilterKey,
  type DiscoverQuery,
  type DiscoverResponse,
  type DiscoverSort,
  type MemberCard,
} from '@app/shared/discover';
import { AppError } from '../../lib/app-error';
import { ensureGunaMilanPairs, HOROSCOPE_NEEDED } from '../horoscope/index';
import type { AuthUser } from '../../lib/auth/authenticate';
import { searchPriorityOf } from '../../lib/entitlements';
import { compareRanked, placedByPlan, reasonFirst, scoreMatch, type MatchMember, type MatchScore } from './match-rules';
import * as repo from './matching.repository';
import { loadMemberCards, presentMemberCards } from './member-card';

/**
 * GET profile/filtered-profiles (ADR 008): the viewer's mutual matches, filtered, sorted by best match (a ranked
 * snapshot of the pool, then activity order), newest members or recent activity (keyset on the match table), 20 a
 * page with an opaque cursor. Cards come from the card presenter, so each page is checked again against the
 * profile view's rules (a block or a hidden profile takes effect mid-paging).
 */

type Viewer = Pick<AuthUser, 'id' | 'usertype'>;

export const INCOMPLETE_PROFILE =
  'Your matches appear once your profile is complete and visible. Finish the remaining steps to see them.';
const BAD_CURSOR = 'That page link is not valid any more; please start again from the first page.';

/** Where the next page starts: a position in a snapshot (best match), or a keyset anchor (every sort). */
type Cursor =
  | { v: 1; k: string; s: 'bestMatch'; id: string; p: number }
  | { v: 1; k: string; s: DiscoverSort; t: string; u: string };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string, key: string, sortBy: DiscoverSort): Cursor {
  const fail = () =>
    new AppError('VALIDATION_FAILED', BAD_CURSOR, {
      reason: 'pageLink',
      fieldErrors: [{ path: 'cursor', message: BAD_CURSOR }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (typeof parsed !== 'object' || parsed === null) throw fail();
  const cursor = parsed as Record<string, unknown>;
  if (cursor.v !== 1 || cursor.k !== key || cursor.s !== sortBy) throw fail();
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (typeof cursor.id === 'string') {
    if (!uuid.test(cursor.id) || !Number.isInteger(cursor.p) || (cursor.p as number) < 0) throw fail();
    return cursor as Cursor;
  }
  if (typeof cursor.u !== 'string' || !uuid.test(cursor.u) || typeof cursor.t !== 'string') throw fail();
  if (Number.isNaN(Date.parse(cursor.t))) throw fail();
  return cursor as Cursor;
}

/** The filters and sort as one stable key (a cursor only continues the query it was made for). */
export function queryKey(query: DiscoverQuery): string {
  const { cursor: _cursor, pageSize: _pageSize, page: _page, ...rest } = query;
  const stable = Object.fromEntries(
    Object.entries(rest)
      .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  return createHash('sha256').update(JSON.stringify(stable)).digest('base64url').slice(0, 16);
}

function filtersOf(query: DiscoverQuery): repo.SearchFilters {
  const { sortBy: _sortBy, cursor: _cursor, pageSize: _pageSize, page: _page, ...filters } = query;
  return filters;
}

type Page = { cards: MemberCard[]; nextCursor: string | null };

/**
 * Scores with reasons for the members named that are still in the match table, in their order. With the horoscope
 * filter on, the score is the first reason of each card: the viewer asked for it, and stronger reasons would
 * otherwise leave it off a card (three are shown).
 */
function scoreMembers(
  me: MatchMember,
  ids: readonly string[],
  members: ReadonlyMap<string, MatchMember>,
  now: Date,
  filters: repo.SearchFilters,
): Map<string, MatchScore> {
  const scores = new Map<string, MatchScore>();
  for (const id of ids) {
    const member = members.get(id);
    if (!member) continue;
    const scored = scoreMatch(me, member, now);
    scores.set(id, filters.minGunas === undefined ? scored : reasonFirst(scored, 'horoscopeMatch'));
  }
  return scores;
}

/** Newest members or recently active: keyset pages straight from the match table. */
async function keysetPage(
  app: FastifyInstance,
  viewer: Viewer,
  me: MatchMember,
  input: { filters: repo.SearchFilters; sort: 'newest' | 'recentlyActive' | 'bestMatch'; key: string; size: number },
  after: { at: Date; userId: string } | undefined,
): Promise<Page> {
  const now = app.clock.now();
  const fetch = input.sort === 'newest' ? repo.matchesByJoined : repo.matchesByActivity;
  const rows = await fetch(app.db, { viewer: me, filters: input.filters, today: now, limit: input.size + 1, after });
  const pageIds = rows.slice(0, input.size).map((row) => row.userId);
  const last = rows[input.size - 1];
  // The members' match rows (for their reasons) and what their cards need, read together. A member who left the
  // match table between the two reads is skipped (the card presenter checks visibility again).
  const [members, cardsOf] = await Promise.all([
    repo.findMatchMembers(app.db, pageIds),
    loadMemberCards(app, viewer, pageIds),
  ]);
  const scores = scoreMembers(me, pageIds, members, now, input.filters);
  const cards = cardsOf(
    pageIds.filter((id) => scores.has(id)),
    scores,
  );
  const nextCursor =
    rows.length > input.size && last
      ? encodeCursor({
          v: 1,
          k: input.key,
          s: input.sort,
          t: last.at.toISOString(),
          u: last.userId,
        })
      : null;
  return { cards, nextCursor };
}

/**
 * Best match: the pool ranked once into a snapshot, read by position; then the rest in activity order. The
 * ranking lifts paid members within a band of equal scores (`compareRanked`: band, plan priority, score).
 */
async function bestMatchPage(
  app: FastifyInstance,
  viewer: Viewer,
  me: MatchMember,
  input: { filters: repo.SearchFilters; key: string; size: number },
  cursor: Extract<Cursor, { id: string }> | undefined,
): Promise<Page> {
  const now = app.clock.now();
  let snapshot: repo.Snapshot | null;
  let stored: Promise<void> = Promise.resolve();
  if (cursor) {
    snapshot = await repo.findSnapshot(app.db, viewer.id, cursor.id, now);
    if (!snapshot || snapshot.queryKey !== input.key) {
      throw new AppError('VALIDATION_FAILED', BAD_CURSOR, {
        reason: 'pageLink',
        fieldErrors: [{ path: 'cursor', message: BAD_CURSOR }],
      });
    }
  } else {
    const poolSize = app.config.MATCH_POOL_SIZE;
    // The pool in order of activity, scored by PostgreSQL in the same statement (the pool's rows stay there); the
    // page's members are read below, for their reasons.
    const pool = await repo.scoredPool(
      app.db,
      { viewer: me, filters: input.filters, today: now, limit: poolSize },
      now,
    );
    const ranked = pool
      .map((entry, activityOrder) => ({
        userId: entry.userId,
        activityOrder,
        score: entry.score,
        priority: searchPriorityOf(entry.usertype),
      }))
      .sort(compareRanked);
    const last = pool.at(-1);
    const tail = pool.length === poolSize && last ? { at: last.at, userId: last.userId } : null;
    const userIds = ranked.map((entry) => entry.userId);
    const scores = ranked.map((entry) => entry.score);
    snapshot = { id: randomUUID(), queryKey: input.key, userIds, scores, tail };
    // Written while the cards are made; the answer waits for it (its cursor names the snapshot).
    stored = repo.insertSnapshot(app.db, { ...snapshot, viewerId: viewer.id }, now);
    // Awaited below; until then a failure must not count as unhandled.
    stored.catch(() => undefined);
  }

  // Read positions until a page of members the viewer may still see is full (or the list ends).
  let position = cursor?.p ?? 0;
  const placedAt = placedByPlan(snapshot.scores);
  const cards: MemberCard[] = [];
  while (cards.length < input.size && position < snapshot.userIds.length) {
    const start = position;
    const ids = snapshot.userIds.slice(start, start + (input.size - cards.length));
    position += ids.length;
    // Their match rows (for the reasons) and what their cards need, read together.
    const [members, cardsOf] = await Promise.all([
      repo.findMatchMembers(app.db, ids),
      loadMemberCards(app, viewer, ids),
    ]);
    // A member no longer in the match table (hidden, suspended, deleted, incomplete) is skipped.
    const scores = scoreMembers(me, ids, members, now, input.filters);
    ids.forEach((id, offset) => {
      const rescored = scores.get(id);
      // The ranked score stays (the order was made with it); the reasons are today's.
      if (rescored) scores.set(id, { ...rescored, score: snapshot.scores[start + offset] ?? rescored.score });
    });
    const placed = new Set(ids.filter((_, offset) => placedAt[start + offset]));
    cards.push(
      ...cardsOf(
        ids.filter((id) => scores.has(id)),
        scores,
        placed,
      ),
    );
  }
  await stored;
  if (position < snapshot.userIds.length) {
    return { cards, nextCursor: encodeCursor({ v: 1, k: input.key, s: 'bestMatch', id: snapshot.id, p: position }) };
  }
  // The ranked pool is used up; when it was cut short, the rest follows in order of activity.
  const tail = snapshot.tail;
  if (!tail) return { cards, nextCursor: null };
  const tailCursor = encodeCursor({ v: 1, k: input.key, s: 'bestMatch', t: tail.at.toISOString(), u: tail.userId });
  if (cards.length > 0) return { cards, nextCursor: tailCursor };
  return keysetPage(app, viewer, me, { ...input, sort: 'bestMatch' }, tail);
}

async function emptyHint(
  app: FastifyInstance,
  me: MatchMember,
  query: DiscoverQuery,
): Promise<NonNullable<DiscoverResponse['emptyHint']>> {
  const filters = filtersOf(query);
  const active = activeFilters(filters);
  const today = app.clock.now();
  if (active.length === 0) {
    return {
      message:
        'No one fits both your must-haves and theirs yet. Widening your age range or marking fewer preferences as must-haves will show more members.',
      loosen: [],
    };
  }
  const loosen: DiscoverFilterKey[] = [];
  for (const key of active) {
    if (await repo.hasAnyMatch(app.db, me, withoutFilter(filters, key), today)) loosen.push(key);
  }
  const names = loosen.map((key) => DISCOVER_FILTERS[key].toLowerCase());
  const message =
    names.length === 0
      ? 'No matches with these filters. Clearing some of them, or widening your partner preferences, will show more members.'
      : names.length === 1
        ? `No matches with these filters. Loosening the ${names[0]} filter will show more members.`
        : `No matches with these filters. Loosening any one of these will show more members: ${names.join(', ')}.`;
  return { message, loosen };
}

export async function discoverProfiles(
  app: FastifyInstance,
  viewer: Viewer,
  query: DiscoverQuery,
): Promise<Omit<DiscoverResponse, 'success'>> {
  const me = await repo.findMatchMember(app.db, viewer.id);
  if (!me) throw new AppError('PROFILE_INCOMPLETE', INCOMPLETE_PROFILE, { reason: 'discover' });
  if (query.minGunas !== undefined && me.horoscopeMoon === null) {
    throw new AppError('VALIDATION_FAILED', HOROSCOPE_NEEDED, {
      reason: 'horoscopeNeeded',
      fieldErrors: [{ path: 'minGunas', message: HOROSCOPE_NEEDED }],
    });
  }
  // The pair table the horoscope conditions read (filled at start-up; here only if the start could not).
  if (me.horoscopeMoon !== null) await ensureGunaMilanPairs(app.db);
  const key = queryKey(query);
  const filters = filtersOf(query);
  const size = query.pageSize ?? DISCOVER_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor, key, query.sortBy) : undefined;

  let page: Page;
  if (query.sortBy === 'bestMatch' && (!cursor || 'id' in cursor)) {
    page = await bestMatchPage(app, viewer, me, { filters, key, size }, cursor && 'id' in cursor ? cursor : undefined);
  } else {
    const after = cursor && 't' in cursor ? { at: new Date(cursor.t), userId: cursor.u } : undefined;
    page = await keysetPage(app, viewer, me, { filters, sort: query.sortBy, key, size }, after);
  }
  const hint = !cursor && page.cards.length === 0 ? await emptyHint(app, me, query) : null;
  return { profiles: page.cards, nextCursor: page.nextCursor, sortBy: query.sortBy, emptyHint: hint };
}

/**
 * Members who joined after `since` and match the viewer both ways, newest first, as cards the viewer may see (the
 * daily digest's "new matches"). Empty when the viewer's own profile is not discoverable.
 */
export async function newMatchesSince(
  app: FastifyInstance,
  viewer: Viewer,
  since: Date,
  limit: number,
): Promise<MemberCard[]> {
  const me = await repo.findMatchMember(app.db, viewer.id);
  if (!me) return [];
  if (me.horoscopeMoon !== null) await ensureGunaMilanPairs(app.db);
  const joined = await repo.matchesByJoined(app.db, { viewer: me, filters: {}, today: app.clock.now(), limit });
  const fresh = joined.filter((entry) => entry.at.getTime() > since.getTime());
  return presentMemberCards(
    app,
    viewer,
    fresh.map((entry) => entry.userId),
  );
}
