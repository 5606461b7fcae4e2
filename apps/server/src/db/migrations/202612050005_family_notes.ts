import { sql, type Kysely } from 'kysely';

/**
 * The family's shortlist (issue 29 point 5, ADR 017): on each of the profile's favourites, one note and reaction per
 * person on the profile (the candidate or a family manager), seen by them only.
 *
 * `(profile_id, favourite_user_id)` refers to the favourite itself, so a note exists only on a favourite: removing
 * the favourite (un-starring it, or either account going) removes its notes in the same statement. A note goes too
 * with its author's account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table family_notes (
      profile_id uuid not null references users(id) on delete cascade,
      favourite_user_id uuid not null references users(id) on delete cascade,
      account_id uuid not null references users(id) on delete cascade,
      text text not null,
      reaction text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (profile_id, favourite_user_id, account_id),
      foreign key (profile_id, favourite_user_id) references favourites (user_id, favorited_user_id) on delete cascade,
      check (reaction in ('like', 'unsure', 'dislike'))
    )`.execute(db);
  await sql`create index family_notes_account on family_notes (account_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table family_notes`.execute(db);
}
