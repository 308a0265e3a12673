import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata } from './strip-metadata.ts';

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8d6e63' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPad Pro', Artist: 'Erika Muster' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 29/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 28/1 0/1' },
    })
    .toBuffer();
}

describe('personal metadata out of a JPEG', () => {
  it('drops EXIF (GPS, device, owner) and keeps every pixel', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stripped = stripJpegMetadata(original);
    const metadata = await sharp(stripped).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stripped.includes(Buffer.from('Erika Muster'))).toBe(false);
    expect(stripped.includes(Buffer.from('iPad'))).toBe(false);
    const [before, after] = await Promise.all([sharp(original).raw().toBuffer(), sharp(stripped).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });

  it('keeps the colour profile and a photo that has nothing to drop byte for byte', async () => {
    const withProfile = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).jpeg().withIccProfile('p3').toBuffer();
    expect((await sharp(stripJpegMetadata(withProfile)).metadata()).icc).toBeDefined();
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    expect(stripJpegMetadata(plain)).toBe(plain);
  });

  it('leaves bytes it does not understand as they were', () => {
    const odd = Buffer.from([0xff, 0xd8, 0x00, 0x01, 0x02]);
    expect(stripJpegMetadata(odd)).toBe(odd);
  });
});
