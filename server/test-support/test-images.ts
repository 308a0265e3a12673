// Real image and document bytes for upload tests, made with sharp at test time.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export async function jpeg(width = 640, height = 480, color = '#8d6e63'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 80 }).toBuffer();
}

let madeUnique = 0;

/**
 * A JPEG unlike any other this process made: light 4-pixel blocks along its top edge spell a
 * counter. The server keeps one copy of each content per project, so tests that upload several
 * photos into one project need different bytes for each.
 */
export async function uniqueJpeg(width = 640, height = 480): Promise<Buffer> {
  const number = ++madeUnique;
  const pixels = Buffer.alloc(width * height * 3, 0x60);
  for (let bit = 0; bit < 16 && bit * 4 < width; bit++) {
    if (!(number & (1 << bit))) continue;
    for (let y = 0; y < Math.min(4, height); y++) pixels.fill(0xff, (y * width + bit * 4) * 3, (y * width + Math.min(width, bit * 4 + 4)) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

export async function png(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#1565c0' } }).png().toBuffer();
}

/** A minimal valid one-page PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3 bytes. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();
}
