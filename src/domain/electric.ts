// The electrics of SPEC §3: the meter cabinet's switches, meter type and main fuse, and the
// earthing's findings with their allowed values; plus the main fuse display rule of §5.
import type { Electric } from './project.ts';

export const CABINET_SWITCHES = ['fiLsSchalter', 'ueberspannungsschutz', 'zaehlerplatz', 'apzFeld'] as const;
export type CabinetSwitch = (typeof CABINET_SWITCHES)[number];
export const METER_TYPES = ['digital', 'analog'] as const;

export const PRESENCE = ['present', 'absent', 'unknown'] as const;
export const LOCATION_HINTS = ['hausanschlussraum', 'technikraum', 'keller', 'unknown'] as const;
export const CONDUCTOR_KINDS = ['peGnye', 'earthToFoundation', 'equipotentialToWaterGas', 'lightningBonding', 'unknownConnections'] as const;
export type ConductorKind = (typeof CONDUCTOR_KINDS)[number];
export const CROSS_SECTIONS = ['≥16', '10', '6', 'band', 'unknown'] as const;
export const CONNECTION_RATINGS = ['looks_ok', 'possibly_non_compliant', 'unknown'] as const;
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;
export const CONDITION_RATINGS = ['good_clean', 'aged_corroded', 'damaged', 'unknown'] as const;

export type ElectricSection = 'zaehlerschrank' | 'erdung';
export const ELECTRIC_SECTIONS: readonly ElectricSection[] = ['zaehlerschrank', 'erdung'];
/** The upload area of each tab: the meter cabinet uploads to 'elektrik' (SPEC §7). */
export const ELECTRIC_AREAS: Record<ElectricSection, 'elektrik' | 'erdung'> = { zaehlerschrank: 'elektrik', erdung: 'erdung' };

export function isElectricSection(value: string | undefined): value is ElectricSection {
  return value === 'zaehlerschrank' || value === 'erdung';
}

/** A switch is stored as a boolean; an analysis may deliver {wert, zustand, qualitaet}. */
export function switchValue(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value && typeof value === 'object' && 'wert' in value) return switchValue((value as { wert: unknown }).wert);
  if (value === 'true' || value === 'ja') return true;
  if (value === 'false' || value === 'nein') return false;
  return null;
}

/**
 * SPEC §5: the main fuse shows a digits-only value with 'A' appended ('63 A'). Of a text such as
 * '3x63A' or 'NH 00 / 50 A' the last number is the rated current.
 */
export function mainFuseLabel(value: unknown): string | null {
  const numbers = String(value ?? '').match(/\d+/g);
  return numbers ? `${Number(numbers[numbers.length - 1])} A` : null;
}

export type ElectricSectionValue = Record<string, unknown> & { qualitaet?: string; korrigiert?: string[] };

export function electricSectionValue(electric: Electric | undefined, section: ElectricSection): ElectricSectionValue {
  return ((electric?.[section] as ElectricSectionValue | undefined) ?? {});
}
