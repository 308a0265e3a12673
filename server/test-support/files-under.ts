import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir`, recursively; none when `dir` does not exist yet. Tests compare it before and after a request to prove nothing was left behind. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
