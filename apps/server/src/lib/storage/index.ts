import path from 'node:path';
import type { AppConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

export { assertStorageKey, assertStoragePrefix, InvalidStorageKeyError, type FileStorage } from './file-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { S3Storage, type S3StorageOptions } from './s3-storage';

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

/** S3 when S3_BUCKET is set (files shared by every server process), else `${DATA_DIR}/media` on this machine. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.S3_BUCKET) {
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
