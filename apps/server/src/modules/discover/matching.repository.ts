import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { UserType } from '@app/shared/constants';
import type { DiscoverQuery } from '@app/shared/discover';
import { ageOn, INCOME_BANDS } from '@app/shared/profile';
import type { Database } from '../../db/schema';
import type { Db } from '../profile/index';
import { toMatchMember, type MatchRow } from './match-profile';
import { AUSTRALIA, cannotMatchAnyone, educationRank, MATCH_MEMBER_COLUMNS, type MatchMember } from './match-rules';
import { anyId } from '../../db/id-list';
import { CANDIDATE_PREFERENCES, matchScoreSql } from './match-score-sql';

/**
 * The matcher's SQL on the match table (ADR 008). `mutualCandidates` is the one query behind every list discover
 * shows: both sides' must-haves (the same rules as match-rules.ts `isMutualMatch`), neither side blocking the
 * other, and the search filters, which only ever narrow. Sorts and paging are added by the callers.
 */

type Eb = ExpressionBuilder<Database & { c: Database['matchProfiles'] }, 'c'>;

export type SearchFilters = Omit<DiscoverQuery, 'sortBy' | 'cursor' | 'pageSize' | 'page'>;

/** The day `years` years before `day` (YYYY-MM-DD); 29 February becomes 28 February in a common year. */
export function yearsBefore(day: Date, years: number): string {
  const year = day.getUTCFullYear() - years;
  const month = day.getUTCMonth() + 1;
  let date = day.getUTCDate();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && date === 29 && !leap) date = 28;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** Birth dates of everyone aged `min` to `max` on `today`: after `after`, on or before `until`. */
export function birthDateWindow(today: Date, min: number, max: number): { after: string; until: string } {
  return { after: yearsBefore(today, max + 1), until: yearsBefore(today, min) };
}

const textList = (values: readonly string[]) => sql<string[]>`${[...values]}::text[]`;

/**
 * How a pair's Guna Milan is read (docs/horoscope.md "Bride and groom"): a woman and a man with the woman as the
 * bride (`viewerBride`, `viewerGroom`), any other pair the lower of the two ways (`eitherWay`).
 */
type PairReading = 'viewerBride' | 'viewerGroom' | 'eitherWay';
const readingOf = (viewerGender: string, candidateGender: string): PairReading =>
  viewerGender === 'Woman' && candidateGender === 'Man'
    ? 'viewerBride'
    : viewerGender === 'Man' && candidateGender === 'Woman'
      ? 'viewerGroom'
      : 'eitherWay';

/**
 * Only candidates whose Guna Milan score with the viewer is at least `min` (the filter and the must-have `minGunas`):
 * for each way the pair is read, the candidate Moons that reach it, from `guna_milan_pairs` (an uncorrelated
 * subquery, worked out once per statement), and `horoscope_moon = any(…)` on the candidate (in the ordered indexes;
 * a member without a Moon never passes). False when the viewer has no Moon.
 */
function minGunasCondition(viewer: MatchMember, min: number): Expression<SqlBool> {
  if (viewer.horoscopeMoon === null) return sql<SqlBool>`false`;
  const moon = viewer.horoscopeMoon;
  const byReading = new Map<PairReading, string[]>();
  for (const gender of viewer.preferences.genderSought) {
    const reading = readingOf(viewer.gender, gender);
    byReading.set(reading, [...(byReading.get(reading) ?? []), gender]);
  }
  const allowed = (reading: PairReading) => {
    if (reading === 'viewerBride') {
      return sql`array(select groom_moon from guna_milan_pairs where bride_moon = ${moon}::smallint and score >= ${min}::real)`;
    }
    if (reading === 'viewerGroom') {
      return sql`array(select bride_moon from guna_milan_pairs where groom_moon = ${moon}::smallint and score >= ${min}::real)`;
    }
    return sql`array(select groom_moon from guna_milan_pairs where bride_moon = ${moon}::smallint and either_way_score >= ${min}::real)`;
  };
  const parts = [...byReading].map(([reading, genders]) =>
    byReading.size === 1
      ? sql<SqlBool>`c.horoscope_moon = any(${allowed(reading)})`
      : sql<SqlBool>`(c.gender = any(${textList(genders)}) and c.horoscope_moon = any(${allowed(reading)}))`,
  );
  return parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * The candidate's must-have `minGunas` applied to the viewer: the pair's score, read from `guna_milan_pairs` by the
 * two Moons and the way the pair is read, reaches the candidate's minimum. The lookup runs only for candidates with
 * that must-have (few). Without a Moon of the viewer, no candidate with it passes.
 */
function candidateMinGunas(viewer: MatchMember): Expression<SqlBool> {
  if (viewer.horoscopeMoon === null) return sql<SqlBool>`c.must_min_gunas is null`;
  const moon = sql`${viewer.horoscopeMoon}::smallint`;
  let score;
  if (viewer.gender === 'Woman') {
    score = sql`(select case when c.gender = 'Man' then p.score else p.either_way_score end
      from guna_milan_pairs p where p.bride_moon = ${moon} and p.groom_moon = c.horoscope_moon)`;
  } else if (viewer.gender === 'Man') {
    score = sql`(select case when c.gender = 'Woman' then p.score else p.either_way_score end
      from guna_milan_pairs p where p.bride_moon = c.horoscope_moon and p.groom_moon = ${moon})`;
  } else {
    score = sql`(select p.either_way_score from guna_milan_pairs p
      where p.bride_moon = ${moon} and p.groom_moon = c.horoscope_moon)`;
  }
  return sql<SqlBool>`(c.must_min_gunas is null or c.must_min_gunas <= ${score})`;
}

/** The viewer's own must-haves applied to the candidate's columns. */
function viewerMustHaves(eb: Eb, viewer: MatchMember): Expression<SqlBool>[] {
  const { preferences } = viewer;
  const conditions: Expression<SqlBool>[] = [];
  for (const key of preferences.mustHave) {
    switch (key) {
      case 'heightRange':
        conditions.push(eb('c.heightCm', '>=', preferences.heightMinCm ?? 0));
        conditions.push(eb('c.heightCm', '<=', preferences.heightMaxCm ?? 999));
        break;
      case 'maritalStatuses':
        conditions.push(eb('c.maritalStatus', 'in', preferences.maritalStatuses));
        break;
      case 'religions':
        conditions.push(eb('c.religion', 'in', preferences.religions));
        break;
      case 'communities':
        conditions.push(eb('c.community', 'in', preferences.communities));
        break;
      case 'motherTongues':
        conditions.push(eb('c.motherTongue', 'in', preferences.motherTongues));
        break;
      case 'countries':
        conditions.push(eb('c.country', 'in', preferences.countries));
        break;
      case 'educationLevel':
        conditions.push(eb('c.educationRank', '>=', educationRank(preferences.educationLevel) ?? 0));
        break;
      case 'diets':
        conditions.push(eb('c.diet', 'in', preferences.diets));
        break;
      case 'smoking':
        conditions.push(eb('c.smoking', 'in', preferences.smoking));
        break;
      case 'drinking':
        conditions.push(eb('c.drinking', 'in', preferences.drinking));
        break;
      case 'livingInAustralia':
        conditions.push(eb('c.country', preferences.livingInAustralia === 'Yes' ? '=' : '<>', AUSTRALIA));
        break;
      case 'minGunas':
        // Waits while the viewer has no Moon of their own (match-rules.ts `satisfies`).
        if (viewer.horoscopeMoon === null) break;
        conditions.push(
          preferences.minGunas == null ? sql<SqlBool>`false` : minGunasCondition(viewer, preferences.minGunas),
        );
        break;
    }
  }
  return conditions;
}

/**
 * The candidate seeks the viewer's gender: a condition of its own, outside `candidateAccepts`, written as the ordered
 * indexes' predicates are (one set of them per gender sought, migration 202612020001), so PostgreSQL reads only the
 * index of members who seek the viewer's gender, and proves this condition from the index's predicate (the entries
 * do not carry `seek_genders`, migration 202612030001).
 */
const seeksViewer = (viewer: MatchMember) => sql<SqlBool>`${sql.lit(viewer.gender)} = any(c.seek_genders)`;

/** The candidate's other must-haves applied to the viewer's values (a null value of the viewer fails a must-have). */
function candidateMustHaves(viewer: MatchMember, viewerAge: number): Expression<SqlBool>[] {
  const inMust = (column: string, value: string | null) =>
    sql<SqlBool>`(${sql.ref(column)} is null or ${value}::text = any(${sql.ref(column)}))`;
  const inAustralia = viewer.country === null ? null : viewer.country === AUSTRALIA;
  return [
    sql<SqlBool>`c.pref_age_min <= ${viewerAge}::int and c.pref_age_max >= ${viewerAge}::int`,
    sql<SqlBool>`(c.must_height_min is null or ${viewer.heightCm}::int between c.must_height_min and c.must_height_max)`,
    inMust('c.must_marital_statuses', viewer.maritalStatus),
    inMust('c.must_religions', viewer.religion),
    inMust('c.must_communities', viewer.community),
    inMust('c.must_mother_tongues', viewer.motherTongue),
    inMust('c.must_countries', viewer.country),
    sql<SqlBool>`(c.must_education_rank is null or ${viewer.educationRank}::int >= c.must_education_rank)`,
    inMust('c.must_diets', viewer.diet),
    inMust('c.must_smoking', viewer.smoking),
    inMust('c.must_drinking', viewer.drinking),
    sql<SqlBool>`(c.must_living_in_australia is null or c.must_living_in_australia = ${inAustralia}::boolean)`,
    candidateMinGunas(viewer),
  ];
}

/**
 * The candidate's side as one condition. The planner cannot estimate it: each candidate's preferences follow their
 * own age and gender, so multiplying thirteen separate guesses (it would) puts the number of matches ten to twenty
 * times too low, and with it the plan: a scan of everyone in the age range, sorted, instead of reading the activity
 * index until the pool is full. Behind `coalesce` the whole check counts as one unknown (a half), which is close to
 * the truth; the rows are the same (a null is a failed check either way in a where clause).
 */
function candidateAccepts(viewer: MatchMember, viewerAge: number): Expression<SqlBool> {
  const checks = candidateMustHaves(viewer, viewerAge).map((check) => sql`(${check})`);
  return sql<SqlBool>`coalesce(${sql.join(checks, sql` and `)}, false)`;
}

function filterConditions(eb: Eb, viewer: MatchMember, filters: SearchFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.minGunas !== undefined) conditions.push(minGunasCondition(viewer, filters.minGunas));
  if (filters.heightMin !== undefined) conditions.push(eb('c.heightCm', '>=', filters.heightMin));
  if (filters.heightMax !== undefined) conditions.push(eb('c.heightCm', '<=', filters.heightMax));
  if (filters.incomeMin !== undefined) {
    const band = INCOME_BANDS.find((entry) => entry.value === filters.incomeMin);
    conditions.push(eb('c.incomeMin', '>=', band?.min ?? 0));
  }
  if (filters.children !== undefined) conditions.push(eb('c.hasChildren', '=', filters.children === 'yes'));
  // One value is compared as such: `= any(array)` on an index's second column keeps PostgreSQL 15 from reading the
  // index in order (the religion index, for a search for one religion, would be read whole and sorted).
  const list = (column: Parameters<Eb>[0], values: readonly string[] | undefined) => {
    if (values?.length === 1) conditions.push(eb(column, '=', values[0] as string));
    else if (values?.length) conditions.push(eb(column, '=', sql<string>`any(${textList(values)})`));
  };
  list('c.religion', filters.religion);
  list('c.community', filters.community);
  list('c.motherTongue', filters.motherTongue);
  list('c.maritalStatus', filters.maritalStatus);
  list('c.qualification', filters.qualification);
  list('c.occupation', filters.occupation);
  list('c.diet', filters.diet);
  list('c.smoking', filters.smoking);
  list('c.country', filters.country);
  list('c.state', filters.state);
  // Identity checked by our team (the tick): a rare filter, read from the table rather than the ordered indexes.
  if (filters.verifiedOnly) conditions.push(eb('c.verified', '=', true));
  return conditions;
}

/**
 * Every mutual match of `viewer` that passes `filters`, as a query on `match_profiles c` (no order, no limit).
 * Returns null when nothing can pass: the filters and the viewer's own age range leave no possible age, or the
 * viewer's must-haves and the filters exclude each other (`cannotMatchAnyone`).
 */
export function mutualCandidates(db: Db, viewer: MatchMember, filters: SearchFilters, today: Date) {
  const { preferences } = viewer;
  const minAge = Math.max(preferences.ageMin, filters.ageMin ?? 0);
  const maxAge = Math.min(preferences.ageMax, filters.ageMax ?? 200);
  if (minAge > maxAge || cannotMatchAnyone(preferences, filters)) return null;
  const window = birthDateWindow(today, minAge, maxAge);
  const viewerAge = ageOn(viewer.birthDate, today);
  return db.selectFrom('matchProfiles as c').where((eb) =>
    eb.and([
      eb('c.userId', '<>', viewer.userId),
      eb('c.gender', 'in', preferences.genderSought),
      eb('c.birthDate', '>', window.after),
      eb('c.birthDate', '<=', window.until),
      ...viewerMustHaves(eb, viewer),
      seeksViewer(viewer),
      candidateAccepts(viewer, viewerAge),
      ...filterConditions(eb, viewer, filters),
      eb.not(
        eb.exists(
          eb
            .selectFrom('blocks as b')
            .select(sql`1`.as('one'))
            .where((inner) =>
              inner.or([
                inner.and([inner('b.blockerId', '=', viewer.userId), inner('b.blockedId', '=', inner.ref('c.userId'))]),
                inner.and([inner('b.blockerId', '=', inner.ref('c.userId')), inner('b.blockedId', '=', viewer.userId)]),
              ]),
            ),
        ),
      ),
    ]),
  );
}

/** Where a keyset page starts: the last member of the previous page, by its sort time (activity or joined) and id. */
export type KeysetAnchor = { at: Date; userId: string };

type OrderedInput = { viewer: MatchMember; filters: SearchFilters; today: Date; limit: number; after?: KeysetAnchor };

/** A match in a list: who, and the time the list is ordered and paged by (last active, or joined). */
export type OrderedMatch = { userId: string; at: Date };

/**
 * Matches in descending (time, user_id) order of one of the two indexed times, after `after` when given (null when
 * nothing can match, see `mutualCandidates`). Only the id
 * and the time are selected: the columns the conditions read are in the ordered indexes (migration 202611260001;
 * all but three rarer filters), so PostgreSQL answers from the index alone, in order, without visiting the table;
 * the members' own columns are read afterwards for the few kept (`findMatchMembers`).
 */
export function orderedMatchesQuery(db: Db, column: 'last_active_at' | 'joined_at', input: OrderedInput) {
  const query = mutualCandidates(db, input.viewer, input.filters, input.today);
  if (!query) return null;
  let ordered = query.select(['c.userId', sql<Date>`${sql.ref(`c.${column}`)}`.as('at')]);
  if (input.after) {
    const { at, userId } = input.after;
    ordered = ordered.where(
      sql<SqlBool>`(${sql.ref(`c.${column}`)}, c.user_id) < (${at}::timestamptz, ${userId}::uuid)`,
    );
  }
  return ordered
    .orderBy(sql.ref(`c.${column}`), 'desc')
    .orderBy('c.userId', 'desc')
    .limit(input.limit);
}

async function matchesInOrder(
  db: Db,
  column: 'last_active_at' | 'joined_at',
  input: OrderedInput,
): Promise<OrderedMatch[]> {
  return (await orderedMatchesQuery(db, column, input)?.execute()) ?? [];
}

/** Matches in order of recent activity (keyset: (last_active_at, user_id) descending). */
export function matchesByActivity(db: Db, input: OrderedInput): Promise<OrderedMatch[]> {
  return matchesInOrder(db, 'last_active_at', input);
}

/** Matches, newest members first (keyset: (joined_at, user_id) descending). */
export function matchesByJoined(db: Db, input: OrderedInput): Promise<OrderedMatch[]> {
  return matchesInOrder(db, 'joined_at', input);
}

/** Whether the viewer has any match with these filters (an empty result looks for the filter to loosen). */
export async function hasAnyMatch(db: Db, viewer: MatchMember, filters: SearchFilters, today: Date): Promise<boolean> {
  const query = mutualCandidates(db, viewer, filters, today);
  if (!query) return false;
  return (await query.select('c.userId').limit(1).executeTakeFirst()) !== undefined;
}

export function findMatchRow(db: Db, userId: string): Promise<MatchRow | undefined> {
  return db.selectFrom('matchProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/**
 * The members named, as the rules read them (the columns they need; the preferences as JSON text, parsed once
 * here rather than walked by the camel-case plugin), by id. Members no longer in the table are absent.
 */
export async function findMatchMembers(db: Db, userIds: readonly string[]): Promise<Map<string, MatchMember>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('matchProfiles')
    .select([...MATCH_MEMBER_COLUMNS, sql<string>`preferences::text`.as('preferences')])
    .where('userId', '=', anyId(userIds))
    .execute();
  return new Map(rows.map((row) => [row.userId, toMatchMember(row)]));
}

/**
 * The score each member named has for `viewer` (`scoreMatch`'s, worked out by PostgreSQL: match-score-sql.ts) and
 * their tier, by id: what ranking a best-match pool needs, without sending the members' rows to the app. Members no
 * longer in the table are absent.
 */
export async function poolScores(
  db: Db,
  viewer: MatchMember,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, { score: number; usertype: UserType }>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ userId: string; score: number; usertype: UserType }>`
    select c.user_id, ${matchScoreSql(viewer, now)} as score,
      c.usertype
    from match_profiles c cross join lateral ${CANDIDATE_PREFERENCES}
    where c.user_id = ${anyId(userIds)}`.execute(db);
  return new Map(rows.map((row) => [row.userId, { score: row.score, usertype: row.usertype }]));
}

/** A pool member: who, their activity time (the pool's order), their score for the viewer and their tier. */
export type ScoredMatch = OrderedMatch & { score: number; usertype: UserType };

/**
 * A best-match pool in one statement: the matches in order of recent activity (`matchesByActivity`, planned on its
 * own as a materialised CTE, so its plan is the index-only scan it has alone) joined to their rows for the score
 * (`poolScores`'s expression) and tier. One round trip and one plan fewer than the two statements, and the ids
 * are not sent back. In activity order, like `matchesByActivity`; null when nothing can match (`mutualCandidates`).
 */
export function scoredPoolQuery(db: Db, input: OrderedInput, now: Date) {
  const pool = orderedMatchesQuery(db, 'last_active_at', input);
  if (!pool) return null;
  return sql<ScoredMatch>`
    with pool as materialized ${pool}
    select pool.user_id, pool.at, ${matchScoreSql(input.viewer, now)} as score, c.usertype
    from pool join match_profiles c on c.user_id = pool.user_id cross join lateral ${CANDIDATE_PREFERENCES}
    order by pool.at desc, pool.user_id desc`;
}

export async function scoredPool(db: Db, input: OrderedInput, now: Date): Promise<ScoredMatch[]> {
  return (await scoredPoolQuery(db, input, now)?.execute(db))?.rows ?? [];
}

export async function findMatchMember(db: Db, userId: string): Promise<MatchMember | undefined> {
  return (await findMatchMembers(db, [userId])).get(userId);
}

// ---- snapshots ------------------------------------------------------------------------------------------------

/** How long a ranked list stays readable, and how many a viewer keeps. */
export const SNAPSHOT_TTL_MS = 24 * 60 * 60 * 1000;
const SNAPSHOTS_KEPT_PER_VIEWER = 5;

export type Snapshot = {
  id: string;
  queryKey: string;
  userIds: string[];
  scores: number[];
  tail: KeysetAnchor | null;
};

/**
 * Stores a ranked list under the id given (the caller makes it, so the cards need not wait for the write), and
 * tidies on the way in the same statement: the viewer's older lists beyond the last few, and everyone's expired
 * ones. (The deletes see the table as it was before the insert, so they keep one fewer of the old lists.)
 */
export async function insertSnapshot(
  db: Db,
  input: {
    id: string;
    viewerId: string;
    queryKey: string;
    userIds: string[];
    scores: number[];
    tail: KeysetAnchor | null;
  },
  now: Date,
): Promise<void> {
  await db
    .with('fresh', (qb) =>
      qb
        .insertInto('matchSnapshots')
        .values({
          id: input.id,
          viewerId: input.viewerId,
          queryKey: input.queryKey,
          userIds: input.userIds,
          scores: input.scores,
          tailActiveAt: input.tail?.at ?? null,
          tailUserId: input.tail?.userId ?? null,
          createdAt: now,
        })
        .returning('id'),
    )
    .with('older', (qb) =>
      qb
        .deleteFrom('matchSnapshots')
        .where('viewerId', '=', input.viewerId)
        .where(
          'id',
          'not in',
          qb
            .selectFrom('matchSnapshots')
            .select('id')
            .where('viewerId', '=', input.viewerId)
            .orderBy('createdAt', 'desc')
            .limit(SNAPSHOTS_KEPT_PER_VIEWER - 1),
        )
        .returning('id'),
    )
    .with('expired', (qb) =>
      qb
        .deleteFrom('matchSnapshots')
        .where('createdAt', '<', new Date(now.getTime() - SNAPSHOT_TTL_MS))
        .returning('id'),
    )
    .selectFrom('fresh')
    .select('id')
    .executeTakeFirstOrThrow();
}

/** The viewer's snapshot, if it exists and has not expired. */
export async function findSnapshot(db: Db, viewerId: string, id: string, now: Date): Promise<Snapshot | null> {
  const row = await db
    .selectFrom('matchSnapshots')
    .select(['id', 'queryKey', 'userIds', 'scores', 'tailActiveAt', 'tailUserId'])
    .where('id', '=', id)
    .where('viewerId', '=', viewerId)
    .where('createdAt', '>=', new Date(now.getTime() - SNAPSHOT_TTL_MS))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    queryKey: row.queryKey,
    userIds: row.userIds,
    scores: row.scores,
    tail: row.tailActiveAt && row.tailUserId ? { at: row.tailActiveAt, userId: row.tailUserId } : null,
  };
}
