import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { binarised, preparePage } from './ocr-image.ts';

const WIDTH = 1600;
const HEIGHT = 1200;

/** A photo as the app uploads it: `paint` sets the grey of each pixel, a little sensor noise on top. */
function photo(paint: (x: number, y: number) => number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) pixels[y * WIDTH + x] = Math.max(0, Math.min(255, paint(x, y) + ((x * 7 + y * 13) % 3) - 1));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Six lines of small print (strokes 3 px wide, 20 px tall, lines 60 px apart) in the middle of a blank sheet: a type plate's text. */
const printOnASheet = (x: number, y: number) => (y >= 420 && y < 780 && (y - 420) % 60 < 20 && x >= 300 && x < 1300 && x % 8 < 3 ? 20 : 235);

describe('preparePage', () => {
  it('leaves a photo of one flat tone unread (a covered lens)', async () => {
    expect(await preparePage(await photo(() => 12), 1600)).toBeNull();
  });

  it('prepares a sheet with a few lines of small print', async () => {
    const page = await preparePage(await photo(printOnASheet), 1600);
    expect(page).not.toBeNull();
    const { pixels, width, height } = page as NonNullable<typeof page>;
    expect([width, height]).toEqual([WIDTH, HEIGHT]);
    expect(Math.min(...pixels.subarray(430 * WIDTH, 431 * WIDTH))).toBeLessThan(40);
    expect(pixels[100 * WIDTH + 100]).toBeGreaterThan(230);
  });

  it('splits print from its background also on a label photographed in a dim cellar', async () => {
    const dim = await preparePage(await photo((x, y) => Math.round(printOnASheet(x, y) * 0.38)), 1600);
    const { pixels } = binarised(dim as NonNullable<typeof dim>);
    expect(pixels[100 * WIDTH + 100]).toBe(255);
    expect(pixels[430 * WIDTH + 304]).toBe(0);
  });
});
