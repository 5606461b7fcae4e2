import { sql, type Kysely } from 'kysely';

/**
 * Mutual matching in PostgreSQL (issue 10, ADR 008):
 * - `users.last_active_at`: when the member last signed in or renewed a session (kept to the hour), read by the
 *   "recently active" sort and the score; `users.verified_at`: when the site verified the member's identity
 *   (written by the safety issue's verification; null until then), shown as the tick on cards.
 * - `match_profiles`: one row per discoverable member (all five onboarding steps saved, not hidden, not
 *   suspended), derived from users, profiles, questionnaire answers and partner preferences by one writer
 *   (`refreshMatchProfiles`) that every write of those inputs calls in its own transaction. It holds the fields
 *   the matcher filters on and the member's own preferences in the same form, so "do I fit them?" is a few tests
 *   per row: `must_*` columns are null unless that preference is a must-have.
 * - `match_snapshots`: one ranked list of a viewer's best matches, so later pages read positions instead of
 *   ranking again and each member appears once however many join meanwhile. When the pool was full, `tail_*` is
 *   its last member in activity order, where the pages continue by activity. Kept a day; a viewer keeps a few.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column last_active_at timestamptz not null default now()`.execute(db);
  await sql`update users set last_active_at = updated_at`.execute(db);
  await sql`alter table users add column verified_at timestamptz`.execute(db);

  await sql`
    create table match_profiles (
      user_id uuid primary key references users(id) on delete cascade,
      gender text not null,
      birth_date date not null,
      height_cm integer,
      marital_status text,
      has_children boolean,
      religion text,
      community text,
      mother_tongue text,
      diet text,
      smoking text,
      drinking text,
      qualification text,
      education_rank smallint,
      occupation text,
      income_min integer,
      country text,
      state text,
      interests text[] not null default '{}',
      completeness smallint not null check (completeness between 0 and 100),
      seek_genders text[] not null,
      pref_age_min smallint not null,
      pref_age_max smallint not null,
      must_height_min smallint,
      must_height_max smallint,
      must_marital_statuses text[],
      must_religions text[],
      must_communities text[],
      must_mother_tongues text[],
      must_countries text[],
      must_education_rank smallint,
      must_diets text[],
      must_smoking text[],
      must_drinking text[],
      must_living_in_australia boolean,
      preferences jsonb not null,
      last_active_at timestamptz not null,
      joined_at timestamptz not null,
      refreshed_at timestamptz not null,
      check ((must_height_min is null) = (must_height_max is null))
    )`.execute(db);
  // The ordered indexes go on with the columns the matcher tests most often and most selectively: the age window
  // (birth_date), a must-have community or mother tongue, and for the religion index the commonest search (religion
  // and diet). Those are checked in the index as it is read in order, so only members who pass them are fetched from
  // the table while the pool fills (ADR 008). `match_profiles_birth` serves viewers with few matches, where there is
  // no order worth following.
  await sql`
    create index match_profiles_active
    on match_profiles (gender, last_active_at desc, user_id desc, birth_date, community, mother_tongue)`.execute(db);
  await sql`
    create index match_profiles_joined
    on match_profiles (gender, joined_at desc, user_id desc, birth_date, community, mother_tongue)`.execute(db);
  await sql`create index match_profiles_birth on match_profiles (gender, birth_date)`.execute(db);
  await sql`
    create index match_profiles_religion
    on match_profiles (gender, religion, last_active_at desc, user_id desc, birth_date, diet, community, mother_tongue)`.execute(
    db,
  );

  await sql`
    create table match_snapshots (
      id uuid primary key default gen_random_uuid(),
      viewer_id uuid not null references users(id) on delete cascade,
      query_key text not null,
      user_ids uuid[] not null,
      scores smallint[] not null,
      tail_active_at timestamptz,
      tail_user_id uuid,
      created_at timestamptz not null default now(),
      check (cardinality(user_ids) = cardinality(scores))
    )`.execute(db);
  await sql`create index match_snapshots_viewer on match_snapshots (viewer_id, created_at desc)`.execute(db);
  await sql`create index match_snapshots_created on match_snapshots (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('match_snapshots').execute();
  await db.schema.dropTable('match_profiles').execute();
  await sql`alter table users drop column verified_at`.execute(db);
  await sql`alter table users drop column last_active_at`.execute(db);
}
