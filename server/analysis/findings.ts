// The shape of one analysed field as the results lists read it, shared by every provider.
import { NOT_DETECTED } from './openai/schemas.ts';

export interface AnalysisResultValue {
  wert: unknown;
  qualitaet: string;
  pageReference: number | null;
  zustand?: string;
  [extra: string]: unknown;
}

/** A finding with nothing to show: 'nicht_erkennbar' with quality niedrig and no page. */
export const notDetected = (): AnalysisResultValue => ({ wert: NOT_DETECTED, qualitaet: 'niedrig', pageReference: null });
