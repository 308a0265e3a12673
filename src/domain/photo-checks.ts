// What the project keeps of the photo-quality guard: each photo the guard flagged and the user
// chose to keep ('Trotzdem behalten'), by the hash of the bytes the app sent, so the missing list
// and the protocol name it on every device.
import { Type, type Static } from 'typebox';
import { PHOTO_PROBLEMS } from './photo-quality.ts';
import type { Project } from './project.ts';
import { IsoDateTime } from './schema-helpers.ts';

export const KeptPhotoCheck = Type.Object({
  area: Type.String(),
  name: Type.String(),
  problems: Type.Array(Type.Enum(PHOTO_PROBLEMS)),
  keptAt: IsoDateTime,
});
export type KeptPhotoCheck = Static<typeof KeptPhotoCheck>;

/** Photo hash → the guard's verdict the user overrode. */
export const KeptPhotoChecks = Type.Record(Type.String(), KeptPhotoCheck);
export type KeptPhotoChecks = Static<typeof KeptPhotoChecks>;

export function withKeptPhoto(project: Project, hash: string, check: KeptPhotoCheck): Project {
  return { ...project, photoChecks: { ...project.photoChecks, [hash]: check } };
}
