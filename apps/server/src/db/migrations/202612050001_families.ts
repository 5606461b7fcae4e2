import { sql, type Kysely } from 'kysely';

/**
 * Families (issue 29, ADR 017): relatives look after a candidate's profile from accounts of their own.
 *
 * - `family_members`: who looks after which profile, as what relation, with which rights (`browse`, `shortlist`,
 *   `request`, `respond`, `chat`), and when they last acted for it. Gone with either account.
 * - `family_invitations`: an e-mailed invitation to look after a profile (the SHA-256 of its token only), valid for
 *   seven days, withdrawable, accepted once.
 * - `family_activity`: the profile's append-only log of what each person did, naming the account (kept as null when
 *   that account is erased) and its relation at the time, in the order written (`seq`).
 * - `sessions.acting_profile_id`: the profile a session acts for (`family/switch`); null is the account's own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table family_members (
      profile_id uuid not null references users(id) on delete cascade,
      account_id uuid not null references users(id) on delete cascade,
      relation text not null,
      rights text[] not null,
      made_profile boolean not null default false,
      created_at timestamptz not null,
      last_active_at timestamptz,
      primary key (profile_id, account_id),
      check (profile_id <> account_id)
    )`.execute(db);
  await sql`create index family_members_account on family_members (account_id)`.execute(db);

  await sql`
    create table family_invitations (
      id uuid primary key default gen_random_uuid(),
      profile_id uuid not null references users(id) on delete cascade,
      invited_by uuid references users(id) on delete set null,
      email text not null,
      relation text not null,
      rights text[] not null,
      token_hash text not null unique,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by uuid references users(id) on delete set null,
      withdrawn_at timestamptz
    )`.execute(db);
  await sql`create index family_invitations_profile on family_invitations (profile_id, created_at desc)`.execute(db);
  await sql`create index family_invitations_email on family_invitations (email)`.execute(db);

  await sql`
    create table family_activity (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      profile_id uuid not null references users(id) on delete cascade,
      account_id uuid references users(id) on delete set null,
      actor_name text not null,
      actor_relation text,
      kind text not null,
      detail jsonb not null default '{}'::jsonb,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index family_activity_profile on family_activity (profile_id, seq desc)`.execute(db);

  await sql`alter table sessions add column acting_profile_id uuid references users(id) on delete set null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sessions drop column acting_profile_id`.execute(db);
  await sql`drop table family_activity`.execute(db);
  await sql`drop table family_invitations`.execute(db);
  await sql`drop table family_members`.execute(db);
}
