// A save or upload the device could not keep because its storage is full: the screens show the
// message, and everything stored before stays as it was (the failed write changed nothing).
import { PhotoStorageRefused } from '@/db/blob-records';
import { isQuotaExceeded } from '@/db/storage-full';
import { SYNC_TEXTS } from './texts';

export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super(SYNC_TEXTS.storageFull, { cause });
    this.name = 'StorageFullError';
  }
}

/** This browser mode keeps no photos on the device (not even as bytes): Private Browsing and the like. */
export class PhotosNotKeptError extends Error {
  constructor(cause: unknown) {
    super(SYNC_TEXTS.photosNotKept, { cause });
    this.name = 'PhotosNotKeptError';
  }
}

/** Runs a local write; a full storage is rethrown as {@link StorageFullError}, a storage that keeps no photos as {@link PhotosNotKeptError}. */
export async function keepingLocally<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PhotoStorageRefused) throw new PhotosNotKeptError(error);
    if (!isQuotaExceeded(error)) throw error;
    throw new StorageFullError(error);
  }
}

/** Local write failures the user must read as they are (the rest get the screen's own message). */
export function isLocalStorageFailure(error: unknown): error is StorageFullError | PhotosNotKeptError {
  return error instanceof StorageFullError || error instanceof PhotosNotKeptError;
}
