// A roof face (Dachfläche, issue 25): the part of the outer roof a planner lays modules on, with
// its orientation, slope, size, shading and obstacles. Faces are stored in the project's roof
// (`roof.faces`) and synced like every other value; the shapes here are read by client and server.
import { Type, type Static } from 'typebox';
import { convertLength, isLengthUnit } from '../units.ts';
import { Loose, Nullable, Opt, OptNull } from '../schema-helpers.ts';

export const SHADING_LEVELS = ['keine', 'teilweise', 'stark'] as const;
export type ShadingLevel = (typeof SHADING_LEVELS)[number];
export const SHADING_CAUSES = ['baum', 'gaube', 'nachbargebaeude', 'schornstein', 'sonstiges'] as const;
export type ShadingCause = (typeof SHADING_CAUSES)[number];
/** Where a face's slope comes from: the roof type's typical slope, or measured on the roof. */
export const SLOPE_SOURCES = ['dachtyp', 'gemessen'] as const;

/**
 * The largest face the app plans: the ridge of a long barn or hall, its rafters, or an area of
 * that size. Beyond them a value is a slip of the finger (10000 for 100,00), which would draw
 * thousands of modules; the editor refuses it and the layout treats it as not measured.
 */
export const FACE_LIMITS = { ridgeLengthM: 100, rafterLengthM: 50, areaM2: 5000 } as const;

/** A length in any unit; the API bounds it by the largest limit in millimetres, the unit check is the app's and the layout's. */
const Length = (maxM: number) => Loose({ wert: Nullable(Type.Number({ minimum: 0, maximum: maxM * 1000 })), einheit: Type.String() });

export const RoofFace = Loose({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  name: Type.String({ maxLength: 200 }),
  /** Compass azimuth the face looks to, 0–359° (0 north, 90 east, 180 south, 270 west). */
  azimuthDeg: OptNull(Type.Number({ minimum: 0, maximum: 360 })),
  slopeDeg: OptNull(Type.Number({ minimum: 0, maximum: 90 })),
  slopeSource: Opt(Type.Enum(SLOPE_SOURCES)),
  /** Ridge (or eaves) length: the face's width along the gutter. */
  ridgeLength: Opt(Length(FACE_LIMITS.ridgeLengthM)),
  /** Rafter length: from eaves to ridge, along the slope. */
  rafterLength: Opt(Length(FACE_LIMITS.rafterLengthM)),
  /** The face's area in m², for faces whose lengths were not measured. */
  areaM2: OptNull(Type.Number({ minimum: 0, maximum: FACE_LIMITS.areaM2 })),
  shading: Opt(Type.Enum(SHADING_LEVELS)),
  shadingCauses: Opt(Type.Array(Type.Enum(SHADING_CAUSES))),
  /** Obstacles on this face (roof windows, chimney …), by name as the roof's obstacle list has them. */
  obstacles: Opt(Type.Array(Type.String({ maxLength: 200 }))),
  /** One verge of the face meets a party wall (Doppelhaushälfte, Reihenhaus): a larger edge distance there. */
  partyWall: Opt(Type.Boolean()),
});
export type RoofFace = Static<typeof RoofFace>;

export const RoofFaces = Type.Array(RoofFace, { maxItems: 50 });

/** A face's length in metres, or null when it was not entered or lies beyond `maxM`. */
export function metres(length: { wert: number | null; einheit: string } | undefined, maxM = Infinity): number | null {
  if (!length || length.wert === null || !isLengthUnit(length.einheit)) return null;
  const value = convertLength(length.wert, length.einheit, 'm');
  return value !== null && value >= 0 && value <= maxM ? value : null;
}

/** The German compass direction of an azimuth, in 16 points (N, NNO, NO … NNW). */
export function compassPoint(azimuthDeg: number): string {
  const points = ['N', 'NNO', 'NO', 'ONO', 'O', 'OSO', 'SO', 'SSO', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];
  return points[Math.round((((azimuthDeg % 360) + 360) % 360) / 22.5) % 16];
}

/** Faces that look north: within 45° either side of north, where modules earn least. */
export function facesNorth(azimuthDeg: number): boolean {
  const azimuth = ((azimuthDeg % 360) + 360) % 360;
  return azimuth <= 45 || azimuth >= 315;
}
