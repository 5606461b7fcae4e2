import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, DataExportsTable } from '../../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;
export type DataExportRow = Selectable<DataExportsTable>;
/** Whose data a reader collects. */
export type ExportMember = { id: string; email: string };

// ---- the data_exports rows ----------------------------------------------------------------------------------

/** The member whose copy is built (undefined when the account is gone). */
export function findExportMember(db: Db, userId: string): Promise<ExportMember | undefined> {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}

export function latestExport(db: Db, userId: string): Promise<DataExportRow | undefined> {
  return db
    .selectFrom('dataExports')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new queued copy, unless one is already queued or building for the member (then undefined). */
export function insertQueuedExport(db: Db, userId: string, now: Date): Promise<DataExportRow | undefined> {
  return db
    .insertInto('dataExports')
    .values({ userId, createdAt: now })
    .onConflict((oc) => oc.column('userId').where('state', 'in', ['queued', 'building']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  return db.selectFrom('dataExports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** queued → building (also building → building: a retried job carries on). False when the copy is not open. */
export async function markBuilding(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('dataExports')
    .set({ state: 'building' })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'building'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** building → ready with the stored zip and the link's token hash. False when the copy was no longer building. */
export async function markReady(
  db: Db,
  id: string,
  values: { storageKey: string; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('dataExports')
    .set({ state: 'ready', ...values })
    .where('id', '=', id)
    .where('state', '=', 'building')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markFailed(db: Db, id: string): Promise<void> {
  await db
    .updateTable('dataExports')
    .set({ state: 'failed' })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'building'])
    .execute();
}

/**
 * The link's one use, decided in one statement: the copy whose token hash this is becomes `downloaded` only if it
 * is ready (never used) and not past its expiry. Two clicks at once: one gets the row, the other nothing.
 */
export function claimDownload(
  db: Db,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<Pick<DataExportRow, 'id' | 'userId' | 'storageKey' | 'createdAt'> | undefined> {
  return db
    .updateTable('dataExports')
    .set({ state: 'downloaded', downloadedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .where('state', '=', 'ready')
    .where('expiresAt', '>', now)
    .where('storageKey', 'is not', null)
    .returning(['id', 'userId', 'storageKey', 'createdAt'])
    .executeTakeFirst();
}

/** The file is gone from the store: forget its key (only if it is still this one). */
export async function forgetStoredFile(db: Db, id: string, storageKey: string): Promise<void> {
  await db
    .updateTable('dataExports')
    .set({ storageKey: null })
    .where('id', '=', id)
    .where('storageKey', '=', storageKey)
    .execute();
}

/** Ready copies whose 24 hours have passed become expired. */
export async function expireOverdue(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('dataExports')
    .set({ state: 'expired' })
    .where('state', '=', 'ready')
    .where('expiresAt', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Copies still queued or building long after they were asked for (their job gave up without saying so, e.g. the
 * process died on its last attempt) become failed, so the member may ask again.
 */
export async function failStale(db: Db, before: Date): Promise<number> {
  const result = await db
    .updateTable('dataExports')
    .set({ state: 'failed' })
    .where('state', 'in', ['queued', 'building'])
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Copies whose file is still stored but no longer wanted (used, expired, failed). */
export function storedFilesToRemove(
  db: Db,
  limit: number,
): Promise<Array<Pick<DataExportRow, 'id'> & { storageKey: string }>> {
  return db
    .selectFrom('dataExports')
    .select(['id', 'storageKey'])
    .where('storageKey', 'is not', null)
    .where('state', 'in', ['downloaded', 'expired', 'failed'])
    .orderBy('createdAt')
    .limit(limit)
    .execute() as Promise<Array<Pick<DataExportRow, 'id'> & { storageKey: string }>>;
}

/** Old rows (nothing stored) are not kept for ever: the member's history of asking goes after `before`. */
export async function deleteOldRows(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('dataExports')
    .where('createdAt', '<', before)
    .where('storageKey', 'is', null)
    .where('state', 'not in', ['queued', 'building'])
    .execute();
}

/** Every stored zip of the member (account deletion removes them with the rest of their files). */
export async function storedExportKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('dataExports')
    .select('storageKey')
    .where('userId', '=', userId)
    .where('storageKey', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

// ---- what the copy holds: one reader per area ---------------------------------------------------------------

/** The account row without the password hash or any token: what the member is, not how they sign in. */
export function readAccount(db: Db, member: ExportMember) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'uid',
      'email',
      'usertype',
      'role',
      'isPersonalFormFilled',
      'isQualificationFormFilled',
      'isOtherFormFilled',
      'isLocationFormFilled',
      'isImageFormFilled',
      'suspendedAt',
      'suspensionReason',
      'verifiedAt',
      'language',
      'lastActiveAt',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', member.id)
    .executeTakeFirst();
}

export function readAnswers(db: Db, member: ExportMember) {
  return db
    .selectFrom('questionnaireAnswers')
    .select(['questionId', 'answer', 'createdAt', 'updatedAt'])
    .where('userId', '=', member.id)
    .orderBy('questionId')
    .execute();
}

export function readProfile(db: Db, member: ExportMember) {
  return db.selectFrom('profiles').selectAll().where('userId', '=', member.id).executeTakeFirst();
}

export function readPreferences(db: Db, member: ExportMember) {
  return db.selectFrom('partnerPreferences').selectAll().where('userId', '=', member.id).executeTakeFirst();
}

export function readPhotos(db: Db, member: ExportMember) {
  return db
    .selectFrom('photos')
    .select(['id', 'position', 'storageKey', 'width', 'height', 'bytes', 'createdAt'])
    .where('userId', '=', member.id)
    .orderBy('position')
    .execute();
}

/** "On request" photos: requests others made to see the member's photos, and requests the member made. */
export function readPhotoAccessRequests(db: Db, member: ExportMember) {
  return db
    .selectFrom('photoAccessRequests')
    .selectAll()
    .where((eb) => eb.or([eb('ownerId', '=', member.id), eb('viewerId', '=', member.id)]))
    .orderBy('createdAt')
    .execute();
}

export function readConnections(db: Db, member: ExportMember) {
  return db
    .selectFrom('connections')
    .selectAll()
    .where((eb) => eb.or([eb('senderId', '=', member.id), eb('receiverId', '=', member.id)]))
    .orderBy('createdAt')
    .execute();
}

export function readContactAccess(db: Db, member: ExportMember) {
  return db
    .selectFrom('contactAccess')
    .selectAll()
    .where((eb) => eb.or([eb('ownerId', '=', member.id), eb('requesterId', '=', member.id)]))
    .orderBy('requestedAt')
    .execute();
}

export function readContactAccessLog(db: Db, member: ExportMember) {
  return db
    .selectFrom('contactAccessLog')
    .select(['ownerId', 'viewerId', 'seenAt'])
    .where((eb) => eb.or([eb('ownerId', '=', member.id), eb('viewerId', '=', member.id)]))
    .orderBy('seenAt')
    .execute();
}

export function readFavourites(db: Db, member: ExportMember) {
  return db
    .selectFrom('favourites')
    .select(['favoritedUserId', 'createdAt'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

/** Profiles the member opened (who viewed the member is the other members' activity, not theirs). */
export function readProfileViewsMade(db: Db, member: ExportMember) {
  return db
    .selectFrom('profileViews')
    .select(['viewedId', 'viewDay', 'viewedAt'])
    .where('viewerId', '=', member.id)
    .orderBy('viewedAt')
    .execute();
}

/** Every message the member sent or received, oldest first. */
export function readMessages(db: Db, member: ExportMember) {
  return db
    .selectFrom('messages')
    .select(['id', 'senderId', 'recipientId', 'text', 'fileId', 'createdAt', 'readAt'])
    .where((eb) => eb.or([eb('senderId', '=', member.id), eb('recipientId', '=', member.id)]))
    .orderBy('id')
    .execute();
}

export function readConversations(db: Db, member: ExportMember) {
  return db
    .selectFrom('conversations')
    .select(['otherId', 'lastMessageId', 'clearedBeforeMessageId', 'safetyTipsSeen', 'updatedAt'])
    .where('memberId', '=', member.id)
    .orderBy('updatedAt')
    .execute();
}

/** Chat files the member uploaded, and files attached to messages they received. */
export function readChatFiles(db: Db, member: ExportMember) {
  return db
    .selectFrom('chatFiles')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('uploaderId', '=', member.id),
        eb(
          'messageId',
          'in',
          eb
            .selectFrom('messages')
            .select('messages.id')
            .where('messages.recipientId', '=', member.id)
            .where('messages.fileId', 'is not', null),
        ),
      ]),
    )
    .orderBy('createdAt')
    .execute();
}

export function readCalls(db: Db, member: ExportMember) {
  return db
    .selectFrom('calls')
    .select([
      'id',
      'callerId',
      'calleeId',
      'kind',
      'state',
      'createdAt',
      'answeredAt',
      'endedAt',
      'endReason',
      'durationSeconds',
    ])
    .where((eb) => eb.or([eb('callerId', '=', member.id), eb('calleeId', '=', member.id)]))
    .orderBy('createdAt')
    .execute();
}

export function readNotifications(db: Db, member: ExportMember) {
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'actorId', 'readAt', 'createdAt'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

export function readNotificationSettings(db: Db, member: ExportMember) {
  return db.selectFrom('notificationSettings').selectAll().where('userId', '=', member.id).executeTakeFirst();
}

export function readDevices(db: Db, member: ExportMember) {
  return db
    .selectFrom('devices')
    .select(['fcmToken', 'createdAt', 'updatedAt'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

export function readSubscriptions(db: Db, member: ExportMember) {
  return db
    .selectFrom('subscriptions')
    .select([
      'orderId',
      'planId',
      'tier',
      'planName',
      'planType',
      'durationInMonths',
      'amountCents',
      'gstCents',
      'currency',
      'provider',
      'paymentReference',
      'status',
      'paymentStatus',
      'startsAt',
      'endsAt',
      'billingName',
      'billingEmail',
      'grantReason',
      'expiredAt',
      'createdAt',
    ])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

export function readCheckouts(db: Db, member: ExportMember) {
  return db
    .selectFrom('checkoutSessions')
    .select(['id', 'provider', 'planId', 'amountCents', 'currency', 'state', 'createdAt', 'expiresAt', 'completedAt'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

/** Refunds of the member's orders (the staff member who recorded one is not named). */
export function readRefunds(db: Db, member: ExportMember) {
  return db
    .selectFrom('paymentRefunds as r')
    .innerJoin('subscriptions as s', 's.id', 'r.subscriptionId')
    .select(['s.orderId', 'r.amountCents', 'r.gstCents', 'r.currency', 'r.providerReference', 'r.refundedAt'])
    .where('s.userId', '=', member.id)
    .orderBy('r.refundedAt')
    .execute();
}

/** Consent records: linked to the account, or made with its e-mail address before the account existed. */
export function readConsents(db: Db, member: ExportMember) {
  return db
    .selectFrom('consents')
    .select(['email', 'noticeVersion', 'acceptedAt', 'ip'])
    .where((eb) => eb.or([eb('userId', '=', member.id), eb('email', '=', member.email)]))
    .orderBy('acceptedAt')
    .execute();
}

/** Contact-form messages sent from the member's e-mail address (the form does not need an account). */
export function readContactMessages(db: Db, member: ExportMember) {
  return db
    .selectFrom('contactMessages')
    .select(['firstName', 'lastName', 'email', 'country', 'phone', 'message', 'consentAt', 'status', 'createdAt'])
    .where('email', '=', member.email)
    .orderBy('createdAt')
    .execute();
}

/** Reports the member made (never reports about them: a reporter is not named to the member reported). */
export function readReportsMade(db: Db, member: ExportMember) {
  return db
    .selectFrom('reports')
    .select(['id', 'reportedUserId', 'reasons', 'details', 'state', 'createdAt', 'updatedAt', 'decidedAt'])
    .where('reporterId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

/** The messages each of the member's reports points at. */
export function readReportMessages(db: Db, member: ExportMember) {
  return db
    .selectFrom('reportMessages')
    .innerJoin('reports', 'reports.id', 'reportMessages.reportId')
    .select(['reportMessages.reportId', 'reportMessages.messageId'])
    .where('reports.reporterId', '=', member.id)
    .orderBy('reportMessages.reportId')
    .orderBy('reportMessages.messageId')
    .execute();
}

export function readBlocksMade(db: Db, member: ExportMember) {
  return db
    .selectFrom('blocks')
    .select(['blockedId', 'createdAt'])
    .where('blockerId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

export function readSuspensions(db: Db, member: ExportMember) {
  return db
    .selectFrom('suspensions')
    .select(['id', 'reason', 'suspendedAt', 'unsuspendAt', 'liftedAt', 'liftNote'])
    .where('userId', '=', member.id)
    .orderBy('suspendedAt')
    .execute();
}

/** Verification requests: state and dates (the document photo and selfie are deleted when the team decides). */
export function readVerificationRequests(db: Db, member: ExportMember) {
  return db
    .selectFrom('verificationRequests')
    .select(['id', 'state', 'createdAt', 'decidedAt', 'decisionReason', 'decisionNote'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

/** Device sessions: when each sign-in started and was last used, never a token or its hash. */
export function readSessions(db: Db, member: ExportMember) {
  return db
    .selectFrom('sessions')
    .select(['createdAt', 'lastUsedAt', 'absoluteExpiresAt', 'revokedAt', 'rememberMe', 'userAgent'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

export function readAuditEvents(db: Db, member: ExportMember) {
  return db
    .selectFrom('auditEvents')
    .select(['type', 'ip', 'detail', 'createdAt'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

export function readExports(db: Db, member: ExportMember) {
  return db
    .selectFrom('dataExports')
    .select(['state', 'createdAt', 'readyAt', 'expiresAt', 'downloadedAt'])
    .where('userId', '=', member.id)
    .orderBy('createdAt')
    .execute();
}

/**
 * Families (ADR 017): who helps with the member's profile and the invitations it sent (the e-mail addresses the
 * member typed), the profile's activity log, the changes helpers made to it, the notes on its shortlist, the profiles
 * the member helps with, and what they did (noted, changed) for them.
 */
export async function readFamily(db: Db, member: ExportMember) {
  return {
    helpers: await db
      .selectFrom('familyMembers')
      .select(['accountId', 'relation', 'rights', 'createdAt', 'lastActiveAt'])
      .where('profileId', '=', member.id)
      .orderBy('createdAt')
      .execute(),
    invitationsSent: await db
      .selectFrom('familyInvitations')
      .select(['kind', 'email', 'relation', 'rights', 'createdAt', 'expiresAt', 'acceptedAt', 'withdrawnAt'])
      .where('profileId', '=', member.id)
      .orderBy('createdAt')
      .execute(),
    activityOnYourProfile: await db
      .selectFrom('familyActivity')
      .select(['accountId', 'actorName', 'actorRelation', 'kind', 'detail', 'createdAt'])
      .where('profileId', '=', member.id)
      .orderBy('seq')
      .execute(),
    changesToYourProfile: await db
      .selectFrom('profileEdits')
      .select(['id', 'accountId', 'actorName', 'relation', 'section', 'changes', 'createdAt', 'undoneAt'])
      .where('profileId', '=', member.id)
      .orderBy('createdAt')
      .execute(),
    notesOnYourShortlist: await db
      .selectFrom('familyNotes')
      .select(['favouriteUserId', 'accountId', 'text', 'reaction', 'createdAt', 'updatedAt'])
      .where('profileId', '=', member.id)
      .orderBy('createdAt')
      .execute(),
    profilesYouHelpWith: await db
      .selectFrom('familyMembers')
      .select(['profileId', 'relation', 'rights', 'createdAt', 'lastActiveAt'])
      .where('accountId', '=', member.id)
      .orderBy('createdAt')
      .execute(),
    invitationsYouAccepted: await db
      .selectFrom('familyInvitations')
      .select(['profileId', 'relation', 'rights', 'createdAt', 'acceptedAt'])
      .where('acceptedBy', '=', member.id)
      .orderBy('createdAt')
      .execute(),
    notesYouWroteForOthers: await db
      .selectFrom('familyNotes')
      .select(['profileId', 'favouriteUserId', 'text', 'reaction', 'createdAt', 'updatedAt'])
      .where('accountId', '=', member.id)
      .where('profileId', '<>', member.id)
      .orderBy('createdAt')
      .execute(),
    changesYouMadeForOthers: await db
      .selectFrom('profileEdits')
      .select(['profileId', 'relation', 'section', 'changes', 'createdAt', 'undoneAt'])
      .where('accountId', '=', member.id)
      .where('profileId', '<>', member.id)
      .orderBy('createdAt')
      .execute(),
    whatYouDidForOthers: await db
      .selectFrom('familyActivity')
      .select(['profileId', 'actorRelation', 'kind', 'detail', 'createdAt'])
      .where('accountId', '=', member.id)
      .where('profileId', '<>', member.id)
      .orderBy('seq')
      .execute(),
  };
}
