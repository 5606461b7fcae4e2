import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './file-storage';
import { S3Storage } from './s3-storage';

/** The S3 client's `send`, replaced by one answering ListObjectsV2 from `keys` as S3 does, `pageSize` at a time. */
function storageOver(keys: string[], pageSize: number) {
  const storage = new S3Storage({ bucket: 'b', region: 'us-east-1', listPageSize: pageSize });
  const requests: { Prefix?: string; MaxKeys?: number; ContinuationToken?: string }[] = [];
  const client = (storage as unknown as { client: { send: (command: unknown) => Promise<unknown> } }).client;
  client.send = async (command) => {
    expect(command).toBeInstanceOf(ListObjectsV2Command);
    const input = (command as ListObjectsV2Command).input;
    requests.push({ Prefix: input.Prefix, MaxKeys: input.MaxKeys, ContinuationToken: input.ContinuationToken });
    const matching = keys.filter((key) => key.startsWith(input.Prefix ?? '')).sort();
    const start = input.ContinuationToken ? Number(input.ContinuationToken.slice('token-'.length)) : 0;
    const page = matching.slice(start, start + (input.MaxKeys ?? 1000));
    const next = start + page.length;
    return {
      Contents: page.map((Key) => ({ Key })),
      IsTruncated: next < matching.length,
      ...(next < matching.length ? { NextContinuationToken: `token-${next}` } : {}),
    };
  };
  return { storage, requests };
}

const listed = async (storage: S3Storage, prefix?: string) => {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
};

describe('S3Storage.list', () => {
  it('follows the continuation token page after page, and leaves out folder markers', async () => {
    const keys = [
      'photos/a/thumb.webp',
      'photos/b/',
      'photos/b/thumb.webp',
      'photos/c/thumb.webp',
      'files/f/document.pdf',
    ];
    const { storage, requests } = storageOver(keys, 2);
    expect(await listed(storage, 'photos/')).toEqual([
      'photos/a/thumb.webp',
      'photos/b/thumb.webp',
      'photos/c/thumb.webp',
    ]);
    expect(requests).toEqual([
      { Prefix: 'photos/', MaxKeys: 2, ContinuationToken: undefined },
      { Prefix: 'photos/', MaxKeys: 2, ContinuationToken: 'token-2' },
    ]);
    requests.length = 0;
    expect(await listed(storage)).toHaveLength(4);
    expect(requests.map((request) => request.ContinuationToken)).toEqual([undefined, 'token-2', 'token-4']);
    expect(requests[0]!.Prefix).toBeUndefined();
  });

  it('refuses a prefix that is not the start of a plain key, without asking S3', async () => {
    const { storage, requests } = storageOver([], 10);
    for (const prefix of ['../', '/abs', 'a//b', 'photos/..']) {
      await expect(listed(storage, prefix), prefix).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(requests).toEqual([]);
  });
});
