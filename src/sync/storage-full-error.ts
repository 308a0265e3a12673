// A save or upload the device could not keep because its storage is full: the screens show the
// message, and everything stored before stays as it was (the failed write changed nothing).
import { isQuotaExceeded } from '@/db/storage-full';
import { SYNC_TEXTS } from './texts';

export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super(SYNC_TEXTS.storageFull, { cause });
    this.name = 'StorageFullError';
  }
}

/** Runs a local write; a full storage is rethrown as {@link StorageFullError}. */
export async function keepingLocally<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaExceeded(error)) throw error;
    throw new StorageFullError(error);
  }
}
