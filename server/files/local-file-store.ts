// The file store on the server's own disk, below one root folder (normally `${DATA_DIR}/files`),
// for single-machine installs where no object storage is set up.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertValidFileKey, type FileStore } from './file-store.ts';

/** Errors meaning "no file under this key", e.g. a folder sits where the key points, or part of the path is a file. */
const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  // The content type is not kept: on disk the key's extension carries it (an S3 store would set it on the object).
  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed over it, so a crash or a parallel reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isNotAFile(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isNotAFile(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isNotAFile(error)) return false;
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertValidFileKey(key);
    return path.join(this.root, key);
  }
}

function isNotAFile(error: unknown): boolean {
  return NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '');
}
