import { sql, type Kysely } from 'kysely';
import { ANALYTICS_EVENT_TYPES, FUNNEL_STEPS } from '@app/shared/analytics';

// Migrations are frozen in time: typed against Kysely<any>, never against the current schema types.
// The check constraints take their values from the shared constants as they are when this runs; a later change to
// ANALYTICS_EVENT_TYPES or FUNNEL_STEPS needs its own migration that replaces the constraint.

const CONTACT_STATUSES = ['new', 'in_progress', 'answered', 'closed', 'spam'] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<any>): Promise<void> {
  // Contact form messages (/contact-us). The IP address is kept only as a keyed hash (for abuse handling).
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status in (${list(CONTACT_STATUSES)})`),
    )
    .execute();
  await db.schema
    .createIndex('contact_messages_status_created')
    .on('contact_messages')
    .columns(['status', 'created_at'])
    .execute();
  // Retention and per-address limits on acknowledgement e-mails.
  await db.schema.createIndex('contact_messages_created').on('contact_messages').column('created_at').execute();
  await db.schema
    .createIndex('contact_messages_email_created')
    .on('contact_messages')
    .columns(['email', 'created_at'])
    .execute();

  // First-party measurement, only with the visitor's consent: page views (route patterns) and sign-up funnel steps.
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('visitor_id', 'uuid', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in (${list(ANALYTICS_EVENT_TYPES)})`))
    .addColumn('path', 'text', (col) => col.check(sql`char_length(path) <= 200`))
    .addColumn('step', 'text', (col) => col.check(sql`step in (${list(FUNNEL_STEPS)})`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'analytics_events_shape',
      sql`(type = 'page_view' and path is not null and step is null) or (type = 'funnel' and step is not null and path is null)`,
    )
    .execute();
  // Summary: page views per path over a period; funnel: first time each visitor reached each step.
  await db.schema
    .createIndex('analytics_events_page_views')
    .on('analytics_events')
    .columns(['created_at', 'path'])
    .where(sql.ref('type'), '=', 'page_view')
    .execute();
  await db.schema
    .createIndex('analytics_events_funnel')
    .on('analytics_events')
    .columns(['created_at', 'visitor_id', 'step'])
    .where(sql.ref('type'), '=', 'funnel')
    .execute();
  // Retention: pruning deletes by age across both types.
  await db.schema.createIndex('analytics_events_created').on('analytics_events').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('contact_messages').execute();
}
