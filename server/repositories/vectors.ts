// The photos' feature vectors as both database drivers return them.

/** real[] arrives as an array of numbers from both drivers; a string is the text form '{…}'. */
export function toVector(value: unknown): Float32Array {
  if (Array.isArray(value)) return Float32Array.from(value as number[]);
  return Float32Array.from(String(value).replace(/[{}]/g, '').split(',').map(Number));
}
