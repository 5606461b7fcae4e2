import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ErasedMember } from '../../lib/account-erasure';
import { deleteSignInRecords } from './auth.repository';

/**
 * The accounts module's part of an account's erasure (`lib/account-erasure`), in the erasure's transaction: the
 * questionnaire answers given at sign-up, every session, pending codes and consents. The account row itself is
 * removed by the module that owns deletion (`safety/account-deletion.ts`).
 */
export async function eraseSignInRecords(trx: Transaction<Database>, member: ErasedMember): Promise<void> {
  await deleteSignInRecords(trx, member);
}
