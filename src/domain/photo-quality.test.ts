import { describe, expect, it } from 'vitest';
import { measureQuality, photoProblems } from './photo-quality.ts';

const WIDTH = 400;
const HEIGHT = 300;
const PIXELS_12MP = 4000 * 3000;

/** Light and dark squares of 8 px: a scene with crisp edges everywhere. */
function squares(dark = 40, light = 210): Uint8Array {
  const grey = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) grey[y * WIDTH + x] = ((x >> 3) + (y >> 3)) % 2 ? light : dark;
  return grey;
}

/** A box blur of `radius` along both axes, as an out-of-focus lens would smear the scene. */
function blurred(grey: Uint8Array, radius: number): Uint8Array {
  const pass = (source: Uint8Array, vertical: boolean) => {
    const out = new Uint8Array(source.length);
    for (let y = 0; y < HEIGHT; y += 1) {
      for (let x = 0; x < WIDTH; x += 1) {
        let sum = 0;
        let count = 0;
        for (let k = -radius; k <= radius; k += 1) {
          const [sx, sy] = vertical ? [x, y + k] : [x + k, y];
          if (sx < 0 || sy < 0 || sx >= WIDTH || sy >= HEIGHT) continue;
          sum += source[sy * WIDTH + sx];
          count += 1;
        }
        out[y * WIDTH + x] = Math.round(sum / count);
      }
    }
    return out;
  };
  return pass(pass(grey, false), true);
}

const problems = (grey: Uint8Array, pixels = PIXELS_12MP, legibleText = false) => photoProblems(measureQuality(grey, WIDTH, HEIGHT, pixels), { legibleText });

describe('photo-quality guard (issue 21)', () => {
  it('passes a sharp, well exposed photo', () => {
    expect(problems(squares())).toEqual([]);
  });

  it('names a blurred photo', () => {
    expect(problems(blurred(squares(), 6))).toEqual(['blurred']);
  });

  it('names a dark photo and an overexposed one by their exposure', () => {
    expect(problems(squares(2, 30))).toEqual(['dark']);
    expect(problems(squares(245, 255))).toContain('overexposed');
  });

  it('does not take white paper with dark text for overexposure', () => {
    const page = new Uint8Array(WIDTH * HEIGHT).fill(255);
    for (let y = 40; y < 260; y += 20) for (let x = 30; x < 370; x += 1) if (x % 6 < 3) page.fill(20, y * WIDTH + x, y * WIDTH + x + 1).fill(20, (y + 1) * WIDTH + x, (y + 1) * WIDTH + x + 1);
    expect(problems(page, PIXELS_12MP, true)).not.toContain('overexposed');
  });

  it('names a photo with too few pixels', () => {
    expect(problems(squares(), 640 * 480)).toEqual(['small']);
  });

  it('checks the contrast only where text must stay legible', () => {
    const faint = squares(150, 190);
    expect(problems(faint, PIXELS_12MP, false)).toEqual([]);
    expect(problems(faint, PIXELS_12MP, true)).toEqual(['lowContrast']);
  });

  it('judges a plain photo without any edge as blurred: it shows nothing', () => {
    expect(problems(new Uint8Array(WIDTH * HEIGHT).fill(128))).toEqual(['blurred']);
  });
});
