import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { assertStorageKey, assertStoragePrefix, InvalidStorageKeyError, type FileStorage } from './file-storage';

/**
 * Files in a folder of this machine (`${DATA_DIR}/media` by default): for one server process, or several that
 * share the folder. Folders are made on the first write, so a server that never stores a file creates nothing.
 */
export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key; refuses anything that would land outside the root. */
  pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    // Belt and braces: assertStorageKey already refuses `..` and absolute keys.
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  /** The content type is not kept: every stored file is WebP and the media route names its type. */
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written beside the target, then renamed: rename is atomic within a file system, so a reader sees the old
    // file or the new one, never a partial one; a crash leaves only a `.tmp` file (keys never end in `.tmp`).
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, body, { mode: 0o600, flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async putFile(key: string, filePath: string, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline(createReadStream(filePath), createWriteStream(temp, { mode: 0o600, flags: 'wx' }));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    // Opened first, so a missing file answers null here rather than failing the stream later.
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw error;
    }
    return handle.createReadStream();
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    const files = keys.map((key) => this.pathOf(key));
    await Promise.all(files.map((file) => rm(file, { force: true })));
    // Remove the folders left empty (up to the root); a folder still holding files stays.
    const folders = new Set(files.map((file) => path.dirname(file)));
    for (const folder of folders) await this.removeEmptyFolders(folder);
  }

  /**
   * Walks the root (only the folders that can hold `prefix`), in name order: files only, leaving out the `.tmp`
   * files of writes in progress (or cut off by a crash) and anything that is not a valid key (put there by hand).
   */
  async *list(prefix = ''): AsyncIterable<string> {
    assertStoragePrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    yield* this.walk(slash >= 0 ? prefix.slice(0, slash) : '', prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(folder ? path.join(this.root, folder) : this.root, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && !entry.name.endsWith('.tmp') && isKey(key)) {
        yield key;
      }
    }
  }

  private async removeEmptyFolders(folder: string): Promise<void> {
    let current = folder;
    while (current.startsWith(this.root + path.sep)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty, already gone or not ours: stop climbing
      }
      current = path.dirname(current);
    }
  }
}

function isKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}
