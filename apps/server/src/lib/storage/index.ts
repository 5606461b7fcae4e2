import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

export { assertStorageKey, assertStoragePrefix, InvalidStorageKeyError, type FileStorage } from './file-storage';
export { LocalDiskStorage } from './local-disk-storage';
export type { S3Storage, S3StorageOptions } from './s3-storage';

type StorageConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * S3 when S3_BUCKET is set (files shared by every server process), else `${DATA_DIR}/media` on this machine. The S3
 * SDK (≈ 0.2 s to load) is loaded only then, not by every process and test that never uses it.
 */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.S3_BUCKET) {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorage(path.join(config.DATA_DIR, 'media'));
}
