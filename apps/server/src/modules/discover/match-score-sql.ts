import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { EDUCATION_LEVELS, MUST_HAVE_KEYS, type MustHaveKey, type PartnerPreferences } from '@app/shared/profile';
import { AUSTRALIA, educationRank, SCORE_WEIGHTS, statedPreferences, type MatchMember } from './match-rules';

/**
 * `scoreMatch(viewer, c, now).score` (match-rules.ts) as one SQL expression on a match-table row `c`, so a best-match
 * pool is ranked in PostgreSQL: the pool's members are not sent to the app (200 rows of about 1 KB, two thirds of it
 * the preferences, each decoded and parsed) only to be scored and dropped. The rules stay in match-rules.ts; this
 * is their translation, checked against `scoreMatch` member by member on seeded data (match-score-sql.int.test.ts).
 * The reasons are still worked out in the app, for the cards shown.
 *
 * Same arithmetic as the app: the ratios and weights in double precision, added in the same order, then rounded as
 * `Math.round` does (halves up: `floor(x + 0.5)`; PostgreSQL's `round` of a double rounds halves to even).
 */

type Side = RawBuilder<SqlBool>;

const FALSE = sql<SqlBool>`false`;
/** A null (an unknown value) fails, as in `satisfies`. */
const known = (condition: Side) => sql<SqlBool>`coalesce(${condition}, false)`;
const count = (conditions: readonly Side[]) =>
  conditions.length === 0
    ? sql<number>`0`
    : sql<number>`(${sql.join(
        conditions.map((c) => sql`${known(c)}::int`),
        sql` + `,
      )})`;
const text = (value: string) => sql`${value}::text`;
const texts = (values: readonly string[]) => sql`${[...values]}::text[]`;

/** The list preferences, by key: the preference field, the member's column, and the member's field. */
const LISTS = {
  maritalStatuses: { column: 'marital_status', field: 'maritalStatus' },
  religions: { column: 'religion', field: 'religion' },
  communities: { column: 'community', field: 'community' },
  motherTongues: { column: 'mother_tongue', field: 'motherTongue' },
  countries: { column: 'country', field: 'country' },
  diets: { column: 'diet', field: 'diet' },
  smoking: { column: 'smoking', field: 'smoking' },
  drinking: { column: 'drinking', field: 'drinking' },
} as const satisfies Partial<Record<MustHaveKey, { column: string; field: keyof MatchMember }>>;

const isList = (key: MustHaveKey): key is keyof typeof LISTS => key in LISTS;

/** `satisfies(preferences, key, c)`: the viewer's preference (known here) met by the candidate's columns. */
function candidateMeets(preferences: PartnerPreferences, key: MustHaveKey): Side {
  if (isList(key)) return sql<SqlBool>`c.${sql.raw(LISTS[key].column)} = any(${texts(preferences[key])})`;
  switch (key) {
    case 'heightRange': {
      const { heightMinCm: min, heightMaxCm: max } = preferences;
      return sql<SqlBool>`(c.height_cm is not null${min === null ? sql`` : sql` and c.height_cm >= ${min}::int`}${
        max === null ? sql`` : sql` and c.height_cm <= ${max}::int`
      })`;
    }
    case 'educationLevel': {
      const wanted = educationRank(preferences.educationLevel);
      return wanted === null ? FALSE : sql<SqlBool>`c.education_rank >= ${wanted}::int`;
    }
    case 'livingInAustralia':
      return preferences.livingInAustralia === 'Yes'
        ? sql<SqlBool>`c.country = ${text(AUSTRALIA)}`
        : sql<SqlBool>`c.country <> ${text(AUSTRALIA)}`;
  }
  return FALSE;
}

/**
 * The candidate's stored preferences (`c.preferences`, jsonb) decoded once per row into typed columns, as `p`: the
 * score's expression reads them from there (`from match_profiles c cross join lateral <this>`), where reading each
 * field with its own `->` would decode the row's preferences forty times.
 */
export const CANDIDATE_PREFERENCES = sql`jsonb_to_record(c.preferences) as p(
  "heightMinCm" numeric, "heightMaxCm" numeric, "maritalStatuses" text[], "religions" text[], "communities" text[],
  "motherTongues" text[], "countries" text[], "educationLevel" text, "diets" text[], "smoking" text[],
  "drinking" text[], "livingInAustralia" text)`;

/** The candidate's preference on `key` (from `p`): whether they stated one, and whether the viewer meets it. */
function viewerMeets(viewer: MatchMember, key: MustHaveKey): { stated: Side; met: Side } {
  // Quoted as written (`sql.ref` would be snake-cased by the camel-case plugin); the names are this file's own.
  const field = (name: string) => sql.raw(`p."${name}"`);
  if (isList(key)) {
    const value = viewer[LISTS[key].field];
    return {
      stated: sql<SqlBool>`cardinality(${field(key)}) > 0`,
      met: value === null ? FALSE : sql<SqlBool>`${text(value)} = any(${field(key)})`,
    };
  }
  switch (key) {
    case 'heightRange': {
      const height = viewer.heightCm;
      return {
        stated: sql<SqlBool>`(p."heightMinCm" is not null or p."heightMaxCm" is not null)`,
        met:
          height === null
            ? FALSE
            : sql<SqlBool>`(coalesce(${height}::numeric >= p."heightMinCm", true) and coalesce(${height}::numeric <= p."heightMaxCm", true))`,
      };
    }
    case 'educationLevel': {
      const rank = viewer.educationRank;
      return {
        stated: sql<SqlBool>`p."educationLevel" is not null`,
        met:
          rank === null
            ? FALSE
            : sql<SqlBool>`array_position(${texts(EDUCATION_LEVELS)}, p."educationLevel") - 1 <= ${rank}::int`,
      };
    }
    case 'livingInAustralia': {
      const inAustralia = viewer.country === null ? null : viewer.country === AUSTRALIA;
      return {
        stated: sql<SqlBool>`p."livingInAustralia" in ('Yes', 'No')`,
        met: inAustralia === null ? FALSE : sql<SqlBool>`(p."livingInAustralia" = 'Yes') = ${inAustralia}::boolean`,
      };
    }
  }
  return { stated: FALSE, met: FALSE };
}

/** The steps of `activityFactor` (match-rules.ts): active within `days`, the factor (the test checks the two agree). */
export const ACTIVITY_STEPS = [
  { days: 1, factor: 1 },
  { days: 7, factor: 0.8 },
  { days: 30, factor: 0.5 },
  { days: 90, factor: 0.25 },
] as const;
const DAY_MS = 86_400_000;

/** The score of `c` for `viewer` at `now`, 0–100 (an integer); reads `p` (`CANDIDATE_PREFERENCES`). */
export function matchScoreSql(viewer: MatchMember, now: Date): RawBuilder<number> {
  const w = (value: number) => sql`${value}::float8`;
  const ratio = (met: RawBuilder<number>, stated: RawBuilder<number>) =>
    sql`(case when ${stated} = 0 then 1::float8 else ${met}::float8 / ${stated}::float8 end)`;

  const viewerStated = statedPreferences(viewer.preferences);
  const fitsViewer = ratio(
    count(viewerStated.map((key) => candidateMeets(viewer.preferences, key))),
    sql<number>`${viewerStated.length}::int`,
  );
  // Every key a preference can be stated for is a key a must-have can name.
  const sides = MUST_HAVE_KEYS.map((key) => viewerMeets(viewer, key));
  const fitsCandidate = ratio(
    count(sides.map((side) => sql<SqlBool>`(${side.stated} and ${side.met})`)),
    count(sides.map((side) => side.stated)),
  );
  const shared = sql`(select count(*) from unnest(${texts(viewer.interests)}) as mine(interest) where mine.interest = any(c.interests))`;
  const activity = sql`(case ${sql.join(
    ACTIVITY_STEPS.map(
      (step) =>
        sql`when c.last_active_at >= ${new Date(now.getTime() - step.days * DAY_MS)}::timestamptz then ${w(step.factor)}`,
    ),
    sql` `,
  )} else 0::float8 end)`;
  const raw = sql`(${w(SCORE_WEIGHTS.fitsViewer)} * ${fitsViewer} + ${w(SCORE_WEIGHTS.fitsCandidate)} * ${fitsCandidate} + ${w(
    SCORE_WEIGHTS.interests,
  )} * least(${shared}::float8 / 3, 1::float8) + ${w(SCORE_WEIGHTS.completeness)} * (least(100, greatest(0, c.completeness))::float8 / 100) + ${w(
    SCORE_WEIGHTS.activity,
  )} * ${activity})`;
  return sql<number>`greatest(0, least(100, floor(${raw} + 0.5)))::int`;
}
