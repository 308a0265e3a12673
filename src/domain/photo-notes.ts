// The surveyor's own words beside the photos (issue 22): a caption per photo ('Was zeigt das
// Foto?') and a note per area. A caption is kept under the hash of the photo's bytes, known on
// the device before the server has the photo, so a photo taken in the cellar is captioned there;
// a photo without a hash (seeded, sent by another app) is named by its image id. Both are part of
// the project and merge key by key like any value, except that two devices writing the same
// caption or note at once both keep their words (joinConcurrentTexts).
import { Type, type Static } from 'typebox';
import type { ImageRef } from './image.ts';
import type { Project } from './project.ts';

export const CAPTION_MAX = 200;
export const AREA_NOTE_MAX = 5000;

/** Photo key (hash or image id) → its caption; an empty caption is one the user removed. */
export const PhotoCaptions = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: CAPTION_MAX }));
export type PhotoCaptions = Static<typeof PhotoCaptions>;

/** Area id → the note written on that area's page. */
export const AreaNotes = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: AREA_NOTE_MAX }));
export type AreaNotes = Static<typeof AreaNotes>;

/** How a project names a stored photo for its caption. */
export function photoKey(image: Pick<ImageRef, 'id' | 'uploadSha256'>): string {
  return image.uploadSha256 ?? image.id;
}

/** A photo's caption as shown: none for one never written or removed (saved empty). */
export function captionIn(captions: Readonly<PhotoCaptions> | undefined, key: string): string | undefined {
  return captions?.[key]?.trim() || undefined;
}

export function captionOf(project: Project, key: string): string | undefined {
  return captionIn(project.captions, key);
}

export function withCaption(project: Project, key: string, caption: string): Project {
  return { ...project, captions: { ...project.captions, [key]: caption.trim().slice(0, CAPTION_MAX) } };
}

export function areaNoteOf(project: Project, area: string): string | undefined {
  return project.areaNotes?.[area]?.trim() || undefined;
}

export function withAreaNote(project: Project, area: string, note: string): Project {
  return { ...project, areaNotes: { ...project.areaNotes, [area]: note.slice(0, AREA_NOTE_MAX) } };
}

/** The project's fields of free text by key, with the length each text may have. */
export const TEXT_MAPS = { captions: CAPTION_MAX, areaNotes: AREA_NOTE_MAX } as const;

/** Heads what another device wrote into the same note at the same time. */
export const CONCURRENT_NOTE_MARK = 'Gleichzeitig auf einem anderen Gerät geschrieben:';

/**
 * One text two devices changed at once, from the same one: a surveyor's words are never dropped
 * for a colleague's, so both stay, the other's after this device's. Where one already holds the
 * other (a merge seen twice, or one typed on), that one is the text.
 */
export function joinConcurrentTexts(mine: string, theirs: string, max: number): string {
  const own = mine.trim();
  const other = theirs.trim();
  if (own.includes(other)) return mine;
  if (other.includes(own)) return theirs;
  const joined = max > CAPTION_MAX ? `${own}\n\n${CONCURRENT_NOTE_MARK}\n${other}` : `${own} / ${other}`;
  return joined.slice(0, max);
}
