// A project's export (issue 23, point 2): everything stored about it, for a customer's request to
// see or take their data (DSGVO Art. 15 and 20). One ZIP holds `projekt.json` (this shape, its
// JSON Schema beside it as `schema.json`), every stored file under `dateien/` and the protocol
// PDF. docs/export.md describes it for people.
import { Type, type Static } from 'typebox';
import { Project } from './project.ts';
import { Opt, IsoDateTime, Nullable } from './schema-helpers.ts';
import { Vorschaden } from './vorschaden.ts';

export const EXPORT_SCHEMA = 'vor-ort-projekt-export/1';

export const ExportedFile = Type.Object({
  /** Where the file lies in the ZIP. */
  path: Type.String(),
  /** The id the project's document names the file by (its `url` is `/images/<id>`). */
  id: Type.String(),
  /** The area it belongs to, e.g. 'elektrik'; 'fotosammlung' for photos not sorted yet. */
  area: Type.String(),
  /** original: as uploaded (only metadata the company does not keep removed); marked: with the marks drawn on it; annotated: with the analysis's detections drawn on it; voice-memo: a recording. */
  kind: Type.Union([Type.Literal('original'), Type.Literal('marked'), Type.Literal('annotated'), Type.Literal('voice-memo')]),
  originalName: Type.String(),
  contentType: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  /** SHA-256 of the stored bytes. */
  sha256: Nullable(Type.String()),
  /** SHA-256 of the bytes the app sent, before the server normalised them. */
  uploadSha256: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  storedAt: IsoDateTime,
  /** For marked and annotated copies: the id of the photo they were made from. */
  sourceId: Opt(Type.String()),
});
export type ExportedFile = Static<typeof ExportedFile>;

export const ProjectExport = Type.Object({
  schema: Type.Literal(EXPORT_SCHEMA),
  exportedAt: IsoDateTime,
  company: Type.Object({ id: Type.String(), name: Nullable(Type.String()) }),
  /** The project document as the app and the API hold it (see docs/spec.md for its fields). */
  project: Project,
  damages: Type.Array(Vorschaden),
  files: Type.Array(ExportedFile),
  /** The protocol PDF's path in the ZIP; null when there was nothing to print yet. */
  protocol: Nullable(Type.String()),
});
export type ProjectExport = Static<typeof ProjectExport>;
