// The S3 file store against a local server that speaks the S3 REST protocol (s3rver): signed
// requests, round trips, missing keys, replace, delete, key checks, and an unknown access key.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { InvalidFileKeyError } from './file-store.ts';
import { S3FileStore, S3RequestError, type S3Settings } from './s3-file-store.ts';

describe('S3FileStore against an S3-compatible server', () => {
  let server: TestS3Server;
  let settings: S3Settings;
  let store: S3FileStore;
  const key = `companies/${randomUUID()}/projects/${randomUUID()}/${randomUUID()}.jpg`;

  beforeAll(async () => {
    server = await startS3Server('vor-ort');
    ({ settings } = server);
    store = new S3FileStore(settings);
  });
  afterAll(() => server?.close());

  it('stores bytes under a key and reads them back; a missing key is null and false', async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3, 255]);
    await store.put(key, data, 'image/jpeg');
    expect(await store.get(key)).toEqual(data);
    expect(await store.exists(key)).toBe(true);
    expect(await store.get('companies/x/missing.jpg')).toBeNull();
    expect(await store.exists('companies/x/missing.jpg')).toBe(false);
  });

  it('keys with escaped characters (as file keys hold them) round-trip', async () => {
    const escaped = `companies/demo%2Efirma/projects/${randomUUID()}/a.jpg`;
    await store.put(escaped, Buffer.from('x'), 'image/jpeg');
    expect((await store.get(escaped))?.toString()).toBe('x');
  });

  it('replaces an object, deletes it, and deleting a missing key is fine', async () => {
    await store.put(key, Buffer.from('new'), 'text/plain');
    expect((await store.get(key))?.toString()).toBe('new');
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could mean another place, before any request', async () => {
    await expect(store.put('../outside.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.get('companies//a.jpg')).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it('an unknown access key is an error, never an empty answer', async () => {
    // s3rver checks the key id of a Signature V4 request, not the signature itself.
    const stranger = new S3FileStore({ ...settings, accessKeyId: 'FREMD' });
    await expect(stranger.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(S3RequestError);
    await expect(stranger.get(key)).rejects.toBeInstanceOf(S3RequestError);
  });
});
