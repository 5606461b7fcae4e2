import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { PHOTO_VARIANTS, type PhotoVariant } from '@app/shared/photos';
import type { Database } from '../../db/schema';
import { listStorageKeys, lockMember } from './photos.repository';

/**
 * Where a photo's files live. A photo row holds one storage key (`photos/<member>/<photo>`); its four WebP
 * variants are files under it. Kept apart from photos.service so the account module can use it without a cycle.
 */
export function newStorageKey(userId: string, photoId: string): string {
  return `photos/${userId}/${photoId}`;
}

export function variantKey(storageKey: string, variant: PhotoVariant): string {
  return `${storageKey}/${variant}.webp`;
}

export function variantKeys(storageKey: string): string[] {
  return PHOTO_VARIANTS.map((variant) => variantKey(storageKey, variant));
}

/**
 * Every file of the member's photos. Inside a transaction, the member's row is locked first, so an upload that
 * is committing meanwhile is either counted here or fails (its files are then removed by the upload itself).
 */
export async function collectMemberPhotoKeys(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<string[]> {
  if (db.isTransaction) await lockMember(db as Transaction<Database>, userId);
  return (await listStorageKeys(db, userId)).flatMap(variantKeys);
}

/**
 * Removes files after the rows that pointed at them are gone. Never throws: the database is already right, and
 * a file left behind is only unreachable (no row, so no URL can name it); the failure is logged for an operator.
 */
export async function removeStoredFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  if (!keys.length) return;
  try {
    await app.storage.delete(keys);
  } catch (error) {
    app.log.error({ err: error, files: keys.length }, 'could not delete stored photo files');
  }
}
