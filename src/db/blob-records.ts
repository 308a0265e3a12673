// Photos waiting for their upload, as IndexedDB can keep them: a Blob where the browser stores
// Blobs, else the bytes as an ArrayBuffer with their type. WebKit without persistent storage (a
// WebDriver session, Private Browsing, some in-app web views) refuses Blob values ('Error
// preparing Blob/File data to be stored in object store') but takes ArrayBuffers.
import { isQuotaExceeded } from './storage-full';
import type { StoredBlob } from './schema';

/** The device keeps no photo at all: neither as a Blob nor as bytes. */
export class PhotoStorageRefused extends Error {
  constructor(cause: unknown) {
    super('IndexedDB nimmt weder Blobs noch ArrayBuffer an', { cause });
    this.name = 'PhotoStorageRefused';
  }
}

/** Once a browser refused a Blob, later writes go straight to bytes. */
let blobsRefused = false;

export function blobOf(record: StoredBlob): Blob {
  return record.blob ?? new Blob([record.bytes], { type: record.type });
}

async function asBytes(record: StoredBlob): Promise<StoredBlob> {
  return record.blob ? { hash: record.hash, type: record.type, size: record.size, bytes: await record.blob.arrayBuffer() } : record;
}

/**
 * Runs a write of blob records (a transaction that puts them); where the browser refuses a Blob,
 * runs it again with their bytes. A full storage is never retried: it fails as it is.
 */
export async function writingBlobs<T>(records: StoredBlob[], write: (records: StoredBlob[]) => Promise<T>): Promise<T> {
  if (!blobsRefused) {
    try {
      return await write(records);
    } catch (error) {
      if (isQuotaExceeded(error)) throw error;
    }
  }
  const bytes = await Promise.all(records.map(asBytes));
  try {
    const result = await write(bytes);
    blobsRefused = true;
    return result;
  } catch (error) {
    if (isQuotaExceeded(error)) throw error;
    throw new PhotoStorageRefused(error);
  }
}
