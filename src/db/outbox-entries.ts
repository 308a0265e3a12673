// What the outbox keeps: every entry has the same base (order, idempotency, state, backoff); each
// kind adds its own fields, a union discriminated by `kind`. How an entry is sent and what its
// answer changes is the kind's module in src/sync/kinds.
import type { PhotoMark } from '@/domain/photo-marks';
import type { UploadAreaId } from '@/domain/upload-areas';
import type { CreateVorschaden } from '@/domain/vorschaden';

/** A queued file: the hash its blob is stored under and the name it is sent under. */
export interface QueuedFileRef {
  hash: string;
  name: string;
}

export interface OutboxBase<Kind extends string = string> {
  id?: number;
  projectKey: string;
  companyId: string;
  projectId: string;
  kind: Kind;
  /** Sent as Idempotency-Key, so a retried call is stored once. */
  idempotencyKey: string;
  createdAt: string;
  attempts: number;
  /** Epoch ms before which the entry is not retried (backoff). */
  notBefore: number;
  /** 'failed' waits for the user: 'Erneut versuchen' or 'Verwerfen'. */
  state: 'pending' | 'sending' | 'failed';
  lastError: { status: number; message: string } | null;
  /** The photos an upload sends; entries of other kinds have none. */
  files?: QueuedFileRef[];
  /** How often an upload's files were shrunk after the server refused them as too large (413). */
  shrinks?: number;
}

/** Sends the project as stored at the time of sending: saves in a row share one. */
export type PutProjectEntry = OutboxBase<'put-project'>;

export interface AreaUploadEntry extends OutboxBase<'area-upload'> {
  area: string;
  files: QueuedFileRef[];
  /** The required shot the photos were taken for, if any. */
  shot?: string;
}

export interface PhotoCollectionEntry extends OutboxBase<'photo-collection'> {
  files: QueuedFileRef[];
}

export interface DeleteImageEntry extends OutboxBase<'delete-image'> {
  area: string;
  imageId: string;
}

export interface MoveImageEntry extends OutboxBase<'move-image'> {
  /** Where the image was. */
  area: string;
  imageId: string;
  toArea: string;
}

/** A photo's marks and its marked copy (the one file; none when the marks were all removed). */
export interface PhotoMarkupEntry extends OutboxBase<'photo-markup'> {
  photoKey: string;
  marks: PhotoMark[];
  updatedAt: string;
  files: QueuedFileRef[];
}

/** A voice memo recorded on an area's page: the recording (the one file) and what the protocol lists. */
export interface VoiceMemoEntry extends OutboxBase<'voice-memo'> {
  memoId: string;
  area: UploadAreaId;
  recordedAt: string;
  durationMs: number;
  files: QueuedFileRef[];
}

export interface DeleteVoiceMemoEntry extends OutboxBase<'delete-voice-memo'> {
  memoId: string;
}

export interface CreateVorschadenEntry extends OutboxBase<'create-vorschaden'> {
  vorschaden: CreateVorschaden;
}

export interface DeleteVorschadenEntry extends OutboxBase<'delete-vorschaden'> {
  vorschadenId: string;
}

export type OutboxEntry =
  | PutProjectEntry
  | AreaUploadEntry
  | PhotoCollectionEntry
  | DeleteImageEntry
  | MoveImageEntry
  | PhotoMarkupEntry
  | VoiceMemoEntry
  | DeleteVoiceMemoEntry
  | CreateVorschadenEntry
  | DeleteVorschadenEntry;

export type OutboxKind = OutboxEntry['kind'];

/** The stored entry of one kind. */
export type EntryOf<Kind extends OutboxKind> = Extract<OutboxEntry, { kind: Kind }>;

/** What a kind's entry holds beyond the queue's own bookkeeping. */
export type EntryDetails<Kind extends OutboxKind> = Omit<EntryOf<Kind>, Exclude<keyof OutboxBase, 'files' | 'shrinks'>>;

/** A filter that keeps the entries of one kind, typed as such. */
export function ofKind<Kind extends OutboxKind>(kind: Kind) {
  return (entry: OutboxEntry): entry is EntryOf<Kind> => entry.kind === kind;
}

/**
 * How many changes the entries are to the user: each photo of an upload is one (five photos taken
 * at once are five changes, as the tiles show them), any other entry is one.
 */
export function changeCount(entries: readonly OutboxBase[]): number {
  return entries.reduce((count, entry) => count + Math.max(1, entry.files?.length ?? 0), 0);
}
