// The areas of a project that take files (SPEC §3 where the images live, §5 Files), stated once
// for the app and the server: where an area keeps its images and whether it takes PDFs (a bill,
// a wiring plan, a data sheet) besides photos. Uploads send their files in a multipart field.

interface UploadArea {
  /** The section whose analyse.images holds the area's files. */
  section: readonly string[];
  allowPdf: boolean;
}

/** In the order the survey visits them, which is also how sorted photos are listed. */
export const UPLOAD_AREAS = {
  'dach-innen': { section: ['roof', 'inside'], allowPdf: false },
  'dach-aussen': { section: ['roof', 'outside'], allowPdf: false },
  elektrik: { section: ['electric', 'zaehlerschrank'], allowPdf: true },
  erdung: { section: ['electric', 'erdung'], allowPdf: true },
  aufstellort: { section: ['storage'], allowPdf: true },
  stromrechnung: { section: ['house'], allowPdf: true },
} as const satisfies Record<string, UploadArea>;

export type UploadAreaId = keyof typeof UPLOAD_AREAS;

/** The areas a photo can live in, and so be moved between. */
export const UPLOAD_AREA_IDS = Object.keys(UPLOAD_AREAS) as UploadAreaId[];

export function isUploadArea(area: string): area is UploadAreaId {
  return Object.hasOwn(UPLOAD_AREAS, area);
}

export function acceptsPdf(area: string): boolean {
  return isUploadArea(area) && UPLOAD_AREAS[area].allowPdf;
}

/**
 * Where a photo of a photo collection is until it is in an area: queued on the device, and then,
 * when the sorting was not sure of it, in the project's collection for the user to assign.
 */
export const COLLECTION_AREA = 'fotosammlung';

/** Where the project keeps the collection's photos still to assign. */
export const COLLECTION_SECTION = ['fotosammlung'] as const;

/** Every place a project holds photos: the areas, then the collection's photos still to assign. */
export const PHOTO_PLACES: readonly string[] = [...UPLOAD_AREA_IDS, COLLECTION_AREA];

/** The multipart field of an area upload, and of a photo collection. */
export const UPLOAD_FIELDS = { area: 'file', collection: 'files' } as const;
