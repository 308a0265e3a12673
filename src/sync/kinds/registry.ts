// Every kind of queued work, once: the replayer finds an entry's module here by its kind. The
// type requires a module for each kind the store keeps (db/outbox-entries.ts).
import type { EntryOf, OutboxKind as StoredKind } from '@/db/outbox-entries';
import { areaUpload } from './area-upload';
import { createVorschaden } from './create-vorschaden';
import { deleteImage } from './delete-image';
import { deleteVoiceMemo } from './delete-voice-memo';
import { deleteVorschaden } from './delete-vorschaden';
import { moveImage } from './move-image';
import type { OutboxKind } from './outbox-kind';
import { photoCollection } from './photo-collection';
import { photoMarkup } from './photo-markup';
import { putProject } from './put-project';
import { voiceMemo } from './voice-memo';

export type OutboxKinds = Readonly<Record<string, OutboxKind>>;

export const OUTBOX_KINDS = {
  'put-project': putProject,
  'area-upload': areaUpload,
  'photo-collection': photoCollection,
  'delete-image': deleteImage,
  'move-image': moveImage,
  'photo-markup': photoMarkup,
  'voice-memo': voiceMemo,
  'delete-voice-memo': deleteVoiceMemo,
  'create-vorschaden': createVorschaden,
  'delete-vorschaden': deleteVorschaden,
} satisfies { readonly [Kind in StoredKind]: OutboxKind<EntryOf<Kind>> };

/** What an entry does, in the user's words; an unknown kind (a newer app's entry) by its name. */
export function outboxLabel(kind: string, kinds: OutboxKinds = OUTBOX_KINDS): string {
  return kinds[kind]?.label ?? kind;
}
