// Voice memos per area (issue 22): what a surveyor says into the tablet instead of typing it with
// gloves on. The recording is an audio file on the server; the project names each memo by its id
// with its area, when it was recorded and how long it runs, which is what the protocol lists.
import { Type, type Static } from 'typebox';
import { formatClock, formatDateTime, formatDayOfMonth } from './format-date.ts';
import type { Project } from './project.ts';
import { IsoDateTime } from './schema-helpers.ts';
import { UPLOAD_AREA_IDS, type UploadAreaId } from './upload-areas.ts';

/** Ten minutes: a memo is a remark, not a dictation of the whole survey. */
export const VOICE_MEMO_MAX_MS = 10 * 60_000;
/** Ten minutes of the least compressed format a browser records in (AAC at 256 kbit/s), with room. */
export const VOICE_MEMO_MAX_BYTES = 24 * 1024 * 1024;

/**
 * Where the device keeps recordings to play offline: the service worker answers a memo's address
 * from it, and a memo recorded here is put there once the server has it.
 */
export const VOICE_MEMO_CACHE = 'vor-ort-voice-memos';

/** The formats browsers record in: WebM/Opus (Chromium, Firefox), MP4/AAC (Safari), Ogg/Opus (older Firefox). */
export const VOICE_MEMO_TYPES = ['audio/webm', 'audio/mp4', 'audio/ogg', 'audio/mpeg', 'audio/wav'] as const;
export type VoiceMemoType = (typeof VOICE_MEMO_TYPES)[number];

export const VoiceMemo = Type.Object({
  area: Type.Enum(UPLOAD_AREA_IDS),
  recordedAt: IsoDateTime,
  durationMs: Type.Integer({ minimum: 0, maximum: VOICE_MEMO_MAX_MS }),
  contentType: Type.Enum(VOICE_MEMO_TYPES),
  size: Type.Integer({ minimum: 1, maximum: VOICE_MEMO_MAX_BYTES }),
});
export type VoiceMemo = Static<typeof VoiceMemo>;

/** Memo id → the memo; written by the server as recordings arrive and are deleted. */
export const VoiceMemos = Type.Record(Type.String({ maxLength: 100 }), VoiceMemo);
export type VoiceMemos = Static<typeof VoiceMemos>;

/** The base type of a recorder's or a request's content type ('audio/webm;codecs=opus' → 'audio/webm'), if it is one we keep. */
export function voiceMemoType(contentType: string | undefined): VoiceMemoType | null {
  const base = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (VOICE_MEMO_TYPES as readonly string[]).includes(base) ? (base as VoiceMemoType) : null;
}

/** '0:07', '1:42', '10:00': minutes and seconds, as a player shows them. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface ListedMemo extends VoiceMemo {
  id: string;
}

/** An area's memos, oldest first: the order they were spoken in. */
export function memosOfArea(memos: Readonly<VoiceMemos> | undefined, area: UploadAreaId): ListedMemo[] {
  return Object.entries(memos ?? {})
    .filter(([, memo]) => memo.area === area)
    .map(([id, memo]) => ({ id, ...memo }))
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.id.localeCompare(b.id));
}

/**
 * What each memo of a list is called: the time it was recorded, to the second ('14:03:27'), with
 * the day where the list spans days. Unlike a number it stays when another memo is deleted, so a
 * spoken or written 'siehe Notiz 14:03:27' still finds it.
 */
export function memoTimes(memos: ReadonlyArray<Pick<VoiceMemo, 'recordedAt'>>): string[] {
  const days = new Set(memos.map((memo) => formatDayOfMonth(memo.recordedAt)));
  return memos.map((memo) => {
    const clock = formatClock(memo.recordedAt);
    return days.size > 1 ? `${formatDayOfMonth(memo.recordedAt)} ${clock}` : clock;
  });
}

/** How the protocol lists a memo: its length and when it was recorded. */
export function memoLine(memo: Pick<VoiceMemo, 'durationMs' | 'recordedAt'>): string {
  return `${formatDuration(memo.durationMs)} Min., aufgenommen ${formatDateTime(memo.recordedAt)}`;
}

export function withVoiceMemo(project: Project, id: string, memo: VoiceMemo): Project {
  return { ...project, voiceMemos: { ...project.voiceMemos, [id]: memo } };
}

export function withoutVoiceMemo(project: Project, id: string): Project {
  if (!project.voiceMemos?.[id]) return project;
  const { [id]: _removed, ...rest } = project.voiceMemos;
  return { ...project, voiceMemos: rest };
}
