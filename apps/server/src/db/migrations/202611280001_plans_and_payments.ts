import { sql, type Kysely } from 'kysely';

// Frozen in time: the lists are written out here, not imported, so a later change to the shared lists needs a
// migration of its own.
const TIERS = `'Standard', 'Premium', 'Exclusive'`;

/**
 * Plans and payments (issue 12).
 *
 * - `plans`: the price list (seeded from the launch catalogue below; an operator edits rows with `npm run plans`).
 * - `checkout_sessions`: each checkout a member starts, with either provider (Stripe, or the built-in local one);
 *   its `state` changes only through the payment webhook.
 * - `subscriptions`: what a member holds: one row per paid order or complimentary grant. Kept when the member
 *   deletes their account (the tax office needs payment records for five years): `user_id` is set null and the
 *   billing name and e-mail stay with the row for the receipt.
 * - `payment_events`: every webhook event id handled, so a repeated delivery changes nothing.
 * - The development outbox keeps a message's attachments (the receipt PDF), so tests and developers can read them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table plans (
      id text primary key check (id ~ '^[a-z0-9-]{1,64}$'),
      tier text not null check (tier in (${sql.raw(TIERS)})),
      plan_name text not null check (length(plan_name) between 1 and 80),
      plan_type text not null check (plan_type in ('Monthly', 'Yearly')),
      duration_in_months integer not null check (duration_in_months between 1 and 36),
      price_cents integer not null check (price_cents >= 0),
      currency text not null default 'AUD' check (currency = 'AUD'),
      description text not null default '',
      feature_list jsonb not null default '[]',
      features jsonb not null default '[]',
      highlighted boolean not null default false,
      sort_order integer not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((tier = 'Standard') = (price_cents = 0))
    )`.execute(db);

  await sql`
    create table checkout_sessions (
      id text primary key,
      provider text not null check (provider in ('stripe', 'local')),
      user_id uuid references users(id) on delete set null,
      plan_id text not null references plans(id),
      amount_cents integer not null check (amount_cents > 0),
      currency text not null default 'AUD',
      state text not null default 'pending' check (state in ('pending', 'paid', 'failed', 'expired')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      completed_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index checkout_sessions_user on checkout_sessions (user_id, created_at desc)`.execute(db);

  await sql`create sequence subscription_order_number start 1000001`.execute(db);
  await sql`
    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      order_id text not null unique,
      user_id uuid references users(id) on delete set null,
      plan_id text not null references plans(id),
      tier text not null check (tier in (${sql.raw(TIERS)}) and tier <> 'Standard'),
      plan_name text not null,
      plan_type text not null check (plan_type in ('Monthly', 'Yearly')),
      duration_in_months integer not null check (duration_in_months > 0),
      amount_cents integer not null check (amount_cents >= 0),
      gst_cents integer not null check (gst_cents >= 0 and gst_cents <= amount_cents),
      currency text not null default 'AUD',
      provider text not null check (provider in ('stripe', 'local', 'complimentary')),
      checkout_session_id text unique references checkout_sessions(id),
      payment_reference text,
      status text not null check (status in ('active', 'expired', 'cancelled')),
      payment_status text not null check (payment_status in ('Completed', 'complimentary')),
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      billing_name text not null default '',
      billing_email text not null default '',
      granted_by text,
      grant_reason text,
      reminder_sent_at timestamptz,
      expired_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((provider = 'complimentary') = (payment_status = 'complimentary')),
      check (provider = 'complimentary' or checkout_session_id is not null)
    )`.execute(db);
  await sql`create index subscriptions_user on subscriptions (user_id, ends_at desc)`.execute(db);
  await sql`create index subscriptions_running on subscriptions (ends_at) where status = 'active'`.execute(db);

  await sql`
    create table payment_events (
      id text primary key,
      provider text not null check (provider in ('stripe', 'local')),
      type text not null,
      object_id text,
      outcome text not null,
      received_at timestamptz not null default now()
    )`.execute(db);

  await sql`alter table email_outbox add column attachments jsonb not null default '[]'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox drop column attachments`.execute(db);
  await sql`drop table payment_events`.execute(db);
  await sql`drop table subscriptions`.execute(db);
  await sql`drop sequence subscription_order_number`.execute(db);
  await sql`drop table checkout_sessions`.execute(db);
  await sql`drop table plans`.execute(db);
}
