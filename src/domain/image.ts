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
export type ComponentType = (typeof COMPONENT_TYPES)[number];

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
    componentType: Opt(Type.String()),
    pageNumber: Opt(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: true },
);
export type ImageRef = Static<typeof ImageRef>;

export const Analyse = Type.Object(
  {
    images: Opt(Type.Array(ImageRef)),
    results: Opt(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: true },
);
export type Analyse = Static<typeof Analyse>;
