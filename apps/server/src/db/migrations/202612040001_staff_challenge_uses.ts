import { sql, type Kysely } from 'kysely';

/**
 * `staff_challenge_uses`: the staff sign-in challenges (user/login's answer to a staff password, good for five
 * minutes) that have opened a session. Each challenge opens one session at most: admin/auth/verify-totp inserts
 * the challenge's id in the transaction that creates the session, and a second insert of the same id (a replay, or
 * two requests at once) finds it taken. Rows are kept until the challenge would have expired anyway.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table staff_challenge_uses (
      challenge_id text primary key,
      user_id uuid not null references users(id) on delete cascade,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index staff_challenge_uses_expiry on staff_challenge_uses (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table staff_challenge_uses`.execute(db);
}
