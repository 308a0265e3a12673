// How many pages an uploaded PDF has, so the protocol can show a bill as 'PDF-Dokument · 3 Seiten'.
// Read with pdf.js, which the bill analysis has usually loaded already for the same file.

/** The page count, or undefined for a file pdf.js cannot open (the tile then names no count). */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | undefined> {
  try {
    // Loaded only for a project with a PDF: pdf.js's legacy build swaps in slower polyfills process-wide.
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
    try {
      return document.numPages;
    } finally {
      await document.destroy();
    }
  } catch {
    return undefined;
  }
}
