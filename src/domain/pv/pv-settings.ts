// What a company sets for the first layout of its roofs (issue 25): the module it installs and the
// edge distances it keeps. Defaults are a common 430 Wp module and 0.3 m at eaves, ridge and
// verge; at a party wall the building codes of most Länder ask for 1.25 m (MBO § 32 (5)).
import { Type, type Static } from 'typebox';

const Metres = (maximum: number) => Type.Number({ minimum: 0, maximum });

export const PvSettings = Type.Object({
  moduleLengthM: Type.Number({ minimum: 0.3, maximum: 3 }),
  moduleWidthM: Type.Number({ minimum: 0.3, maximum: 3 }),
  moduleWattPeak: Type.Number({ minimum: 10, maximum: 1000 }),
  eavesDistanceM: Metres(5),
  ridgeDistanceM: Metres(5),
  vergeDistanceM: Metres(5),
  partyWallDistanceM: Metres(5),
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
