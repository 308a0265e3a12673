// Summaries of repeated measurements: median and percentiles (nearest rank).

export function percentile(values: number[], p: number): number {
  if (!values.length) throw new Error('keine Messwerte');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
