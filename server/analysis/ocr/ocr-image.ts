// An image prepared for German OCR: upright, grey, letters large enough, and not read at all
// when it holds no contrast. A page is prepared once and can be read more than once: as
// photographed, at full contrast, binarised.
import sharp from 'sharp';
import { percentile } from '../../../src/domain/histogram-percentile.ts';
import { recognize, type OcrSettings } from './ocr-workers.ts';

/** OCR reads running text best at about 30 px per line; pages narrower than this are upscaled. */
const MIN_WIDTH = 1800;
const MAX_WIDTH = 2600;

/**
 * Grey level that splits print from background when an image is binarised, for a page whose
 * white is white; a page photographed darker is split at the same share of its own white.
 */
const BINARY_THRESHOLD = 150;
/** Share of a page's pixels brighter than what counts as its white (glare, a lamp). */
const WHITE_ABOVE = 0.01;

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
export async function preparePage(bytes: Buffer, minWidth = MIN_WIDTH): Promise<GreyPage | null> {
  const image = sharp(bytes).rotate();
  const { width = minWidth } = await image.metadata();
  const { data: pixels, info } = await image
    .resize({ width: Math.min(Math.max(width, minWidth), MAX_WIDTH), withoutEnlargement: false })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // OCR costs about a second per photo; one without any contrast has nothing to read.
  return spread(pixels) < FLAT_IMAGE_SPREAD ? null : { pixels, width: info.width, height: info.height };
}

/**
 * The page at full contrast, stretched in lightness (sharp's normalise): small print on a busy
 * photo, a meter's number in a cabinet, reads better so. Tesseract sets each line's black and
 * white itself, so signs and displays read as well as photographed, a fifth faster, and without
 * the 70 ms the stretch takes.
 */
export async function atFullContrast({ pixels, width, height }: GreyPage): Promise<GreyPage> {
  const stretched = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .normalise()
    .greyscale()
    .raw()
    .toBuffer();
  return { pixels: stretched, width, height };
}

/** The grey level of the page's white: all but the brightest hundredth of its pixels are at most as bright. */
function whiteLevel(pixels: Buffer): number {
  const counts = new Uint32Array(256);
  for (const grey of pixels) counts[grey] += 1;
  return percentile(counts, pixels.length, 1 - WHITE_ABOVE);
}

/**
 * The page in black and white: short printed labels on strips (a meter cabinet's 'APZ',
 * 'SLS 50A') are otherwise often skipped as noise; running text on paper reads better in grey.
 */
export function binarised({ pixels, width, height }: GreyPage): GreyPage {
  const threshold = Math.round((BINARY_THRESHOLD * Math.max(whiteLevel(pixels), 1)) / 255);
  const black = Buffer.allocUnsafe(pixels.length);
  for (let i = 0; i < black.length; i += 1) black[i] = pixels[i] >= threshold ? 255 : 0;
  return { pixels: black, width, height };
}

/**
 * The German text on a prepared page. It goes to tesseract as a binary PGM, which it takes as it
 * is, where a PNG cost an encode here and a decode in the worker, about a seventh of a reading.
 */
export function readPage(page: GreyPage, settings: OcrSettings): Promise<string> {
  return recognize(Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`), page.pixels]), settings);
}

/** The German text on an image, read in grey at full contrast; lines tesseract is unsure of are read again inverted (white print on dark). */
export async function ocrImage(bytes: Buffer): Promise<string> {
  const page = await preparePage(bytes);
  return page ? readPage(await atFullContrast(page), { readInverted: true }) : '';
}
