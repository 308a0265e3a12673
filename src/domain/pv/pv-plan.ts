// The PV plan of a project (issue 25): every roof face laid out and its yield read from the table,
// the totals, and, with the household's consumption, self-consumption and autarky without and with
// a battery. One function for the outer-roof tab, the protocol and the buildability check alike.
import { parseLeadingNumber } from '../assessment.ts';
import type { Project, Roof } from '../project.ts';
import { roofElementValue, roofTypeOf, TYPICAL_SLOPE } from '../roof.ts';
import { faceYield, type FaceYield } from './face-yield.ts';
import { layoutFace, type FaceLayout } from './module-layout.ts';
import type { PvSettings } from './pv-settings.ts';
import type { RoofFace } from './roof-face.ts';
import { energyBalance, type EnergyBalance } from './self-consumption.ts';

/** The usual advice for a household battery: about 1 kWh of usable capacity per MWh consumed a year. */
export const STORAGE_KWH_PER_MWH = 1;

export interface FacePlan {
  face: RoofFace;
  /** The face's place in the list, from 1: what names a face that has no name. */
  position: number;
  slopeDeg: number | null;
  /** Whether the slope is the roof type's, not one measured on this face. */
  slopeFromRoofType: boolean;
  layout: FaceLayout | null;
  /** Null while the face's size, slope or orientation is missing. */
  yield: FaceYield | null;
}

export interface PvPlan {
  faces: FacePlan[];
  modules: number;
  kWp: number;
  /** kWh a year of the faces whose yield is known. */
  annualKWh: number;
  /** Faces that could not be estimated yet (their yield is missing from the total). */
  incomplete: number;
  consumptionKWh: number | null;
  storageKWh: number;
  /** Whether the battery size is the rule of thumb, not one the user chose. */
  storageSuggested: boolean;
  /** Null without a consumption or without any face estimated. */
  balance: { without: EnergyBalance; with: EnergyBalance | null } | null;
}

/**
 * The roof type's slope in degrees: its measured value, the middle of a range ('30-45°'), its
 * leading number, or, with no slope given, the middle of the type's typical slope.
 */
export function roofTypeSlope(roof: Roof | undefined): number | null {
  const dachtyp = roofElementValue(roof, 'dachtyp');
  if (typeof dachtyp.neigungGrad === 'number') return dachtyp.neigungGrad;
  const type = roofTypeOf(dachtyp.art);
  const given = typeof dachtyp.neigung === 'string' ? dachtyp.neigung.trim() : '';
  const text = given || (type ? TYPICAL_SLOPE[type] : '');
  const range = /^\s*(\d+(?:[.,]\d+)?)\s*[-–]\s*(\d+(?:[.,]\d+)?)/.exec(text);
  if (range) return ((parseLeadingNumber(range[1]) ?? 0) + (parseLeadingNumber(range[2]) ?? 0)) / 2;
  return parseLeadingNumber(text);
}

function planFace(face: RoofFace, position: number, roofSlope: number | null, settings: PvSettings): FacePlan {
  const measured = face.slopeSource !== 'dachtyp' && typeof face.slopeDeg === 'number' ? face.slopeDeg : null;
  const slopeDeg = measured ?? roofSlope;
  const layout = layoutFace(face, settings);
  const azimuth = face.azimuthDeg;
  const known = layout && slopeDeg !== null && typeof azimuth === 'number';
  return {
    face,
    position,
    slopeDeg,
    slopeFromRoofType: measured === null && roofSlope !== null,
    layout,
    yield: known ? faceYield(layout.kWp, slopeDeg, azimuth, face.shading) : null,
  };
}

/** One face's plan alone, as its editor shows it while the user types: no balance of the whole roof. */
export function planOneFace(roof: Roof | undefined, face: RoofFace, settings: PvSettings): FacePlan {
  const index = roof?.faces?.findIndex((entry) => entry.id === face.id) ?? -1;
  return planFace(face, index < 0 ? (roof?.faces?.length ?? 0) + 1 : index + 1, roofTypeSlope(roof), settings);
}

export function planPv(project: Project, settings: PvSettings): PvPlan {
  const roofSlope = roofTypeSlope(project.roof);
  const faces = (project.roof?.faces ?? []).map((face, index) => planFace(face, index + 1, roofSlope, settings));
  const estimated = faces.filter((plan) => plan.yield && (plan.layout?.modules ?? 0) > 0);
  const consumption = project.house?.stromverbrauch ?? null;
  const chosen = project.pvPlan?.storageKWh;
  const storageKWh = typeof chosen === 'number' ? chosen : consumption ? Math.round((consumption / 1000) * STORAGE_KWH_PER_MWH) : 0;
  const arrays = estimated.map((plan) => ({
    tiltDeg: plan.slopeDeg as number,
    azimuthDeg: plan.face.azimuthDeg as number,
    kWp: plan.layout?.kWp ?? 0,
    shadingLoss: plan.yield?.shadingLoss ?? 0,
  }));
  return {
    faces,
    modules: faces.reduce((sum, plan) => sum + (plan.layout?.modules ?? 0), 0),
    kWp: faces.reduce((sum, plan) => sum + (plan.layout?.kWp ?? 0), 0),
    annualKWh: faces.reduce((sum, plan) => sum + (plan.yield?.annualKWh ?? 0), 0),
    incomplete: faces.filter((plan) => !plan.yield).length,
    consumptionKWh: consumption,
    storageKWh,
    storageSuggested: typeof chosen !== 'number',
    balance:
      consumption && arrays.length
        ? { without: energyBalance(arrays, consumption, 0), with: storageKWh > 0 ? energyBalance(arrays, consumption, storageKWh) : null }
        : null,
  };
}
