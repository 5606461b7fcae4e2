import { sql, type Kysely } from 'kysely';

/**
 * Families (issue 29, ADR 017): a relative may buy a plan for the profile they help with.
 *
 * - `checkout_sessions.purchased_by`: the account that started the checkout when it is not the profile's own.
 * - `subscriptions.purchased_by`, `purchased_for`: who bought it, and the profile it was bought for as the receipt
 *   names it ("the profile of Anjali (member no. …)"), kept as written on the day, like the rest of a tax invoice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table checkout_sessions add column purchased_by uuid references users(id) on delete set null`.execute(
    db,
  );
  await sql`alter table subscriptions add column purchased_by uuid references users(id) on delete set null`.execute(db);
  await sql`alter table subscriptions add column purchased_for text not null default ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table subscriptions drop column purchased_for`.execute(db);
  await sql`alter table subscriptions drop column purchased_by`.execute(db);
  await sql`alter table checkout_sessions drop column purchased_by`.execute(db);
}
