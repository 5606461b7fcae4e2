import type { Readable } from 'node:stream';

/**
 * Where member files (today: re-encoded photos) are kept. Keys are made by the server, never taken from a
 * request; they are still checked, so a bug upstream cannot reach outside the storage root.
 */
export interface FileStorage {
  /** Where the files are: a folder of this machine, or an S3 bucket (backups record it). */
  readonly kind: 'local' | 's3';
  /** Stores the whole body under `key`, replacing what was there; readers never see a half-written file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Stores the file at `filePath` (on this machine) under `key`, streamed rather than read into memory: for large
   * files the server builds itself (a member's data export). Same guarantees as `put`.
   */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The stored bytes as a stream (for large files), or null when nothing is stored under `key`. */
  getStream(key: string): Promise<Readable | null>;
  /** Removes every key given; keys that hold nothing are ignored. */
  delete(keys: string[]): Promise<void>;
  /**
   * Every stored key that starts with `prefix` (all of them without one), as the storage finds them: for backups
   * and housekeeping, never for a request. A file being written (a `.tmp` file on disk) is not a key.
   */
  list(prefix?: string): AsyncIterable<string>;
  /** Releases connections; called when the app closes. */
  close?(): Promise<void>;
}

/** Lower-case letters, digits, `-`, `_` and `.` in `/`-separated segments; no empty, `.` or `..` segment. */
const SEGMENT = /^[a-z0-9_-][a-z0-9._-]*$/i;
export const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Throws unless `prefix` could begin a key: the empty string, or plain segments (checked as keys are) followed by
 * the start of one more (`photos/`, `photos/ab`), so a listing never leaves the storage root.
 */
export function assertStoragePrefix(prefix: string): void {
  if (typeof prefix !== 'string' || prefix.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(prefix);
  const slash = prefix.lastIndexOf('/');
  if (slash >= 0) assertStorageKey(prefix.slice(0, slash));
  const partial = prefix.slice(slash + 1);
  if (partial !== '' && !/^[a-z0-9_-][a-z0-9._-]*$/i.test(partial)) throw new InvalidStorageKeyError(prefix);
}

/** Throws unless `key` is a relative path of plain segments (so it can be neither absolute nor climb out). */
export function assertStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key);
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment === '..' || segment.endsWith('.tmp')) throw new InvalidStorageKeyError(key);
  }
}
