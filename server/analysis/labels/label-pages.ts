// The text of a label photo, read in grey (best for photos with texture and displays) and, in
// the areas with labels on strips, at full contrast and also binarised (grey OCR often skips
// short strip labels as noise). Each label reader finds its fields in either reading. Documents are read as for bills.
// A photo's texture gives tesseract many lines it is unsure of, which it would read again
// inverted (white print on dark): that costs over a third more time and found no label of the
// eval set the plain reading does not.
import type { AnalysisFile } from '../analysis.ts';
import { billFilePages, type FilePage } from '../bill/bill-text.ts';
import { atFullContrast, binarised, preparePage, readPage } from '../ocr/ocr-image.ts';

/**
 * Labels are short and large next to a bill's running text: at 1,600 px (1,200 even) the eval's
 * labels read as well as at a bill's 1,800, and a photo 1,600 px wide, read at its own size,
 * takes a quarter less time.
 */
const LABEL_MIN_WIDTH = 1600;

/**
 * Areas whose labels are short print on strips (breakers, earthing rails), which a binarised
 * reading finds where the grey one skips them, and small print (a meter's number) that reads
 * only at full contrast. A storage room's signs and displays read as well in grey alone, as
 * photographed (the eval's: all found, also in a dim cellar), so its photos are read once, a
 * fifth of a 200-photo collection's reading time.
 */
const STRIP_LABEL_AREAS: ReadonlySet<string> = new Set(['elektrik', 'erdung']);

export async function labelPages(file: AnalysisFile, area: string): Promise<FilePage[]> {
  if (!file.contentType.startsWith('image/')) return billFilePages(file);
  const warn = (how: string) => (error: unknown) => {
    console.warn(`label analysis: ${file.originalName} could not be ${how}`, error);
    return undefined;
  };
  const page = await preparePage(file.bytes, LABEL_MIN_WIDTH).catch(warn('decoded'));
  if (page === undefined) return [{ text: '', source: 'none' }];
  // A photo of one flat tone holds no writing.
  if (page === null) return [{ text: '', source: 'ocr' }];
  // Both readings at once: the OCR workers read them on two cores.
  const readings = await Promise.all(
    STRIP_LABEL_AREAS.has(area)
      ? [
          atFullContrast(page).then((contrasted) => readPage(contrasted, { readInverted: false })).catch(warn('read')),
          readPage(binarised(page), { readInverted: false }).catch(warn('read binarised')),
        ]
      : [readPage(page, { readInverted: false }).catch(warn('read'))],
  );
  const texts = readings.filter((text) => text !== undefined);
  return [texts.length ? { text: texts.join('\n'), source: 'ocr' } : { text: '', source: 'none' }];
}
