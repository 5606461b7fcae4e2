import type { Kysely, Transaction } from 'kysely';
import { anyId } from '../../db/id-list';
import type { Database, FamilyReactionColumn, FamilyRelationColumn, FamilyRightColumn } from '../../db/schema';

/** Every query of the family module (ADR 017). */

type Db = Kysely<Database> | Transaction<Database>;

const invitationColumns = [
  'i.id',
  'i.profileId',
  'i.email',
  'i.relation',
  'i.rights',
  'i.createdAt',
  'i.expiresAt',
  'i.acceptedAt',
  'i.withdrawnAt',
] as const;
const invitationFields = [
  'id',
  'profileId',
  'email',
  'relation',
  'rights',
  'createdAt',
  'expiresAt',
  'acceptedAt',
  'withdrawnAt',
] as const;

/** `manage`: the candidate invites a helper; `confirm`: a relative who made the profile asks the candidate to confirm. */
export type InvitationKind = 'manage' | 'confirm';

export type InvitationRow = {
  id: string;
  profileId: string;
  email: string;
  relation: FamilyRelationColumn;
  rights: FamilyRightColumn[];
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  withdrawnAt: Date | null;
};

/** An account's e-mail and the name its profile shows (null when it has no profile yet). */
export function findAccount(db: Db, id: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.email', 'u.familyOnly', 'p.displayName', 'p.firstName'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/**
 * The name an account that only helps goes by (ADR 017 point 9): the first name of its profile row, which is never
 * shown as a profile (its onboarding is never done); made with the name, or renamed.
 */
export async function saveHelperName(db: Db, userId: string, name: string, now: Date): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ userId, firstName: name, createdAt: now, updatedAt: now })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ firstName: name, updatedAt: now }))
    .execute();
}

export function findAccountByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();
}

export async function insertInvitation(
  db: Db,
  row: {
    profileId: string;
    invitedBy: string;
    email: string;
    relation: FamilyRelationColumn;
    rights: FamilyRightColumn[];
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    kind?: InvitationKind;
  },
): Promise<InvitationRow> {
  return db
    .insertInto('familyInvitations')
    .values({
      profileId: row.profileId,
      invitedBy: row.invitedBy,
      email: row.email,
      relation: row.relation,
      rights: row.rights,
      tokenHash: row.tokenHash,
      createdAt: row.now,
      expiresAt: row.expiresAt,
      kind: row.kind ?? 'manage',
    })
    .returning(invitationFields)
    .executeTakeFirstOrThrow();
}

/** Invitations still open for this profile and e-mail (a second invitation to one address replaces the first). */
export async function withdrawOpenInvitationsTo(
  db: Db,
  profileId: string,
  email: string | null,
  now: Date,
  kind: InvitationKind = 'manage',
): Promise<void> {
  await db
    .updateTable('familyInvitations')
    .set({ withdrawnAt: now })
    .where('profileId', '=', profileId)
    .where('kind', '=', kind)
    .$if(email !== null, (query) => query.where('email', '=', email as string))
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

export function listInvitationsOf(db: Db, profileId: string, limit: number): Promise<InvitationRow[]> {
  return db
    .selectFrom('familyInvitations as i')
    .select(invitationColumns)
    .where('i.profileId', '=', profileId)
    .where('i.kind', '=', 'manage')
    .orderBy('i.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** Open invitations addressed to an e-mail, with the name of the profile each is for. */
export function listOpenInvitationsTo(db: Db, email: string, now: Date) {
  return db
    .selectFrom('familyInvitations as i')
    .leftJoin('profiles as p', 'p.userId', 'i.profileId')
    .select([...invitationColumns, 'p.displayName', 'p.firstName'])
    .where('i.email', '=', email)
    .where('i.kind', '=', 'manage')
    .where('i.acceptedAt', 'is', null)
    .where('i.withdrawnAt', 'is', null)
    .where('i.expiresAt', '>', now)
    .orderBy('i.createdAt', 'desc')
    .execute();
}

export function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
  kind: InvitationKind = 'manage',
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('familyInvitations as i')
    .select(invitationColumns)
    .where('i.tokenHash', '=', tokenHash)
    .where('i.kind', '=', kind)
    .executeTakeFirst();
}

/** Withdraws an open invitation of this profile; undefined when there was none open. */
export async function withdrawInvitation(
  db: Db,
  profileId: string,
  id: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  return db
    .updateTable('familyInvitations')
    .set({ withdrawnAt: now })
    .where('id', '=', id)
    .where('profileId', '=', profileId)
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .returning(invitationFields)
    .executeTakeFirst();
}

/** Marks an open, unexpired invitation accepted; undefined when another request took it first or it closed. */
export function acceptInvitation(db: Db, id: string, accountId: string, now: Date) {
  return db
    .updateTable('familyInvitations')
    .set({ acceptedAt: now, acceptedBy: accountId })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id'])
    .executeTakeFirst();
}

export async function countManagers(db: Db, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('familyMembers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profileId', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds a manager; false when the account already looks after the profile. */
export async function insertManager(
  db: Db,
  row: {
    profileId: string;
    accountId: string;
    relation: FamilyRelationColumn;
    rights: FamilyRightColumn[];
    now: Date;
    madeProfile?: boolean;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('familyMembers')
    .values({
      profileId: row.profileId,
      accountId: row.accountId,
      relation: row.relation,
      rights: row.rights,
      createdAt: row.now,
      madeProfile: row.madeProfile ?? false,
    })
    .onConflict((oc) => oc.columns(['profileId', 'accountId']).doNothing())
    .returning(['accountId'])
    .executeTakeFirst();
  return inserted !== undefined;
}

const managerColumns = [
  'fm.accountId',
  'fm.relation',
  'fm.rights',
  'fm.createdAt',
  'fm.lastActiveAt',
  'fm.madeProfile',
  'p.displayName',
  'p.firstName',
] as const;

export function listManagers(db: Db, profileId: string) {
  return db
    .selectFrom('familyMembers as fm')
    .leftJoin('profiles as p', 'p.userId', 'fm.accountId')
    .select(managerColumns)
    .where('fm.profileId', '=', profileId)
    .orderBy('fm.createdAt')
    .execute();
}

export function findManager(db: Db, profileId: string, accountId: string) {
  return db
    .selectFrom('familyMembers as fm')
    .leftJoin('profiles as p', 'p.userId', 'fm.accountId')
    .select(managerColumns)
    .where('fm.profileId', '=', profileId)
    .where('fm.accountId', '=', accountId)
    .executeTakeFirst();
}

export async function updateRights(db: Db, profileId: string, accountId: string, rights: FamilyRightColumn[]) {
  return db
    .updateTable('familyMembers')
    .set({ rights })
    .where('profileId', '=', profileId)
    .where('accountId', '=', accountId)
    .returning(['accountId'])
    .executeTakeFirst();
}

export async function deleteManager(db: Db, profileId: string, accountId: string) {
  return db
    .deleteFrom('familyMembers')
    .where('profileId', '=', profileId)
    .where('accountId', '=', accountId)
    .returning(['relation'])
    .executeTakeFirst();
}

/** Sessions of the account acting for the profile go back to the account's own (after a removal). */
export async function clearActingSessions(db: Db, accountId: string, profileId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ actingProfileId: null })
    .where('userId', '=', accountId)
    .where('actingProfileId', '=', profileId)
    .execute();
}

export async function setSessionActing(db: Db, sessionId: string, profileId: string | null): Promise<void> {
  await db.updateTable('sessions').set({ actingProfileId: profileId }).where('id', '=', sessionId).execute();
}

/** The profiles an account looks after, with the candidate's name. */
export function listManagedProfiles(db: Db, accountId: string) {
  return db
    .selectFrom('familyMembers as fm')
    .leftJoin('profiles as p', 'p.userId', 'fm.profileId')
    .select(['fm.profileId', 'fm.relation', 'fm.rights', 'p.displayName', 'p.firstName'])
    .where('fm.accountId', '=', accountId)
    .orderBy('fm.createdAt')
    .execute();
}

export async function insertActivity(
  db: Db,
  row: {
    profileId: string;
    accountId: string;
    actorName: string;
    actorRelation: FamilyRelationColumn | null;
    kind: string;
    detail: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('familyActivity')
    .values({
      profileId: row.profileId,
      accountId: row.accountId,
      actorName: row.actorName,
      actorRelation: row.actorRelation,
      kind: row.kind,
      detail: JSON.stringify(row.detail),
      createdAt: row.now,
    })
    .execute();
}

/** The profile's activity, newest first (in the order written), in pages after the entry `before`. */
export function listActivity(db: Db, profileId: string, before: string | undefined, limit: number) {
  let query = db
    .selectFrom('familyActivity as a')
    .select(['a.id', 'a.accountId', 'a.actorName', 'a.actorRelation', 'a.kind', 'a.detail', 'a.createdAt'])
    .where('a.profileId', '=', profileId);
  if (before) {
    query = query.where('a.seq', '<', (eb) =>
      eb
        .selectFrom('familyActivity as b')
        .select('b.seq')
        .where('b.id', '=', before)
        .where('b.profileId', '=', profileId),
    );
  }
  return query.orderBy('a.seq', 'desc').limit(limit).execute();
}

/**
 * The profile's favourite, held against removal until the transaction ends (a note refers to it); undefined when the
 * member is not among the profile's favourites.
 */
export function findFavouriteForNote(db: Db, profileId: string, userId: string) {
  return db
    .selectFrom('favourites')
    .select('favoritedUserId')
    .where('userId', '=', profileId)
    .where('favoritedUserId', '=', userId)
    .forKeyShare()
    .executeTakeFirst();
}

/** Writes the person's note on a favourite of the profile, replacing theirs if there was one. */
export async function upsertNote(
  db: Db,
  row: {
    profileId: string;
    favouriteUserId: string;
    accountId: string;
    text: string;
    reaction: FamilyReactionColumn | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('familyNotes')
    .values({
      profileId: row.profileId,
      favouriteUserId: row.favouriteUserId,
      accountId: row.accountId,
      text: row.text,
      reaction: row.reaction,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['profileId', 'favouriteUserId', 'accountId']).doUpdateSet({
        text: row.text,
        reaction: row.reaction,
        updatedAt: row.now,
      }),
    )
    .execute();
}

/** Removes the person's note on a favourite of the profile; whether there was one. */
export async function deleteNote(db: Db, profileId: string, favouriteUserId: string, accountId: string) {
  const removed = await db
    .deleteFrom('familyNotes')
    .where('profileId', '=', profileId)
    .where('favouriteUserId', '=', favouriteUserId)
    .where('accountId', '=', accountId)
    .returning('accountId')
    .executeTakeFirst();
  return removed !== undefined;
}

/** Removes every note a person wrote on the profile's shortlist (they no longer look after it). */
export async function deleteNotesOf(db: Db, profileId: string, accountId: string): Promise<void> {
  await db.deleteFrom('familyNotes').where('profileId', '=', profileId).where('accountId', '=', accountId).execute();
}

/**
 * The notes on these favourites of the profile, the candidate's first, then the managers' oldest first, with each
 * author's name and, for a manager, their relation (null for the candidate). Only the candidate's and current
 * managers' notes.
 */
export function listNotes(db: Db, profileId: string, favouriteUserIds: readonly string[]) {
  return db
    .selectFrom('familyNotes as n')
    .leftJoin('profiles as p', 'p.userId', 'n.accountId')
    .leftJoin('familyMembers as fm', (join) =>
      join.onRef('fm.profileId', '=', 'n.profileId').onRef('fm.accountId', '=', 'n.accountId'),
    )
    .select([
      'n.favouriteUserId',
      'n.accountId',
      'n.text',
      'n.reaction',
      'n.createdAt',
      'n.updatedAt',
      'fm.relation',
      'p.displayName',
      'p.firstName',
    ])
    .where('n.profileId', '=', profileId)
    .where('n.favouriteUserId', '=', anyId(favouriteUserIds))
    .where((eb) => eb.or([eb('n.accountId', '=', eb.ref('n.profileId')), eb('fm.accountId', 'is not', null)]))
    .orderBy((eb) => eb.case().when('n.accountId', '=', eb.ref('n.profileId')).then(0).else(1).end())
    .orderBy('n.createdAt')
    .orderBy('n.accountId')
    .execute();
}

/** The relations of the people helping with each of these profiles, oldest helper first. */
export function listRelationsOf(db: Db, profileIds: readonly string[]) {
  return db
    .selectFrom('familyMembers')
    .select(['profileId', 'relation'])
    .where('profileId', '=', anyId(profileIds))
    .orderBy('profileId')
    .orderBy('createdAt')
    .execute();
}

/** The profile a family-only account's new session acts for: the first it looks after (none for other accounts). */
export async function findFirstManagedProfileOfFamilyOnly(db: Db, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('familyMembers as fm', 'fm.accountId', 'u.id')
    .select(['fm.profileId'])
    .where('u.id', '=', accountId)
    .where('u.familyOnly', '=', true)
    .orderBy('fm.createdAt')
    .limit(1)
    .executeTakeFirst();
  return row?.profileId ?? null;
}

/** The relation a manager acts as, changed (the maker of a profile names it when asking the candidate). */
export async function setManagerRelation(
  db: Db,
  profileId: string,
  accountId: string,
  relation: FamilyRelationColumn,
): Promise<void> {
  await db
    .updateTable('familyMembers')
    .set({ relation })
    .where('profileId', '=', profileId)
    .where('accountId', '=', accountId)
    .execute();
}

/** A profile's sign-in address, name and whether it still awaits its candidate (ADR 017 point 8). */
export function findMadeProfile(db: Db, profileId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.email', 'u.awaitingCandidateSince', 'p.displayName', 'p.firstName'])
    .where('u.id', '=', profileId)
    .executeTakeFirst();
}

/** The accounts that made a profile, with their addresses (told when the candidate declines it). */
export function listMakersOf(db: Db, profileId: string) {
  return db
    .selectFrom('familyMembers as fm')
    .innerJoin('users as u', 'u.id', 'fm.accountId')
    .select(['u.id', 'u.email'])
    .where('fm.profileId', '=', profileId)
    .where('fm.madeProfile', '=', true)
    .execute();
}

/** The candidate takes their profile's sign-in: their address and password (it still awaits their confirmation). */
export async function claimMadeProfile(
  db: Db,
  profileId: string,
  input: { email: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: input.email, passwordHash: input.passwordHash, updatedAt: input.now })
    .where('id', '=', profileId)
    .execute();
}

/** The candidate confirmed their profile: it no longer awaits them, and may be shown. */
export async function markProfileConfirmed(db: Db, profileId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ awaitingCandidateSince: null, updatedAt: now })
    .where('id', '=', profileId)
    .execute();
}
