// Renders the protocol PDF on the server, in the typefaces the app uses offline: the font files
// come with pdf.js and @fontsource, so the PDF prints every Latin letter and emoji without fonts
// installed on the host.
import { createRequire } from 'node:module';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { ProtocolModel } from '../../src/domain/protocol.ts';
import { ProtocolDocument, type ProtocolPhotoSource } from '../../src/report/ProtocolDocument.tsx';
import { registerProtocolFonts } from '../../src/report/protocol-fonts.ts';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
  bold: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf'),
  emoji: require.resolve('@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff'),
};

export async function renderProtocolPdf(model: ProtocolModel, photos: ReadonlyMap<string, ProtocolPhotoSource>): Promise<Buffer> {
  registerProtocolFonts(FONT_FILES);
  // react-pdf types its root as a <Document> element; ProtocolDocument renders exactly that.
  return renderToBuffer(createElement(ProtocolDocument, { model, photos }) as ReactElement<never>);
}
