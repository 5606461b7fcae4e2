import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { UserType } from '@app/shared/constants';
import type { Database, SubscriptionsTable } from '../../db/schema';

/** The SQL of subscriptions and of the member's account row they change (the services decide). */

type Db = Kysely<Database> | Transaction<Database>;
type SubscriptionRow = Selectable<SubscriptionsTable>;
type Tier = SubscriptionRow['tier'];

// ---- the member's account row -------------------------------------------------------------------------------

/** Locks the member's account row for the rest of the transaction. */
export function lockMemberRow(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'usertype'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function findMemberEmail(db: Db, userId: string) {
  return db.selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirst();
}

/**
 * For a plan a relative buys for a profile (ADR 017): the buyer's address and name (the receipt's "bill to") and the
 * profile as the receipt names it, by its name and member number. Undefined when the buyer's account is gone.
 */
export async function findPurchase(db: Db, buyerId: string, profileId: string) {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.email', 'u.uid', 'p.firstName', 'p.lastName', 'p.displayName'])
    .where('u.id', 'in', [buyerId, profileId])
    .execute();
  const buyer = rows.find((row) => row.id === buyerId);
  const profile = rows.find((row) => row.id === profileId);
  if (!buyer || !profile) return undefined;
  const name = profile.displayName?.trim() || profile.firstName?.trim() || 'Member';
  return {
    buyerEmail: buyer.email,
    buyerName: [buyer.firstName, buyer.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    profileLabel: `the profile of ${name} (member no. ${profile.uid})`,
  };
}

export function findMemberByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
}

export function findMemberUsertype(db: Db, userId: string) {
  return db.selectFrom('users').select('usertype').where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Sets the member's usertype unless it is already `tier`; undefined when nothing changed. */
export function updateUsertypeIfChanged(db: Db, userId: string, tier: UserType, now: Date) {
  return db
    .updateTable('users')
    .set({ usertype: tier, updatedAt: now })
    .where('id', '=', userId)
    .where('usertype', '<>', tier)
    .returning('id')
    .executeTakeFirst();
}

/** Which steps of the profile form the member has filled. */
export function findFormSteps(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['isPersonalFormFilled', 'isQualificationFormFilled', 'isOtherFormFilled'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// ---- subscriptions ------------------------------------------------------------------------------------------

/** Subscriptions running at `now` (started, not ended, active), in no particular order. */
export function listRunningSubscriptions(db: Db, userId: string, now: Date): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now)
    .execute();
}

/** The next order number, from its sequence. */
export async function nextOrderNumber(trx: Transaction<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ n: string }>`select nextval('subscription_order_number')::text as n`.execute(trx);
  return rows[0]?.n;
}

/** The latest end among the member's active subscriptions of `tier` that end after `now`. */
export function findLatestEndOfTier(db: Db, userId: string, tier: Tier, now: Date) {
  return db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.max('endsAt').as('endsAt'))
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .where('tier', '=', tier)
    .where('endsAt', '>', now)
    .executeTakeFirst();
}

export function insertSubscription(db: Db, values: Insertable<SubscriptionsTable>): Promise<SubscriptionRow> {
  return db.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** When the member's latest started, active subscription of `tier` ends. */
export function findLatestRunningEnd(db: Db, userId: string, tier: Tier, now: Date) {
  return db
    .selectFrom('subscriptions')
    .select('endsAt')
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .where('tier', '=', tier)
    .where('startsAt', '<=', now)
    .orderBy('endsAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every order and grant of the member, newest first. */
export function listMemberSubscriptions(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('orderId', 'desc')
    .execute();
}

/** A plan of the same tier already bought that starts when `current` ends (a renewal bought early), if any. */
export function findQueuedRenewal(db: Db, current: SubscriptionRow): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('userId', '=', current.userId)
    .where('status', '=', 'active')
    .where('tier', '=', current.tier)
    .where('id', '<>', current.id)
    .where('startsAt', '>=', current.endsAt)
    .orderBy('startsAt')
    .limit(1)
    .executeTakeFirst();
}

// ---- expiry and reminders -----------------------------------------------------------------------------------

/** The members with an active subscription that has ended by `now`. */
export function listMembersWithEndedSubscriptions(db: Db, now: Date) {
  return db
    .selectFrom('subscriptions')
    .select('userId')
    .distinct()
    .where('status', '=', 'active')
    .where('endsAt', '<=', now)
    .where('userId', 'is not', null)
    .execute();
}

/** Ends the member's active subscriptions that have ended by `now`. */
export function expireMemberSubscriptions(db: Db, userId: string, now: Date) {
  return db
    .updateTable('subscriptions')
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .where('endsAt', '<=', now)
    .returning(['id', 'tier'])
    .execute();
}

/** Ends the ended orders of deleted accounts (kept for the tax records). */
export function expireOrphanSubscriptions(db: Db, now: Date) {
  return db
    .updateTable('subscriptions')
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where('status', '=', 'active')
    .where('endsAt', '<=', now)
    .where('userId', 'is', null)
    .returning('id')
    .execute();
}

/**
 * Running subscriptions ending by `remindBefore` whose member has not been reminded and has no later active
 * subscription of the same tier.
 */
export function listSubscriptionsDueReminder(db: Db, now: Date, remindBefore: Date) {
  return db
    .selectFrom('subscriptions as s')
    .select('s.id')
    .where('s.status', '=', 'active')
    .where('s.userId', 'is not', null)
    .where('s.reminderSentAt', 'is', null)
    .where('s.startsAt', '<=', now)
    .where('s.endsAt', '>', now)
    .where('s.endsAt', '<=', remindBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions as r')
            .select(sql`1`.as('one'))
            .whereRef('r.userId', '=', 's.userId')
            .whereRef('r.tier', '=', 's.tier')
            .whereRef('r.id', '<>', 's.id')
            .whereRef('r.endsAt', '>', 's.endsAt')
            .where('r.status', '=', 'active'),
        ),
      ),
    )
    .execute();
}

/** Marks the reminder sent; undefined when it already was. */
export function markReminderSent(db: Db, subscriptionId: string, now: Date) {
  return db
    .updateTable('subscriptions')
    .set({ reminderSentAt: now, updatedAt: now })
    .where('id', '=', subscriptionId)
    .where('reminderSentAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

/** A subscription with its member's e-mail and usertype (for the plan e-mails). */
export function findSubscriptionWithMember(db: Db, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.userId')
    .select([
      'subscriptions.id',
      'subscriptions.userId',
      'subscriptions.tier',
      'subscriptions.planName',
      'subscriptions.status',
      'subscriptions.endsAt',
      'users.email',
      'users.usertype',
    ])
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
}

/** The tiers of the member's other active subscriptions running on at `endsAt`. */
export function listTiersRunningOnAt(db: Db, userId: string, subscriptionId: string, endsAt: Date) {
  return db
    .selectFrom('subscriptions')
    .select('tier')
    .where('userId', '=', userId)
    .where('id', '<>', subscriptionId)
    .where('status', '=', 'active')
    .where('startsAt', '<=', endsAt)
    .where('endsAt', '>', endsAt)
    .execute();
}
