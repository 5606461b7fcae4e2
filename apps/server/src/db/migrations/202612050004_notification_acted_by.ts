import { sql, type Kysely } from 'kysely';

/**
 * Families (issue 29, ADR 017): a notification caused by a family manager acting for a profile (a request they
 * sent, a request they accepted) names them by relation to its recipient ("sent by Anjali's mother").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notifications add column acted_by_relation text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table notifications drop column acted_by_relation`.execute(db);
}
