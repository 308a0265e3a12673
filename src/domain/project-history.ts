// A project's history (issue 23, point 5): what each save changed, field by field, as the server
// records it with who and when, and as the 'Verlauf' page shows it. A list of photos (items with
// ids) changes by photos added and removed, named by their file names; long texts and pictures
// (a signature) are shortened, so the history holds what happened, not a second copy of the data.
import { Type, type Static } from 'typebox';
import { IsoDateTime, Opt } from './schema-helpers.ts';

export const HistoryChange = Type.Object({
  /** Where in the project, as keys from the top: ['customer', 'phone']. */
  path: Type.Array(Type.String()),
  from: Opt(Type.Unknown()),
  to: Opt(Type.Unknown()),
  /** For a list of photos or other items with ids: the names of those added and removed. */
  added: Opt(Type.Array(Type.String())),
  removed: Opt(Type.Array(Type.String())),
});
export type HistoryChange = Static<typeof HistoryChange>;

export const HISTORY_KINDS = ['created', 'changed', 'deleted', 'restored'] as const;

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  at: IsoDateTime,
  /** Who: the user's sign-in name, or 'system' for the server's own work (the analysis). */
  actor: Type.String(),
  kind: Type.Enum(HISTORY_KINDS),
  changes: Type.Array(HistoryChange),
  /** When the change was made on the device, for one that reached the server later (made offline); `at` is when it arrived. */
  madeAt: Opt(IsoDateTime),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/** How far a device's clock may run ahead of the server's: a time beyond is no time of a change. */
const CLOCK_AHEAD_MS = 5 * 60_000;
/** A change that arrives within this of being made is listed with the time it arrived alone. */
const LATE_AFTER_MS = 60_000;

/**
 * When a save's change was made, from the device's header, if it arrived late (made offline):
 * nothing for a change that arrived at once, a header that is no date, or a time too far ahead
 * of `now`; a time a little ahead (a device clock running fast) counts as now.
 */
export function changeMadeAt(header: unknown, now: Date): string | undefined {
  if (typeof header !== 'string') return undefined;
  const made = Date.parse(header);
  if (Number.isNaN(made) || made > now.getTime() + CLOCK_AHEAD_MS) return undefined;
  return now.getTime() - made >= LATE_AFTER_MS ? new Date(made).toISOString() : undefined;
}

/** The server's own changes (analysis results, sorting a photo collection), as the history names them. */
export const SYSTEM_ACTOR = 'system';

/** Bookkeeping every save changes: not a change anyone made. */
const IGNORED = new Set(['version', 'updatedAt']);
/** What every new project starts with: its creation lists what was entered, not these. */
const CREATION_NOISE = new Set([...IGNORED, 'id', 'createdAt', 'active']);
const MAX_TEXT = 200;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasIds = (value: Json): value is Array<Record<string, Json> & { id: string }> => Array.isArray(value) && value.length > 0 && value.every((item) => isObject(item) && typeof item.id === 'string');

/** A value as the history keeps it: texts cut to 200 characters, pictures (data URLs) named, not kept. */
function shortened(value: Json): Json {
  if (typeof value === 'string') {
    if (value.startsWith('data:')) return '(Bild)';
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (Array.isArray(value)) return value.map(shortened);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
  return value;
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
const itemName = (item: Record<string, Json>) => String(item.originalName ?? item.name ?? item.titel ?? item.id);

function compare(before: Json, after: Json, path: string[], changes: HistoryChange[], ignored: ReadonlySet<string>): void {
  if (same(before, after)) return;
  // A section that appears or goes is told by what it holds: its fields, its photos by name.
  if ((isObject(before) || before === undefined) && (isObject(after) || after === undefined)) {
    const old = (before ?? {}) as Record<string, Json>;
    const now = (after ?? {}) as Record<string, Json>;
    for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
      if (path.length === 0 && ignored.has(key)) continue;
      compare(old[key], now[key], [...path, key], changes, ignored);
    }
    return;
  }
  if ((hasIds(before) || hasIds(after)) && (before === undefined || Array.isArray(before)) && (after === undefined || Array.isArray(after))) {
    const was = new Map(((before ?? []) as Array<Record<string, Json> & { id: string }>).map((item) => [item.id, item]));
    const is = new Map(((after ?? []) as Array<Record<string, Json> & { id: string }>).map((item) => [item.id, item]));
    const added = [...is.values()].filter((item) => !was.has(item.id)).map(itemName);
    const removed = [...was.values()].filter((item) => !is.has(item.id)).map(itemName);
    if (added.length || removed.length) changes.push({ path, ...(added.length ? { added } : {}), ...(removed.length ? { removed } : {}) });
    // An item kept but changed (a photo's findings) is a change of the list, said by its name.
    for (const [id, item] of is) if (was.has(id) && !same(was.get(id), item)) compare(was.get(id), item, [...path, itemName(item)], changes, ignored);
    return;
  }
  changes.push({ path, ...(before !== undefined ? { from: shortened(before) } : {}), ...(after !== undefined ? { to: shortened(after) } : {}) });
}

/** What changed from one version of a project to the next; `before` null for a project just created. */
export function projectChanges(before: Json | null, after: Json): HistoryChange[] {
  const changes: HistoryChange[] = [];
  compare(before ?? {}, after, [], changes, before === null ? CREATION_NOISE : IGNORED);
  return changes;
}
