// The photo-quality guard: measures a photo on a small greyscale copy and names what makes it
// unusable, on the device and offline, before the surveyor leaves the site. Pure: the worker
// hands in the pixels, `npm run eval` the same measures of its rendered set.
//
// Sharpness is the blur measure of Crete et al. (2007): blur the image once more and see how
// much of the contrast between neighbouring pixels that takes away. A sharp photo loses much, a
// blurred one little, whatever it shows, so a plain wall is not taken for a blurred photo the way
// a bare variance of the Laplacian would take it.
import { percentile } from './histogram-percentile.ts';

export const PHOTO_PROBLEMS = ['blurred', 'dark', 'overexposed', 'small', 'lowContrast'] as const;
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number];

/** The longest edge of the greyscale copy the measures are taken on. */
export const MEASURE_EDGE = 1024;

export interface QualityMeasures {
  /** 0 (sharp) … 1 (nothing left to blur), the larger of the horizontal and vertical measure. */
  blur: number;
  /** Mean luminance, 0 … 255. */
  mean: number;
  /** Share of pixels at or below DARK_LEVEL. */
  darkShare: number;
  /** Share of clipped highlights, at or above CLIPPED_LEVEL. */
  clippedShare: number;
  /** The 0.5th percentile of luminance: the darkest parts, which a washed-out photo has lost. */
  low: number;
  /** Luminance between the 2nd and the 98th percentile: how far text stands out of its paper. */
  spread: number;
  /** The photo's own pixel count, not the copy's. */
  pixels: number;
}

export const DARK_LEVEL = 30;
export const CLIPPED_LEVEL = 250;

export interface QualityThresholds {
  maxBlur: number;
  minMean: number;
  maxDarkShare: number;
  maxClippedShare: number;
  /** Overexposed only while even the darkest parts are washed out: white paper with text is not. */
  maxDarkestWhenClipped: number;
  minPixels: number;
  minTextSpread: number;
}

/** Chosen on `npm run eval`'s rendered set; the sweep there shows what each would trade. */
export const THRESHOLDS: QualityThresholds = {
  maxBlur: 0.38,
  minMean: 45,
  maxDarkShare: 0.6,
  maxClippedShare: 0.3,
  maxDarkestWhenClipped: 90,
  minPixels: 500_000,
  minTextSpread: 60,
};

/** Luminance (Rec. 601) of RGBA pixels, as an ImageData gives them. */
export function luminance(rgba: Uint8ClampedArray | Uint8Array): Uint8Array {
  const grey = new Uint8Array(rgba.length / 4);
  for (let i = 0, p = 0; p < grey.length; i += 4, p += 1) grey[p] = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
  return grey;
}

const BLUR_TAPS = 9;

/**
 * Crete's measure along one direction over one tile of the image: the contrast between
 * neighbours it has, and the part of it a box blur of BLUR_TAPS takes away.
 */
function tileContrast(grey: Uint8Array, width: number, tile: Tile, vertical: boolean): { sharp: number; lost: number } {
  const half = BLUR_TAPS >> 1;
  const [lines, length] = vertical ? [tile.width, tile.height] : [tile.height, tile.width];
  const stride = vertical ? width : 1;
  let sharp = 0;
  let lost = 0;
  for (let line = 0; line < lines; line += 1) {
    const start = vertical ? tile.top * width + tile.left + line : (tile.top + line) * width + tile.left;
    const at = (i: number) => grey[start + Math.min(length - 1, Math.max(0, i)) * stride];
    // A running box filter: each blurred value in constant time.
    let sum = 0;
    for (let k = -half; k <= half; k += 1) sum += at(k);
    let before = sum;
    for (let i = 1; i < length; i += 1) {
      sum += at(i + half) - at(i - half - 1);
      const step = Math.abs(at(i) - at(i - 1));
      sharp += step;
      lost += Math.max(0, step - Math.abs(sum - before) / BLUR_TAPS);
      before = sum;
    }
  }
  return { sharp, lost };
}

interface Tile {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Tiles per edge: a photo focused on one thing is sharp in some of them, a shaken one in none. */
const TILES = 6;
/** A tile with less contrast than this per pixel (flat wall, sky) says nothing about focus. */
const MIN_TILE_CONTRAST = 2;

/**
 * The blur of the sharpest tiles: the measure per tile, the larger of its two directions, and
 * of the tiles with contrast enough, the one a tenth of the way from the sharpest.
 */
function blurMeasure(grey: Uint8Array, width: number, height: number): number {
  const tiles: number[] = [];
  const tileWidth = Math.floor(width / TILES);
  const tileHeight = Math.floor(height / TILES);
  if (tileWidth < BLUR_TAPS || tileHeight < BLUR_TAPS) return 1;
  for (let row = 0; row < TILES; row += 1) {
    for (let column = 0; column < TILES; column += 1) {
      const tile = { left: column * tileWidth, top: row * tileHeight, width: tileWidth, height: tileHeight };
      const across = tileContrast(grey, width, tile, false);
      const down = tileContrast(grey, width, tile, true);
      if ((across.sharp + down.sharp) / (2 * tileWidth * tileHeight) < MIN_TILE_CONTRAST) continue;
      tiles.push(Math.max(1 - across.lost / across.sharp, 1 - down.lost / down.sharp));
    }
  }
  if (!tiles.length) return 1;
  tiles.sort((a, b) => a - b);
  return tiles[Math.floor((tiles.length - 1) / 10)];
}

/** Measures a greyscale copy (`grey`, row by row) of a photo of `pixels` pixels. */
export function measureQuality(grey: Uint8Array, width: number, height: number, pixels: number): QualityMeasures {
  const histogram = new Uint32Array(256);
  let total = 0;
  for (let i = 0; i < grey.length; i += 1) {
    histogram[grey[i]] += 1;
    total += grey[i];
  }
  const count = Math.max(1, grey.length);
  const low = percentile(histogram, count, 0.005);
  let dark = 0;
  for (let level = 0; level <= DARK_LEVEL; level += 1) dark += histogram[level];
  let clipped = 0;
  for (let level = CLIPPED_LEVEL; level < 256; level += 1) clipped += histogram[level];
  const blur = blurMeasure(grey, width, height);
  return {
    blur,
    mean: total / count,
    darkShare: dark / count,
    clippedShare: clipped / count,
    low,
    spread: percentile(histogram, count, 0.98) - percentile(histogram, count, 0.02),
    pixels,
  };
}

/** What is wrong with a photo; none for a usable one. */
export function photoProblems(measures: QualityMeasures, options: { legibleText?: boolean } = {}, limits: QualityThresholds = THRESHOLDS): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  if (measures.pixels < limits.minPixels) problems.push('small');
  const dark = measures.mean < limits.minMean || measures.darkShare > limits.maxDarkShare;
  const overexposed = measures.clippedShare > limits.maxClippedShare && measures.low > limits.maxDarkestWhenClipped;
  if (dark) problems.push('dark');
  if (overexposed) problems.push('overexposed');
  // A dark or washed-out photo has little contrast left to judge sharpness by: its exposure is the problem named.
  if (!dark && !overexposed && measures.blur > limits.maxBlur) problems.push('blurred');
  if (options.legibleText && !dark && !overexposed && measures.spread < limits.minTextSpread) problems.push('lowContrast');
  return problems;
}
