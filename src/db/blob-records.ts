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

const PROBE_DATABASE = 'vor-ort-blob-probe';
/** A browser that keeps Blobs answers a one-byte put at once; a slow one merely gets bytes. */
const PROBE_TIMEOUT_MS = 3000;
let blobsKept: Promise<boolean> | null = null;

/**
 * Whether IndexedDB keeps Blob values here, asked once with a tiny Blob in a database of its own.
 * WebKit's refusal does not always answer with an error: sometimes the put never ends, and in the
 * app's database that would hold every later transaction on the queue. Here it holds nothing.
 */
function probeBlobs(): Promise<boolean> {
  blobsKept ??= new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    const done = (kept: boolean) => {
      clearTimeout(timer);
      resolve(kept);
    };
    try {
      const open = indexedDB.open(PROBE_DATABASE, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('probe');
      open.onerror = () => done(false);
      open.onsuccess = () => {
        const db = open.result;
        const finish = (kept: boolean) => {
          db.close();
          done(kept);
        };
        try {
          const transaction = db.transaction('probe', 'readwrite');
          transaction.objectStore('probe').put(new Blob(['1']), 'blob');
          transaction.oncomplete = () => finish(true);
          transaction.onerror = () => finish(false);
          transaction.onabort = () => finish(false);
        } catch {
          finish(false);
        }
      };
    } catch {
      done(false);
    }
  });
  return blobsKept;
}

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
  if (!blobsRefused && (await probeBlobs())) {
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
