import { sql, type Kysely } from 'kysely';

/**
 * Horoscope matching (issue 31, docs/horoscope.md).
 *
 * - `profiles.horoscope_opt_in`: the member chose "Use my birth details for horoscope matching" (off by default).
 * - `profiles.birth_city_id` and the place it named when chosen (`birth_latitude`, `birth_longitude`,
 *   `birth_time_zone`): the city of birth from `GET dropdown/cities`. The coordinates and IANA zone are kept with the
 *   member, so a later release of the city list never moves a chart. `place_of_birth` keeps the city's name as text.
 * - `profiles.horoscope_chart`: the chart computed from the birth details (null unless opted in with a date and a
 *   city), recomputed whenever they change.
 * - `profiles.horoscope_moon` and `match_profiles.horoscope_moon`: the Moon Guna Milan reads, as
 *   `nakshatra * 12 + rashi` (0–323; 36 values occur). Null unless the member opted in and the Moon's nakshatra and
 *   rashi are certain (an unknown time can leave them open). `match_profiles.manglik` likewise (null when unknown).
 * - `guna_milan_pairs`: the score of every pair of Moons, bride's and groom's (36 × 36 rows), and the lower of the
 *   two ways for pairs read either way. Derived from the code (`modules/horoscope`), which fills it at start-up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table profiles
      add column horoscope_opt_in boolean not null default false,
      add column birth_city_id text,
      add column birth_latitude double precision,
      add column birth_longitude double precision,
      add column birth_time_zone text,
      add column horoscope_chart jsonb,
      add column horoscope_moon smallint,
      add constraint profiles_birth_city_whole check (
        (birth_city_id is null) = (birth_latitude is null)
        and (birth_city_id is null) = (birth_longitude is null)
        and (birth_city_id is null) = (birth_time_zone is null)),
      add constraint profiles_horoscope_moon_range check (horoscope_moon between 0 and 323)`.execute(db);
  await sql`
    alter table match_profiles
      add column horoscope_moon smallint,
      add column manglik boolean`.execute(db);
  await sql`
    create table guna_milan_pairs (
      bride_moon smallint not null,
      groom_moon smallint not null,
      score real not null,
      either_way_score real not null,
      primary key (bride_moon, groom_moon)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table guna_milan_pairs`.execute(db);
  await sql`alter table match_profiles drop column manglik, drop column horoscope_moon`.execute(db);
  await sql`
    alter table profiles
      drop constraint profiles_horoscope_moon_range,
      drop constraint profiles_birth_city_whole,
      drop column horoscope_moon,
      drop column horoscope_chart,
      drop column birth_time_zone,
      drop column birth_longitude,
      drop column birth_latitude,
      drop column birth_city_id,
      drop column horoscope_opt_in`.execute(db);
}
