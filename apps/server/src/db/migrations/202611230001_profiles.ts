import { sql, type Kysely } from 'kysely';

// Frozen in time: typed against Kysely<any>, values written out here rather than imported, so a later change to a
// shared list cannot change what this migration did. Option values (religion, community, heights…) are validated by
// the shared schemas on every write; only the structural states below are CHECK constraints.

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

const PHOTO_VISIBILITIES = ['members', 'connections', 'on_request'];
const PHOTO_ACCESS_STATUSES = ['pending', 'granted', 'declined'];
const CONNECTION_STATUSES = ['pending', 'accepted', 'cancelled', 'declined', 'removed'];

/**
 * The member profile and what decides who sees it:
 * - `profiles`: one row per member, created by the first onboarding step; section switches and photo setting;
 * - `photos`: re-encoded photos (files in storage under `storage_key`), ordered, the first is the primary;
 * - `photo_access_requests`: "on request" photos, one row per (owner, viewer);
 * - `partner_preferences`: one row per member, seeded from the questionnaire;
 * - `connections` and `blocks`: the relation between two members, read by the privacy presenter now and written by
 *   the connections and safety work (issues 11 and 14). At most one live (pending or accepted) connection per pair,
 *   whoever sent it, so two members who ask each other at once cannot end with two.
 * Every table cascades from users(id): deleting a member deletes all of it (files are removed by the photos module).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table profiles (
      user_id uuid primary key references users(id) on delete cascade,
      first_name text,
      last_name text,
      display_name text,
      marital_status text,
      number_of_children integer check (number_of_children between 0 and 12),
      contact_number text check (contact_number ~ '^\\+[1-9][0-9]{5,14}$'),
      about text,
      qualification text,
      working_status text,
      occupation text,
      income text,
      citizenship text check (citizenship ~ '^[A-Z]{2}$'),
      nationality text check (nationality ~ '^[A-Z]{2}$'),
      country text check (country ~ '^[A-Z]{2}$'),
      state text,
      city_of_residence text,
      current_location text,
      australian_visa_status text,
      religion text,
      community text,
      sub_community text,
      caste text,
      gotra text,
      mother_tongue text,
      ethnicity text,
      date_of_birth date,
      time_of_birth text check (time_of_birth ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      place_of_birth text,
      height_cm integer check (height_cm between 120 and 230),
      weight_kg integer check (weight_kg between 35 and 200),
      body_type text,
      language text,
      smoking_habit text,
      drinking_habit text,
      diet text,
      complexion text,
      father_occupation text,
      mother_occupation text,
      number_of_siblings integer check (number_of_siblings between 0 and 12),
      living_with_family boolean,
      family_details_visible boolean not null default true,
      personal_details_visible boolean not null default true,
      religious_details_visible boolean not null default true,
      location_details_visible boolean not null default true,
      education_and_financial_details_visible boolean not null default true,
      photo_visibility text not null default 'members' check (photo_visibility in (${list(PHOTO_VISIBILITIES)})),
      hidden boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table photos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      position integer not null check (position >= 0),
      storage_key text not null unique,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      bytes integer not null check (bytes > 0),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index photos_user_position on photos (user_id, position)`.execute(db);

  await sql`
    create table photo_access_requests (
      owner_id uuid not null references users(id) on delete cascade,
      viewer_id uuid not null references users(id) on delete cascade,
      status text not null default 'pending' check (status in (${list(PHOTO_ACCESS_STATUSES)})),
      created_at timestamptz not null default now(),
      responded_at timestamptz,
      primary key (owner_id, viewer_id),
      check (owner_id <> viewer_id)
    )`.execute(db);
  await sql`create index photo_access_requests_viewer on photo_access_requests (viewer_id)`.execute(db);

  await sql`
    create table partner_preferences (
      user_id uuid primary key references users(id) on delete cascade,
      gender_sought text[] not null,
      age_min integer not null check (age_min between 18 and 99),
      age_max integer not null check (age_max between 18 and 99),
      height_min_cm integer check (height_min_cm between 120 and 230),
      height_max_cm integer check (height_max_cm between 120 and 230),
      marital_statuses text[] not null default '{}',
      religions text[] not null default '{}',
      communities text[] not null default '{}',
      mother_tongues text[] not null default '{}',
      countries text[] not null default '{}',
      education_level text,
      diets text[] not null default '{}',
      smoking text[] not null default '{}',
      drinking text[] not null default '{}',
      horoscope_importance text not null,
      caste_importance text not null,
      living_in_australia text not null,
      wedding_goals text not null,
      interests text[] not null default '{}',
      must_have text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (age_min <= age_max),
      check (height_min_cm is null or height_max_cm is null or height_min_cm <= height_max_cm)
    )`.execute(db);

  await sql`
    create table connections (
      id uuid primary key default gen_random_uuid(),
      sender_id uuid not null references users(id) on delete cascade,
      receiver_id uuid not null references users(id) on delete cascade,
      status text not null default 'pending' check (status in (${list(CONNECTION_STATUSES)})),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (sender_id <> receiver_id)
    )`.execute(db);
  await sql`
    create unique index connections_live_pair on connections
      (least(sender_id, receiver_id), greatest(sender_id, receiver_id))
      where status in ('pending', 'accepted')`.execute(db);
  await sql`create index connections_receiver on connections (receiver_id, status)`.execute(db);
  await sql`create index connections_sender on connections (sender_id, status)`.execute(db);

  await sql`
    create table blocks (
      blocker_id uuid not null references users(id) on delete cascade,
      blocked_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id),
      check (blocker_id <> blocked_id)
    )`.execute(db);
  await sql`create index blocks_blocked on blocks (blocked_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['blocks', 'connections', 'partner_preferences', 'photo_access_requests', 'photos', 'profiles']) {
    await db.schema.dropTable(table).execute();
  }
}
