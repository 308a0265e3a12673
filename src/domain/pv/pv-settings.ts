// What a company sets for the first layout of its roofs (issue 25): the module it installs and the
// edge distances it keeps. Defaults are a common 430 Wp module and 0.3 m at eaves, ridge and
// verge; at a party wall the building codes of most Länder ask for 1.25 m (MBO § 32 (5)).
import { Type, type Static } from 'typebox';

/** The range each setting may take: what a module and a roof's edges can sensibly be. */
export const PV_SETTING_RANGES = {
  moduleLengthM: { minimum: 0.3, maximum: 3 },
  moduleWidthM: { minimum: 0.3, maximum: 3 },
  moduleWattPeak: { minimum: 10, maximum: 1000 },
  eavesDistanceM: { minimum: 0, maximum: 5 },
  ridgeDistanceM: { minimum: 0, maximum: 5 },
  vergeDistanceM: { minimum: 0, maximum: 5 },
  partyWallDistanceM: { minimum: 0, maximum: 5 },
} as const;

export const PvSettings = Type.Object({
  moduleLengthM: Type.Number(PV_SETTING_RANGES.moduleLengthM),
  moduleWidthM: Type.Number(PV_SETTING_RANGES.moduleWidthM),
  moduleWattPeak: Type.Number(PV_SETTING_RANGES.moduleWattPeak),
  eavesDistanceM: Type.Number(PV_SETTING_RANGES.eavesDistanceM),
  ridgeDistanceM: Type.Number(PV_SETTING_RANGES.ridgeDistanceM),
  vergeDistanceM: Type.Number(PV_SETTING_RANGES.vergeDistanceM),
  partyWallDistanceM: Type.Number(PV_SETTING_RANGES.partyWallDistanceM),
});
export type PvSettings = Static<typeof PvSettings>;

export const DEFAULT_PV_SETTINGS: PvSettings = {
  moduleLengthM: 1.72,
  moduleWidthM: 1.13,
  moduleWattPeak: 430,
  eavesDistanceM: 0.3,
  ridgeDistanceM: 0.3,
  vergeDistanceM: 0.3,
  partyWallDistanceM: 1.25,
};

/** The company's settings over the defaults: a company that set nothing plans with the defaults. */
export function pvSettingsOf(stored: Partial<PvSettings> | undefined): PvSettings {
  return { ...DEFAULT_PV_SETTINGS, ...stored };
}
