// Where uploaded files live, behind one small interface, so the local folder used today can be
// swapped for an S3-compatible bucket without touching the routes.

/**
 * Bytes under relative, slash-separated keys such as `companies/<uuid>/images/<uuid>.jpg`.
 * Keys are the same for every backend, so a folder on disk and object names in a bucket line up.
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing what was there; readers see the old or the new file, never a part. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class InvalidFileKeyError extends Error {
  constructor(readonly key: string, reason: string) {
    super(`Invalid file key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidFileKeyError';
  }
}

/**
 * Rejects keys that could step outside the store or mean different things on different
 * backends: parent references, absolute paths, backslashes (a separator on Windows) and
 * empty or "." segments.
 */
export function assertValidFileKey(key: string): void {
  const reason =
    key === '' ? 'empty'
    : key.includes('..') ? 'contains ".."'
    : key.includes('\\') ? 'contains a backslash'
    : key.startsWith('/') || /^[A-Za-z]:/.test(key) ? 'absolute path'
    : key.includes('\0') ? 'contains a NUL character'
    : key.split('/').some((segment) => segment === '' || segment === '.') ? 'empty or "." segment'
    : null;
  if (reason) throw new InvalidFileKeyError(key, reason);
}
