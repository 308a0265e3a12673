// The text of a label photo, read twice: in grey (best for photos with texture and displays) and
// binarised (best for short labels on strips, which grey OCR often skips as noise). Each label
// reader finds its fields in either reading. Documents are read as for bills.
import type { AnalysisFile } from '../analysis.ts';
import { billFilePages, ocrImage, type FilePage } from '../bill/bill-text.ts';

export async function labelPages(file: AnalysisFile): Promise<FilePage[]> {
  if (!file.contentType.startsWith('image/')) return billFilePages(file);
  const grey = await billFilePages(file);
  const binarised = await ocrImage(file.bytes, { binarise: true }).catch(() => '');
  return grey.map((page) => (page.source === 'none' && !binarised ? page : { text: `${page.text}\n${binarised}`, source: 'ocr' }));
}
