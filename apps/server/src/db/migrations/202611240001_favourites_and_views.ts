import { sql, type Kysely } from 'kysely';

/**
 * Discover's member-to-member records (issue 10):
 * - `favourites`: a member's starred profiles (POST profile/favorite/toggleFav), one row per pair;
 * - `profile_views`: who opened whose profile, one row per viewer, viewed member and UTC day (POST
 *   profile-view/add-view), so "who viewed me" counts a visitor once a day however often they look.
 * Both cascade from users(id). Whether a row is shown (blocks, hidden, suspended profiles) is decided when it is
 * read, by the same rules as the profile view, so unblocking restores them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table favourites (
      user_id uuid not null references users(id) on delete cascade,
      favorited_user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, favorited_user_id),
      check (user_id <> favorited_user_id)
    )`.execute(db);
  await sql`create index favourites_favorited on favourites (favorited_user_id)`.execute(db);
  await sql`create index favourites_user_created on favourites (user_id, created_at desc)`.execute(db);

  await sql`
    create table profile_views (
      viewer_id uuid not null references users(id) on delete cascade,
      viewed_id uuid not null references users(id) on delete cascade,
      view_day date not null,
      viewed_at timestamptz not null default now(),
      primary key (viewed_id, viewer_id, view_day),
      check (viewer_id <> viewed_id)
    )`.execute(db);
  await sql`create index profile_views_viewed_recent on profile_views (viewed_id, viewed_at desc)`.execute(db);
  await sql`create index profile_views_viewer on profile_views (viewer_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile_views').execute();
  await db.schema.dropTable('favourites').execute();
}
