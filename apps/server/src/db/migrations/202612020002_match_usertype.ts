import { sql, type Kysely } from 'kysely';

/**
 * The member's tier in the match table (issue 10, ADR 008 amendment of 2026-11-25): best match lifts paid members
 * within a score band, so ranking a pool needs each member's tier. It was read from `users` by primary key for every
 * member of the pool (200 index and table reads per first page); it is now a column of the row the score already
 * reads, written by the match table's one writer, which every change of tier already calls (`recomputeUsertype`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table match_profiles add column usertype text not null default 'Standard'`.execute(db);
  await sql`update match_profiles m set usertype = u.usertype from users u where u.id = m.user_id and u.usertype <> 'Standard'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table match_profiles drop column usertype`.execute(db);
}
