// The text of each page of a bill: a PDF's text layer line by line (pdf.js), German OCR
// (tesseract.js, fully offline) for photos and for scanned PDF pages without a text layer.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { AnalysisFile } from '../analysis.ts';
import { ocrImage } from '../ocr/ocr-image.ts';

export interface FilePage {
  text: string;
  /** 'none': nothing could be read (a scan that could not be rendered, a failed OCR). */
  source: 'text' | 'ocr' | 'none';
}

const require = createRequire(import.meta.url);
// The 14 standard PDF fonts' metrics, which pdf.js reads from its package.
export const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Fewer characters than this on a PDF page means a scanned page: OCR it instead. */
const MIN_TEXT_LAYER_CHARS = 20;
/** Scanned PDF pages are rendered at this scale of 72 dpi (about 180 dpi) for OCR. */
const SCAN_RENDER_SCALE = 2.5;

/** A gap this many font sizes wide between two items on a line parts two cells of a table. */
const CELL_GAP_EM = 0.8;

/**
 * A page's text items as lines, top to bottom, left to right: items on the same baseline form
 * one line, so a table row ('Gesamtverbrauch' … '3 856 kWh') reads as one line, its cells
 * parted by a tab where a gap wider than a space lies between them.
 */
function textLines(items: TextItem[]): string {
  const lines: Array<{ y: number; items: TextItem[] }> = [];
  for (const item of items.filter((entry) => entry.str.trim())) {
    const y = item.transform[5];
    const tolerance = Math.max(2, Math.abs(item.transform[3]) * 0.4);
    const line = lines.find((candidate) => Math.abs(candidate.y - y) <= tolerance);
    if (line) line.items.push(item);
    else lines.push({ y, items: [item] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map(({ items: row }) => {
      const sorted = row.sort((a, b) => a.transform[4] - b.transform[4]);
      return sorted.reduce((text, item, index) => {
        if (index === 0) return item.str;
        const previous = sorted[index - 1];
        const gap = item.transform[4] - (previous.transform[4] + previous.width);
        if (gap < 1) return `${text}${item.str}`;
        return gap < CELL_GAP_EM * Math.abs(item.transform[3]) ? `${text} ${item.str}` : `${text}\t${item.str}`;
      }, '');
    })
    .join('\n');
}

interface RenderCanvas {
  canvas: { toBuffer(mime: 'image/png'): Buffer };
}

type PdfDocument = Awaited<ReturnType<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>['promise']>;

/** Page `number` of a PDF drawn as a PNG at `scale` × 72 dpi (pdf.js draws with @napi-rs/canvas in Node). */
export async function renderPdfPage(document: PdfDocument, number: number, scale: number): Promise<Buffer> {
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale });
  const factory = document.canvasFactory as { create(width: number, height: number): RenderCanvas };
  const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: target.canvas as unknown as HTMLCanvasElement, viewport }).promise;
  return target.canvas.toBuffer('image/png');
}

async function pdfPages(bytes: Buffer): Promise<FilePage[]> {
  // Loaded with the first PDF: pdf.js's legacy build replaces Array.prototype.push and JSON.parse
  // with slower polyfills for the whole process, which every API request would pay for.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  try {
    const pages: FilePage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = textLines(content.items.filter((item): item is TextItem => 'str' in item));
      if (text.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS) {
        pages.push({ text, source: 'text' });
        continue;
      }
      // A scan: render the page and read it by OCR.
      try {
        pages.push({ text: await ocrImage(await renderPdfPage(document, number, SCAN_RENDER_SCALE), { table: true }), source: 'ocr' });
      } catch (error) {
        console.warn(`bill analysis: PDF page ${number} has no text layer and could not be read by OCR`, error);
        pages.push({ text: '', source: 'none' });
      }
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The text of each page of one file: a PDF page by page, an image as one page. */
export async function billFilePages(file: AnalysisFile): Promise<FilePage[]> {
  try {
    if (file.contentType === 'application/pdf') return await pdfPages(file.bytes);
    if (file.contentType.startsWith('image/')) return [{ text: await ocrImage(file.bytes, { table: true }), source: 'ocr' }];
    console.warn(`bill analysis: ${file.originalName} (${file.contentType}) is neither PDF nor image, skipped`);
  } catch (error) {
    console.warn(`bill analysis: ${file.originalName} could not be read`, error);
  }
  return [{ text: '', source: 'none' }];
}
