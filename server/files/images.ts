// Turns uploaded photos into what the app stores and shows: upright, at most 2560 px on the long
// side, HEIC re-encoded as JPEG (only Safari shows HEIC), and small JPEG thumbnails for grids.
import sharp, { type Sharp } from 'sharp';
import { THUMBNAIL_EDGE } from '../../src/domain/image.ts';
import { imageDataLength } from './image-end.ts';
import type { SniffedType, StoredImageType } from './sniff.ts';
import { stripJpegMetadata } from './strip-metadata.ts';

export interface NormalizedImage {
  data: Buffer;
  contentType: StoredImageType;
  width: number;
  height: number;
  /** Made from `data`, and the proof that all of it decodes. */
  thumbnail: Buffer;
}

export const MAX_LONG_SIDE = 2560;
/** Refused before any pixel is decoded, so one upload cannot exhaust the server's memory; 48 MP phone photos pass. */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Why an upload is not a usable image: `unsupported` when it is not an image type we process
 * (or not the type it was sniffed as), `corrupt` when decoding fails, `too-large` past
 * {@link MAX_INPUT_PIXELS}.
 */
export type ImageDecodeReason = 'unsupported' | 'corrupt' | 'too-large';

export class ImageDecodeError extends Error {
  constructor(
    readonly reason: ImageDecodeReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageDecodeError';
  }
}

// 'error' refuses truncated or broken pixel data but lets libjpeg warnings pass (such as stray
// bytes before a marker), which some cameras write and every viewer shrugs off.
const DECODE = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
// Reading the header only; the pixel limit is checked by hand afterwards to give it its own reason.
const HEADER = { limitInputPixels: false } as const;
const SHARP_FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
const QUALITY = 85;

export async function normalizeImage(bytes: Buffer, type: SniffedType): Promise<NormalizedImage> {
  if (type === 'application/pdf') throw new ImageDecodeError('unsupported', 'A PDF is not an image');
  const image = type === 'image/heic' ? await heicToJpeg(bytes) : await normalizeRaster(bytes, type);
  return { ...image, thumbnail: await makeThumbnail(image.data) };
}

export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return decoding(() =>
    sharp(bytes, DECODE)
      .rotate()
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer(),
  );
}

async function normalizeRaster(bytes: Buffer, type: StoredImageType): Promise<Omit<NormalizedImage, 'thumbnail'>> {
  const format = SHARP_FORMATS[type];
  const metadata = await decoding(() => sharp(bytes, HEADER).metadata());
  if (metadata.format !== format) {
    throw new ImageDecodeError('unsupported', `Expected ${format}, the bytes are ${metadata.format}`);
  }
  checkPixelCount(metadata.width, metadata.height);
  const { width, height } = metadata.autoOrient;
  const upright = (metadata.orientation ?? 1) === 1;
  // A JPEG sheds its personal segments losslessly; other formats are re-encoded to lose them.
  const personal = type !== 'image/jpeg' && Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length);
  if (upright && !personal && Math.max(width, height) <= MAX_LONG_SIDE && imageDataLength(bytes, type) === bytes.length) {
    // Kept byte for byte when nothing trails the image data (a polyglot is re-encoded below). The
    // thumbnail decodes all of it, so a broken file is refused now, not when a PDF needs it.
    return { data: type === 'image/jpeg' ? stripJpegMetadata(bytes) : bytes, contentType: type, width, height };
  }
  const encoded = await decoding(() => encodedAs(fitLongSide(sharp(bytes, DECODE).rotate()), type).toBuffer({ resolveWithObject: true }));
  return { data: encoded.data, contentType: type, width: encoded.info.width, height: encoded.info.height };
}

/**
 * libheif already applies the rotation and mirroring stored in the file, so the pixels come out
 * upright. Its WebAssembly (28 MB of the server's memory) is loaded with the first HEIC photo.
 */
async function heicToJpeg(bytes: Buffer): Promise<Omit<NormalizedImage, 'thumbnail'>> {
  const { default: decodeHeic } = await import('heic-decode');
  const rgba = await decoding(async () => {
    const images = await decodeHeic.all({ buffer: bytes });
    try {
      const primary = images[0];
      checkPixelCount(primary.width, primary.height);
      return await primary.decode();
    } finally {
      images.dispose();
    }
  });
  const raw = { width: rgba.width, height: rgba.height, channels: 4 } as const;
  const encoded = await decoding(() =>
    fitLongSide(sharp(rgba.data, { raw }))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true }),
  );
  return { data: encoded.data, contentType: 'image/jpeg', width: encoded.info.width, height: encoded.info.height };
}

/** Encodes in the stored type at the stored quality. */
export function encodedAs(image: Sharp, type: StoredImageType): Sharp {
  const format = SHARP_FORMATS[type];
  return image.toFormat(format, format === 'png' ? {} : { quality: QUALITY });
}

function fitLongSide(image: Sharp): Sharp {
  return image.resize(MAX_LONG_SIDE, MAX_LONG_SIDE, { fit: 'inside', withoutEnlargement: true });
}

function checkPixelCount(width: number, height: number): void {
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageDecodeError('too-large', `${width}×${height} px is more than ${MAX_INPUT_PIXELS} pixels`);
  }
}

/** Runs a decoding step and reports any failure of it as a corrupt image. */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImageDecodeError) throw error;
    throw new ImageDecodeError('corrupt', 'The image cannot be decoded', { cause: error });
  }
}
