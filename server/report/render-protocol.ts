// Renders the protocol PDF on the server, in the typeface the app uses offline: the font files
// come with pdf.js, so the PDF prints every Latin letter without fonts installed on the host.
import { createRequire } from 'node:module';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { ProtocolModel } from '../../src/domain/protocol.ts';
import { ProtocolDocument, type ProtocolPhotoSource } from '../../src/report/ProtocolDocument.tsx';
import { registerProtocolFonts } from '../../src/report/protocol-fonts.ts';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`pdfjs-dist/standard_fonts/${name}`);

export async function renderProtocolPdf(model: ProtocolModel, photos: ReadonlyMap<string, ProtocolPhotoSource>): Promise<Buffer> {
  registerProtocolFonts(fontFile('LiberationSans-Regular.ttf'), fontFile('LiberationSans-Bold.ttf'));
  // react-pdf types its root as a <Document> element; ProtocolDocument renders exactly that.
  return renderToBuffer(createElement(ProtocolDocument, { model, photos }) as ReactElement<never>);
}
