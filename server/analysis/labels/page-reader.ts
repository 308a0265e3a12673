// Reads the pages of label photos, as many files at once as the OCR has workers, and can start
// on a file before its area is analysed. A photo collection sorts its photos one by one on the
// main thread while the OCR workers would wait for the area analysis after it; a label photo read
// as soon as it is sorted keeps both busy (issue 24: 200 photos in under a minute).
import type { AnalysisFile } from '../analysis.ts';
import type { FilePage } from '../bill/bill-text.ts';
import { OCR_WORKERS } from '../ocr/ocr-workers.ts';

/**
 * Files read ahead and not yet asked for are kept at most this many: a collection whose area
 * analysis never came (its job failed) leaves only page texts behind, and not for ever.
 */
const KEPT_AHEAD = 500;

/** A file's pages as an area's labels are read. */
type PagesOf = (file: AnalysisFile, area: string) => Promise<FilePage[]>;

export interface PageReader {
  /** Starts reading the file for the area; `pages` of the same area and file id answers that reading. */
  readAhead(area: string, file: AnalysisFile): void;
  pages(area: string, file: AnalysisFile): Promise<FilePage[]>;
}

export function pageReader(pagesOf: PagesOf): PageReader {
  const waiting: Array<() => void> = [];
  let reading = 0;
  // Each file read holds its prepared pages (a few MB) until its readings are done: a queue, not all at once.
  const inTurn = async (area: string, file: AnalysisFile): Promise<FilePage[]> => {
    if (reading >= OCR_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
    else reading += 1;
    try {
      return await pagesOf(file, area);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else reading -= 1;
    }
  };
  const ahead = new Map<string, Promise<FilePage[]>>();
  return {
    readAhead(area, file) {
      const key = `${area}/${file.id}`;
      if (ahead.has(key)) return;
      const read = inTurn(area, file);
      // Its error reaches the analysis that asks for the file; until then it is not unhandled.
      read.catch(() => undefined);
      ahead.set(key, read);
      if (ahead.size > KEPT_AHEAD) ahead.delete(ahead.keys().next().value as string);
    },
    pages(area, file) {
      const key = `${area}/${file.id}`;
      const read = ahead.get(key);
      ahead.delete(key);
      return read ?? inTurn(area, file);
    },
  };
}
