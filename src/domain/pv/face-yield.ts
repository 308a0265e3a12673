// A face's annual yield (issue 25, point 3): its kWp times the table's specific yield for its
// tilt and orientation, reduced by its shading class. The reductions are rules of thumb for a
// first estimate, not a shading analysis: a tree or dormer over part of the face in the morning
// or evening costs about a tenth, one that shades much of it for hours about a quarter.
import type { ShadingLevel } from './roof-face.ts';
import { specificYield } from './specific-yield.ts';

export const SHADING_LOSS: Record<ShadingLevel, number> = { keine: 0, teilweise: 0.1, stark: 0.25 };

export interface FaceYield {
  /** kWh/kWp a year from the table, unshaded. */
  specificYield: number;
  shadingLoss: number;
  /** kWh a year. */
  annualKWh: number;
}

export function faceYield(kWp: number, tiltDeg: number, azimuthDeg: number, shading: ShadingLevel | undefined): FaceYield {
  const specific = specificYield(tiltDeg, azimuthDeg);
  const shadingLoss = SHADING_LOSS[shading ?? 'keine'];
  return { specificYield: specific, shadingLoss, annualKWh: kWp * specific * (1 - shadingLoss) };
}
