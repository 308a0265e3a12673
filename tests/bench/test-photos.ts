// Photo-like JPEGs for the bench, made with sharp: soft gradients with sensor-like noise, so
// they compress like camera photos (a 12-megapixel one is a few megabytes) rather than like flat colour.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

function noisyPixels(width: number, height: number): Buffer {
  const noise = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const n = (noise[i] % 24) - 12;
      pixels[i] = Math.max(0, Math.min(255, (x * 200) / width + n));
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 180) / height + 40 + n));
      pixels[i + 2] = Math.max(0, Math.min(255, 120 + Math.sin((x + y) / 60) * 60 + n));
    }
  }
  return pixels;
}

const pixelCache = new Map<string, Buffer>();

/** A photo-like JPEG; each `variant` has its own hue, so every file is distinct. */
export async function noisyPhoto(width: number, height: number, variant: number, quality = 90): Promise<Buffer> {
  const size = `${width}x${height}`;
  if (!pixelCache.has(size)) pixelCache.set(size, noisyPixels(width, height));
  return sharp(pixelCache.get(size), { raw: { width, height, channels: 3 } })
    .modulate({ hue: (variant * 7) % 360 })
    .jpeg({ quality })
    .toBuffer();
}

/** The demo seed's photos and the area each shows. */
export const SEED_PHOTOS = [
  { file: 'aufstellort.jpg', area: 'aufstellort' },
  { file: 'dach-aussen.jpg', area: 'dach-aussen' },
  { file: 'dach-innen.jpg', area: 'dach-innen' },
  { file: 'zaehlerschrank.jpg', area: 'elektrik' },
] as const;

/**
 * `count` distinct real photos (the demo seed's, in turn as SEED_PHOTOS lists them, each a little brighter than the last)
 * at the size the app uploads them, for the server's photo-collection analysis.
 */
export async function seedPhotoVariants(count: number, width = 1600): Promise<Buffer[]> {
  const originals = await Promise.all(SEED_PHOTOS.map(({ file }) => readFile(path.resolve('server/seed/photos', file))));
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      sharp(originals[index % originals.length])
        .resize({ width })
        .modulate({ brightness: 1 + index / (count * 4) })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}
