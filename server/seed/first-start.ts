// The first start on a new embedded data folder (no DATABASE_URL, no database in DATA_DIR/db):
// the database is made, migrated and given the demo data in a process of its own, which ends
// once that is done. Making a PGlite database (initdb) grows its WebAssembly memory to about
// 480 MB, and storing the demo photos loads the image library; a process keeps both for as long
// as it runs. The first start held 630-670 MB, a restart on the same data 235 MB; now the first
// start holds what a restart does (issue 24: a light server, ≤ 250 MB after the first start).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config.ts';

/** What the setting-up process is told: where the data folder and the files are. */
export type DataFolderSettings = Pick<ServerConfig, 'dataDir' | 's3'>;

const SET_UP_SCRIPT = fileURLToPath(new URL('./set-up-data-folder.ts', import.meta.url));

/** Where the embedded database lives in the data folder. */
export function pgliteDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'db');
}

/** Sets a new embedded data folder up in a process of its own; answers whether there was one to set up. */
export async function setUpNewDataFolder(config: ServerConfig): Promise<boolean> {
  // PostgreSQL writes PG_VERSION into a database folder when it makes it.
  if (config.databaseUrl || existsSync(path.join(pgliteDir(config), 'PG_VERSION'))) return false;
  const settings: DataFolderSettings = { dataDir: config.dataDir, s3: config.s3 };
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), SET_UP_SCRIPT, JSON.stringify(settings)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Datenordner ${config.dataDir} nicht eingerichtet (${signal ?? `Exit-Code ${code}`}): ${errors.trim()}`)),
    );
  });
  return true;
}
