import { sql, type Kysely } from 'kysely';

/**
 * Members who live outside Australia (issue 26).
 *
 * `profiles.plans_move_to_australia`: the member's answer to "Do you plan to move to Australia?", asked of those
 * who live elsewhere; the Australian visa status is required only of members living in Australia or planning to move
 * there. Null for everyone until they answer (existing rows are untouched).
 *
 * Income in the member's own currency: `income_currency` (ISO 4217) and `income_amount` (a year's income in it,
 * whole units), with `income_aud` its Australian-dollar equivalent, worked out by the server from `currency_rates`
 * when saved (and again when an operator changes a rate). `income` stays the AUD band every comparison reads (partner
 * preferences, filters, the match table, Exclusive eligibility); for such members it is the band of `income_aud`.
 * Members who chose an AUD band keep their rows as they are (all three new columns null).
 *
 * `currency_rates`: Australian dollars per unit of each currency offered, kept by the operator
 * (`npm run currency:rates -- list|set CODE RATE`; no rate is fetched from a network). Launch rates:
 * approximate figures for late 2025 (`as_of` 2025-11-03), not read from a market source: the operator sets current
 * rates before launch.
 */
export const LAUNCH_RATES: ReadonlyArray<readonly [string, string]> = [
  ['AUD', '1'],
  ['INR', '0.01730'],
  ['USD', '1.530'],
  ['GBP', '2.010'],
  ['CAD', '1.090'],
  ['NZD', '0.870'],
  ['AED', '0.4166'],
  ['SAR', '0.4080'],
  ['QAR', '0.4203'],
  ['KWD', '4.980'],
  ['OMR', '3.979'],
  ['BHD', '4.069'],
  ['SGD', '1.180'],
  ['MYR', '0.3660'],
  ['EUR', '1.770'],
  ['PKR', '0.005430'],
  ['NPR', '0.01080'],
  ['LKR', '0.005030'],
  ['BDT', '0.01250'],
  ['FJD', '0.6750'],
  ['ZAR', '0.08800'],
];
const LAUNCH_DATE = '2025-11-03';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table currency_rates (
      code text primary key check (code ~ '^[A-Z]{3}$'),
      aud_per_unit numeric(20, 10) not null check (aud_per_unit > 0),
      as_of date not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  for (const [code, rate] of LAUNCH_RATES) {
    await sql`insert into currency_rates (code, aud_per_unit, as_of) values (${code}, ${rate}, ${LAUNCH_DATE})`.execute(
      db,
    );
  }
  await sql`
    alter table profiles
      add column plans_move_to_australia boolean,
      add column income_currency text,
      add column income_amount integer check (income_amount is null or income_amount >= 0),
      add column income_aud integer check (income_aud is null or income_aud >= 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table profiles
      drop column plans_move_to_australia,
      drop column income_currency,
      drop column income_amount,
      drop column income_aud`.execute(db);
  await sql`drop table currency_rates`.execute(db);
}
