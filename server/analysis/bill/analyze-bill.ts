// The local analysis of an electricity bill: the text of every page of every uploaded file
// (a multi-page PDF, several photos), then the best value per field with its quality and page.
import type { AnalysisFile, AreaFindings } from '../analysis.ts';
import { extractBillFields, type BillPage } from './bill-fields.ts';
import { billFilePages } from './bill-text.ts';

/** Pages are numbered across the files in upload order, so page 3 is the first page of the second file after a 2-page PDF. */
export async function analyzeBill(files: AnalysisFile[]): Promise<Pick<AreaFindings, 'results' | 'values'>> {
  const pages: BillPage[] = [];
  let number = 0;
  for (const file of files) {
    for (const page of await billFilePages(file)) {
      number += 1;
      if (page.source !== 'none') pages.push({ page: number, text: page.text, source: page.source });
    }
  }
  return extractBillFields(pages);
}
