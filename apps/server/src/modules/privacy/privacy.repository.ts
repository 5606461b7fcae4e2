import type { PhotoAccessStatus } from '@app/shared/photos';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProfilesTable, UsersTable } from '../../db/schema';
import { anyId } from '../../db/id-list';

/**
 * What the privacy decision reads of a member, and of a viewer's photo request: the owner's account (only the
 * columns the rules need) and profile row. Other modules read a member's profile row here too (`findProfile`),
 * so there is one read of it. This file only reads rows.
 */
export type Db = Kysely<Database> | Transaction<Database>;

/** A member's profile row (the profile module writes it). */
export type ProfileRow = Selectable<ProfilesTable>;

/** The member's profile row, or undefined until the first onboarding step is saved. */
export function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** What the privacy rules and the presenter need of a member's account: never e-mail, uid or password. */
export type OwnerAccount = Pick<
  Selectable<UsersTable>,
  'id' | 'usertype' | 'suspendedAt' | 'isPersonalFormFilled' | 'verifiedAt' | 'awaitingCandidateSince'
>;
const OWNER_ACCOUNT_COLUMNS = [
  'id',
  'usertype',
  'suspendedAt',
  'isPersonalFormFilled',
  'verifiedAt',
  'awaitingCandidateSince',
] as const;

export function findOwnerAccount(db: Db, userId: string): Promise<OwnerAccount | undefined> {
  return db.selectFrom('users').select(OWNER_ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/** Accounts and profile rows of several members at once (lists: favourites, who viewed me, discover). */
export async function findOwnerRowsMany(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { account: OwnerAccount; profile: ProfileRow | null }>> {
  if (userIds.length === 0) return new Map();
  const [accounts, profiles] = await Promise.all([
    db.selectFrom('users').select(OWNER_ACCOUNT_COLUMNS).where('id', '=', anyId(userIds)).execute(),
    db.selectFrom('profiles').selectAll().where('userId', '=', anyId(userIds)).execute(),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  return new Map(accounts.map((account) => [account.id, { account, profile: profileOf.get(account.id) ?? null }]));
}

/**
 * The viewer's request to see the owner's photos ("on request" visibility): its status, or null when they never asked.
 * Read by the privacy decision (viewer-access.ts) and by the photos module (a new request's status).
 */
export async function findAccessRequestStatus(
  db: Db,
  ownerId: string,
  viewerId: string,
): Promise<PhotoAccessStatus | null> {
  const row = await db
    .selectFrom('photoAccessRequests')
    .select('status')
    .where('ownerId', '=', ownerId)
    .where('viewerId', '=', viewerId)
    .executeTakeFirst();
  return row?.status ?? null;
}
