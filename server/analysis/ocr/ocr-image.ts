// An image prepared for German OCR: upright, grey, full contrast, letters large enough, and not
// read at all when it holds no contrast.
import sharp from 'sharp';
import { recognize } from './ocr-workers.ts';

/** OCR reads letters best at about 30 px per line; photos narrower than this are upscaled. */
const MIN_WIDTH = 1800;
const MAX_WIDTH = 2600;

/** Grey level that splits print from background when an image is binarised. */
const BINARY_THRESHOLD = 150;

/**
 * Grey-level spread (standard deviation, 0-255) below which an image is one flat tone: a covered
 * lens, a blank wall, a sheet without print. Text needs contrast, so such an image is not read.
 */
const FLAT_IMAGE_SPREAD = 4;

export interface OcrOptions {
  /**
   * Black and white before reading: short printed labels on strips (a meter cabinet's 'APZ',
   * 'SLS 50A') are otherwise often skipped as noise; running text on paper reads better in grey.
   */
  binarise?: boolean;
  /** Lines tesseract is unsure of are read again inverted (white print on dark); true unless said otherwise. */
  readInverted?: boolean;
}

async function isFlat(bytes: Buffer): Promise<boolean> {
  const { channels } = await sharp(bytes).resize(64, 64, { fit: 'fill' }).greyscale().stats();
  return channels[0].stdev < FLAT_IMAGE_SPREAD;
}

/** The German text on an image. */
export async function ocrImage(bytes: Buffer, { binarise = false, readInverted = true }: OcrOptions = {}): Promise<string> {
  // OCR costs about a second per photo; one without any contrast has nothing to read.
  if (await isFlat(bytes)) return '';
  const image = sharp(bytes).rotate();
  const { width = MIN_WIDTH } = await image.metadata();
  const grey = image.resize({ width: Math.min(Math.max(width, MIN_WIDTH), MAX_WIDTH), withoutEnlargement: false }).greyscale().normalise();
  const prepared = await (binarise ? grey.threshold(BINARY_THRESHOLD) : grey).png().toBuffer();
  return recognize(prepared, { readInverted });
}
