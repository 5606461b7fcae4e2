import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, MatchProfilesTable } from '../../db/schema';
import { anyId } from '../../db/id-list';

/**
 * The match table writer's SQL (ADR 008): the source rows it reads and the rows it writes (architecture:
 * repositories are the only place SQL lives).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The account columns the match row is derived from, for these members. */
export function listMatchAccounts(db: Db, userIds: readonly string[]) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'usertype',
      'isPersonalFormFilled',
      'isQualificationFormFilled',
      'isLocationFormFilled',
      'isImageFormFilled',
      'isOtherFormFilled',
      'suspendedAt',
      'awaitingCandidateSince',
      'lastActiveAt',
      'createdAt',
      'verifiedAt',
    ])
    .where('id', '=', anyId(userIds))
    .execute();
}

export function listProfilesOf(db: Db, userIds: readonly string[]) {
  return db.selectFrom('profiles').selectAll().where('userId', '=', anyId(userIds)).execute();
}

export function listPartnerPreferencesOf(db: Db, userIds: readonly string[]) {
  return db.selectFrom('partnerPreferences').selectAll().where('userId', '=', anyId(userIds)).execute();
}

export async function deleteMatchRows(db: Db, userIds: readonly string[]): Promise<void> {
  await db.deleteFrom('matchProfiles').where('userId', '=', anyId(userIds)).execute();
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Writes the rows: inserted, or every column but the key replaced where the member has one (the first row's columns). */
export async function upsertMatchRows(db: Db, values: Insertable<MatchProfilesTable>[]): Promise<void> {
  const columns = Object.keys(values[0] ?? {}).filter((column) => column !== 'userId') as Array<
    keyof Insertable<MatchProfilesTable>
  >;
  await db
    .insertInto('matchProfiles')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('userId')
        .doUpdateSet(Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${snake(column)}`)]))),
    )
    .execute();
}
