// A seeded generator (mulberry32) for drawn test photos: every run draws the same pictures, so
// committed files change only when the drawing does and figures measured on them compare.
export type Rng = () => number;

export function seededRandom(seed: number): Rng {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
