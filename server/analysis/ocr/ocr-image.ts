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

/** A dark run at least this share of the page's width long is a table's rule, not print. */
const RULE_MIN_SHARE = 0.06;
/** A rule is at most this many pixels thick on the prepared page (1,800 px or more wide). */
const RULE_MAX_PX = 6;
/** Rules are often printed light grey: a rule's pixel is below this share of the page's white. */
const RULE_GREY_SHARE = 0.82;

/**
 * The page without a table's horizontal rules: dark runs longer than any word (a sixteenth of
 * the width) are painted white. A run may step up or down a row as it goes, so a rule on a page
 * scanned or photographed a little askew is found too. Tesseract reads a rule touching a line of
 * print as letters ('FETTE BEENDEN', '_____') and loses the figure beside it.
 */
export function withoutRules({ pixels, width, height }: GreyPage): GreyPage {
  const threshold = Math.round(RULE_GREY_SHARE * whiteLevel(pixels));
  const minRun = Math.max(40, Math.round(width * RULE_MIN_SHARE));
  const dark = (x: number, y: number) => y >= 0 && y < height && pixels[y * width + x] < threshold;
  /** Dark rows through (x, y), up and down: a rule is a few pixels thick, a photo's dark border or a block of colour more. */
  const thickness = (x: number, y: number) => {
    let top = y;
    let bottom = y;
    while (top > y - RULE_MAX_PX && dark(x, top - 1)) top -= 1;
    while (bottom < y + RULE_MAX_PX && dark(x, bottom + 1)) bottom += 1;
    return bottom - top + 1;
  };
  /** Whether the run from `from` to `to` on row `y` is thin along most of its length. */
  const thin = (from: number, to: number, y: number) => {
    const samples = Array.from({ length: 9 }, (_, index) => Math.round(from + ((to - from - 1) * (index + 0.5)) / 9)).filter((x) => dark(x, y));
    return samples.filter((x) => thickness(x, y) <= RULE_MAX_PX).length * 2 > samples.length;
  };
  const cleaned = Buffer.from(pixels);
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const inRun = x < width && (dark(x, y - 1) || dark(x, y) || dark(x, y + 1));
      if (inRun && start < 0) start = x;
      if (inRun || start < 0) continue;
      if (x - start >= minRun && thin(start, x, y)) for (let at = start; at < x; at += 1) if (dark(at, y)) cleaned[y * width + at] = 255;
      start = -1;
    }
  }
  return { pixels: cleaned, width, height };
}

/**
 * The German text on a prepared page. It goes to tesseract as a binary PGM, which it takes as it
 * is, where a PNG cost an encode here and a decode in the worker, about a seventh of a reading.
 */
export function readPage(page: GreyPage, settings: OcrSettings): Promise<string> {
  return recognize(Buffer.concat([Buffer.from(`P5\n${page.width} ${page.height}\n255\n`), page.pixels]), settings);
}

/**
 * The German text on an image, read in grey at full contrast; lines tesseract is unsure of are
 * read again inverted (white print on dark). `table`: a printed page with tables, read without
 * their rules and with the cells of a row parted by tabs.
 */
export async function ocrImage(bytes: Buffer, { table = false } = {}): Promise<string> {
  const page = await preparePage(bytes);
  if (!page) return '';
  const contrasted = await atFullContrast(page);
  return readPage(table ? withoutRules(contrasted) : contrasted, { readInverted: true, cells: table });
}
