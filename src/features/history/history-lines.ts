// A history entry's changes as lines a surveyor reads: 'Kunde › Telefon: „0621 1“ → „0621 555“',
// 'Elektrik › Zählerschrank › Analyse › Fotos: hinzugefügt: zähler.jpg'. Photos and voice memos are
// named as the app names them, not by the hash or id the project keeps them under, and the
// bookkeeping that goes with a change (addresses of copies, checksums, who-wrote-it markers) is left out.
import { formatDateTime } from '@/domain/format-date';
import type { Project } from '@/domain/project';
import type { HistoryChange } from '@/domain/project-history';
import { imagesOf } from '@/domain/project-images';
import { DEFAULT_CHECKLIST } from '@/domain/required-shots';
import { PHOTO_PLACES } from '@/domain/upload-areas';
import { isUuid } from '@/domain/uuid';
import { COMPONENT_LABELS } from '@/domain/value-labels';
import { HISTORY_TEXTS as T } from './texts';

/** Keys of what the app keeps for its own use: a change of only these is no change anyone made. */
const BOOKKEEPING = new Set(['id', 'url', 'thumbnailUrl', 'originalUrl', 'copy', 'contentHash', 'hash', 'uploadSha256', 'updatedAt', 'filledAt', 'accuracy', 'positionFrom', 'contentType', 'size', 'pageReference']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const SHA256 = /^[0-9a-f]{64}$/;
/** A photo's hash or an item's id: how the project keys what the app shows by name. */
const isHashOrId = (text: string) => SHA256.test(text) || isUuid(text);
/** Sections whose entries are kept under a photo's hash, and those under a voice memo's id. */
const MEMO_SECTIONS = new Set(['voiceMemos']);

/** What the project knows by a hash or an id, by the names the app shows: photos by file name, voice memos by the time they were recorded. */
export function historyNames(project: Project | null | undefined): Readonly<Record<string, string>> {
  // Required shots by label: the default checklist's, then those the project's photos fill.
  const names: Record<string, string> = Object.fromEntries(Object.values(DEFAULT_CHECKLIST).flatMap((shots) => shots.map((shot) => [shotName(shot.id), shot.label])));
  if (!project) return names;
  for (const [id, fill] of Object.entries(project.requiredShots ?? {})) names[shotName(id)] = fill.label;
  for (const area of PHOTO_PLACES) {
    for (const image of imagesOf(project, area)) {
      names[image.id] = image.originalName;
      if (image.uploadSha256) names[image.uploadSha256] = image.originalName;
    }
  }
  for (const [id, memo] of Object.entries(project.voiceMemos ?? {})) names[id] = T.memo(formatDateTime(memo.recordedAt));
  return names;
}

function value(shown: unknown, key: string, names: Readonly<Record<string, string>>): string {
  if (shown === undefined || shown === null || shown === '') return T.empty_value;
  if (typeof shown === 'boolean') return shown ? T.yes : T.no;
  if (typeof shown === 'number') return key === 'durationMs' ? T.seconds(Math.round(shown / 1000)) : String(shown).replace('.', ',');
  if (typeof shown === 'string') {
    if (ISO_TIME.test(shown)) return formatDateTime(shown);
    if (isHashOrId(shown)) return names[shown] ?? T.somePhoto;
    return `„${COMPONENT_LABELS[shown] ?? (/^[a-z]+(_[a-z]+)+$/.test(shown) ? shown.replaceAll('_', ' ') : shown)}“`;
  }
  return JSON.stringify(shown);
}

function place(path: readonly string[], names: Readonly<Record<string, string>>): string {
  return path
    .map((key, index) => {
      if (index === 0) return T.sections[key] ?? key;
      if (isHashOrId(key)) return names[key] ?? (MEMO_SECTIONS.has(path[0]) ? T.someMemo : T.somePhoto);
      return T.fields[key] ?? COMPONENT_LABELS[key] ?? key;
    })
    .join(' › ');
}

/** A required shot's key among the names: slot ids are the company's words, and could be anything. */
const shotName = (id: string) => `shot:${id}`;

/** A required shot's change is the photo it holds; its area, label and time come with that. */
function shotLine(change: HistoryChange, names: Readonly<Record<string, string>>): string | null {
  const [, id = '', key] = change.path;
  if (key !== 'hash' && key !== 'imageId') return null;
  return historyLine({ ...change, path: ['requiredShots', names[shotName(id)] ?? id] }, names);
}

/** Closed despite gaps: how many points were open; the entry's time is when. */
function closedLine(change: HistoryChange): string | null {
  if (change.path[1] !== 'open' || !Array.isArray(change.to)) return null;
  return `${T.sections.closedDespiteGaps}: ${T.openPoints(change.to.length)}`;
}

/** The line of a change, or null for bookkeeping alone. */
export function historyLine(change: HistoryChange, names: Readonly<Record<string, string>> = {}): string | null {
  if (change.path[0] === 'requiredShots' && change.path.length > 2) return shotLine(change, names);
  if (change.path[0] === 'closedDespiteGaps') return closedLine(change);
  if (change.path.some((key) => BOOKKEEPING.has(key))) return null;
  const key = change.path[change.path.length - 1] ?? '';
  const parts = [
    change.added?.length ? T.added(change.added.join(', ')) : null,
    change.removed?.length ? T.removed(change.removed.join(', ')) : null,
    !change.added && !change.removed
      ? change.from === undefined
        ? T.set(value(change.to, key, names))
        : change.to === undefined
          ? T.cleared(value(change.from, key, names))
          : T.changedTo(value(change.from, key, names), value(change.to, key, names))
      : null,
  ].filter(Boolean);
  return `${place(change.path, names)}: ${parts.join('; ')}`;
}
