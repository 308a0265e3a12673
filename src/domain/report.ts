// Protocol data (SPEC §3 Report data) and tile master data.
import { Type, type Static } from 'typebox';
import { Opt } from './schema-helpers.ts';

export const ReportImage = Type.Object({
  id: Type.String(),
  originalName: Type.String(),
  s3Url: Type.String(),
  uploadedAt: Type.String(),
  contentType: Opt(Type.String()),
  /** A PDF's number of pages, where the server could read it. */
  pageCount: Opt(Type.Integer({ minimum: 1 })),
  annotated: Opt(Type.Boolean()),
});

export const ReportData = Type.Object({
  status: Type.String(),
  customer: Type.Object({ firstName: Type.String(), lastName: Type.String(), address: Type.String() }),
  imagesByComponent: Type.Record(Type.String(), Type.Array(ReportImage)),
});
export type ReportData = Static<typeof ReportData>;

export const AnnotatedImage = Type.Object({
  id: Type.String(),
  originalName: Type.String(),
  fileName: Type.String(),
  uploadedAt: Type.String(),
});
export type AnnotatedImage = Static<typeof AnnotatedImage>;

export const Ziegel = Type.Object({ ziegelname: Type.String(), hersteller: Opt(Type.String()), material: Opt(Type.String()) });
export type Ziegel = Static<typeof Ziegel>;
