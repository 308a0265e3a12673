// Exercises the on-disk file store in a temporary folder: round trips, missing keys, key
// checks and the atomic replace that leaves no temporary files behind.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidFileKeyError } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';

describe('LocalFileStore', () => {
  let dataDir: string;
  let root: string;
  let store: LocalFileStore;
  const key = `companies/${randomUUID()}/images/${randomUUID()}.jpg`;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-files-'));
    root = path.join(dataDir, 'files');
    store = new LocalFileStore(root);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('stores bytes under a relative key, creating the folders it needs', async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store.put(key, data, 'image/jpeg');
    expect(await store.get(key)).toEqual(data);
    expect(await store.exists(key)).toBe(true);
    expect(await readdir(path.join(root, path.dirname(key)))).toEqual([path.basename(key)]);
  });

  it('replaces a file in place and leaves no temporary file behind', async () => {
    await store.put(key, Buffer.from('old'), 'text/plain');
    await store.put(key, Buffer.from('new'), 'text/plain');
    expect((await store.get(key))?.toString()).toBe('new');
    expect(await readdir(path.join(root, path.dirname(key)))).toEqual([path.basename(key)]);
  });

  it('gives every parallel reader a whole file while writers replace it', async () => {
    const versions = ['a', 'b', 'c', 'd'].map((letter) => Buffer.alloc(256 * 1024, letter));
    await store.put(key, versions[0], 'application/octet-stream');
    const reads: Promise<Buffer | null>[] = [];
    const writes = versions.map((version) => {
      reads.push(store.get(key));
      return store.put(key, version, 'application/octet-stream');
    });
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      expect(versions.some((version) => read?.equals(version))).toBe(true);
    }
  });

  it('answers null and false for a key that was never stored', async () => {
    expect(await store.get('companies/x/images/missing.jpg')).toBeNull();
    expect(await store.exists('companies/x/images/missing.jpg')).toBe(false);
  });

  it('treats a folder or a path through a file as no file', async () => {
    await store.put(key, Buffer.from('x'), 'image/jpeg');
    const folder = path.dirname(key);
    expect(await store.get(folder)).toBeNull();
    expect(await store.exists(folder)).toBe(false);
    expect(await store.get(`${key}/below-a-file.jpg`)).toBeNull();
    await store.delete(folder);
    expect(await store.exists(key)).toBe(true);
  });

  it('deletes a file, and deleting a missing key is fine', async () => {
    await store.put(key, Buffer.from('x'), 'image/jpeg');
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete('never/there.pdf')).resolves.toBeUndefined();
  });

  it.each([
    ['a parent reference', '../outside.jpg'],
    ['a parent reference inside the key', 'companies/../../etc/passwd'],
    ['".." anywhere in the key', 'companies/a..b.jpg'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows drive path', 'C:/files/a.jpg'],
    ['a backslash', 'companies\\a.jpg'],
    ['an empty key', ''],
    ['an empty segment', 'companies//a.jpg'],
    ['a trailing slash', 'companies/'],
    ['a "." segment', 'companies/./a.jpg'],
    ['a NUL character', 'companies/a.jpg\0.png'],
  ])('rejects a key with %s before touching the disk', async (_name, badKey) => {
    await expect(store.put(badKey, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(InvalidFileKeyError);
    await expect(store.get(badKey)).rejects.toThrow(InvalidFileKeyError);
    await expect(store.exists(badKey)).rejects.toThrow(InvalidFileKeyError);
    await expect(store.delete(badKey)).rejects.toThrow(InvalidFileKeyError);
  });
});
