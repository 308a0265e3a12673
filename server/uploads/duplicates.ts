// Recognises photos a project already holds, by the SHA-256 of their stored bytes: uploading
// the same shots again (or picking one twice) stores each content once.
import type { PreparedFile } from './store-files.ts';

/** The files to store (the first of each content not yet known) and how many were left out. */
export function withoutDuplicates(prepared: PreparedFile[], known: ReadonlySet<string>): { fresh: PreparedFile[]; duplicates: number } {
  const seen = new Set(known);
  const fresh: PreparedFile[] = [];
  for (const file of prepared) {
    if (seen.has(file.record.sha256)) continue;
    seen.add(file.record.sha256);
    fresh.push(file);
  }
  return { fresh, duplicates: prepared.length - fresh.length };
}
