import { sql, type Kysely } from 'kysely';
import { USER_TYPES } from '@app/shared/plans';

// Migrations are frozen in time: typed against Kysely<any>, never against the current schema types.
// CHECK lists come from the shared `as const` lists where one exists; adding a value there needs a new
// migration that replaces the constraint.

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

const ROLES = ['member', 'admin'] as const;
const VERIFICATION_PURPOSES = ['signup', 'reset'] as const;

/**
 * Accounts: members, consent records, questionnaire answers, one-time codes, sessions (refresh-token
 * families), refresh tokens and push devices.
 *
 * Every table holding a member's data references users(id) ON DELETE CASCADE, so deleting the user row in
 * the account-deletion transaction removes it all; later tables (profile, photos, connections,
 * notifications, messages) must do the same. Payment records are the exception (not in this migration):
 * the tax office requires them for five years, so their user_id must be ON DELETE SET NULL — kept, but
 * detached from the deleted member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('usertype', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Standard')
        .check(sql`usertype in (${quoted(USER_TYPES)})`),
    )
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('member')
        .check(sql`role in (${quoted(ROLES)})`),
    )
    .addColumn('is_personal_form_filled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_qualification_form_filled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_other_form_filled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_location_form_filled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_image_form_filled', 'boolean', (col) => col.notNull().defaultTo(false))
    // Access tokens issued before this instant are refused (password reset, suspension, deletion).
    .addColumn('tokens_valid_after', 'timestamptz')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspension_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Consent to the terms, privacy and cookies notices, recorded at registration (before the account
  // exists) and linked to the member when the account is created.
  await db.schema
    .createTable('consents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('notice_version', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('consents_email').on('consents').column('email').execute();
  await db.schema.createIndex('consents_user').on('consents').column('user_id').execute();

  await db.schema
    .createTable('questionnaire_answers')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (col) => col.notNull().check(sql`question_id between 1 and 12`))
    .addColumn('answer', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('questionnaire_answers_pkey', ['user_id', 'question_id'])
    .execute();

  // One-time e-mail codes. Only an HMAC of the code is kept; the token the client holds is kept as a
  // SHA-256 hash. code_hmac is null for a decoy (unknown or already-registered e-mail): it never verifies.
  await db.schema
    .createTable('verifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in (${quoted(VERIFICATION_PURPOSES)})`))
    .addColumn('code_hmac', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('last_sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('verifications_email_purpose')
    .on('verifications')
    .columns(['email', 'purpose'])
    .execute();
  await db.schema.createIndex('verifications_expires').on('verifications').column('expires_at').execute();

  // A session is one sign-in: the refresh-token family. Revoking it ends every token of the family.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('absolute_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('remember_me', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('devices')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fcm_token', 'text', (col) => col.notNull().unique())
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('user_status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('devices_user').on('devices').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'devices',
    'refresh_tokens',
    'sessions',
    'verifications',
    'questionnaire_answers',
    'consents',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
