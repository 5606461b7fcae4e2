import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { assertStorageKey, assertStoragePrefix, type FileStorage } from './file-storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** For S3-compatible services (Cloudflare R2, MinIO, Backblaze B2…); AWS itself needs none. */
  endpoint?: string | undefined;
  /** Both or neither: without them the SDK's default chain (environment, instance role…) is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted). */
  forcePathStyle?: boolean;
  /** Keys per ListObjectsV2 page: S3's maximum, 1000, unless a test wants to see several pages. */
  listPageSize?: number;
};

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Files in an S3 bucket through the official SDK. Several server processes given the same bucket share every
 * file, so a photo uploaded through one is served by all of them. Objects are private: they are only ever read
 * by the server, which decides on every request who may see them.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly listPageSize: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.listPageSize = options.listPageSize ?? 1000;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where the API requires one: several S3-compatible services refuse the newer
      // streaming-checksum uploads the SDK would otherwise send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  /** One PUT with the file's length (up to S3's 5 GB for a single PUT), streamed from the disk. */
  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { size } = await stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async getStream(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) return null;
      // In Node the SDK's body is a Readable (an IncomingMessage).
      return result.Body instanceof Readable
        ? result.Body
        : Readable.fromWeb(result.Body.transformToWebStream() as never);
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) return null;
      return Buffer.from(await result.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) assertStorageKey(key);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A missing key is not an error in S3; anything listed here is (access denied, internal error…).
      if (result.Errors?.length) {
        const first = result.Errors[0];
        throw new Error(
          `S3 could not delete ${result.Errors.length} object(s); first: ${first?.Key ?? '?'} ${first?.Code ?? ''}`,
        );
      }
    }
  }

  /** ListObjectsV2, page after page (in S3's key order); folder markers (keys ending in `/`) are not files. */
  async *list(prefix = ''): AsyncIterable<string> {
    assertStoragePrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          MaxKeys: this.listPageSize,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && !object.Key.endsWith('/')) yield object.Key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
