import { sql, type Kysely } from 'kysely';

/**
 * Families (issue 29 point 4, ADR 017 point 12): the candidate stays in charge of changes their helpers make.
 *
 * - `profile_edits`: each change a manager with the `edit` right made to a confirmed profile, as the fields it changed
 *   with their values before and after (`changes`), so the candidate can undo it (`undone_at`, `undone_by`).
 * - `photos.awaiting_candidate`: a photo a manager added to a confirmed profile is shown to the people on the profile
 *   only, until the candidate approves it; `added_by_account_id` and `added_by_relation` say who added it.
 * - Relatives who made a profile keep filling it in: they get the new `edit` right.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table profile_edits (
      id uuid primary key default gen_random_uuid(),
      profile_id uuid not null references users(id) on delete cascade,
      account_id uuid references users(id) on delete set null,
      actor_name text not null,
      relation text not null,
      section text not null,
      changes jsonb not null,
      created_at timestamptz not null,
      undone_at timestamptz,
      undone_by uuid references users(id) on delete set null
    )`.execute(db);
  await sql`create index profile_edits_profile on profile_edits (profile_id, created_at desc)`.execute(db);

  await sql`alter table photos add column awaiting_candidate boolean not null default false`.execute(db);
  await sql`alter table photos add column added_by_account_id uuid references users(id) on delete set null`.execute(db);
  await sql`alter table photos add column added_by_relation text`.execute(db);

  await sql`
    update family_members set rights = array_append(rights, 'edit')
    where made_profile and not ('edit' = any(rights))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update family_members set rights = array_remove(rights, 'edit')`.execute(db);
  await sql`alter table photos drop column added_by_relation`.execute(db);
  await sql`alter table photos drop column added_by_account_id`.execute(db);
  await sql`alter table photos drop column awaiting_candidate`.execute(db);
  await sql`drop table profile_edits`.execute(db);
}
