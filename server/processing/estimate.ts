// The remaining time a photo-collection ticket reports: every photo is sorted once and analysed
// once, and the steps still open take as long as the steps this run has done so far.

/** Steps of a ticket: one sorting and one analysis per photo. */
export const STEPS_PER_IMAGE = 2;

/** Seconds still needed, rounded up so that open work never reads as 0; null before a first step. */
export function remainingSeconds(elapsedMs: number, stepsDoneThisRun: number, stepsLeft: number): number | null {
  if (stepsLeft <= 0) return 0;
  if (stepsDoneThisRun <= 0) return null;
  return Math.max(1, Math.ceil(((elapsedMs / stepsDoneThisRun) * stepsLeft) / 1000));
}
