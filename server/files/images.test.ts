// Checks photo normalisation and thumbnails on images drawn with sharp at test time, a tiny HEIC
// made once with libheif's heif-enc (x265; sharp here cannot write HEIC), and broken input.
import { readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageDecodeError, makeThumbnail, normalizeImage, type ImageDecodeReason } from './images.ts';

const RED = '#d02020';
const BLUE = '#2040d0';

/** Left half red, right half blue, so a rotation shows in where the colours end up. */
const twoColours = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <rect width="${width / 2}" height="${height}" fill="${RED}"/>
        <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="${BLUE}"/>
      </svg>`,
    ),
  );

/** EXIF orientation 6: the camera was turned clockwise, so viewers turn the stored pixels 90° clockwise. */
const turnedCamera = (width: number, height: number) => twoColours(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();

const colourAt = async (image: Buffer, left: number, top: number) => {
  const [r, g, b] = await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return { r, g, b };
};
const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 160 && g < 90 && b < 90;
const isBlue = ({ r, g, b }: { r: number; g: number; b: number }) => b > 160 && r < 90 && g < 110;

/** A tiny real PNG whose header is rewritten to claim a huge size; its pixel data stays 8×8. */
const pngClaiming = async (width: number, height: number) => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).png().toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
};

const rejection = async (work: Promise<unknown>): Promise<ImageDecodeReason> => {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageDecodeError);
  return (error as ImageDecodeError).reason;
};

describe('normalizeImage', () => {
  it('turns a JPEG upright by its EXIF orientation and shrinks it to 2560 px on the long side', async () => {
    const result = await normalizeImage(await turnedCamera(3000, 2000), 'image/jpeg');
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 1707, height: 2560 });
    expect(await sharp(result.thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 213, height: 320 });
    const written = await sharp(result.data).metadata();
    expect(written).toMatchObject({ format: 'jpeg', width: 1707, height: 2560 });
    expect(written.orientation ?? 1).toBe(1);
    expect(isRed(await colourAt(result.data, 850, 100))).toBe(true);
    expect(isBlue(await colourAt(result.data, 850, 2460))).toBe(true);
  });

  it('turns a small JPEG upright without resizing it', async () => {
    const result = await normalizeImage(await turnedCamera(400, 300), 'image/jpeg');
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 300, height: 400 });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
  });

  it('keeps a large PNG a PNG, at 2560 px on the long side', async () => {
    const png = await twoColours(3000, 2000).png().toBuffer();
    const result = await normalizeImage(png, 'image/png');
    expect(result).toMatchObject({ contentType: 'image/png', width: 2560, height: 1707 });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'png', width: 2560, height: 1707 });
  });

  it('keeps a large WebP a WebP, at 2560 px on the long side', async () => {
    const webp = await twoColours(4000, 1000).webp().toBuffer();
    const result = await normalizeImage(webp, 'image/webp');
    expect(result).toMatchObject({ contentType: 'image/webp', width: 2560, height: 640 });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'webp', width: 2560, height: 640 });
  });

  it.each([
    ['image/jpeg', () => twoColours(1600, 1200).jpeg().toBuffer()],
    ['image/png', () => twoColours(1600, 1200).png().toBuffer()],
    ['image/webp', () => twoColours(1600, 1200).webp().toBuffer()],
  ] as const)('returns an upright %s within 2560 px as it came, with its size', async (type, make) => {
    const original = await make();
    const result = await normalizeImage(original, type);
    expect(result).toEqual({ data: original, contentType: type, width: 1600, height: 1200, thumbnail: expect.any(Buffer) });
    expect(await sharp(result.thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it.each([
    ['a small upright JPEG kept byte for byte', 'jpeg'],
    ['a PNG', 'png'],
    ['a WebP', 'webp'],
  ] as const)('stores %s without its EXIF: no GPS position, device or owner', async (_what, format) => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8d6e63' } })
      .toFormat(format)
      .withExif({ IFD0: { Make: 'Apple', Artist: 'Erika Muster' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 29/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const stored = await normalizeImage(withGps, `image/${format}`);
    expect((await sharp(stored.data).metadata()).exif).toBeUndefined();
    expect(stored.data.includes(Buffer.from('Erika Muster'))).toBe(false);
    expect(stored).toMatchObject({ contentType: `image/${format}`, width: 64, height: 48 });
  });

  it('converts a HEIC photo to a JPEG of the same size and colours', async () => {
    const heic = await readFile(new URL('./fixtures/two-colours.heic', import.meta.url));
    const result = await normalizeImage(heic, 'image/heic');
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(isRed(await colourAt(result.data, 8, 24))).toBe(true);
    expect(isBlue(await colourAt(result.data, 56, 24))).toBe(true);
  });

  it('refuses a JPEG whose data is garbage as corrupt', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x5a)]);
    expect(await rejection(normalizeImage(garbage, 'image/jpeg'))).toBe('corrupt');
  });

  it.each([
    ['image/jpeg', () => twoColours(800, 600).jpeg().toBuffer()],
    ['image/png', () => twoColours(800, 600).png().toBuffer()],
    ['image/webp', () => twoColours(800, 600).webp().toBuffer()],
  ] as const)('refuses a truncated %s as corrupt, although its header is intact', async (type, make) => {
    const image = await make();
    expect(await rejection(normalizeImage(image.subarray(0, image.length / 2), type))).toBe('corrupt');
  });

  it('refuses a JPEG that lacks only its end marker as corrupt', async () => {
    const jpeg = await twoColours(800, 600).jpeg().toBuffer();
    expect(await rejection(normalizeImage(jpeg.subarray(0, jpeg.length - 2), 'image/jpeg'))).toBe('corrupt');
  });

  it('refuses garbage labelled HEIC as corrupt', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(200, 7)]);
    expect(await rejection(normalizeImage(fake, 'image/heic'))).toBe('corrupt');
  });

  it('refuses an image of more than 100 megapixels before decoding it', async () => {
    expect(await rejection(normalizeImage(await pngClaiming(20_000, 10_000), 'image/png'))).toBe('too-large');
  });

  it('refuses a PDF and bytes that are not the type they were sniffed as', async () => {
    expect(await rejection(normalizeImage(Buffer.from('%PDF-1.7\n'), 'application/pdf'))).toBe('unsupported');
    const jpeg = await twoColours(40, 30).jpeg().toBuffer();
    expect(await rejection(normalizeImage(jpeg, 'image/png'))).toBe('unsupported');
  });
});

describe('makeThumbnail', () => {
  it('makes an upright JPEG that fits inside 320×320', async () => {
    const thumbnail = await makeThumbnail(await turnedCamera(3000, 2000));
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 213, height: 320 });
    expect(isRed(await colourAt(thumbnail, 106, 20))).toBe(true);
    expect(isBlue(await colourAt(thumbnail, 106, 300))).toBe(true);
  });

  it('does not enlarge a small image and lays transparency on white', async () => {
    const transparent = await sharp({ create: { width: 100, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const thumbnail = await makeThumbnail(transparent);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 50 });
    expect(await colourAt(thumbnail, 50, 25)).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('refuses a broken image with ImageDecodeError', async () => {
    expect(await rejection(makeThumbnail(Buffer.from('kein Bild')))).toBe('corrupt');
  });
});
