// The page count of each uploaded PDF of a project, for the protocol's data and its PDF.
import { pdfPageCount } from '../files/pdf-pages.ts';
import type { ImageRecord } from '../repositories/images.ts';
import type { Services } from '../services.ts';

/** The page count of each uploaded PDF of the project, by image id: read at upload, or now for older PDFs. */
export async function pageCounts(files: Services['files'], images: ImageRecord[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const image of images) {
    if (image.contentType !== 'application/pdf') continue;
    if (image.pageCount) {
      counts.set(image.id, image.pageCount);
      continue;
    }
    const bytes = await files.get(image.fileKey);
    const count = bytes ? await pdfPageCount(bytes) : undefined;
    if (count) counts.set(image.id, count);
  }
  return counts;
}
