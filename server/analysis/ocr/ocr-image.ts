// An image prepared for German OCR: upright, grey, full contrast, letters large enough, and not
// read at all when it holds no contrast. A page is prepared once and can be read more than once
// (in grey and binarised): decoding and normalising a photo costs about a sixth of a reading.
import sharp from 'sharp';
import { recognize, type OcrSettings } from './ocr-workers.ts';

/** OCR reads running text best at about 30 px per line; pages narrower than this are upscaled. */
const MIN_WIDTH = 1800;
const MAX_WIDTH = 2600;

/** Grey level that splits print from background when an image is binarised, on its grey as photographed. */
const BINARY_THRESHOLD = 150;

/**
 * Grey-level spread (standard deviation, 0-255) below which an image is one flat tone: a covered
 * lens, a blank wall, a sheet without print. Text needs contrast, so such an image is not read.
 */
const FLAT_IMAGE_SPREAD = 4;

/** One byte of grey per pixel, row by row. */
export interface GreyPage {
  pixels: Buffer;
  width: number;
  height: number;
}

/** A photo ready to read: its grey at full contrast, and as photographed (what it is binarised from). */
export interface PreparedPage extends GreyPage {
  photographed: Buffer;
}

/**
 * The grey-level spread of the page as it will be read. Taken from the grey already decoded for
 * reading, where a decode and thumbnail of its own cost a third of preparing a page. Every pixel
 * counts, so a few lines of print on a blank sheet keep it above the flat tone's spread.
 */
function spread(pixels: Buffer): number {
  let sum = 0;
  let squares = 0;
  for (const grey of pixels) {
    sum += grey;
    squares += grey * grey;
  }
  const mean = sum / pixels.length;
  return Math.sqrt(Math.max(0, squares / pixels.length - mean * mean));
}

/** The image ready to read, or null when it holds no contrast. `minWidth`: below it the image is upscaled (1,800 px unless said otherwise). */
export async function preparePage(bytes: Buffer, minWidth = MIN_WIDTH): Promise<PreparedPage | null> {
  const image = sharp(bytes).rotate();
  const { width = minWidth } = await image.metadata();
  const { data: photographed, info } = await image
    .resize({ width: Math.min(Math.max(width, minWidth), MAX_WIDTH), withoutEnlargement: false })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // OCR costs about a second per photo; one without any contrast has nothing to read.
  if (spread(photographed) < FLAT_IMAGE_SPREAD) return null;
  const pixels = await sharp(photographed, { raw: { width: info.width, height: info.height, channels: 1 } })
    .normalise()
    .greyscale()
    .raw()
    .toBuffer();
  return { pixels, photographed, width: info.width, height: info.height };
}

/**
 * The page in black and white: short printed labels on strips (a meter cabinet's 'APZ',
 * 'SLS 50A') are otherwise often skipped as noise; running text on paper reads better in grey.
 */
export function binarised({ photographed, width, height }: PreparedPage): GreyPage {
  const pixels = Buffer.allocUnsafe(photographed.length);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = photographed[i] >= BINARY_THRESHOLD ? 255 : 0;
  return { pixels, width, height };
}

/**
 * The German text on a prepared page. It goes to tesseract as a binary PGM, which it takes as it
 * is, where a PNG cost an encode here and a decode in the worker, about a seventh of a reading.
 */
export function readPage(page: GreyPage, settings: OcrSettings): Promise<string> {
  return recognize(Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`), page.pixels]), settings);
}

/** The German text on an image, read in grey; lines tesseract is unsure of are read again inverted (white print on dark). */
export async function ocrImage(bytes: Buffer): Promise<string> {
  const page = await preparePage(bytes);
  return page ? readPage(page, { readInverted: true }) : '';
}
