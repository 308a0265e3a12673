// Where a request's files wait on disk while it is checked and prepared, so a photo collection of
// hundreds of megabytes never sits in memory whole: each file is held as a path and read back one
// at a time. The folder goes when the request ends, however it ends.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config.ts';

/** Where requests spool their files: beside the data, on the disk the files go to. */
export const spoolDir = (config: Pick<ServerConfig, 'dataDir'>) => path.join(config.dataDir, 'spool');

/** Reads a spooled file back. */
export type ReadBytes = () => Promise<Buffer>;

export class Spool {
  private count = 0;

  private constructor(readonly dir: string) {}

  /** A new folder under `root`: the data folder's, so spooled files sit on the disk they go to. */
  static async open(root: string): Promise<Spool> {
    await mkdir(root, { recursive: true });
    return new Spool(await mkdtemp(path.join(root, 'upload-')));
  }

  private next(): string {
    this.count += 1;
    return path.join(this.dir, String(this.count));
  }

  /** Streams into a file, through `through` (which may count, hash or refuse); answers how to read it back. */
  async stream(source: Readable, through: Transform): Promise<ReadBytes> {
    const file = this.next();
    await pipeline(source, through, createWriteStream(file));
    return () => readFile(file);
  }

  async keep(data: Buffer): Promise<ReadBytes> {
    const file = this.next();
    await writeFile(file, data);
    return () => readFile(file);
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Runs `work` with a spool that is gone afterwards. */
export async function withSpool<T>(root: string, work: (spool: Spool) => Promise<T>): Promise<T> {
  const spool = await Spool.open(root);
  try {
    return await work(spool);
  } finally {
    await spool.discard();
  }
}
