import { sql, type Kysely } from 'kysely';

/**
 * The console's Plans and money section (issue 15): refunds. A refund is made at the payment provider and written
 * here by an admin (`admin-transaction/record-refund`), so the payments list and the monthly revenue report show
 * it. Kept with the payment it returns (payment records stay for five years, like `subscriptions`); the staff
 * member who wrote it is set null if their account goes. The sum of a payment's refunds never exceeds what was
 * paid (the service checks it, holding the payment's row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payment_refunds (
      id uuid primary key default gen_random_uuid(),
      subscription_id uuid not null references subscriptions(id),
      amount_cents integer not null check (amount_cents > 0),
      gst_cents integer not null check (gst_cents >= 0 and gst_cents <= amount_cents),
      currency text not null default 'AUD' check (currency = 'AUD'),
      provider_reference text,
      reason text not null,
      recorded_by uuid references users(id) on delete set null,
      refunded_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_refunds_subscription on payment_refunds (subscription_id)`.execute(db);
  await sql`create index payment_refunds_refunded on payment_refunds (refunded_at)`.execute(db);
  await sql`create index subscriptions_paid on subscriptions (created_at desc, id desc) where payment_status = 'Completed'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists subscriptions_paid`.execute(db);
  await sql`drop table payment_refunds`.execute(db);
}
