// The text of a label photo, read twice: in grey (best for photos with texture and displays) and
// binarised (best for short labels on strips, which grey OCR often skips as noise). Each label
// reader finds its fields in either reading. Documents are read as for bills. A photo's texture
// gives tesseract many lines it is unsure of, which it would read again inverted (white print on
// dark): that costs over a third more time and found no label of the eval set the plain reading
// does not.
import type { AnalysisFile } from '../analysis.ts';
import { billFilePages, type FilePage } from '../bill/bill-text.ts';
import { ocrImage } from '../ocr/ocr-image.ts';

export async function labelPages(file: AnalysisFile): Promise<FilePage[]> {
  if (!file.contentType.startsWith('image/')) return billFilePages(file);
  const read = (binarise: boolean) =>
    ocrImage(file.bytes, { binarise, readInverted: false }).catch((error: unknown) => {
      console.warn(`label analysis: ${file.originalName} could not be read${binarise ? ' binarised' : ''}`, error);
      return null;
    });
  // Both readings at once: the OCR workers read them on two cores.
  const readings = (await Promise.all([read(false), read(true)])).filter((text) => text !== null);
  return [readings.length ? { text: readings.join('\n'), source: 'ocr' } : { text: '', source: 'none' }];
}
