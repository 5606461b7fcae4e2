import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ErasedMember } from '../../lib/account-erasure';
import { recordFamilyActivity } from './family.service';
import * as repo from './family.repository';

/**
 * The family's part of an account's erasure (ADR 017). The rows go with the account (foreign keys): a candidate's
 * profile takes its family, invitations and log with it; a manager's memberships end, and the profiles they helped
 * keep their log (the entries name them as they were).
 */

/** Before: the sockets of the people helping the candidate close now, as their access ends with the profile. */
export async function closeFamilyAccessOf(app: FastifyInstance, member: ErasedMember): Promise<void> {
  for (const manager of await repo.listManagers(app.db, member.id)) {
    await app.events.emit('family.access_changed', {
      profileId: member.id,
      accountId: manager.accountId,
      rights: null,
    });
  }
}

/** Within: each profile the erased account helped with notes that they left because their account was closed. */
export async function recordManagerAccountClosed(trx: Transaction<Database>, member: ErasedMember): Promise<void> {
  for (const profile of await repo.listManagedProfiles(trx, member.id)) {
    await recordFamilyActivity(
      trx,
      { id: profile.profileId, accountId: member.id, family: { relation: profile.relation } },
      'left',
      { accountClosed: true },
      member.erasedAt,
    );
  }
}
