// Where IndexedDB refuses Blobs, queued photos are kept as bytes; a full storage is never taken
// for that, and a storage that takes neither says so. The steps run in order: a browser that
// refused a Blob once is not asked again.
import { describe, expect, it, vi } from 'vitest';
import { blobOf, PhotoStorageRefused, writingBlobs } from './blob-records';
import type { StoredBlob } from './schema';

const photo = (): StoredBlob => ({ hash: 'h1', type: 'image/jpeg', size: 4, blob: new Blob(['jpeg'], { type: 'image/jpeg' }) });
const refused = () => new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');

describe('writingBlobs', () => {
  it('a full storage fails as it is, without a second try', async () => {
    const write = vi.fn(() => Promise.reject(new DOMException('full', 'QuotaExceededError')));
    await expect(writingBlobs([photo()], write)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('a refused Blob is written again as its bytes, which read back as the same photo', async () => {
    const written: StoredBlob[][] = [];
    const write = vi.fn(async (records: StoredBlob[]) => {
      if (records[0].blob) throw refused();
      written.push(records);
      return 'ok';
    });
    expect(await writingBlobs([photo()], write)).toBe('ok');
    expect(written[0][0]).toMatchObject({ hash: 'h1', type: 'image/jpeg', size: 4 });
    expect(written[0][0].blob).toBeUndefined();
    const back = blobOf(written[0][0]);
    expect(back.type).toBe('image/jpeg');
    expect(await back.text()).toBe('jpeg');
  });

  it('after one refusal, later photos go straight to bytes', async () => {
    const write = vi.fn(async (records: StoredBlob[]) => records[0].bytes?.byteLength);
    expect(await writingBlobs([photo()], write)).toBe(4);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('a storage that takes neither fails as PhotoStorageRefused', async () => {
    await expect(writingBlobs([photo()], () => Promise.reject(refused()))).rejects.toBeInstanceOf(PhotoStorageRefused);
  });
});
