// The storage guidance of SPEC §9 as numbers, for rules that rate measured values.
export const STORAGE_GUIDANCE = {
  /** Operating temperature range in °C. */
  minTemperature: 18,
  maxTemperature: 25,
  /** Minimum distance to walls and combustibles in cm. */
  minDistanceCm: 50,
  /** Relative humidity must stay below this, in %. */
  maxHumidity: 60,
} as const;
