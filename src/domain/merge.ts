// Three-way merge of a project after a 412: what the user changed since the last server copy
// (the base) wins, what only the server changed (analysis results, images) is kept. Lists of
// items with ids (images) merge item by item, so an upload and a local delete both survive.
import { deepEqual } from './deep-equal.ts';
import { joinConcurrentTexts, TEXT_MAPS } from './photo-notes.ts';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasIds = (value: Json): value is Array<{ id: string }> =>
  Array.isArray(value) && value.every((item) => isObject(item) && typeof item.id === 'string');

function mergeById(base: Array<{ id: string }>, local: Array<{ id: string }>, server: Array<{ id: string }>) {
  const baseById = new Map(base.map((item) => [item.id, item]));
  const localById = new Map(local.map((item) => [item.id, item]));
  const removedLocally = new Set(base.filter((item) => !localById.has(item.id)).map((item) => item.id));
  const merged: Json[] = [];
  const seen = new Set<string>();
  for (const item of server) {
    if (removedLocally.has(item.id)) continue;
    const mine = localById.get(item.id);
    merged.push(mine ? merge(baseById.get(item.id), mine, item) : item);
    seen.add(item.id);
  }
  for (const item of local) {
    if (!seen.has(item.id) && !baseById.has(item.id)) merged.push(item);
  }
  return merged;
}

/** Merges `local` and `server`, both descended from `base`. */
export function merge(base: Json, local: Json, server: Json): Json {
  if (deepEqual(local, base)) return server;
  if (deepEqual(server, base) || deepEqual(server, local)) return local;
  if (isObject(local) && isObject(server)) {
    const baseObject = isObject(base) ? base : {};
    const result: Record<string, Json> = {};
    for (const key of new Set([...Object.keys(server), ...Object.keys(local)])) {
      const value = merge(baseObject[key], local[key], server[key]);
      if (value !== undefined) result[key] = value;
    }
    return result;
  }
  if (hasIds(local) && hasIds(server)) return mergeById(hasIds(base) ? base : [], local, server);
  return local;
}

/** Server bookkeeping that always comes from the server copy. */
const SERVER_FIELDS = ['version', 'updatedAt'] as const;

/** Texts of a text map both sides changed to different words: joined instead of the local one winning. */
function joinTexts(max: number, base: Json, local: Json, server: Json, merged: Json): Json {
  if (!isObject(local) || !isObject(server) || !isObject(merged)) return merged;
  const baseTexts = isObject(base) ? base : {};
  const joined = { ...merged };
  for (const [key, mine] of Object.entries(local)) {
    const theirs = server[key];
    if (typeof mine !== 'string' || typeof theirs !== 'string' || mine === theirs) continue;
    if (mine !== baseTexts[key] && theirs !== baseTexts[key]) joined[key] = joinConcurrentTexts(mine, theirs, max);
  }
  return joined;
}

export function mergeProject<T extends Record<string, Json>>(base: T | null, local: T, server: T): T {
  const merged = merge(base ?? {}, local, server) as Record<string, Json>;
  for (const [field, max] of Object.entries(TEXT_MAPS)) {
    if (merged[field] !== undefined) merged[field] = joinTexts(max, base?.[field], local[field], server[field], merged[field]);
  }
  for (const field of SERVER_FIELDS) {
    if (server[field] !== undefined) merged[field] = server[field];
  }
  return merged as T;
}
