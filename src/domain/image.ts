// An uploaded image or document as projects reference it (SPEC §3 Image).
import { Type, type Static } from 'typebox';
import { IsoDateTime, Opt } from './schema-helpers.ts';

export const COMPONENT_TYPES = [
  'dach-innen',
  'dach-aussen',
  'elektrik',
  'erdung',
  'aufstellort',
  'stromrechnung',
  'fotosammlung',
] as const;

/** The longest edge of the small copy the server keeps of each photo for the grids. */
export const THUMBNAIL_EDGE = 320;

/** Where the service worker keeps stored images and their thumbnails once seen (or sent from here). */
export const IMAGE_CACHE = 'vor-ort-images';

export const ImageRef = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    originalName: Type.String(),
    /** Relative URLs get the API base prepended by the client. */
    url: Type.String(),
    thumbnailUrl: Opt(Type.String()),
    contentType: Opt(Type.String()),
    uploadedAt: IsoDateTime,
    /** When the user added the photo in the app; it keeps photos in that order however they arrive. */
    addedAt: Opt(IsoDateTime),
    componentType: Opt(Type.String()),
    pageNumber: Opt(Type.Integer({ minimum: 1 })),
    /** A PDF's number of pages, where the server has read it (the Protokoll's document tile). */
    pageCount: Opt(Type.Integer({ minimum: 1 })),
    /** Faces the server made unrecognisable on every stored copy (issue 23), where it found any. */
    blurredFaces: Opt(Type.Integer({ minimum: 1 })),
    /** The photo as taken, before the faces were blurred, where the company keeps it: only for those who manage the company. */
    originalUrl: Opt(Type.String()),
    /** SHA-256 (hex) of the bytes the app sent: the device knows a photo it picks again by it. */
    uploadSha256: Opt(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  },
  { additionalProperties: true },
);
export type ImageRef = Static<typeof ImageRef>;

/** An object the analysis found on a photo; the box is relative to the image (0 to 1). */
export const Detection = Type.Object(
  {
    imageId: Type.String(),
    label: Type.String(),
    confidence: Opt(Type.Number({ minimum: 0, maximum: 1 })),
    box: Type.Object({
      x: Type.Number({ minimum: 0, maximum: 1 }),
      y: Type.Number({ minimum: 0, maximum: 1 }),
      width: Type.Number({ minimum: 0, maximum: 1 }),
      height: Type.Number({ minimum: 0, maximum: 1 }),
    }),
  },
  { additionalProperties: true },
);
export type Detection = Static<typeof Detection>;

export const Analyse = Type.Object(
  {
    images: Opt(Type.Array(ImageRef)),
    results: Opt(Type.Record(Type.String(), Type.Unknown())),
    detections: Opt(Type.Array(Detection)),
  },
  { additionalProperties: true },
);
export type Analyse = Static<typeof Analyse>;
