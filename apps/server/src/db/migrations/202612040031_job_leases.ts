import { sql, type Kysely } from 'kysely';

/**
 * Leases of running jobs (issue 26, point 9; ADR 010 amendment). The process running a job holds a row per attempt
 * (`owner` names the attempt) and renews `lease_until` while the handler runs; an active job whose lease ran out
 * belongs to a process that died, and goes back to the queue. Not a pg-boss table: pg-boss's schema stays its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table job_leases (
      job_id uuid primary key,
      name text not null,
      owner uuid not null,
      lease_until timestamptz not null
    )
  `.execute(db);
  await sql`create index job_leases_until on job_leases (lease_until)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists job_leases`.execute(db);
}
