import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDataLength } from './image-end.ts';
import type { StoredImageType } from './sniff.ts';

const PHOTOS = path.join(import.meta.dirname, '..', 'seed', 'photos');
const TRAILER = Buffer.from('<html><script>alert(1)</script></html>');

async function encoded(format: 'jpeg' | 'png' | 'webp', options: object = {}): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#5d4037' } })
    .composite([{ input: Buffer.from('<svg width="300" height="200"><circle cx="150" cy="100" r="80" fill="#ffca28"/></svg>') }])
    .toFormat(format, options)
    .toBuffer();
}

describe('where the image data ends', () => {
  it.each<[string, () => Promise<Buffer>, StoredImageType]>([
    ['a baseline JPEG', () => encoded('jpeg'), 'image/jpeg'],
    ['a progressive JPEG with restart markers', () => encoded('jpeg', { progressive: true }), 'image/jpeg'],
    ['a PNG', () => encoded('png'), 'image/png'],
    ['a WebP', () => encoded('webp'), 'image/webp'],
  ])('%s ends at its last byte, and an appended page is found', async (_label, make, type) => {
    const bytes = await make();
    expect(imageDataLength(bytes, type)).toBe(bytes.length);
    expect(imageDataLength(Buffer.concat([bytes, TRAILER]), type)).toBe(bytes.length);
  });

  it('the camera photos of the demo data (with EXIF and its embedded thumbnail) end at their last byte', async () => {
    const names = (await readdir(PHOTOS)).filter((name) => name.endsWith('.jpg'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const bytes = await readFile(path.join(PHOTOS, name));
      expect(imageDataLength(bytes, 'image/jpeg'), name).toBe(bytes.length);
    }
  });

  it('a JPEG cut short or with garbage between its segments has no end to find', async () => {
    const bytes = await encoded('jpeg');
    expect(imageDataLength(bytes.subarray(0, bytes.length - 200), 'image/jpeg')).toBeNull();
    expect(imageDataLength(Buffer.concat([bytes.subarray(0, 2), Buffer.from('garbage')]), 'image/jpeg')).toBeNull();
  });
});
