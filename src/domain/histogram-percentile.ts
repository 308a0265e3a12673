// Percentiles of a grey-level histogram: the photo check on the tablet and the server's OCR
// both ask how bright the darkest or the brightest share of a photo is.

/** The lowest level at or below which more than `share` of the `total` counted pixels lie. */
export function percentile(histogram: Uint32Array, total: number, share: number): number {
  const target = total * share;
  let seen = 0;
  for (let level = 0; level < histogram.length; level += 1) {
    seen += histogram[level];
    if (seen > target) return level;
  }
  return histogram.length - 1;
}
