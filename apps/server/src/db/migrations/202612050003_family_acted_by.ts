import { sql, type Kysely } from 'kysely';

/**
 * Families (issue 29, ADR 017): a message written, or a connection request sent, by a family manager for the
 * profile says so to everyone ("sent by Anjali's mother"). The account is kept to name it in the family's own log
 * (null once that account is erased); the relation is what others are shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column acted_by_account_id uuid references users(id) on delete set null`.execute(
    db,
  );
  await sql`alter table messages add column acted_by_relation text`.execute(db);
  await sql`alter table connections add column requested_by_account_id uuid references users(id) on delete set null`.execute(
    db,
  );
  await sql`alter table connections add column requested_by_relation text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table connections drop column requested_by_relation`.execute(db);
  await sql`alter table connections drop column requested_by_account_id`.execute(db);
  await sql`alter table messages drop column acted_by_relation`.execute(db);
  await sql`alter table messages drop column acted_by_account_id`.execute(db);
}
