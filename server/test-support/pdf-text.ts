// The text of a PDF as a reader would copy it, page by page, so tests can check what a
// customer is handed (pdf.js, the PDF reader of Firefox, without a browser).
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The 14 standard PDF fonts' metrics, which pdf.js reads from its package.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * Pieces of text joined as a reader copies them: a piece that starts where the one before it ends,
 * on the same line, continues its word (a layout engine may split '1ESY…' in two); any other gap
 * is a space.
 */
function lineText(items: ReadonlyArray<{ str: string; transform: number[]; width: number }>): string {
  let text = '';
  let end: { x: number; y: number } | null = null;
  for (const { str, transform, width } of items) {
    const [size, , , , x, y] = transform;
    const continues = end !== null && Math.abs(y - end.y) < 0.1 * size && Math.abs(x - end.x) < 0.1 * size;
    text += (end && !continues ? ' ' : '') + str;
    end = { x: x + width, y };
  }
  return text;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(lineText(content.items.filter((item) => 'str' in item)));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
