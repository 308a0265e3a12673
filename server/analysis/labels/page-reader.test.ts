import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../analysis.ts';
import type { FilePage } from '../bill/bill-text.ts';
import { OCR_WORKERS } from '../ocr/ocr-workers.ts';
import { pageReader } from './page-reader.ts';

const file = (id: string): AnalysisFile => ({ id, bytes: Buffer.from(id), contentType: 'image/jpeg', originalName: `${id}.jpg` });

/** A reading that takes a moment, counting how many run at once and how often each file is read. */
function slowPages() {
  const reads = new Map<string, number>();
  let running = 0;
  let most = 0;
  const pagesOf = async (read: AnalysisFile): Promise<FilePage[]> => {
    reads.set(read.id, (reads.get(read.id) ?? 0) + 1);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return [{ text: `Text von ${read.id}`, source: 'ocr' }];
  };
  return { pagesOf, reads, most: () => most };
}

describe('pageReader', () => {
  it('reads a file read ahead once, and answers its pages to the area analysis', async () => {
    const { pagesOf, reads } = slowPages();
    const reader = pageReader(pagesOf);
    const files = ['a', 'b', 'c'].map(file);
    for (const ahead of files) reader.readAhead('elektrik', ahead);
    const pages = await Promise.all(files.map((asked) => reader.pages('elektrik', asked)));
    expect(pages.map(([page]) => page.text)).toEqual(['Text von a', 'Text von b', 'Text von c']);
    expect([...reads.values()]).toEqual([1, 1, 1]);
  });

  it('reads no more files at once than the OCR has workers, however many are asked for', async () => {
    const { pagesOf, most } = slowPages();
    const reader = pageReader(pagesOf);
    const files = Array.from({ length: 9 }, (_, index) => file(`foto-${index}`));
    for (const ahead of files.slice(0, 5)) reader.readAhead('elektrik', ahead);
    await Promise.all(files.map((asked) => reader.pages('elektrik', asked)));
    expect(most()).toBe(OCR_WORKERS);
  });

  it('a failed reading reaches the analysis that asks for the file', async () => {
    const reader = pageReader(() => Promise.reject(new Error('kaputt')));
    reader.readAhead('elektrik', file('a'));
    await expect(reader.pages('elektrik', file('a'))).rejects.toThrow('kaputt');
  });
});
